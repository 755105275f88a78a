import { Button as AriaButton } from "react-aria-components";
import styled, { css } from "styled-components";
import { buttonLook, buttonStates, buttonVariant, nativeButtonStates } from "../Button/Button.styles";
import type { BoxStateSelectors } from "../Checkbox/Checkbox.styles";
import { boxForcedColors, boxStates, boxStyles } from "../Checkbox/Checkbox.styles";
import { bareInput, controlBox, FieldRoot } from "../Field";
import { iconSlot, iconSquare } from "../IconButton/IconButton.styles";
import {
  focusOutline,
  surfaceFrame,
  tableHeaderBand,
  tableHeaderLabel,
  touchTarget,
  visuallyHidden,
} from "../shared.styles";
import { theme } from "../theme/theme";
export {
  ScreenRoot as Root,
  ScreenTitleBar as TitleBar,
  ScreenTitle as Title,
  VisuallyHidden,
} from "../shared.styles";

// The theme's values are constants (colours are CSS variables), so they are written in directly: the
// components stay static, and styled-components makes their CSS once instead of once per rendered row.

// The search (`[data-ui="ListSearch"]`) is 160 px at the least: beside the list's three tool buttons on a
// phone (342 px), where 220 sent the last of them to a line of its own. It still grows to 360 px wherever
// there is room.
export const ToolRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space[2]};

  & > [data-ui="ListSearch"] {
    flex: 1 1 160px;
    max-inline-size: 360px;
  }
`;

/**
 * Buttons that belong together in a wrapping row (the list's tools; previous page, the page, next page): they
 * move to the next line as one, never one of them alone.
 */
export const ToolGroup = styled.div`
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  gap: inherit;
`;

/**
 * The delete switch and Delete selected, at the row's end: one line when they fit, the button under the switch
 * when not.
 */
// `& > [data-ui="Switch"]`: a switch, shorter than a button, takes a control's height and centres in it: on
// the buttons' centre line.
export const DeleteGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: inherit;
  margin-inline-start: auto;

  & > [data-ui="Switch"] {
    min-block-size: ${theme.size.control};
    justify-content: center;
  }
`;

/**
 * The list's search box: a native input drawn exactly as the library's TextField (the same box and input rules,
 * hover and focus by CSS instead of react-aria's data attributes). It is not controlled by React, so a keystroke
 * renders nothing of it; react-aria's TextField re-rendered and synced its value on every keystroke.
 */
export const SearchRoot = styled.div`
  ${FieldRoot}
`;

export const SearchBox = styled.div`
  ${controlBox}
  flex: 1;
  gap: ${theme.space[2]};
  min-inline-size: 0;
  cursor: text;
  &:hover {
    border-color: ${theme.color.text};
  }
  &:focus-within {
    border-color: ${theme.color.focusRing};
    box-shadow: 0 0 0 1px ${theme.color.focusRing};
  }
`;

export const SearchInput = styled.input`
  ${bareInput}
  text-align: start;
  text-overflow: ellipsis;
`;

/**
 * Below this width of the list (a phone, 390 px, less the page's margins) every row is a small card: its name, its
 * checkbox and its actions in the first line, the other columns below with their headers. A container query, so
 * the list is stacked wherever it is narrow (a phone, a narrow panel), and the same at any wider size as before.
 */
/** Below this inline size (px) a list draws each row as a wrapped card: its rows' heights depend on their texts. */
export const NARROW_WIDTH = 480;
export const NARROW_LIST = `@container list (max-width: ${NARROW_WIDTH - 1}px)`;

/**
 * The list's scrolling frame: as tall as its rows up to `$height`, then it scrolls. It never has a fixed height, so
 * a short list leaves no empty box below its last row and a long one is not drawn cut in a box taller than the rows
 * (issue 26). The rows' height is known to the virtualizer (the body's block size), so the frame's auto height costs
 * no layout of the rows out of view; layout and paint containment keep a row's change inside the frame.
 */
export const Scroller = styled.div<{ $height: string }>`
  container: list / inline-size scroll-state;
  position: relative;
  overflow: auto;
  max-block-size: ${({ $height }) => $height};
  ${surfaceFrame}
  contain: layout paint;

  &:focus-visible {
    ${focusOutline(2)}
  }
`;

