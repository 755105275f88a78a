import type { ReactNode } from "react";
import type { ButtonProps as AriaButtonProps } from "react-aria-components";
import { useTranslation } from "react-i18next";
import type { ButtonSize, ButtonVariant } from "./Button.styles";
import { Label, Spinner, StyledButton } from "./Button.styles";

export interface ButtonProps extends Omit<AriaButtonProps, "children" | "className" | "style"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** An icon before the label (mirrored in RTL when it points a direction). */
  icon?: ReactNode;
  children?: ReactNode;
}

/**
 * A button. While `isPending` it shows a spinner, keeps its width and focus, announces the pending state and
 * ignores presses (react-aria's pending behaviour).
 */
export function Button({
  variant = "primary",
  size = "md",
  icon,
  children,
  isPending,
  ...props
}: ButtonProps) {
  const { t } = useTranslation("ui");
  return (
    <StyledButton data-ui="Button" $variant={variant} $size={size} isPending={isPending} {...props}>
      <Label $hidden={Boolean(isPending)}>
        {icon}
        {children}
      </Label>
      {isPending && <Spinner role="progressbar" aria-label={t("common.loading")} />}
    </StyledButton>
  );
}
