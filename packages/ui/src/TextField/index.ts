export { TextField } from "./TextField";
export type { TextFieldProps, TextFieldType } from "./TextField";