/** The loading bar over the frame's top edge: sticky above the header, and its height given back below. */
export const LoadingEdge = styled.div`
  position: sticky;
  inset-block-start: 0;
  z-index: 3;
  block-size: ${theme.size.loadingBar};
  margin-block-end: calc(-1 * ${theme.size.loadingBar});
`;

/* Every row is its own grid, so all rows get the same width (the table's) and thus the same tracks: rows never
   size themselves by their content, which would misalign the columns. */
export const TableRoot = styled.div`
  min-inline-size: var(--list-min-width);
  inline-size: 100%;

  ${NARROW_LIST} {
    min-inline-size: 0;
  }
`;

const grid = css`
  display: grid;
  grid-template-columns: var(--list-columns);
  align-items: center;
  inline-size: 100%;
  box-sizing: border-box;
`;

export const HeaderGroup = styled.div`
  position: sticky;
  inset-block-start: 0;
  z-index: 1;
  ${tableHeaderBand}
`;

/**
 * The actions column stays at the frame's inline end while a wide table scrolls (issue 43, item 7: at 1,440 px
 * the Actions were cut off): sticky, on its row's background. While more of the table lies beyond it, a
 * shadow at its edge says so (a scroll-state container query on the frame), the cue that the table scrolls.
 */
const stickyActions = css`
  position: sticky;
  inset-inline-end: 0;
  z-index: 1;
  background: inherit;
  @container list scroll-state(scrollable: inline-end) {
    box-shadow: -8px 0 8px -8px color-mix(in srgb, ${theme.color.text} 45%, transparent);
    &:dir(rtl) {
      box-shadow: 8px 0 8px -8px color-mix(in srgb, ${theme.color.text} 45%, transparent);
    }
  }
`;

// `NARROW_LIST`: the select-all box and one sort menu side by side (the cards name every value); the filters
// one under the other.
export const HeaderRow = styled.div`
  ${grid}
  background: ${theme.color.surfaceMuted};

  & > [data-part="actions"] {
    ${stickyActions}
  }
  & > [data-part="sortMenu"] {
    display: none;
  }

  ${NARROW_LIST} {
    display: flex;
    flex-wrap: wrap;
    & > [data-part="actions"],
    & > [data-part="expand"],
    & > [data-part="column"],
    & > :empty {
      display: none;
    }
    & > [data-part="sortMenu"] {
      display: flex;
      flex: 1;
      min-inline-size: 0;
      padding-block: ${theme.space[1]};
      & > * {
        flex: 1;
        min-inline-size: 0;
      }
    }
    &[data-ui="ListFilters"] > * {
      flex: 1 1 100%;
    }
  }
`;

// - `[data-part="column"]`: a column's header wraps within its column rather than run on into the next one
//   (a column is only as wide as its data needs: "Startet im dunklen Modus" ran over "Primärfarbe", and a sort
//   arrow over the next header in English). A cut would lose words a header needs; the header row grows. It
//   may use its column's whole width first (no end padding: the next header's start padding keeps them
//   apart), so a header that only reached into its own padding stays on one line, as before.
export const HeaderCell = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[1]};
  ${tableHeaderLabel}

  &[data-part="column"] {
    min-inline-size: 0;
    padding-inline-end: 0;
    white-space: normal;
    overflow-wrap: break-word;
  }
`;

export const SortButton = styled.button`
  all: unset;
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  cursor: pointer;
  border-radius: ${theme.radius.sm};

  &:focus-visible {
    ${focusOutline(2)}
  }
