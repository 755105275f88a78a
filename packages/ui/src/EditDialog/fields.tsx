import type { ReactNode } from "react";
import { CircleAlert } from "lucide-react";
import { Suspense, createContext, lazy, memo, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useField, useForm, useFormState } from "react-final-form";
import { useTranslation } from "react-i18next";
import { FullAutocomplete as Autocomplete } from "../Autocomplete/AutocompleteFull";
import { Checkbox } from "../Checkbox";
import { ColorPicker } from "../ColorPicker/ColorPicker";
import { ContrastWarning } from "../ColorPicker/ContrastWarning";
import { isHexColor, parseHex } from "../ColorPicker/colorValue";
import { FullDatePicker as DatePicker } from "../DatePicker/DatePickerFull";
import { DateTimePicker } from "../DateTimePicker";
import { LANGUAGES } from "../i18n";
import { I18nEditor } from "../I18nEditor/I18nEditor";
import { asI18nList, invalidLanguages } from "../I18nEditor/i18nTexts";
import type { MediaSource, MediaValue } from "../MediaPool/types";
import { OpenLink } from "../OpenLink";
import { FullSelect as Select } from "../Select/SelectFull";
import { Switch } from "../Switch";
import { Tabs } from "../Tabs";
import { TextArea } from "../TextArea";
import { TextField } from "../TextField";
import { VisuallyHidden } from "../shared.styles";
import { Cell, EditorLoading, Paired, TabError } from "./EditDialog.styles";
import { MediaField, asMediaValue } from "./MediaField";
import { PropertyAutocompleteField } from "./PropertyAutocompleteField";
import type {
  ColorContrast,
  FieldSchema,
  I18nSchema,
  MediaSchema,
  PairedSelect,
  SlotSchema,
  TabGroupSchema,
  ValueField,
} from "./schema";
import type { FieldPlace } from "./places";
import { inTab } from "./places";
import type { RuleOptions } from "./validation";
import { VALIDATION_KEYS, boundsKey, boundsRule, isEmpty, lengthRule, validate } from "./validation";
import { getPath, isMultiLanguage, isRequired } from "./values";

/** The dialog's fields with their labels and tabs (see places.ts). */
export const PlacesContext = createContext<readonly FieldPlace[]>([]);

/**
 * The field the dialog brings into view: the tab that holds it is selected, and the field takes the focus
 * once it shows its error. Each reveal is a new object.
 */
export interface Reveal {
  name: string;
}
export interface RevealState {
  target: Reveal | null;
  /** True the first time it is asked for a reveal: its field takes the focus once, not on every tab change. */
  claim: (reveal: Reveal) => boolean;
}
export const RevealContext = createContext<RevealState>({ target: null, claim: () => false });

/** What can take the focus in a field's box, first the input itself. */
export const FOCUSABLE =
  'input:not([type="hidden"]), textarea, [contenteditable="true"], button:not([disabled]), [tabindex="0"]';

// ProseMirror is large: only dialogs with a rich text field load it.
const RichTextEditor = lazy(() => import("../RichTextEditor/RichTextEditor"));

export interface FieldContext {
  isNew: boolean;
  permissions?: ReadonlySet<string>;
  languages: readonly string[];
  today?: Date;
  /** The property's media pool, for media fields. */
  mediaSource?: MediaSource;
  /**
   * Whether a field the user's roles lock says so under it (true unless said: false where the whole dialog is
   * locked and says it once).
   */
  roleHints?: boolean;
}

/** Rules that carry their own "… is required" message; with them, the generic "required" is not added. */
const REQUIRED_RULES = new Set(["email", "ip", "mac", "newPassword"]);

/** Read-only by the field's flags and the user's permissions (spec section 6: without it, read-only). */
export function isReadOnly(field: FieldSchema, context: FieldContext): boolean {
  if (field.readonly) return true;
  if (context.isNew ? field.readonlyNewItem : field.readonlyEditItem) return true;
  return lacksPermission(field, context);
}

