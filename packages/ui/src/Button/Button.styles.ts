import { Button as AriaButton } from "react-aria-components";
import styled, { css, keyframes } from "styled-components";
import { theme } from "../theme/theme";

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "danger";
export type ButtonSize = "md" | "sm";

/**
 * Where a button's states are read from: react-aria's data attributes (Button, IconButton), or the pseudo-classes
 * of a plain `<button>` (the list's row buttons, rendered by the hundred without react-aria's hooks).
 */
export interface ButtonStateSelectors {
  pressed: string;
  focusVisible: string;
  disabled: string;
  pending: string;
}

export const ariaButtonStates: ButtonStateSelectors = {
  pressed: "&[data-pressed]",
  focusVisible: "&[data-focus-visible]",
  disabled: "&[data-disabled]",
  pending: "&[data-pending]",
};

const hovered = "&[data-hovered]";

const variants = {
  primary: css`
    background: ${theme.color.primary};
    color: ${theme.color.onPrimary};
    ${hovered} {
      background: ${theme.color.primaryHover};
    }
  `,
  secondary: css`
    background: ${theme.color.secondary};
    color: ${theme.color.onSecondary};
    ${hovered} {
      background: ${theme.color.secondaryHover};
    }
  `,
  outline: css`
    background: transparent;
    color: ${theme.color.text};
    border-color: ${theme.color.fieldBorder};
    ${hovered} {
      background: ${theme.color.surfaceMuted};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${theme.color.primaryText};
    ${hovered} {
      background: ${theme.color.surfaceMuted};
    }
  `,
  danger: css`
    background: ${theme.color.error};
    color: ${theme.color.onError};
    ${hovered} {
      filter: brightness(0.92);
    }
  `,
};

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

/** The states' rules; after the variant's, so a disabled button loses the variant's colours. */
export const buttonStates = (states: ButtonStateSelectors) => css`
  ${states.pressed} {
    transform: translateY(1px);
  }
  ${states.focusVisible} {
    box-shadow:
      0 0 0 2px ${theme.color.surface},
      0 0 0 4px ${theme.color.focusRing};
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

/** A plain `<button>`'s states (its hover is in `nativeGhost`). */
export const nativeButtonStates: ButtonStateSelectors = {
  pressed: "&:active:not(:disabled, [data-pending])",
  focusVisible: "&:focus-visible",
  disabled: "&:disabled",
  pending: "&[data-pending]",
};

/**
 * The ghost variant for a plain `<button>`: hover only where the pointer can hover (react-aria ignores a touch's
 * emulated hover too), and none while disabled or pending.
 */
export const nativeGhost = css`
  background: transparent;
  color: ${theme.color.primaryText};
  @media (hover: hover) {
    &:hover:not(:disabled, [data-pending]) {
      background: ${theme.color.surfaceMuted};
    }
  }
`;

export const StyledButton = styled(AriaButton)<{ $variant: ButtonVariant; $size: ButtonSize }>`
  ${buttonLook}
  min-block-size: ${({ theme, $size }) => ($size === "sm" ? theme.size.controlSmall : theme.size.control)};
  padding-inline: ${({ theme, $size }) => ($size === "sm" ? theme.space[2] : theme.space[4])};
  font-size: ${({ theme, $size }) => ($size === "sm" ? theme.font.size.sm : theme.font.size.md)};
  ${({ $variant }) => variants[$variant]}
  ${buttonStates(ariaButtonStates)}
`;

/** The label stays in the layout while pending so the button keeps its width. */
export const Label = styled.span<{ $hidden: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: inherit;
  // Transparent, not hidden: the label stays the button's accessible name while pending.
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