`;

/** The row checkbox's states: pseudo-classes of its native input, read by the library's checkbox rules. */
const rowCheckStates: BoxStateSelectors = {
  box: '& [data-ui="RowCheckbox"] > [data-part="box"]',
  hovered: '& [data-ui="RowCheckbox"]:hover > [data-part="box"]',
  selected: '& [data-ui="RowCheckbox"] > input:checked + [data-part="box"]',
  pressed: '& [data-ui="RowCheckbox"]:active > [data-part="box"]',
  focusVisible: '& [data-ui="RowCheckbox"] > input:focus-visible + [data-part="box"]',
};

/** A row's height; the virtualizer estimates with it, so a row it measures moves no other row. */
export const ROW_HEIGHT = 44;

/**
 * A row's button (an action, the expand toggle): a plain `<button>` drawn as a small ghost IconButton, its states
 * by CSS. A row of five react-aria IconButtons cost more than the rest of the row on every search keystroke.
 */
const rowButton = css`
  ${buttonLook}
  font-size: ${theme.font.size.sm};
  ${buttonVariant("ghost", nativeButtonStates)}
  ${iconSquare(theme.size.controlSmall)}
  ${buttonStates(nativeButtonStates)}

  & > [data-part="icon"] {
    ${iconSlot}
  }
  &[data-pending] > [data-part="icon"] {
    opacity: 0;
  }
`;

// A body row. Rows are plain elements styled from the Body (below): a styled component per row was a tenth of
// a search keystroke's render at 10,000 rows.
// - Hover and keyboard focus by CSS (`:hover`, `:focus-visible`); the same looks under react-aria's attribute
//   names (`[data-hovered]`, `[data-focus-visible]`), which a state grid sets to draw them at rest
//   (GenericList's Row States story).
// - `[data-selected]`: selected is a tint of its own, a step toward the text colour under the pointer: a
//   selected row never looks like a hovered one, and a hovered selected row still answers the pointer.
// - The focus ring (`::after`): the keyboard focus ring is drawn over the row's cells, the sticky actions
//   cell included: an outline on the row went under that cell's fill and lost its end (issue 41 item 6). The
//   row's transform makes it the ring's stacking context, so the ring stays under the sticky header.
// - `& > [role="cell"]`: cells and the selection checkbox are plain elements styled from here: a search
//   keystroke re-renders every row on screen, and a styled component per cell (about 250) was a third of that
//   render.
// - `[data-part="text"]`: a text cell's value (TextCell): isolated in its own direction and cut at its own
//   end; text-align follows the table's direction, so a Latin value in an Arabic table still sits at the
//   right. Chromium and Safari know only the prefixed `-webkit-match-parent` (the standard `match-parent`
//   alone was dropped there, and Latin names and figures sat at the left of Arabic columns); Firefox takes
//   the second.
// - `:focus-visible` and `:has(:focus-visible)` over the text cells: keyboard focus on a row (or in it) shows
//   its values in full: the texts wrap and the row grows.
// - The first `NARROW_LIST` rule: a narrow list's card shows its values in full after their headers.
// - `[data-part="expand"]` and `[data-part="select"]`: the expand toggle is wider than its cell's content
//   box: cut, not ellipsized (an ellipsis showed as a stray "." beside every chevron, issue 26).
// - The second `NARROW_LIST` rule, narrow: a card. The checkbox, the name and the actions in the first line
//   (the actions stay on screen), the expand toggle under the checkbox, every other column in a line of its
//   own after its header.
// - `[data-ui="RowCheckbox"]`: the selection checkbox: a native input drawn exactly as the library's Checkbox
//   (react-aria's CheckboxField per row was the largest part of a row's cost), its states by CSS instead of
//   data attributes.
// A cell's value on one line, cut at its end, aligned with the table's direction (a Latin value in an Arabic
// table sits at the right). Chromium and Safari know only the prefixed `-webkit-match-parent`; Firefox takes the
// second.
const cutValue = css`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  text-align: -webkit-match-parent;
  text-align: match-parent;
