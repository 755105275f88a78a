import type { HTMLAttributes, ReactNode } from "react";
import styled from "styled-components";
import { theme } from "../theme/theme";
import { pillDensity } from "../shared.styles";
import type { PillDensity } from "../shared.styles";

/** `regular` on its own (a dashboard part, a dialog), wrapping; `compact` in a table cell, on one line. */
export type ChipsDensity = PillDensity;

// A chip's `border`: an outline only; a neutral Badge (a state) is the filled pill.
const List = styled.ul<{ $density: ChipsDensity }>`
  display: inline-flex;
  flex-wrap: ${({ $density }) => ($density === "compact" ? "nowrap" : "wrap")};
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    padding-inline: ${theme.space[2]};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.full};
    color: ${theme.color.text};
    white-space: nowrap;
    ${({ $density }) => pillDensity[$density]}
  }

  @media (forced-colors: active) {
    & > li {
      border-color: CanvasText;
    }
  }
`;

export interface ChipsProps extends Omit<HTMLAttributes<HTMLUListElement>, "children"> {
  /** One chip each: names, not states (a state is a `Badge`). */
  items: readonly ReactNode[];
  /** `compact` in a table cell (one line, small text); `regular`, wrapping, elsewhere. */
  density?: ChipsDensity;
}

/**
 * Names shown side by side as chips (a property's integrations, its groups): a list, so a screen reader says how
 * many. The same look in a list's cells, a dashboard part and a dialog; nothing is drawn for no items.
 */
export function Chips({ items, density = "regular", ...rest }: ChipsProps) {
  if (items.length === 0) return null;
  return (
    <List data-ui="Chips" $density={density} {...rest}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </List>
  );
}
