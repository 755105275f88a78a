import { theme } from "@cms/ui";
import styled from "styled-components";

export { Facts, Part, PartGrid, PartLink } from "../../../kit/dashboard/dashboard.styles";

/** A small table that scrolls sideways on narrow screens rather than squeezing its columns. */
export const TableScroll = styled.div`
  overflow-x: auto;

  &:focus-visible {
    outline: 2px solid ${theme.color.focusRing};
    outline-offset: 2px;
  }
`;

export const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: ${theme.font.size.md};

  th,
  td {
    padding-block: ${theme.space[2]};
    padding-inline: ${theme.space[2]};
    text-align: start;
    border-block-end: 1px solid ${theme.color.border};
    white-space: nowrap;
  }

  th {
    color: ${theme.color.textMuted};
    font-weight: ${theme.font.weight.medium};
    font-size: ${theme.font.size.sm};
  }

  tbody th {
    color: ${theme.color.text};
    font-size: ${theme.font.size.md};
  }

  /* A column of numbers ends where its header ends, and its digits are equally wide: the header is marked
     too, or "Days left" started where its numbers ended (issue 26). */
  th[data-numeric],
  td[data-numeric] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }

  tr:last-child > * {
    border-block-end: 0;
  }
`;

export const Integrations = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]};

  li {
    padding-block: 2px;
    padding-inline: ${theme.space[2]};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.full};
    font-size: ${theme.font.size.sm};
  }
`;

/** The licence row's product name with its period bar: wide enough for the bar to read. */
export const UsageCell = styled.div`
  min-inline-size: 160px;
  font-weight: ${theme.font.weight.medium};
`;
