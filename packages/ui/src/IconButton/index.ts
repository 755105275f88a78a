export { IconButton } from "./IconButton";
export type { IconButtonProps } from "./IconButton";
