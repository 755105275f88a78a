export { FieldDescription, FieldError, FieldLabel, RequiredMark } from "./Field";
export {
  Affix,
  bareInput,
  controlBox,
  FieldGroup,
  FieldRoot,
  GroupError,
  GroupHint,
  GroupLabel,
  textCursor,
  toggleFieldRoot,
  toggleLabel,
} from "./Field.styles";
export { useAffixes } from "./affixes";
export { FieldFrame } from "./FieldFrame";
export type { FieldFrameProps, FieldTextProps } from "./FieldFrame";
export { useFieldState, useFieldValue, useRequiredAfterBlur } from "./fieldState";
