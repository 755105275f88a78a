export { PopoverButton } from "./PopoverButton";
export type { PopoverButtonProps } from "./PopoverButton";
