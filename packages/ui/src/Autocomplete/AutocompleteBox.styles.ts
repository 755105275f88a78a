import { Button, Input } from "react-aria-components";
import styled, { css, keyframes } from "styled-components";
import { bareInput, controlBox, FieldRoot, textCursor } from "../Field";
import { quietDisabled } from "../shared.styles";
import { theme } from "../theme/theme";

// The closed field's look, shared by the autocomplete (Autocomplete.styles.ts) and the stand-in that draws it
// before the overlay parts have come (Autocomplete.tsx): light modules only, no combobox, list box or popover.

/** The stand-in's root: the field's column, as react-aria's ComboBox draws it. */
export const AutocompleteRoot = styled.div`
  ${FieldRoot}
`;

export const box = css`
  ${controlBox}
  gap: ${theme.space[1]};
  min-inline-size: 0;
  padding-inline-end: ${theme.space[1]};
  ${textCursor}
`;

/** The stand-in's box (react-aria's Group draws the autocomplete's). */
export const BoxLook = styled.div`
  ${box}
`;

// A multiple picker's input sits in a box padded by space[1] for its chips; its own start padding makes up the
// rest of space[3], so what is typed starts where every other field's text does (and where the stand-in drew it).
export const StyledInput = styled(Input)<{ $multiple?: boolean }>`
  ${bareInput}
  text-align: start;
  text-overflow: ellipsis;
  ${({ $multiple, theme }) =>
    $multiple &&
    css`
      min-inline-size: 96px;
      min-block-size: 28px;
      padding-inline-start: calc(${theme.space[3]} - ${theme.space[1]});
    `}
  &[data-disabled] {
    cursor: not-allowed;
  }
`;

/** The chevron that opens the whole list (not in the tab order; ArrowDown does the same from the input). */
export const OpenButton = styled(Button)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  align-self: center;
  inline-size: ${theme.size.controlSmall};
  block-size: ${theme.size.controlSmall};
  margin-inline-start: auto;
  padding: 0;
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.color.textMuted};
  cursor: pointer;
  outline: none;
  &[data-hovered] {
    background: ${theme.color.surfaceMuted};
  }
  ${quietDisabled}
  & svg {
    transition: transform ${theme.motion.fast};
  }
  [data-open] & svg {
    transform: rotate(180deg);
  }
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const Spinner = styled.span`
  flex-shrink: 0;
  align-self: center;
  inline-size: 14px;
  block-size: 14px;
  margin-inline: ${theme.space[1]};
  border: 2px solid ${theme.color.textMuted};
  border-inline-end-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;
