import type { ReactNode } from "react";
import type { ButtonProps as AriaButtonProps } from "react-aria-components";
import { useTranslation } from "react-i18next";
import type { ButtonSize, ButtonVariant } from "./Button.styles";
import { Label, Spinner, StyledButton } from "./Button.styles";

export interface ButtonProps extends Omit<AriaButtonProps, "children" | "className" | "style"> {
  /**
   * The look, by weight of the action: `primary` (gold, the one main action of a screen or dialog),
   * `secondary` (dark grey), `outline` and `ghost` (minor actions, toolbars), `danger` (deletes). Defaults to
   * `primary`.
   */
  variant?: ButtonVariant;
  /** `md` (36 px high, the default) or `sm` (28 px, in dense rows and toolbars). */
  size?: ButtonSize;
  /** An icon before the label (mirrored in RTL when it points a direction). */
  icon?: ReactNode;
  /** The label: a verb naming the action ("Save", "Delete room"). */
  children?: ReactNode;
  /** Called on a click, a tap, Enter or Space (react-aria's press), never while disabled or pending. */
  onPress?: AriaButtonProps["onPress"];
  /** Greys the button out and ignores presses. */
  isDisabled?: boolean;
  /** Shows a spinner, keeps width and focus, announces progress and ignores presses (while saving). */
  isPending?: boolean;
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
