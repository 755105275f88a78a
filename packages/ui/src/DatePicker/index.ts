export { DatePicker, loadDateParts } from "./DatePicker";
export type { DatePickerProps } from "./DatePicker";
