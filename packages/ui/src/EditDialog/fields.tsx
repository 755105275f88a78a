import type { ReactNode } from "react";
import { Suspense, lazy, memo } from "react";
import { useField } from "react-final-form";
import { useTranslation } from "react-i18next";
import { Autocomplete } from "../Autocomplete";
import { Checkbox } from "../Checkbox";
import { ColorPicker } from "../ColorPicker";
import { DatePicker } from "../DatePicker";
import { DateTimePicker } from "../DateTimePicker";
import { LANGUAGES } from "../i18n";
import type { MediaSource } from "../MediaPool";
import { Select } from "../Select";
import { Switch } from "../Switch";
import { Tabs } from "../Tabs";
import { TextArea } from "../TextArea";
import { TextField } from "../TextField";
import { Cell, EditorLoading, Paired } from "./EditDialog.styles";
import { MediaField, asMediaValue } from "./MediaField";
import { PropertyAutocompleteField } from "./PropertyAutocompleteField";
import type { FieldSchema, PairedSelect, SlotSchema, ValueField } from "./schema";
import type { RuleOptions } from "./validation";
import { VALIDATION_KEYS, isEmpty, validate } from "./validation";
import { isMultiLanguage, isRequired } from "./values";

// ProseMirror is large: only dialogs with a rich text field load it.
const RichTextEditor = lazy(() => import("../RichTextEditor/RichTextEditor"));

export interface FieldContext {
  isNew: boolean;
  permissions?: ReadonlySet<string>;
  languages: readonly string[];
  today?: Date;
  /** The property's media pool, for media fields. */
  mediaSource?: MediaSource;
}

/** Rules that carry their own "… is required" message; with them, the generic "required" is not added. */
const REQUIRED_RULES = new Set(["email", "ip", "mac", "newPassword"]);

/** Read-only by the field's flags and the user's permissions (spec section 6: without it, read-only). */
export function isReadOnly(field: FieldSchema, { isNew, permissions }: FieldContext): boolean {
  if (field.readonly) return true;
  if (isNew ? field.readonlyNewItem : field.readonlyEditItem) return true;
  return field.permission !== undefined && !(permissions?.has(field.permission) ?? false);
}

/** The validator of one field's value: "required" first (unless a rule says it its own way), then rules. */
export function validatorOf(field: ValueField, required: boolean, options: RuleOptions) {
  const ruleList = field.rules ?? [];
  const ownRequired = ruleList.some((rule) => typeof rule === "string" && REQUIRED_RULES.has(rule));
  return (value: unknown) => {
    if (required && !ownRequired) {
      const empty = isEmpty(value) || (Array.isArray(value) && value.length === 0);
      if (empty) return VALIDATION_KEYS.required;
    }
    return validate(value, ruleList, options);
  };
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
  if (field.kind === "tabGroup") {
    return (
      <Tabs
        aria-label={field.name}
        items={field.tabs.map((tab, index) => ({
          id: `${field.name}-${index}`,
          label: tab.label,
          content: <FieldList fields={tab.fields} context={context} />,
        }))}
      />
    );
  }
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
  const { t } = useTranslation();
  const { input, meta } = useField<unknown>(name, {
    validate: validatorOf(field, required && !readOnly, { today: context.today }),
    subscription: { value: true, error: true, touched: true },
    // A change validates this field only (final-form would run every field's rules on each keystroke).
    validateFields: [],
  });
  const shown = meta.touched && typeof meta.error === "string" ? t(meta.error) : undefined;
  const common = {
    label: label ?? field.label,
    hint: field.hint,
    isRequired: required,
    isInvalid: shown !== undefined,
    errorMessage: shown,
    onBlur: () => input.onBlur(),
  };
  const text = (value: unknown) => (value === undefined || value === null ? "" : String(value));

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
          externalLink={field.link?.href}
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
            hint={field.hint}
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
          hint={field.hint}
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
          hint={field.hint}
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
          hint={field.hint}
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
        <MediaField
          label={common.label}
          hint={field.hint}
          value={asMediaValue(input.value)}
          onChange={(value) => input.onChange(value)}
          onBlur={common.onBlur}
          source={field.source ?? context.mediaSource}
          isRequired={required}
          isReadOnly={readOnly}
          isInvalid={common.isInvalid}
          errorMessage={shown}
        />
      );
    case "color":
      return (
        <ColorPicker
          {...common}
          name={name}
          value={typeof input.value === "string" ? input.value : null}
          onChange={(value) => input.onChange(value)}
          isReadOnly={readOnly}
        />
      );
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
});
