import styled from "styled-components";
import { StyledButton } from "../Button/Button.styles";

/** Button's variants and states, as a square of the control height (36px, or 28px for `sm`). */
export const StyledIconButton = styled(StyledButton)`
  flex-shrink: 0;
  inline-size: ${({ theme, $size }) => ($size === "sm" ? theme.size.controlSmall : theme.size.control)};
  block-size: ${({ theme, $size }) => ($size === "sm" ? theme.size.controlSmall : theme.size.control)};
  min-block-size: 0;
  padding: 0;
`;

/** The icon stays in place (transparent) while pending so the spinner takes its spot. */
export const IconSlot = styled.span<{ $hidden: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  opacity: ${({ $hidden }) => ($hidden ? 0 : 1)};
`;
