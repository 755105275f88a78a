export { ScreenHeading } from "./ScreenHeading";
export type { ScreenHeadingProps } from "./ScreenHeading";
