export { Select } from "./Select";
export type { SelectItem, SelectProps } from "./Select";