`;

const rowStyles = css`
  ${grid}
  min-block-size: ${ROW_HEIGHT}px;
  position: absolute;
  inset-inline: 0;
  inset-block-start: 0;
  border-block-end: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  &:hover,
  &[data-hovered] {
    background: ${theme.color.surfaceMuted};
  }
  &[data-selected] {
    background: ${theme.color.surfaceSelected};
  }
  &[data-selected]:hover,
  &[data-selected][data-hovered] {
    background: color-mix(in srgb, ${theme.color.surfaceSelected} 90%, ${theme.color.text});
  }

  &:focus-visible,
  &[data-focus-visible] {
    outline: none;
  }
  &:focus-visible::after,
  &[data-focus-visible]::after {
    content: "";
    position: absolute;
    inset: 0;
    z-index: 2;
    border: 2px solid ${theme.color.focusRing};
    pointer-events: none;
  }

  & > [role="cell"] {
    padding-block: ${theme.space[1]};
    padding-inline: ${theme.space[3]};
    font-size: ${theme.font.size.md};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    min-inline-size: 0;
  }
  & > [role="cell"][data-part="actions"] {
    ${stickyActions}
    align-self: stretch;
    display: flex;
    align-items: center;
    justify-content: flex-end;
  }

  & > [role="cell"] > [data-part="text"] {
    display: block;
    ${cutValue}
  }

  &:focus-visible > [role="cell"] > [data-part="text"],
  &[data-focus-visible] > [role="cell"] > [data-part="text"],
  &:has(:focus-visible) > [role="cell"] > [data-part="text"] {
    white-space: normal;
    overflow-wrap: anywhere;
  }
  ${NARROW_LIST} {
    & > [role="cell"] > [data-part="text"] {
      display: inline;
      white-space: normal;
      overflow-wrap: anywhere;
    }
  }

  & > [role="cell"] > [data-ui="RowButton"] {
    ${rowButton}
  }

  & > [data-part="expand"],
  & > [data-part="select"] {
    text-overflow: clip;
  }

  ${NARROW_LIST} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: start;
    padding-block: ${theme.space[1]};

    & > [data-part="select"] {
      grid-column: 1;
      grid-row: 1;
    }
    & > [data-part="expand"] {
      grid-column: 1;
      grid-row: 2;
    }
    & > [data-part="name"] {
      grid-column: 2;
      grid-row: 1;
      align-self: center;
      font-weight: ${theme.font.weight.semibold};
    }
    & > [data-part="actions"] {
      grid-column: 3;
      grid-row: 1;
      padding-inline-start: 0;
      position: static;
      align-self: start;
    }
    & > [role="cell"]:not([data-part]) {
      grid-column: 2 / 4;
      padding-block: 0;
      white-space: normal;
      overflow-wrap: anywhere;
    }
    & > [role="cell"][data-label] > [data-part="text"] {
      display: inline;
      white-space: normal;
    }
    & > [role="cell"][data-label]::before {
      content: attr(data-label);
      margin-inline-end: ${theme.space[2]};
      font-size: ${theme.font.size.sm};
      color: ${theme.color.textMuted};
    }
  }

  & [data-ui="RowCheckbox"] {
    ${touchTarget}
    display: flex;
    align-items: flex-start;
    font-size: ${theme.font.size.md};
    line-height: ${theme.font.lineHeight.normal};
    cursor: pointer;
    -webkit-tap-highlight-color: transparent;
  }
  & [data-ui="RowCheckbox"] > input {
    ${visuallyHidden}
    margin: -1px;
    padding: 0;
    border: 0;
  }
  & [data-ui="RowCheckbox"] > [data-part="box"] {
    ${boxStyles}
  }
  ${boxStates(rowCheckStates)}
  @media (forced-colors: active) {
    ${boxForcedColors(rowCheckStates)}
  }
`;

/** The virtualized rows' container; its rows (`data-row-index`) are plain elements with the row styles. */
// `NARROW_LIST`: a narrow list's cards follow one another in the flow between the room kept for the cards out
// of view (ListTable's bodyStyle): each is drawn where it belongs before the virtualizer knows its height
// (issue 40). The inline offsets are a wide list's; the isolation keeps a card's focus ring its own, as the
// offset did.
export const Body = styled.div`
  position: relative;

  & > [data-row-index] {
    ${rowStyles}
  }

  ${NARROW_LIST} {
    block-size: auto !important;
    padding-block: var(--list-before, 0) var(--list-after, 0);

    & > [data-row-index],
    & > [data-detail] {
      position: relative;
      transform: none !important;
      isolation: isolate;
    }
  }
