import type { ReactNode } from "react";
import type { I18nTextSpec } from "../I18nEditor/i18nTexts";
import type { MediaSource, MediaValue } from "../MediaPool/types";
import type { TextFieldType } from "../TextField";
import type { Rule, RuleName } from "./validation";

/**
 * The edit dialog's field schema (spec: platform.md section 3, "Edit schema field kinds"). A screen lists
 * its fields; the dialog builds the form, the validation and the saved item from that list.
 */
export type FieldKind =
  | "textfield"
  | "textarea"
  | "texteditor"
  | "checkbox"
  | "switch"
  | "autocomplete"
  | "propertyAutocomplete"
  | "media"
  | "i18n"
  | "color"
  | "date"
  | "datetime"
  | "tabGroup"
  | "slot";

/** A select shown beside a field whose value is stored under its own name (e.g. a value and its unit). */
export interface PairedSelect {
  name: string;
  label: string;
  options: { id: string; label: string }[];
}

export interface FieldFlags {
  /** Fields default to required; checkboxes and switches to not required. */
  required?: boolean;
  /**
   * What a required field says when it is empty, instead of the generic "required" (a translation key or a
   * text): "You have to enter a name". The field keeps its required mark.
   */
  requiredMessage?: string;
  /** Rules by name (see `rules` in validation.ts) or own rules, run in order after `required`. */
  rules?: (RuleName | Rule)[];
  readonly?: boolean;
  /** Read-only while the item is new. */
  readonlyNewItem?: boolean;
  /** Read-only once the item exists. */
  readonlyEditItem?: boolean;
  /** Shown only while the item is new. */
  onlyNewItem?: boolean;
  /** The permission needed to change the field; without it the field is read-only. */
  permission?: string;
  /** Flex width of the field in its row (1 = the whole row's share of one field). */
  flex?: number;
}

interface FieldBase extends FieldFlags {
  /** The item's property the field edits (a dotted path for nested values). */
  name: string;
  label: string;
  hint?: string;
  select?: PairedSelect;
}

export interface TextFieldSchema extends FieldBase {
  kind: "textfield";
  valueType?: "text" | "number";
  /** The input's type, e.g. "password" for a new user's password (typed, not shown). Default text. */
  inputType?: TextFieldType;
  prefix?: string;
  suffix?: string;
  /** An external link shown beside the field, e.g. to the provider's console. */
  link?: { href: string; label: string };
  /** One value per language of the property, stored in the item's i18n array. */
  multiLanguage?: boolean;
  /**
   * A number's bounds, as the contract gives them (`minimum`, `maximum`, `type: integer`): the field states
   * them as its hint ("Between 1 and 100,000") unless it has its own, and refuses a value outside them
   * before anything is sent, with a message that names the bound.
   */
  bounds?: NumberBounds;
  /**
   * The contract's `maxLength` of a text: a longer one is refused before anything is sent, with a message
   * that states the limit (nothing typed or pasted is cut off silently).
   */
  maxLength?: number;
}

/** The bounds of a number field (see {@link TextFieldSchema.bounds}). */
export interface NumberBounds {
  minimum?: number;
  maximum?: number;
  /** Whole numbers only (the contract's `type: integer`). */
  integer?: boolean;
}

export interface TextAreaSchema extends FieldBase {
  kind: "textarea";
  multiLanguage?: boolean;
  /** The contract's `maxLength` (see {@link TextFieldSchema.maxLength}). */
  maxLength?: number;
}

/** Rich text (HTML, sanitized), headings 1 to 6. */
export interface TextEditorSchema extends FieldBase {
  kind: "texteditor";
  multiLanguage?: boolean;
}

export interface ToggleSchema extends FieldBase {
  kind: "checkbox" | "switch";
}

export interface AutocompleteSchema extends FieldBase {
  kind: "autocomplete";
  options: { id: string; label: string }[];
  multiple?: boolean;
  /** Multiple values shown as chips. */
  chips?: boolean;
}

