export { Button } from "./Button";
export type { ButtonProps } from "./Button";
export type { ButtonSize, ButtonVariant } from "./Button.styles";
