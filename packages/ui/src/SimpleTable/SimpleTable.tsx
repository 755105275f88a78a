import styled, { css } from "styled-components";
import { focusOutline, tableHeaderBand, tableHeaderLabel } from "../shared.styles";
import { theme } from "../theme/theme";

/**
 * A small static table of a few rows (a dashboard's licences, a form's property roles, a profile's devices): the
 * library's one look for a plain `<table>`, where `GenericList` would be too much (no search, sorting or pages).
 * Its head is the library's table header (the band and labels of `GenericList`'s) over closer cells than a list's,
 * rows ruled, a row header (`<th scope="row">`) reads as text. Mark cells with:
 * - `data-numeric`: a number, at the end of its column with equally wide digits (the header too, so it lines up);
 * - `data-actions`: a row's buttons, at the end, as narrow as they are;
 * - `data-empty`: the one muted line of a table with no rows yet.
 *
 * `$compact` for rows of buttons in a form; `$nowrap` for cells on one line, in a {@link TableScroll} that scrolls
 * sideways on a narrow screen rather than squeezing its columns.
 */
// - `&:focus-visible`: a table that takes the focus (after an action that removed what had it) shows the
//   library's ring.
// - `thead th`'s `padding-inline`: a small table's cells are closer than a list's (it sits in a card or a
//   form); its head keeps to them.
export const SimpleTable = styled.table<{ $compact?: boolean; $nowrap?: boolean }>`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: ${theme.font.size.md};

  &:focus-visible {
    ${focusOutline(2)}
  }

  th,
  td {
    padding-block: ${({ $compact }) => ($compact ? theme.space[1] : theme.space[2])};
    padding-inline: ${theme.space[2]};
    text-align: start;
    vertical-align: middle;
    border-block-end: 1px solid ${theme.color.border};
    ${({ $nowrap }) =>
      $nowrap &&
      css`
        white-space: nowrap;
      `}
  }

  thead th {
    ${tableHeaderBand}
    ${tableHeaderLabel}
    padding-inline: ${theme.space[2]};
    ${({ $compact }) =>
      $compact &&
      css`
        padding-block: ${theme.space[1]};
      `}
  }

  tbody th {
    font-weight: ${theme.font.weight.medium};
  }

  [data-numeric] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }

  [data-actions] {
    text-align: end;
    inline-size: 1%;
    white-space: nowrap;
  }

  [data-empty] {
    color: ${theme.color.textMuted};
  }

  tbody tr:last-child > * {
    border-block-end: 0;
  }
`;

/** A {@link SimpleTable}'s frame on a narrow screen: it scrolls sideways, and takes the focus to be scrolled. */
export const TableScroll = styled.div`
  overflow-x: auto;

  &:focus-visible {
    ${focusOutline(2)}
  }
`;
