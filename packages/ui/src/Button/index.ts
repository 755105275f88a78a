export { Button } from "./Button";
export type { ButtonProps } from "./Button";
export { CancelButton } from "./CancelButton";
export type { CancelButtonProps } from "./CancelButton";
export type { ButtonSize, ButtonVariant } from "./Button.styles";
