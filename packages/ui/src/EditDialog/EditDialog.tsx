import type { ReactNode } from "react";
import { FORM_ERROR, setIn } from "final-form";
import type { SubmissionErrors } from "final-form";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { RefObject } from "react";
import { Form, FormSpy, useForm } from "react-final-form";
import { useTranslation } from "react-i18next";
import { Button, CancelButton } from "../Button";
import { FullConfirmDialog as ConfirmDialog } from "../ConfirmDialog/ConfirmDialog";
import { WhyWaits } from "../Dialog";
import { ModalDialog as Dialog } from "../Dialog/Dialog";
import type { MediaSource } from "../MediaPool/types";
import { Notice } from "../Notice";
import { notifyRequestStatus, toastQueue } from "../Toast";
import { useUnsavedChanges } from "../UnsavedChanges";
import type { Reveal, RevealState } from "./fields";
import { FOCUSABLE, FieldList, PlacesContext, RevealContext, isReadOnly, lacksPermission } from "./fields";
import type { FieldPlace } from "./places";
import { fieldPlaces, placesWithErrors } from "./places";
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

  // Fields the user's roles lock say so under them; a dialog where nothing can be changed, and something because
  // of the roles, says it once above its fields instead of under every one.
  const lockedByRole = useMemo(() => {
    const roles = { isNew, permissions, languages };
    const locked = fields.some((field) => lacksPermission(field, roles));
    return locked && fields.every((field) => isReadOnly(field, roles));
  }, [fields, isNew, permissions, languages]);
  const context = useMemo(
    () => ({ isNew, permissions, languages, today, mediaSource, roleHints: !lockedByRole }),
    [isNew, permissions, languages, today, mediaSource, lockedByRole],
  );

  const places = useMemo(() => fieldPlaces(fields, isNew, languages), [fields, isNew, languages]);
  // The field to bring into view: its tab group selects the tab, and the field takes the focus.
  const [reveal, setReveal] = useState<Reveal | null>(null);
  const claimed = useRef<Reveal | null>(null);
  const revealState = useMemo<RevealState>(
    () => ({
      target: reveal,
      claim: (target) => {
        if (claimed.current === target) return false;
        claimed.current = target;
        return true;
      },
    }),
    [reveal],
  );
  // Closing with unsaved edits asks first.
  const [askDiscard, setAskDiscard] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

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
      if (!name) return { [FORM_ERROR]: message };
      // The refused field comes into view (its tab selected, the field focused) with the server's words.
      setReveal({ name });
      return setIn({}, name, message) as SubmissionErrors;
    }
  };

  return (
    <Form<Item>
      onSubmit={submit}
      initialValues={initialValues}
      subscription={{ submitting: true }}
      render={({ handleSubmit, submitting, form }) => (
        <Dialog
          data-ui="EditDialog"
          title={title}
          size={aside ? "wide" : "large"}
          isOpen={isOpen}
          onOpenChange={(open) => {
            if (!open && form.getState().dirty) setAskDiscard(true);
            else onOpenChange(open);
          }}
          isDismissable={!submitting}
          isCloseDisabled={submitting}
          actions={({ close }) => (
            <>
              <FormSpy subscription={{ errors: true, hasValidationErrors: true }}>
                {({ errors, hasValidationErrors }) =>
                  hasValidationErrors ? (
                    <WhySaveWaits
                      invalid={placesWithErrors(places, errors)}
                      onShow={(first) => {
                        // A submit with errors marks every field touched, so each shows its message.
                        void form.submit();
                        if (first) setReveal({ name: first.name });
                      }}
                    />
                  ) : null
                }
              </FormSpy>
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
          <HoldUnsavedEdits isOpen={isOpen} />
          <ConfirmDialog
            isOpen={askDiscard}
            title={t("editDialog.discardTitle")}
            message={t("editDialog.discardMessage")}
            confirmLabel={t("editDialog.discard")}
            cancelLabel={t("editDialog.keepEditing")}
            tone="danger"
            onConfirm={() => {
              setAskDiscard(false);
              // Discarded means gone: a screen that keeps the dialog mounted opens it again as it was.
              form.reset();
              onOpenChange(false);
            }}
            onOpenChange={(open) => {
              if (!open) setAskDiscard(false);
            }}
          />
          <form
            ref={formRef}
            id={formId}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void handleSubmit(event);
            }}
          >
            {lockedByRole && <Notice tone="info">{t("editDialog.needsPermission")}</Notice>}
            <FormSpy subscription={{ submitError: true }}>
              {({ submitError }) =>
                typeof submitError === "string" ? (
                  <Notice tone="error" title={t("toast.failure")}>
                    {submitError}
                  </Notice>
                ) : null
              }
            </FormSpy>
            <PlacesContext.Provider value={places}>
              <RevealContext.Provider value={revealState}>
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
              </RevealContext.Provider>
            </PlacesContext.Provider>
            {/* Enter in a single-line field submits the form, as in any native form. */}
            <button type="submit" hidden aria-hidden tabIndex={-1} />
            <FirstFieldFocus form={formRef} />
          </form>
        </Dialog>
      )}
    />
  );
}

/**
 * The first field takes the focus as the dialog opens when it is one to type in, so the user types at once:
 * after New, the dialog itself, its Close button and its scrolling body came first (three Tabs to the name). Its
 * effect runs before the dialog's own, which then leaves the focus where it is; the dialog's name is still read
 * as the focus enters it. A field that only shows a value (read-only, disabled) is passed over. A dialog that
 * opens on a picker (a language, a date) keeps the focus itself: a focused picker whose choices are still coming
 * shows no value until it is left. Not on a touch screen, where a focused field brings up the keyboard over half
 * the dialog.
 */
function FirstFieldFocus({ form }: { form: RefObject<HTMLFormElement | null> }) {
  useEffect(() => {
    if (window.matchMedia?.("(pointer: coarse)").matches) return;
    const first = [...(form.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].find(
      (element) =>
        element.tabIndex >= 0 &&
        !element.closest('[aria-hidden="true"], [inert]') &&
        !element.matches(":disabled, [readonly], [aria-disabled='true']"),
    );
    if (first?.matches(TYPED)) first.focus({ preventScroll: true });
  }, [form]);
  return null;
}

/**
 * An open dialog's edits are not left without a question when the user goes elsewhere behind it (the browser's
 * Back, a reload). Not while saving: a screen may go to what it saved before the dialog has closed.
 */
function HoldUnsavedEdits({ isOpen }: { isOpen: boolean }) {
  const form = useForm();
  useUnsavedChanges(() => {
    const { dirty, submitting } = form.getState();
    return isOpen && Boolean(dirty) && !submitting;
  });
  return null;
}

/** A field to type in: a text, number or address box, or a text area (not a picker's combobox). */
const TYPED =
  'textarea, input:not([role]):is([type="text"], [type="number"], [type="email"], [type="tel"], [type="url"], [type="password"], [type="search"], :not([type]))';

/**
 * Says why Save waits: the fields still to fill in or correct, by their labels. Pressing it marks them all
 * and brings the first into view (its tab selected, the field focused).
 */
function WhySaveWaits({
  invalid,
  onShow,
}: {
  invalid: readonly FieldPlace[];
  onShow: (first: FieldPlace | undefined) => void;
}) {
  const { t } = useTranslation("ui");
  return (
    <WhyWaits
      labels={invalid.map((place) => place.label)}
      sentence={(fields) => (fields ? t("editDialog.saveWaitsFor", { fields }) : t("editDialog.saveWaits"))}
      onShow={() => onShow(invalid[0])}
    />
  );
}
