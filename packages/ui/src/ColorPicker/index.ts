export { ColorPicker } from "./ColorPicker";
export type { ColorPickerProps } from "./ColorPicker";
