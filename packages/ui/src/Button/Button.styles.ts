import { Button as AriaButton } from "react-aria-components";
import type { RuleSet } from "styled-components";
import styled, { css, keyframes } from "styled-components";
import { focusRing } from "../shared.styles";
import { PRESS_VAR, theme } from "../theme/theme";
import { pressFilter } from "../theme/tokens";

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "danger";
export type ButtonSize = "md" | "sm";

/**
 * Where a button's states are read from: react-aria's data attributes (Button, IconButton), or the pseudo-classes
 * of a plain `<button>` (the list's row buttons, rendered by the hundred without react-aria's hooks). `hovered`
 * wraps the rules for a hovered button, since a plain one's hover also needs a media query.
 */
export interface ButtonStateSelectors {
  hovered: (rules: RuleSet<object>) => RuleSet<object>;
  pressed: string;
  focusVisible: string;
  disabled: string;
  pending: string;
}

export const ariaButtonStates: ButtonStateSelectors = {
  hovered: (rules) => css`
    &[data-hovered] {
      ${rules}
    }
  `,
  pressed: "&[data-pressed]",
  focusVisible: "&[data-focus-visible]",
  disabled: "&[data-disabled]",
  pending: "&[data-pending]",
};

/**
 * A plain `<button>`'s states: hover only where the pointer can hover (react-aria ignores a touch's emulated hover
 * too), and neither hover nor press while disabled or pending.
 */
export const nativeButtonStates: ButtonStateSelectors = {
  hovered: (rules) => css`
    @media (hover: hover) {
      &:hover:not(:disabled, [data-pending]) {
        ${rules}
      }
    }
  `,
  pressed: "&:active:not(:disabled, [data-pending])",
  focusVisible: "&:focus-visible",
  disabled: "&:disabled",
  pending: "&[data-pending]",
};

const variants: Record<ButtonVariant, (states: ButtonStateSelectors) => RuleSet<object>> = {
  primary: ({ hovered }) => css`
    background: ${theme.color.primary};
    color: ${theme.color.onPrimary};
    ${hovered(css`
      background: ${theme.color.primaryHover};
    `)}
  `,
  secondary: ({ hovered }) => css`
    background: ${theme.color.secondary};
    color: ${theme.color.onSecondary};
    ${hovered(css`
      background: ${theme.color.secondaryHover};
    `)}
  `,
  outline: ({ hovered }) => css`
    background: transparent;
    color: ${theme.color.text};
    border-color: ${theme.color.fieldBorder};
    ${hovered(css`
      background: ${theme.color.surfaceMuted};
    `)}
  `,
  ghost: ({ hovered }) => css`
    background: transparent;
    color: ${theme.color.primaryText};
    ${hovered(css`
      background: ${theme.color.surfaceMuted};
    `)}
  `,
  // Its hover darkens in both schemes, so its press does too: the light scheme's darkening press.
  danger: ({ hovered }) => css`
    background: ${theme.color.error};
    color: ${theme.color.onError};
    ${PRESS_VAR}: ${pressFilter.light};
    ${hovered(css`
      filter: brightness(0.92);
    `)}
  `,
};

/** A variant's colours, its hover read through `states`. */
export const buttonVariant = (variant: ButtonVariant, states: ButtonStateSelectors) =>
  variants[variant](states);

const ariaVariants = Object.fromEntries(
  (Object.keys(variants) as ButtonVariant[]).map((variant) => [
    variant,
    buttonVariant(variant, ariaButtonStates),
  ]),
) as Record<ButtonVariant, RuleSet<object>>;

/** A button's look apart from its variant and size: the same rules for react-aria's Button and a plain one. */
export const buttonLook = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  border: 1px solid transparent;
  border-radius: ${theme.radius.md};
  font: inherit;
  font-weight: ${theme.font.weight.semibold};
  white-space: nowrap;
  cursor: pointer;
  outline: none;
  transition:
    background ${theme.motion.fast},
    box-shadow ${theme.motion.fast};
`;

/**
 * The states' rules; after the variant's, so a disabled button loses the variant's colours. Pressed is a step
 * beyond hovered (filled variants) or the hover's tint (outline, ghost), darker in the light scheme and lighter
 * in the dark one (`theme.press`), not only a pixel lower: a press must read as one in a screenshot and to a
 * user whose pointer hides the movement.
 */
export const buttonStates = (states: ButtonStateSelectors) => css`
  ${states.pressed} {
    transform: translateY(1px);
    filter: ${theme.press};
  }
  ${states.focusVisible} {
    ${focusRing}
  }
  ${states.disabled} {
    background: ${theme.color.disabledSurface};
    color: ${theme.color.disabledText};
    border-color: transparent;
    cursor: not-allowed;
  }
  ${states.pending} {
    cursor: progress;
  }
  & svg {
    flex-shrink: 0;
  }
  @media (forced-colors: active) {
    border-color: ButtonText;
    ${states.focusVisible} {
      outline: 2px solid Highlight;
    }
  }
`;

export const StyledButton = styled(AriaButton)<{ $variant: ButtonVariant; $size: ButtonSize }>`
  ${buttonLook}
  min-block-size: ${({ theme, $size }) => ($size === "sm" ? theme.size.controlSmall : theme.size.control)};
  padding-inline: ${({ theme, $size }) => ($size === "sm" ? theme.space[2] : theme.space[4])};
  font-size: ${({ theme, $size }) => ($size === "sm" ? theme.font.size.sm : theme.font.size.md)};
  ${({ $variant }) => ariaVariants[$variant]}
  ${buttonStates(ariaButtonStates)}
`;

/** The label stays in the layout while pending so the button keeps its width. */
// `opacity`: transparent, not hidden: the label stays the button's accessible name while pending.
export const Label = styled.span<{ $hidden: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: inherit;
  opacity: ${({ $hidden }) => ($hidden ? 0 : 1)};
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const Spinner = styled.span`
  position: absolute;
  inset: 0;
  margin: auto;
  inline-size: 16px;
  block-size: 16px;
  border: 2px solid currentColor;
  border-inline-end-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;
