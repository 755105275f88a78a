import type { FormEvent } from "react";
import { useState } from "react";
import { useLocale } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { FullAutocomplete as Autocomplete } from "../Autocomplete/AutocompleteFull";
import { Button, CancelButton } from "../Button";
import { Checkbox, CheckboxGroup } from "../Checkbox";
import { FullDatePicker as DatePicker } from "../DatePicker/DatePickerFull";
import { isolateLtr } from "../FormattedDate";
import { DateTimePicker } from "../DateTimePicker";
import { ModalDialog as Dialog } from "../Dialog/Dialog";
import { ModalDrawer as Drawer } from "../Drawer/Drawer";
import { Notice } from "../Notice";
import { NumberField, numberRule } from "../NumberField";
import { FullSelect as Select } from "../Select/SelectFull";
import { Switch } from "../Switch";
import { TextField } from "../TextField";
import { TimeField } from "../TimeField";
import type { ChoiceItem } from "./format";
import { choiceItems, formatValue } from "./format";
import type { SettingsSchemaNode } from "./settingsLogic";
import { fromEditorValue, toEditorValue, validationError } from "./settingsLogic";
import { EditorActions, EditorBody, EditorDescription, EditorMeta } from "./SettingsTree.styles";

/** How a chosen setting is edited: a side drawer (large screens) or a centred dialog. */
export type SettingsEditorLayout = "drawer" | "dialog";

/** Up to this many choices show as a checkbox list (multi-select) or a plain select; more get a search box. */
const FEW_CHOICES = 12;
/** Setting types whose values are dates or times, isolated left to right inside a translated sentence. */
const DATE_TYPES: ReadonlySet<string> = new Set(["date", "datetime", "time"]);

export interface SettingEditorProps {
  /** The setting edited: its schema node (title, type, default, choices). */
  node: SettingsSchemaNode;
  /** The value the editor starts with, as stored (the pending edit when there is one). */
  value: unknown;
  /** "drawer" beside the tree (large screens) or "dialog" over it. */
  layout: SettingsEditorLayout;
  /** The user lacks the update permission: the editor shows the value and the refusal message. */
  isRefused: boolean;
  /** Closes the editor without keeping a change. */
  onClose: () => void;
  /** Keeps the edited value (converted to its stored form) in the tree's pending changes. */
  onKeep: (value: unknown) => void;
}

/**
 * The editor of one setting: its title, description, default and an input by type, with set-default, close
 * and save. Save keeps the change locally; the tree's own Save sends it. Read-only settings, and users
 * without the update permission, see the value and cannot change it.
 */
export function SettingEditor({
  node,
  value: stored,
  layout,
  isRefused,
  onClose,
  onKeep,
}: SettingEditorProps) {
  const { t } = useTranslation("settings");
  const { locale } = useLocale();
  const [value, setValue] = useState(() => toEditorValue(node, stored));
  const readOnly = Boolean(node.readonly) || isRefused;
  const error = validationError(node, value);
  const hasDefault = node.defaultValue !== undefined;
  const format = { locale, notSet: t("notSet"), on: t("on") };

  // Keeps a valid edit and closes; the Save button and Enter in a single-line field both come here.
  const keep = (close: () => void) => {
    if (readOnly || error !== undefined) return;
    onKeep(fromEditorValue(node, value));
    close();
  };

  const body = ({ close }: { close: () => void }) => (
    <EditorBody
      as="form"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        keep(close);
      }}
    >
      {node.description && <EditorDescription>{node.description}</EditorDescription>}
      <EditorMeta>
        <code>{node.key}</code>
        {hasDefault && (
          <span>
            {t("defaultValue", {
              // A date or time inside the sentence keeps its own order in a right-to-left language.
              value: DATE_TYPES.has(node.type)
                ? isolateLtr(formatValue(node, node.defaultValue, format))
                : formatValue(node, node.defaultValue, format),
            })}
          </span>
        )}
        {node.readonly && <span>{t("readOnly")}</span>}
      </EditorMeta>
      {isRefused && <Notice tone="error">{t("unauthorized")}</Notice>}
      <ValueInput
        node={node}
        value={value}
        onChange={setValue}
        isReadOnly={readOnly}
        error={error && t(error, { min: node.minimum, max: node.maximum, maxLength: node.maxLength })}
        locale={locale}
      />
      {/* Enter in a single-line field keeps the value, as in the list's dialogs (docs/decisions.md). */}
      <button type="submit" hidden aria-hidden tabIndex={-1} />
    </EditorBody>
  );

  const actions = ({ close }: { close: () => void }) => (
    <EditorActions>
      {hasDefault && !readOnly && (
        <Button
          variant="ghost"
          data-action="set-default"
          onPress={() => setValue(toEditorValue(node, node.defaultValue))}
        >
          {t("setDefault")}
        </Button>
      )}
      <CancelButton onPress={close}>{t("close")}</CancelButton>
      {!readOnly && (
        <Button isDisabled={error !== undefined} onPress={() => keep(close)}>
          {t("save")}
        </Button>
      )}
    </EditorActions>
  );

  const common = {
    "data-ui": "SettingsTreeEditor",
    "data-key": node.key,
    title: node.title,
    isOpen: true,
    onOpenChange: (open: boolean) => !open && onClose(),
    actions,
    children: body,
  };
  return layout === "drawer" ? <Drawer {...common} placement="end" /> : <Dialog {...common} size="medium" />;
}

