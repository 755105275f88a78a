export { SegmentedControl } from "./SegmentedControl";
export type { SegmentedControlProps, SegmentedItem } from "./SegmentedControl";