/** Read-only because the user's roles do not give the permission the field needs. */
export const lacksPermission = (field: FieldSchema, { permissions }: FieldContext) =>
  field.permission !== undefined && !(permissions?.has(field.permission) ?? false);

/** A text field's or text area's `maxLength` (the contract's), if it has one. */
const maxLengthOf = (field: ValueField) =>
  field.kind === "textfield" || field.kind === "textarea" ? field.maxLength : undefined;

/** The message of a colour field whose text is no hex colour (the picker's own words). */
const COLOR_INVALID = "ui:colorPicker.invalid";

/** The validator of one field's value: "required" first (unless a rule says it its own way), then rules. */
export function validatorOf(field: ValueField, required: boolean, options: RuleOptions) {
  const ruleList = field.rules ?? [];
  const ownRequired = ruleList.some((rule) => typeof rule === "string" && REQUIRED_RULES.has(rule));
  const maxLength = maxLengthOf(field);
  const tooLong = maxLength !== undefined ? lengthRule(maxLength) : undefined;
  return (value: unknown) => {
    if (required && !ownRequired) {
      const empty = isEmpty(value) || (Array.isArray(value) && value.length === 0);
      if (empty) return field.requiredMessage ?? VALIDATION_KEYS.required;
    }
    if (field.kind === "color" && typeof value === "string" && value.trim() !== "" && !isHexColor(value))
      return COLOR_INVALID;
    return (
      validate(value, ruleList, options) ??
      (field.kind === "textfield" && field.bounds ? boundsRule(field.bounds)(value) : undefined) ??
      tooLong?.(value)
    );
  };
}

const numberFormats = new Map<string, Intl.NumberFormat>();
/**
 * One number format per language: made anew for every field at every render, it was a tenth of the JavaScript
 * an edit dialog's opening ran (scripts/dialog-open-bench.ts, profiled at 4x CPU).
 */
function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format;
}

/**
 * `{{min}}` and `{{max}}` of a number field's bounds and `{{maxLength}}` of a text's, in the UI language
 * ("100,000", "100.000").
 */
function boundValues(field: ValueField, locale: string): { min?: string; max?: string; maxLength?: string } {
  const format = numberFormat(locale);
  const maxLength = maxLengthOf(field);
  const length = maxLength !== undefined ? { maxLength: format.format(maxLength) } : {};
  if (field.kind !== "textfield" || !field.bounds) return length;
  const { minimum, maximum } = field.bounds;
  return {
    ...length,
    ...(minimum !== undefined ? { min: format.format(minimum) } : {}),
    ...(maximum !== undefined ? { max: format.format(maximum) } : {}),
  };
}

/** The message an i18n field gives when a language it needs lacks a text (its tabs mark which). */
export const I18N_INCOMPLETE = "ui:i18nEditor.incomplete";

/**
 * The validator of an i18n field: the first language's required texts when the field is required, and the
 * required texts of every language that has any text (the contract's entry requires its title).
 */
