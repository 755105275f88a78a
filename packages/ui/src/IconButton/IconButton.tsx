import type { ReactNode, Ref } from "react";
import type { ButtonProps as AriaButtonProps } from "react-aria-components";
import { useTranslation } from "react-i18next";
import type { ButtonSize, ButtonVariant } from "../Button";
import { Spinner } from "../Button/Button.styles";
import type { TooltipContentProps } from "../Tooltip";
import { TooltipContent, TooltipTrigger } from "../Tooltip";
import { IconSlot, StyledIconButton } from "./IconButton.styles";

export interface IconButtonProps extends Omit<
  AriaButtonProps,
  "children" | "className" | "style" | "aria-label" | "aria-labelledby"
> {
  /** The button's name: required, an icon alone names nothing. Also the tooltip's text. */
  "aria-label": string;
  /** The icon (lucide-react, `aria-hidden`; mirror it in RTL when it points a direction). */
  children: ReactNode;
  /** The look, as Button's (`primary`, `secondary`, `outline`, `ghost`, `danger`); defaults to `ghost`. */
  variant?: ButtonVariant;
  /** `md` (36 px square, the default) or `sm` (28 px, in dense rows). */
  size?: ButtonSize;
  /** Shows the label in a tooltip on hover and keyboard focus. */
  tooltip?: boolean;
  /** Where the tooltip opens (`top` by default; react-aria flips it when there is no room). */
  tooltipPlacement?: TooltipContentProps["placement"];
  /** Called on a click, a tap, Enter or Space, never while disabled or pending. */
  onPress?: AriaButtonProps["onPress"];
  /** The button element (a menu's trigger is focused through it when the menu takes over from its stand-in). */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A square button that shows only an icon (react-aria Button with Button's variants). Its `aria-label` is
 * required; with `tooltip` sighted users see it too. While `isPending` it shows a spinner and ignores presses.
 */
export function IconButton({
  variant = "ghost",
  size = "md",
  tooltip = false,
  tooltipPlacement,
  children,
  isPending,
  ...props
}: IconButtonProps) {
  const { t } = useTranslation("ui");
  const button = (
    <StyledIconButton data-ui="IconButton" $variant={variant} $size={size} isPending={isPending} {...props}>
      <IconSlot $hidden={Boolean(isPending)}>{children}</IconSlot>
      {isPending && <Spinner role="progressbar" aria-label={t("common.loading")} />}
    </StyledIconButton>
  );
  if (!tooltip) return button;
  return (
    <TooltipTrigger>
      {button}
      <TooltipContent placement={tooltipPlacement}>{props["aria-label"]}</TooltipContent>
    </TooltipTrigger>
  );
}
