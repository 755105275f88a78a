export { FieldDescription, FieldError, FieldLabel } from "./Field";
export { bareInput, controlBox, FieldRoot, toggleLabel } from "./Field.styles";
