export { EditDialog } from "./EditDialog";
export type { EditDialogProps } from "./EditDialog";
export type {
  AutocompleteSchema,
  FieldFlags,
  FieldKind,
  FieldSchema,
  PairedSelect,
  SimpleSchema,
  SlotSchema,
  TabGroupSchema,
  TextAreaSchema,
  TextEditorSchema,
  TextFieldSchema,
  ToggleSchema,
  ValueField,
} from "./schema";
export { VALIDATION_KEYS, duplicateRule, rules, validate } from "./validation";
export type { Rule, RuleName, RuleOptions, ValidationKey } from "./validation";
export { fromFormValues, isRequired, toFormValues, valueFields } from "./values";