`;

// `& > [role="cell"]`: the details stay in the frame's view while a wide table is scrolled sideways: as wide
// as the frame (its container, "list"), held at its inline start.
export const DetailRow = styled.div`
  position: absolute;
  inset-inline: 0;
  inset-block-start: 0;
  padding: ${theme.space[4]};
  background: ${theme.color.bg};
  border-block-end: 1px solid ${theme.color.border};

  & > [role="cell"] {
    position: sticky;
    inset-inline-start: ${theme.space[4]};
    max-inline-size: calc(100cqi - 2 * ${theme.space[4]});
  }
`;

export const Actions = styled.div`
  display: flex;
  gap: 2px;
  justify-content: flex-end;

  & > [data-ui="RowButton"],
  & > [data-ui="DragHandle"] > [data-ui="RowButton"] {
    ${rowButton}
  }
`;

/** A plain-looking button: focusable by keyboard so the tooltip with the full value can open. */
// - `cutValue`: cut at its end and aligned as the text cells are.
// - `display: block`: its own box in its own direction (dir="ltr" for addresses, else the text's own): a
//   column narrower than the 40 characters cuts the end, not the start, in a right-to-left table too.
// - `box-sizing` and `inline-size`: a button shrinks to its text even as a block: held to the cell (and its
//   touch margin), or it ran past the column's edge, cut mid-character with no ellipsis and its focus ring's
//   far side hidden.
export const Truncated = styled(AriaButton)`
  all: unset;
  ${touchTarget}
  display: block;
  box-sizing: border-box;
  inline-size: calc(100% + 6px);
  ${cutValue}
  border-radius: ${theme.radius.sm};
  cursor: default;

  &:focus-visible {
    ${focusOutline(1)}
  }
`;

/**
 * The table's body while it has no row: loading, empty (with how to add the first entry) or nothing matching
 * (with a way back). One height for all three, so the footer does not move when one turns into another.
 */
export const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  min-block-size: 8rem;
  box-sizing: border-box;
  padding: ${theme.space[8]};
  text-align: center;
  color: ${theme.color.textMuted};
`;

/** What the empty list says first: "No entries", or that nothing matches. */
export const EmptyTitle = styled.p`
  margin: 0;
`;

/** How the list gets its first entry, under the title. */
export const EmptyHint = styled.p`
  margin: 0;
  font-size: ${theme.font.size.sm};
`;

/** The footer's frame: a container, so that a narrow list's footer is laid out by its width, not its texts'. */
export const Footer = styled.div`
  container: list-footer / inline-size;
`;

/** Previous, "page x of y", next. */
export const PageNavGroup = styled(ToolGroup)``;

/**
 * The items-per-page select, the range and the page buttons: one line at the end, and on a narrow list the select
 * and the range from the start and the page buttons on a line of their own. Left to wrapping, a phone's footer was
 * one line or two by a few pixels of text, so it changed when the product's face replaced its metric twin
 * (Lighthouse: weather locations, CLS 0.005 at 412 px).
 */
// The `list-footer` container query: from the start of the line, so that a text's width moves nothing after
// it.
export const FooterRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${theme.space[3]};
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};

  & [data-ui="Select"] {
    inline-size: 120px;
  }

  @container list-footer (max-width: ${NARROW_WIDTH - 1}px) {
    justify-content: flex-start;

    & > ${PageNavGroup} {
      flex-basis: 100%;
      justify-content: flex-end;
    }
  }
`;

export const FilterRow = styled.div`
  ${grid}
  padding-block-end: ${theme.space[1]};
`;

export const FilterInput = styled.input`
  inline-size: 100%;
  box-sizing: border-box;
  margin-inline: ${theme.space[2]};
  max-inline-size: calc(100% - ${theme.space[4]});
  padding-block: 2px;
  padding-inline: ${theme.space[2]};
  font: inherit;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.text};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.fieldBorder};
  border-radius: ${theme.radius.sm};

  &:focus-visible {
    ${focusOutline(1)}
  }
`;

/**
 * A screen's own filters under a list's search row (GenericList's `filterBar`): they wrap on a narrow screen
 * and line up on their controls' bottom edge, a label above each.
 */
export const ListFilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space[4]};
  padding-block: ${theme.space[1]};
`;
