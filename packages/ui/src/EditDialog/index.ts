export { EditDialog } from "./EditDialog";
export { validatorOf } from "./fields";
export { ServerRefusal, fieldOfRefusal, refusalOf } from "./serverError";
export { MediaField, asMediaValue } from "./MediaField";
export type { MediaFieldProps } from "./MediaField";
export {
  PROPERTY_SEARCH_DEBOUNCE_MS,
  PropertyAutocompleteField,
  propertyLabel,
} from "./PropertyAutocompleteField";
export type { PropertyAutocompleteFieldProps } from "./PropertyAutocompleteField";
export type { EditDialogProps } from "./EditDialog";
export type {
  AutocompleteSchema,
  ColorContrast,
  FieldFlags,
  FieldKind,
  FieldSchema,
  I18nSchema,
  MediaSchema,
  NumberBounds,
  PairedSelect,
  PropertyAutocompleteSchema,
  PropertyOption,
  SimpleSchema,
  SlotSchema,
  TabGroupSchema,
  TextAreaSchema,
  TextEditorSchema,
  TextFieldSchema,
  ToggleSchema,
  ValueField,
} from "./schema";
export { VALIDATION_KEYS, boundsRule, duplicateRule, lengthRule, rules, validate } from "./validation";
export type { Rule, RuleName, RuleOptions, ValidationKey } from "./validation";
export { fromFormValues, isRequired, toFormValues, valueFields } from "./values";