export function i18nValidatorOf(field: I18nSchema, required: boolean, languages: readonly string[]) {
  const rule = {
    languageKey: field.languageKey ?? "iso2",
    texts: field.texts,
    requiredLanguages: required ? languages.slice(0, 1) : [],
  };
  return (value: unknown) =>
    invalidLanguages(asI18nList(value), languages, rule).length > 0 ? I18N_INCOMPLETE : undefined;
}

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** What a media field shows for a stored value of its `valueMode`, and whether it can load its thumbnail. */
export function mediaShown(
  field: Pick<MediaSchema, "valueMode">,
  value: unknown,
  id: unknown,
  picked: MediaValue | null,
): { file: MediaValue | null; preview: boolean } {
  const mode = field.valueMode ?? "ref";
  if (mode === "ref") return { file: asMediaValue(value), preview: true };
  if (mode === "id") {
    if (typeof value !== "string" || value === "") return { file: null, preview: false };
    // A bare id lacks the extension the image route asks for: its thumbnail shows once picked here.
    if (picked?.id === value) return { file: picked, preview: true };
    return { file: { id: value, ext: "", name: value }, preview: false };
  }
  if (typeof value !== "string" || value === "") return { file: null, preview: false };
  // A URL names its file by its fragment where it has one (`…/image?size=160x160#lobby.jpg`), else by its path.
  const fragment = value.includes("#") ? value.slice(value.indexOf("#") + 1) : "";
  const name = safeDecode(fragment || (value.split(/[?#]/)[0]!.split("/").at(-1) ?? "")) || value;
  const fileId = typeof id === "string" && id !== "" ? id : undefined;
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1] ?? "";
  if (picked && picked.id === fileId) return { file: picked, preview: true };
  return { file: { id: fileId ?? "", ext, name }, preview: fileId !== undefined };
}

/** The fields of a schema in a 12-column grid; tab groups nest their own lists. */
export function FieldList({ fields, context }: { fields: readonly FieldSchema[]; context: FieldContext }) {
  return (
    <>
      {fields.map((field) =>
        field.onlyNewItem && !context.isNew ? null : (
          <Cell key={field.name} $span={"flex" in field && field.flex ? field.flex : 12}>
            <SchemaField field={field} context={context} />
          </Cell>
        ),
      )}
    </>
  );
}

function SchemaField({ field, context }: { field: FieldSchema; context: FieldContext }) {
  if (field.kind === "tabGroup") return <FieldTabs field={field} context={context} />;
  if (field.kind === "slot") return <SlotField field={field} context={context} />;
  const readOnly = isReadOnly(field, context);
  const required = isRequired(field);
  if (!isMultiLanguage(field)) {
    return (
      <WithSelect select={field.select} readOnly={readOnly}>
        <ValueInput
          field={field}
          name={field.name}
          readOnly={readOnly}
          required={required}
          context={context}
        />
      </WithSelect>
    );
  }
  // One value per language of the property, each in its tab; the first (default) language is the one
  // `required` asks for.
  const [first] = context.languages;
  return (
    <Tabs
      aria-label={field.label}
      keepMounted
      items={context.languages.map((code) => ({
        id: code,
        label: LANGUAGES.find((language) => language.code === code)?.name ?? code,
        content: (
          <ValueInput
            field={field}
            name={`i18n.${code}.${field.name}`}
            readOnly={readOnly}
            required={required && code === first}
            context={context}
            label={`${field.label} (${code})`}
          />
        ),
      }))}
    />
  );
}

/**
 * A tab group of the form. Every tab stays in sight (a second row rather than a hidden scroll); a tab that
 * holds a field with an error shown is marked; when the dialog reveals a field (a refusal by the server that
 * names it, or the user asking why Save waits), the tab that holds it is selected.
 */
function FieldTabs({ field, context }: { field: TabGroupSchema; context: FieldContext }) {
  const places = useContext(PlacesContext);
  const { target: reveal } = useContext(RevealContext);
  const [selected, setSelected] = useState(`${field.name}-0`);
  const [revealed, setRevealed] = useState(reveal);
  if (reveal !== revealed) {
    setRevealed(reveal);
    const tab = places.find((place) => place.name === reveal?.name)?.tabs.find((t) => t.group === field.name);
    if (tab) setSelected(`${field.name}-${tab.index}`);
  }
  const items = useMemo(
    () =>
      field.tabs.map((tab, index) => ({
        id: `${field.name}-${index}`,
        label: <TabLabel group={field.name} index={index} label={tab.label} />,
        content: <FieldList fields={tab.fields} context={context} />,
      })),
    [field, context],
  );
  return (
    <Tabs
      aria-label={field.name}
      items={items}
      selectedKey={selected}
      onSelectionChange={setSelected}
      wrap
      // Fields on the other tabs keep their rules: a required field there still holds Save.
      keepMounted
    />
  );
}

/** A tab's label, marked while a field in the tab shows an error (touched and invalid, or refused). */
function TabLabel({ group, index, label }: { group: string; index: number; label: string }) {
  const { t } = useTranslation("ui");
  const places = useContext(PlacesContext);
  const { errors, touched, submitErrors, dirtyFieldsSinceLastSubmit } = useFormState({
    subscription: { errors: true, touched: true, submitErrors: true, dirtyFieldsSinceLastSubmit: true },
  });
  const marked = places.some(
    (place) =>
      inTab(place, group, index) &&
      ((touched?.[place.name] && typeof getPath(errors, place.name) === "string") ||
        (typeof getPath(submitErrors, place.name) === "string" && !dirtyFieldsSinceLastSubmit?.[place.name])),
  );
  return (
    <>
      {label}
      {marked && (
        <TabError data-ui="TabError">
          <CircleAlert size={14} aria-hidden />
          <VisuallyHidden>{t("editDialog.tabHasErrors")}</VisuallyHidden>
        </TabError>
      )}
    </>
  );
}

/** A slot bound to the form's value at its name (subscribed to that value only). */
function SlotField({ field, context }: { field: SlotSchema; context: FieldContext }) {
  const { input } = useField<unknown>(field.name, { subscription: { value: true }, validateFields: [] });
  return (
    <>
      {field.render({
        isNew: context.isNew,
        readOnly: isReadOnly(field, context),
        value: input.value,
        onChange: (value) => input.onChange(value),
      })}
    </>
  );
}

function WithSelect({
  select,
  readOnly,
  children,
}: {
  select?: PairedSelect;
  readOnly: boolean;
  children: ReactNode;
}) {
  if (!select) return <>{children}</>;
  return (
    <Paired>
      {children}
      <PairedSelectField select={select} readOnly={readOnly} />
    </Paired>
  );
}

/** The select paired with a field, e.g. the unit of a limit; its value is stored under its own name. */
function PairedSelectField({ select, readOnly }: { select: PairedSelect; readOnly: boolean }) {
  const { input } = useField<string | null>(select.name, {
    subscription: { value: true },
    validateFields: [],
  });
  return (
    <Select
      label={select.label}
      items={select.options}
      selectedKey={input.value || null}
      onSelectionChange={(key) => input.onChange(key)}
      isDisabled={readOnly}
    />
  );
}

interface ValueInputProps {
  field: ValueField;
  name: string;
  readOnly: boolean;
  required: boolean;
  context: FieldContext;
  label?: string;
}

/**
 * One form field bound to final-form. It subscribes to its own value, error and touched state only, so
 * typing in one field renders that field alone, however many the schema has.
 */
const ValueInput = memo(function ValueInput({
  field,
  name,
  readOnly,
  required,
  context,
  label,
}: ValueInputProps) {
  const { t, i18n } = useTranslation();
  const { input, meta } = useField<unknown>(name, {
    validate:
      field.kind === "i18n"
        ? i18nValidatorOf(field, required && !readOnly, context.languages)
        : validatorOf(field, required && !readOnly, { today: context.today }),
    subscription: { value: true, error: true, touched: true, submitError: true, dirtySinceLastSubmit: true },
    // A change validates this field only (final-form would run every field's rules on each keystroke).
    validateFields: [],
  });
  // The server's refusal of this field (a taken e-mail) stands until the user changes the value it refused.
  const refused =
    typeof meta.submitError === "string" && !meta.dirtySinceLastSubmit ? meta.submitError : undefined;
  // A number's bounds fill in the message that names them, and are the hint when the field has none.
  const bounds = boundValues(field, i18n.language);
  const shown =
    refused ?? (meta.touched && typeof meta.error === "string" ? t(meta.error, bounds) : undefined);
  const boundsHint =
    field.kind === "textfield" && field.bounds && (bounds.min ?? bounds.max) !== undefined
      ? t(boundsKey(field.bounds), bounds)
      : undefined;
  // A field greyed out by the user's roles says so (Global roles for a hotel's administrator read "Search",
  // greyed, and nothing said why), unless it has words of its own or the dialog says it once for all.
  const hint =
    field.hint ??
    (context.roleHints !== false && lacksPermission(field, context)
      ? t("editDialog.needsPermission", { ns: "ui" })
      : undefined);
  const common = {
    label: label ?? field.label,
    // The bounds as the hint, unless the error says the same words (then it is said once, as the error).
    hint:
      ("hintOf" in field ? field.hintOf?.(input.value) : undefined) ??
      hint ??
      (boundsHint === shown ? undefined : boundsHint),
    isRequired: required,
    isInvalid: shown !== undefined,
    errorMessage: shown,
    onBlur: () => input.onBlur(),
  };
  const text = (value: unknown) => (value === undefined || value === null ? "" : String(value));

  // When the dialog reveals this field (a refusal by the server, or the user asking why Save waits), the
  // field takes the focus once it shows its error: the first focusable beside the anchor after the control.
  const { target: reveal, claim } = useContext(RevealContext);
  const anchor = useRef<HTMLSpanElement>(null);
  const showsError = shown !== undefined;
  useEffect(() => {
    if (!reveal || reveal.name !== name || !showsError || !claim(reveal)) return;
    anchor.current?.parentElement?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [reveal, claim, name, showsError]);

  /** The input for the field's kind. */
  function control(): ReactNode {
    switch (field.kind) {
      case "textfield":
        return (
          <TextField
            {...common}
            name={name}
            value={text(input.value)}
            onChange={(value) => input.onChange(value)}
            isReadOnly={readOnly}
            type={field.inputType}
            inputMode={field.valueType === "number" ? "decimal" : undefined}
            prefix={field.prefix}
            suffix={field.suffix}
            action={field.link && <OpenLink href={field.link.href} />}
          />
        );
      case "textarea":
        return (
          <TextArea
            {...common}
            name={name}
            value={text(input.value)}
            onChange={(value) => input.onChange(value)}
            isReadOnly={readOnly}
          />
        );
      case "texteditor":
        return (
          <Suspense fallback={<EditorLoading>{common.label}</EditorLoading>}>
            <RichTextEditor
              label={common.label}
              hint={hint}
              value={text(input.value)}
              onChange={(value) => input.onChange(value)}
              onBlur={common.onBlur}
              isInvalid={common.isInvalid}
              errorMessage={shown}
              isRequired={required}
              isReadOnly={readOnly}
            />
          </Suspense>
        );
      case "checkbox":
        return (
          <Checkbox
            isSelected={input.value === true}
            onChange={(value) => input.onChange(value)}
            isReadOnly={readOnly}
            isInvalid={common.isInvalid}
            errorMessage={shown}
            hint={hint}
          >
            {common.label}
          </Checkbox>
        );
      case "switch":
        return (
          <Switch
            isSelected={input.value === true}
            onChange={(value) => input.onChange(value)}
            isReadOnly={readOnly}
            hint={hint}
          >
            {common.label}
          </Switch>
        );
      case "autocomplete": {
        const items = field.options;
        return field.multiple ? (
          <Autocomplete
            {...common}
            selectionMode="multiple"
            items={items}
            selectedKeys={Array.isArray(input.value) ? (input.value as string[]) : []}
            onSelectionChange={(keys) => {
              input.onChange(keys);
              input.onBlur();
            }}
            isDisabled={readOnly}
          />
        ) : (
          <Autocomplete
            {...common}
            items={items}
            selectedKey={typeof input.value === "string" ? input.value : null}
            onSelectionChange={(key) => {
              input.onChange(key);
              input.onBlur();
            }}
            isDisabled={readOnly}
          />
        );
      }
      case "propertyAutocomplete":
        return (
          <PropertyAutocompleteField
            field={field}
            label={common.label}
            hint={hint}
            value={input.value}
            onChange={(value) => input.onChange(value)}
            onBlur={common.onBlur}
            isRequired={required}
            isReadOnly={readOnly}
            isInvalid={common.isInvalid}
            errorMessage={shown}
          />
        );
      case "media":
        return (
          <SchemaMediaField
            field={field}
            value={input.value}
            onChange={(value) => input.onChange(value)}
            onBlur={common.onBlur}
            source={field.source ?? context.mediaSource}
            label={common.label}
            required={required}
            readOnly={readOnly}
            errorMessage={shown}
          />
        );
      case "i18n":
        return (
          <I18nEditor
            label={common.label}
            hint={hint}
            value={input.value}
            onChange={(value) => input.onChange(value)}
            onBlur={common.onBlur}
            languages={context.languages}
            languageKey={field.languageKey}
            texts={field.texts}
            isRequired={required}
            isReadOnly={readOnly}
            isInvalid={common.isInvalid}
            errorMessage={shown}
          />
        );
      case "color": {
        const color = typeof input.value === "string" ? input.value : null;
        return (
          <>
            <ColorPicker
              {...common}
              name={name}
              value={color}
              onChange={(value) => input.onChange(value)}
              // Text that is no colour becomes the field's value, so the form knows it and Save waits.
              onTextChange={(typed) => {
                if (typed.trim() !== "") input.onChange(parseHex(typed) ?? typed);
              }}
              isReadOnly={readOnly}
            />
            {field.contrast && <ColorContrastWarning contrast={field.contrast} color={color} />}
          </>
        );
      }
      case "date":
        return (
          <DatePicker
            {...common}
            value={typeof input.value === "string" && input.value ? input.value.slice(0, 10) : null}
            onChange={(value) => input.onChange(value)}
            isReadOnly={readOnly}
          />
        );
      case "datetime":
        return (
          <DateTimePicker
            {...common}
            value={typeof input.value === "string" && input.value ? input.value : null}
            onChange={(value) => input.onChange(value)}
            isReadOnly={readOnly}
          />
        );
    }
  }

  return (
    <>
      {control()}
      <span ref={anchor} hidden />
    </>
  );
});

/** A colour from the contrast's own hex or from another field of the form (subscribed to that value only). */
function useOtherColor(reference: string | undefined): string | null {
  const isField = reference !== undefined && !reference.startsWith("#");
  // A field name that is not in the form reads as undefined: no warning. The hook always runs (same order).
  const { input } = useField<unknown>(isField ? reference : "\u0000contrast", {
    subscription: { value: true },
    validateFields: [],
  });
  if (!reference) return null;
  if (!isField) return reference;
  return typeof input.value === "string" ? input.value : null;
}

function ColorContrastWarning({ contrast, color }: { contrast: ColorContrast; color: string | null }) {
  const text = useOtherColor(contrast.text);
  const background = useOtherColor(contrast.background);
  return contrast.text !== undefined ? (
    <ContrastWarning background={color} text={text} largeText={contrast.largeText} />
  ) : (
    <ContrastWarning background={background} text={color} largeText={contrast.largeText} />
  );
}

interface SchemaMediaFieldProps {
  field: MediaSchema;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  source?: MediaSource;
  label: string;
  required: boolean;
  readOnly: boolean;
  errorMessage?: string;
}

/**
 * A media field stored the way its `valueMode` says; the file last picked is remembered so an id or URL
 * shows the picked file's name until the dialog closes, and `idName` gets the file's id beside the URL.
 */
function SchemaMediaField({
  field,
  value,
  onChange,
  onBlur,
  source,
  label,
  required,
  readOnly,
  errorMessage,
}: SchemaMediaFieldProps) {
  const form = useForm();
  const [picked, setPicked] = useState<MediaValue | null>(null);
  const { input: idInput } = useField<unknown>(field.idName ?? "\u0000mediaId", {
    subscription: { value: true },
    validateFields: [],
  });
  const { file, preview } = mediaShown(field, value, field.idName ? idInput.value : undefined, picked);
  const mode = field.valueMode ?? "ref";
  return (
    <MediaField
      label={label}
      hint={field.hint}
      value={file}
      preview={preview}
      onChange={(next) => {
        setPicked(next);
        if (mode === "ref") onChange(next);
        else if (mode === "id") onChange(next ? next.id : null);
        else onChange(next ? (field.urlOf?.(next) ?? null) : null);
        if (field.idName) form.change(field.idName, next ? next.id : null);
      }}
      onBlur={onBlur}
      source={source}
      isRequired={required}
      isReadOnly={readOnly}
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
    />
  );
}
