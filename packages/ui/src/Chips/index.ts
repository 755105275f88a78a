export { Chips } from "./Chips";
export type { ChipsDensity, ChipsProps } from "./Chips";