/** A property as the property autocomplete lists it. */
export interface PropertyOption {
  id: string;
  name: string;
}

/**
 * Finds properties by name or id (spec section 3, propertyAutocomplete). The screen passes a loader over
 * its data (the console: the signed-in user's property list); the field calls it as the user types
 * (debounced, the previous call aborted) and once per stored id it has no name for.
 */
export interface PropertyAutocompleteSchema extends FieldBase {
  kind: "propertyAutocomplete";
  load: (query: string, signal: AbortSignal) => Promise<PropertyOption[]>;
  /** Several properties (an array of ids) instead of one id. */
  multiple?: boolean;
}

/**
 * An image of the property's media pool, chosen in the MediaPicker; the value is `{ id, ext, name }` or
 * null. The dialog's `mediaSource` says which media pool.
 */
export interface MediaSchema extends FieldBase {
  kind: "media";
  /** Overrides the dialog's `mediaSource` for this field. */
  source?: MediaSource;
  /**
   * How the item stores the image: `ref` (default) the AppMediaRef `{ id, ext, name }`; `id` the media pool
   * file's id as a string (a room category's image); `url` a URL string made by `urlOf` (an enhancement's
   * image, a gateway theme's logo).
   */
  valueMode?: "ref" | "id" | "url";
  /** For `url`: the URL stored for a picked file. */
  urlOf?: (file: MediaValue) => string;
  /** Also stores the picked file's id under this name (an enhancement's imageId beside its image URL). */
  idName?: string;
}

/**
 * The multi-language texts of an item (its `i18n` list, e.g. title and description per language), edited
 * in the I18nEditor: one tab per language of the dialog's `languages`. `required` (the default) asks for the
 * first language's required texts; a language that has any text needs its required texts too.
 */
export interface I18nSchema extends FieldBase {
  kind: "i18n";
  texts: I18nTextSpec[];
  /** The key naming an entry's language: `iso2` (guest app, the default) or `language` (gateway). */
  languageKey?: string;
}

/**
 * The other colour of a contrast check: a hex colour (`#FFFFFF`) or the name of another field of the form.
 * Give `text` on a background colour field, `background` on a text colour field.
 */
export interface ColorContrast {
  text?: string;
  background?: string;
  /** Large text needs 3:1 instead of 4.5:1. */
  largeText?: boolean;
}

export interface SimpleSchema extends FieldBase {
  kind: "color" | "date" | "datetime";
  /** Colour fields: warn when text and background fail WCAG AA (a warning; saving stays possible). */
  contrast?: ColorContrast;
  /**
   * The hint from the field's value as it is now, e.g. a UTC time on the hotel's clock ("Hotel time: 29.11.2026
   * 12:00"); `hint` stands while this gives nothing.
   */
  hintOf?: (value: unknown) => string | undefined;
}

export interface TabGroupSchema extends FieldFlags {
  kind: "tabGroup";
  name: string;
  tabs: { label: string; fields: FieldSchema[] }[];
}

export interface SlotSchema extends FieldFlags {
  kind: "slot";
  name: string;
  /**
   * The slot's content. `value` and `onChange` are the form's value at `name`, so a custom input (e.g. a
   * grouped checkbox list) can edit the item; the value is saved as the input leaves it.
   */
  render: (props: {
    isNew: boolean;
    readOnly: boolean;
    value: unknown;
    onChange: (value: unknown) => void;
  }) => ReactNode;
}

export type FieldSchema =
  | TextFieldSchema
  | TextAreaSchema
  | TextEditorSchema
  | ToggleSchema
  | AutocompleteSchema
  | PropertyAutocompleteSchema
  | MediaSchema
  | I18nSchema
  | SimpleSchema
  | TabGroupSchema
  | SlotSchema;

/** A field that holds a value of the item (every kind but the containers). */
export type ValueField = Exclude<FieldSchema, TabGroupSchema | SlotSchema>;
