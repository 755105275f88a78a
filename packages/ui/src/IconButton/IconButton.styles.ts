import styled, { css } from "styled-components";
import { StyledButton } from "../Button/Button.styles";

/** A square button of side `side` that holds only an icon (IconButton, the list's row buttons). */
export const iconSquare = (side: string) => css`
  flex-shrink: 0;
  inline-size: ${side};
  block-size: ${side};
  min-block-size: 0;
  padding: 0;
`;

/** The icon's slot, centred in the square. */
export const iconSlot = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
`;

/** Button's variants and states, as a square of the control height (36px, or 28px for `sm`). */
export const StyledIconButton = styled(StyledButton)`
  ${({ theme, $size }) => iconSquare($size === "sm" ? theme.size.controlSmall : theme.size.control)}
`;

/** The icon stays in place (transparent) while pending so the spinner takes its spot. */
export const IconSlot = styled.span<{ $hidden: boolean }>`
  ${iconSlot}
  opacity: ${({ $hidden }) => ($hidden ? 0 : 1)};
`;
