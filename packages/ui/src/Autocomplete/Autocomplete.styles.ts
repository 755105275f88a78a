import { Button, ComboBox, Group, Tag, TagGroup, TagList } from "react-aria-components";
import styled from "styled-components";
import { FieldRoot } from "../Field";
import { box } from "./AutocompleteBox.styles";
import { quietDisabled } from "../shared.styles";
import { theme } from "../theme/theme";

export { StyledDescription as Hint, StyledLabel as Label } from "../Field/Field.styles";
// The closed field's parts are light (AutocompleteBox.styles.ts: the stand-in draws them before the overlay parts
// come); the rest of this module is the combobox's and the chips'.
export { OpenButton, Spinner, StyledInput } from "./AutocompleteBox.styles";

// Typed as react-aria's generic components (see Select.styles).
export const StyledComboBox = styled(ComboBox)`
  ${FieldRoot}
` as unknown as typeof ComboBox;

/** The visible box of the single picker: the input, the loading spinner and the button that opens the list. */
export const Box = styled(Group)`
  ${box}
`;

/**
 * The root of the multiple picker (a plain element: the chips live outside react-aria's ComboBox, whose
 * children must not hold another collection).
 */
export const MultipleRoot = styled.div`
  ${FieldRoot}
`;

/** The box of the multiple picker: the chips, then the ComboBox's input and buttons, wrapping as needed. */
export const MultipleBox = styled.div`
  ${box}
  flex-wrap: wrap;
  padding-block: 3px;
  padding-inline-start: ${theme.space[1]};
  &:hover:not([data-disabled]) {
    border-color: ${theme.color.text};
  }
  &:focus-within {
    border-color: ${theme.color.focusRing};
    box-shadow: 0 0 0 1px ${theme.color.focusRing};
  }
  &[data-invalid] {
    border-color: ${theme.color.errorText};
  }
`;

/** react-aria's ComboBox inside MultipleBox: its input and buttons take part in the box's wrapping row. */
export const InlineComboBox = styled(ComboBox)`
  display: contents;
` as unknown as typeof ComboBox;

export const ErrorText = styled.span`
  font-size: ${theme.font.size.xs};
  color: ${theme.color.errorText};
`;

/** The chips of the selected items, before the input. */
export const Chips = styled(TagGroup)`
  display: contents;
`;

export const ChipList = styled(TagList)`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]};
  min-inline-size: 0;
  max-inline-size: 100%;
  outline: none;
` as unknown as typeof TagList;

export const Chip = styled(Tag)`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  max-inline-size: 100%;
  min-block-size: 26px;
  padding-inline-start: ${theme.space[2]};
  padding-inline-end: 2px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.full};
  background: ${theme.color.surfaceMuted};
  color: ${theme.color.text};
  font-size: ${theme.font.size.sm};
  cursor: default;
  outline: none;
  &[data-focus-visible] {
    box-shadow: 0 0 0 2px ${theme.color.focusRing};
  }
  &[data-disabled] {
    color: ${theme.color.disabledText};
  }
  @media (forced-colors: active) {
    border-color: CanvasText;
    &[data-focus-visible] {
      outline: 2px solid Highlight;
    }
  }
`;

export const ChipLabel = styled.span`
  min-inline-size: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const ChipRemove = styled(Button)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  inline-size: 20px;
  block-size: 20px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${theme.color.textMuted};
  cursor: pointer;
  outline: none;
  &[data-hovered] {
    background: ${theme.color.border};
    color: ${theme.color.text};
  }
  &[data-focus-visible] {
    box-shadow: 0 0 0 2px ${theme.color.focusRing};
  }
  ${quietDisabled}
`;
