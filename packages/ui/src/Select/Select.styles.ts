import { ListBox, ListBoxItem, Popover, Select as AriaSelect, SelectValue } from "react-aria-components";
import styled, { css } from "styled-components";
import { FieldRoot } from "../Field";
import { valueLook } from "./SelectTrigger.styles";

// The closed select's parts are light (SelectTrigger.styles.ts: the stand-in draws them before the overlay parts
// come); the rest of this module is the open list's.
export { Trigger } from "./SelectTrigger.styles";
import { floatingPanel } from "../overlays/panel.styles";
import { quietDisabled } from "../shared.styles";
import { theme } from "../theme/theme";

// Typed as react-aria's generic components: the inferred styled types name react-stately types TypeScript
// cannot emit, and the casts keep the item type parameter.
export const StyledSelect = styled(AriaSelect)`
  ${FieldRoot}
` as unknown as typeof AriaSelect;

export const Value = styled(SelectValue)`
  ${valueLook}
` as unknown as typeof SelectValue;

/** The floating panel of a list (Select, Autocomplete, Menu): as wide as its trigger at least. */
export const popoverPanel = css`
  ${floatingPanel}
  box-sizing: border-box;
  min-inline-size: var(--trigger-width, 160px);
  max-inline-size: min(480px, calc(100vw - ${theme.space[4]}));
  border-radius: ${theme.radius.md};
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
  ${quietDisabled}
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

/** "No results" and similar, in place of the options. */
export const EmptyState = styled.div`
  padding-block: ${theme.space[2]};
  padding-inline: ${theme.space[2]};
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.md};
`;
