import { theme } from "@cms/ui";
import { Link } from "react-router";
import styled from "styled-components";

/** A dashboard part: a titled card that loads, fails and refuses on its own. */
export const Part = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  min-inline-size: 0;
`;

export const PartLink = styled(Link)`
  color: ${theme.color.primaryText};
  font-size: ${theme.font.size.sm};

  &:focus-visible {
    outline: 2px solid ${theme.color.focusRing};
    outline-offset: 2px;
  }
`;

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

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  align-items: center;
  gap: ${theme.space[2]} ${theme.space[4]};
  margin: 0;

  dt {
    color: ${theme.color.textMuted};
  }

  dd {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space[2]};
    font-variant-numeric: tabular-nums;
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

/** A part's buttons (ping and sync, new tickets), wrapping on narrow screens. */
export const PartActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

/** A part's facts as label and value pairs (last ping, last sync, the display's state). */
export const PartStatus = styled(Facts)``;

/** A funnel in one line: each stage after the first follows an arrow (mirrored in right-to-left languages). */
export const Funnel = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${theme.space[2]};
  font-size: ${theme.font.size.md};
  color: ${theme.color.textMuted};

  strong {
    color: ${theme.color.text};
    font-size: ${theme.font.size.lg};
    font-variant-numeric: tabular-nums;
  }

  li + li::before {
    content: "→";
    margin-inline-end: ${theme.space[2]};
    color: ${theme.color.textMuted};
  }

  &:dir(rtl) li + li::before {
    content: "←";
  }
`;

/** The parts side by side where the screen is wide enough. */
export const PartGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  gap: ${theme.space[4]};
  align-items: start;
`;

/** The licence row's product name with its period bar: wide enough for the bar to read. */
export const UsageCell = styled.div`
  min-inline-size: 160px;
  font-weight: ${theme.font.weight.medium};
`;