interface ValueInputProps {
  node: SettingsSchemaNode;
  value: unknown;
  onChange: (value: unknown) => void;
  isReadOnly: boolean;
  error?: string;
  locale: string;
}

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));
const byId = (items: readonly ChoiceItem[], id: string | null) => items.find((item) => item.id === id)?.value;
/** Select keys are strings: a stored `de` or `DE` both find the country `DE`. */
const idOf = (items: readonly ChoiceItem[], value: unknown) => {
  if (value === null || value === undefined) return null;
  const key = String(value);
  return items.find((item) => item.id === key || item.id.toUpperCase() === key.toUpperCase())?.id ?? null;
};

/** The input of a setting's type: text, number, switch, date, time, date-time, or a choice of its options. */
function ValueInput({ node, value, onChange, isReadOnly, error, locale }: ValueInputProps) {
  const { t } = useTranslation("settings");
  const label = node.title;
  const items = choiceItems(node, locale);
  const invalid = { isInvalid: error !== undefined, errorMessage: error };

  if (node.multiSelect) {
    const list = Array.isArray(value) ? value : [];
    if (items && items.length <= FEW_CHOICES) {
      return (
        <CheckboxGroup
          label={label}
          value={list.map((element) => idOf(items, element) ?? String(element))}
          onChange={(ids) => onChange(ids.map((id) => byId(items, id) ?? id))}
          isReadOnly={isReadOnly}
        >
          {items.map((item) => (
            <Checkbox key={item.id} value={item.id}>
              {item.label}
            </Checkbox>
          ))}
        </CheckboxGroup>
      );
    }
    if (items) {
      return (
        <Autocomplete
          selectionMode="multiple"
          label={label}
          items={items}
          selectedKeys={list.map((element) => idOf(items, element) ?? String(element))}
          onSelectionChange={(ids) => onChange(ids.map((id) => byId(items, id) ?? id))}
          isDisabled={isReadOnly}
        />
      );
    }
    // A free list without options: values separated by commas, converted element by element on save.
    return (
      <TextField
        label={label}
        hint={t("listHint")}
        value={list.join(", ")}
        onChange={(next) => onChange(next.split(",").map((element) => element.trim()))}
        isReadOnly={isReadOnly}
      />
    );
  }

  if (node.type === "boolean") {
    return (
      <Switch isSelected={value === true} onChange={onChange} isReadOnly={isReadOnly}>
        {label}
      </Switch>
    );
  }

  if (items) {
    const selectedKey = idOf(items, value);
    const choose = (id: string | null) => onChange(id === null ? null : (byId(items, id) ?? id));
    return items.length <= FEW_CHOICES ? (
      <Select
        label={label}
        items={items}
        selectedKey={selectedKey}
        onSelectionChange={choose}
        isDisabled={isReadOnly}
      />
    ) : (
      <Autocomplete
        label={label}
        items={items}
        selectedKey={selectedKey}
        onSelectionChange={choose}
        isDisabled={isReadOnly}
      />
    );
  }

  switch (node.type) {
    case "number":
      return (
        <NumberField
          label={label}
          {...(node.integer
            ? { step: 1, formatOptions: { maximumFractionDigits: 0, useGrouping: false } }
            : {})}
          value={typeof value === "number" ? value : Number.NaN}
          onChange={(next) => onChange(Number.isNaN(next) ? null : next)}
          // The node's bounds: the field refuses what breaks them and says why (the server would answer 400).
          minValue={node.minimum}
          maxValue={node.maximum}
          hint={
            node.minimum !== undefined || node.maximum !== undefined
              ? numberRule(t, locale, node.minimum, node.maximum)
              : undefined
          }
          isReadOnly={isReadOnly}
          {...invalid}
        />
      );
    case "date":
      return (
        <DatePicker
          label={label}
          value={(value as string | null) ?? null}
          onChange={onChange}
          isReadOnly={isReadOnly}
        />
      );
    case "time":
      // Validated here rather than by TimeField's fullHoursOnly: the editor must know the shown time is
      // refused, to keep Save disabled while it is.
      return (
        <TimeField
          label={label}
          withSeconds={false}
          value={(value as string | null) ?? null}
          onChange={onChange}
          isReadOnly={isReadOnly}
          {...invalid}
        />
      );
    case "datetime":
      return (
        <DateTimePicker
          label={label}
          value={(value as string | null) ?? null}
          onChange={onChange}
          isReadOnly={isReadOnly}
        />
      );
    default:
      return (
        <TextField
          label={label}
          // A secret is typed into a password field: never on screen, not offered for autofill.
          {...(node.secret ? { type: "password" as const, autoComplete: "new-password" } : {})}
          value={text(value)}
          onChange={onChange}
          maxLength={node.maxLength}
          isReadOnly={isReadOnly}
          {...invalid}
        />
      );
  }
}
