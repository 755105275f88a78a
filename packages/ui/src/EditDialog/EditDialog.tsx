import type { ReactNode } from "react";
import { FORM_ERROR, setIn } from "final-form";
import type { SubmissionErrors } from "final-form";
import { useId, useMemo } from "react";
import { Form, FormSpy } from "react-final-form";
import { useTranslation } from "react-i18next";
import { Button, CancelButton } from "../Button";
import { Dialog } from "../Dialog";
import type { MediaSource } from "../MediaPool";
import { Notice } from "../Notice";
import { notifyRequestStatus, toastQueue } from "../Toast";
import { FieldList } from "./fields";
import { fieldOfRefusal, refusalOf } from "./serverError";
import { Aside, FieldsGrid, WithAside } from "./EditDialog.styles";
import type { FieldSchema } from "./schema";
import { fromFormValues, toFormValues } from "./values";

type Item = Record<string, unknown>;

export interface EditDialogProps<T extends Item> {
  /** The heading, e.g. "New ticket" or "Edit ticket"; the screen knows its item's name. */
  title: ReactNode;
  /** The form: one schema per field (kind, name, label, rules), in order; tab groups make tabs. */
  fields: readonly FieldSchema[];
  /** The item to edit; leave out (or null) for a new one. */
  item?: T | null;
  /**
   * Whether the item is new; by default when there is no `item`. A copy is new yet starts with values, so
   * its `onlyNewItem` fields (e.g. a password) show and `readonlyNewItem` applies.
   */
  isNew?: boolean;
  /** Whether the dialog is open (controlled). */
  isOpen: boolean;
  /** Called when the dialog closes (Cancel, Escape, after a save). */
  onOpenChange: (isOpen: boolean) => void;
  /**
   * Saves the item (create or update). Resolve with the saved item; reject with an Error whose message is
   * the server's (a {@link ServerRefusal} with the `field` the server named): the dialog then stays open
   * with everything the user typed and shows that message under the field, or in its banner when no field
   * of the dialog shows it. The failure is that one message: no toast besides.
   */
  onSave: (item: T) => Promise<T>;
  /** Called with the saved item once the dialog closed after a successful save. */
  onSaved?: (item: T) => void;
  /** The languages of the selected property, for multi-language fields (first is the default). */
  languages?: readonly string[];
  /** The signed-in user's permissions; a field with a `permission` the user lacks is read-only. */
  permissions?: ReadonlySet<string>;
  /** The day date rules compare with (tests and stories pass a fixed one). */
  today?: Date;
  /** The selected property's media pool: media fields pick their image there. */
  mediaSource?: MediaSource;
  /**
   * Shown beside the fields (under them on narrow screens) with the form's current values, rendered again as
   * the user types: a live preview of what the item will look like (the guest app's theme). The dialog is
   * wide then.
   */
  aside?: (values: Item) => ReactNode;
}

// One array for every render: a new default on each render would re-initialise the form and drop what the
// user typed whenever the screen re-renders.
const DEFAULT_LANGUAGES: readonly string[] = ["en"];

/**
 * The schema-driven edit dialog (spec: platform.md "Edit dialog"): a react-final-form form whose fields
 * each subscribe to their own state only, so a keystroke renders one field. Save stays disabled while a
 * value is invalid; Enter in a text field saves. The save status shows as the spec's notification
 * (fetching, success); a failure keeps the dialog open with the user's values and shows the server's
 * message once, in the dialog (under the field it names, else in the banner), not as a toast as well;
 * numbers are saved as numbers and undefined as null.
 */
export function EditDialog<T extends Item>({
  title,
  fields,
  item,
  isNew = item == null,
  isOpen,
  onOpenChange,
  onSave,
  onSaved,
  languages = DEFAULT_LANGUAGES,
  permissions,
  today,
  mediaSource,
  aside,
}: EditDialogProps<T>) {
  const { t } = useTranslation("ui");
  const formId = useId();
  // Initial values are made once per item: final-form would otherwise reset the user's input on every
  // render that passes an equal but new object.
  const initialValues = useMemo(() => toFormValues(item ?? {}, fields, languages), [item, fields, languages]);

  const context = useMemo(
    () => ({ isNew, permissions, languages, today, mediaSource }),
    [isNew, permissions, languages, today, mediaSource],
  );

  const submit = async (values: Item): Promise<SubmissionErrors | undefined> => {
    const fetching = notifyRequestStatus("fetching");
    try {
      const toSave = fromFormValues(values, fields, item ?? {}) as T;
      const saved = await onSave(toSave);
      notifyRequestStatus("success");
      onOpenChange(false);
      onSaved?.(saved);
      return undefined;
    } catch (error) {
      // The dialog says why; the "Saving…" toast goes, so the failure is one message, not a toast as well.
      toastQueue.close(fetching);
      const { message, field } = refusalOf(error);
      const name = fieldOfRefusal(field, fields, isNew);
      return name ? (setIn({}, name, message) as SubmissionErrors) : { [FORM_ERROR]: message };
    }
  };

  return (
    <Form<Item>
      onSubmit={submit}
      initialValues={initialValues}
      subscription={{ submitting: true }}
      render={({ handleSubmit, submitting }) => (
        <Dialog
          data-ui="EditDialog"
          title={title}
          size={aside ? "wide" : "large"}
          isOpen={isOpen}
          onOpenChange={onOpenChange}
          isDismissable={!submitting}
          isCloseDisabled={submitting}
          actions={({ close }) => (
            <>
              <CancelButton onPress={close} isDisabled={submitting} />
              {/* A refusal by the server does not disable Save: the user may change the value or try again. */}
              <FormSpy subscription={{ hasValidationErrors: true, submitting: true }}>
                {({ hasValidationErrors, submitting: busy }) => (
                  <Button type="submit" form={formId} isDisabled={hasValidationErrors} isPending={busy}>
                    {t("common.save")}
                  </Button>
                )}
              </FormSpy>
            </>
          )}
        >
          <form
            id={formId}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void handleSubmit(event);
            }}
          >
            <FormSpy subscription={{ submitError: true }}>
              {({ submitError }) =>
                typeof submitError === "string" ? (
                  <Notice tone="error" title={t("toast.failure")}>
                    {submitError}
                  </Notice>
                ) : null
              }
            </FormSpy>
            {aside ? (
              <WithAside>
                <FieldsGrid>
                  <FieldList fields={fields} context={context} />
                </FieldsGrid>
                <FormSpy<Item> subscription={{ values: true }}>
                  {({ values }) => <Aside>{aside(values)}</Aside>}
                </FormSpy>
              </WithAside>
            ) : (
              <FieldsGrid>
                <FieldList fields={fields} context={context} />
              </FieldsGrid>
            )}
            {/* Enter in a single-line field submits the form, as in any native form. */}
            <button type="submit" hidden aria-hidden tabIndex={-1} />
          </form>
        </Dialog>
      )}
    />
  );
}
