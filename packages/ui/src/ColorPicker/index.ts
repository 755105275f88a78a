export { ColorPicker } from "./ColorPicker";
export type { ColorPickerProps } from "./ColorPicker";
export { ContrastWarning } from "./ContrastWarning";
export type { ContrastWarningProps } from "./ContrastWarning";
export {
  AA_LARGE_TEXT,
  AA_NORMAL_TEXT,
  contrastOf,
  formatRatio,
  hexChannels,
  meetsAA,
  readableTextOn,
} from "./contrast";
