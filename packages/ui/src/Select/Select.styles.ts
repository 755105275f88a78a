import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
} from "react-aria-components";
import styled, { css, keyframes } from "styled-components";
import { controlBox, FieldRoot } from "../Field";
import { theme } from "../theme/theme";

// Typed as react-aria's generic components: the inferred styled types name react-stately types TypeScript
// cannot emit, and the casts keep the item type parameter.
export const StyledSelect = styled(AriaSelect)`
  ${FieldRoot}
` as unknown as typeof AriaSelect;

/** The asterisk after the label of a required field (hidden from assistive technology: the control says it). */
export const RequiredMark = styled.span`
  margin-inline-start: ${theme.space[1]};
  color: ${theme.color.errorText};
`;

/** The closed select: a button that looks like a field, the value and a chevron. */
export const Trigger = styled(Button)`
  ${controlBox}
  gap: ${theme.space[2]};
  inline-size: 100%;
  min-inline-size: 0;
  padding-inline-end: ${theme.space[2]};
  text-align: start;
  cursor: pointer;

  [data-invalid] > & {
    border-color: ${theme.color.errorText};
  }
  &[data-disabled] {
    cursor: not-allowed;
  }
  & > svg {
    flex-shrink: 0;
    color: ${theme.color.textMuted};
    transition: transform ${theme.motion.fast};
  }
  &[data-pressed] > svg {
    transform: rotate(180deg);
  }
  &[data-disabled] > svg {
    color: ${theme.color.disabledText};
  }
`;

export const Value = styled(SelectValue)`
  flex: 1;
  min-inline-size: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  &[data-placeholder] {
    color: ${theme.color.textMuted};
  }
  [data-disabled] > & {
    color: ${theme.color.disabledText};
  }
` as unknown as typeof SelectValue;

const pop = keyframes`
  from { opacity: 0; transform: translateY(-4px); }
  to { opacity: 1; transform: none; }
`;

/** The floating panel of a list (Select, Autocomplete, Menu): as wide as its trigger at least. */
export const popoverPanel = css`
  z-index: ${({ theme }) => theme.zIndex.modal + 10};
  box-sizing: border-box;
  min-inline-size: var(--trigger-width, 160px);
  max-inline-size: min(480px, calc(100vw - ${theme.space[4]}));
  overflow: auto;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  box-shadow: ${theme.elevation[2]};
  outline: none;

  &[data-entering] {
    animation: ${pop} ${theme.motion.fast} ease-out;
  }
  @media (forced-colors: active) {
    border-color: CanvasText;
  }
`;

export const ListPopover = styled(Popover)`
  ${popoverPanel}
`;

/** The list inside a popover (listbox or menu). */
export const listPanel = css`
  display: flex;
  flex-direction: column;
  gap: 1px;
  max-block-size: inherit;
  padding: ${theme.space[1]};
  outline: none;
  overflow: auto;
`;

export const StyledListBox = styled(ListBox)`
  ${listPanel}
` as unknown as typeof ListBox;

/** One row of a listbox or menu: hover, keyboard focus, selection, disabled. */
export const optionRow = css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-block-size: 32px;
  padding-block: ${theme.space[1]};
  padding-inline: ${theme.space[2]};
  border-radius: ${theme.radius.sm};
  color: ${theme.color.text};
  font-size: ${theme.font.size.md};
  line-height: ${theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
  cursor: pointer;
  outline: none;

  &[data-hovered],
  &[data-focused] {
    background: ${theme.color.surfaceMuted};
  }
  &[data-focus-visible] {
    box-shadow: inset 0 0 0 2px ${theme.color.focusRing};
  }
  &[data-disabled] {
    color: ${theme.color.disabledText};
    background: transparent;
    cursor: not-allowed;
  }
  & > svg {
    flex-shrink: 0;
  }
  @media (forced-colors: active) {
    &[data-focused] {
      background: Highlight;
      color: HighlightText;
      forced-color-adjust: none;
    }
  }
`;

export const Option = styled(ListBoxItem)`
  ${optionRow}
  &[data-selected] {
    font-weight: ${theme.font.weight.semibold};
  }
` as unknown as typeof ListBoxItem;

export const OptionLabel = styled.span`
  flex: 1;
  min-inline-size: 0;
`;

/** The check mark of the selected option (kept in the layout so labels line up). */
export const Check = styled.span<{ $visible: boolean }>`
  display: inline-flex;
  flex-shrink: 0;
  color: ${theme.color.primaryText};
  visibility: ${({ $visible }) => ($visible ? "visible" : "hidden")};
`;

/** "No results" and similar, in place of the options. */
export const EmptyState = styled.div`
  padding-block: ${theme.space[2]};
  padding-inline: ${theme.space[2]};
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.md};
`;
