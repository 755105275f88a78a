import { Button as AriaButton } from "react-aria-components";
import styled, { css, keyframes } from "styled-components";
import { theme } from "../theme/theme";

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "danger";
export type ButtonSize = "md" | "sm";

const variants = {
  primary: css`
    background: ${theme.color.primary};
    color: ${theme.color.onPrimary};
    &[data-hovered] {
      background: ${theme.color.primaryHover};
    }
  `,
  secondary: css`
    background: ${theme.color.secondary};
    color: ${theme.color.onSecondary};
    &[data-hovered] {
      background: ${theme.color.secondaryHover};
    }
  `,
  outline: css`
    background: transparent;
    color: ${theme.color.text};
    border-color: ${theme.color.fieldBorder};
    &[data-hovered] {
      background: ${theme.color.surfaceMuted};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${theme.color.primaryText};
    &[data-hovered] {
      background: ${theme.color.surfaceMuted};
    }
  `,
  danger: css`
    background: ${theme.color.error};
    color: ${theme.color.onError};
    &[data-hovered] {
      filter: brightness(0.92);
    }
  `,
};

export const StyledButton = styled(AriaButton)<{ $variant: ButtonVariant; $size: ButtonSize }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  min-block-size: ${({ theme, $size }) => ($size === "sm" ? theme.size.controlSmall : theme.size.control)};
  padding-inline: ${({ theme, $size }) => ($size === "sm" ? theme.space[2] : theme.space[4])};
  border: 1px solid transparent;
  border-radius: ${theme.radius.md};
  font: inherit;
  font-size: ${({ theme, $size }) => ($size === "sm" ? theme.font.size.sm : theme.font.size.md)};
  font-weight: ${theme.font.weight.semibold};
  white-space: nowrap;
  cursor: pointer;
  outline: none;
  transition:
    background ${theme.motion.fast},
    box-shadow ${theme.motion.fast};
  ${({ $variant }) => variants[$variant]}

  &[data-pressed] {
    transform: translateY(1px);
  }
  &[data-focus-visible] {
    box-shadow:
      0 0 0 2px ${theme.color.surface},
      0 0 0 4px ${theme.color.focusRing};
  }
  &[data-disabled] {
    background: ${theme.color.disabledSurface};
    color: ${theme.color.disabledText};
    border-color: transparent;
    cursor: not-allowed;
  }
  &[data-pending] {
    cursor: progress;
  }
  & svg {
    flex-shrink: 0;
  }
  @media (forced-colors: active) {
    border-color: ButtonText;
    &[data-focus-visible] {
      outline: 2px solid Highlight;
    }
  }
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
