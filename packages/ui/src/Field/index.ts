export { FieldDescription, FieldError, FieldLabel } from "./Field";
export { bareInput, controlBox, FieldRoot } from "./Field.styles";
