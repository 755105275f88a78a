import type { HTMLAttributes, ReactNode } from "react";
import styled, { css } from "styled-components";
import { theme } from "../theme/theme";

export type FactsDensity = "regular" | "compact";

export interface FactsProps extends HTMLAttributes<HTMLDListElement> {
  /** The facts: `Fact` elements (or fragments of them). */
  children: ReactNode;
  /**
   * "regular" (8 px between rows) for a few facts whose values may be badges or buttons: a dashboard part's
   * status, the support's contact; on a phone each value stands under its name. "compact" (4 px) for a long
   * list of plain values read down the page: a session's detail, a licence's period.
   */
  density?: FactsDensity;
  /**
   * The share of the width the names take (0.45: 45 %), for lists in cards side by side whose values should
   * line up from card to card (the display's settings); a long name wraps within it. By default each name
   * is as wide as it is.
   */
  nameShare?: number;
}

// The `max-width: 480px` query, a phone: each value under its name, the whole width its own. Beside a long
// name a date and time wrapped when they came in place of "Asking…", and the part grew under the user.
const regular = css`
  row-gap: ${theme.space[2]};
  align-items: center;

  dd {
    align-items: center;
  }

  @media (max-width: 480px) {
    grid-template-columns: 1fr;
    row-gap: 0;

    dd {
      margin-block-end: ${theme.space[2]};
    }
  }
`;

// - `grid-template-columns`: names as wide as they are, or the share of the width given (lists side by side
//   whose values line up).
// - `column-gap`: the same 16 px between a name and its value on every screen; only the rows' spacing follows
//   the density.
// - `dd`: a value may be several parts (a date and a note, a badge, a list of names), which wrap with a gap;
//   a long address or code breaks rather than widening the page. Proportional figures, unlike a table's
//   column: no two values stand one under the other to compare, and the typeface's tabular set widens the
//   hyphen of words ("Wi-Fi", "hotel-demo.test").
const List = styled.dl<{ $density: FactsDensity; $nameShare: number | undefined }>`
  display: grid;
  grid-template-columns: ${({ $nameShare }) =>
    $nameShare === undefined
      ? "max-content 1fr"
      : `minmax(0, ${$nameShare}fr) minmax(0, ${1 - $nameShare}fr)`};
  column-gap: ${theme.space[4]};
  row-gap: ${theme.space[1]};
  margin: 0;

  dt {
    color: ${theme.color.textMuted};
  }

  dd {
    margin: 0;
    min-inline-size: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${theme.space[2]};
    overflow-wrap: anywhere;
  }

  ${({ $density }) => ($density === "regular" ? regular : null)}
`;

/**
 * Names and their values, read as pairs (a description list): a dashboard part's status, a session's profile, a
 * licence's period, the support's contact, a display's settings. Screens once styled five such lists, each with
 * its own gaps.
 */
export function Facts({ children, density = "regular", nameShare, ...rest }: FactsProps) {
  return (
    <List data-ui="Facts" $density={density} $nameShare={nameShare} {...rest}>
      {children}
    </List>
  );
}

export interface FactProps extends Omit<HTMLAttributes<HTMLElement>, "children"> {
  /** The fact's name. */
  label: ReactNode;
  /** Its value; none (undefined, null, false or "") leaves the fact out: a profile shows what the guest gave. */
  children?: ReactNode;
}

/** One name and its value in `Facts`; the other props (a test id, a state) go to the value's `dd`. */
export function Fact({ label, children, ...rest }: FactProps) {
  if (children === undefined || children === null || children === false || children === "") return null;
  return (
    <>
      <dt>{label}</dt>
      <dd {...rest}>{children}</dd>
    </>
  );
}
