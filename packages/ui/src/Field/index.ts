export { FieldDescription, FieldError, FieldLabel, RequiredMark } from "./Field";
export {
  Affix,
  bareInput,
  controlBox,
  FieldRoot,
  textCursor,
  toggleFieldRoot,
  toggleLabel,
} from "./Field.styles";
export { useAffixes } from "./affixes";
export { FieldFrame } from "./FieldFrame";
export { GroupFrame } from "./GroupFrame";
export type { FieldFrameProps, FieldTextProps } from "./FieldFrame";
export { useFieldState, useFieldValue, useRequiredAfterBlur } from "./fieldState";
