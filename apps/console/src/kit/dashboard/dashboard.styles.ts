import { surfaceFrame, theme, touchTarget } from "@cms/ui";
import { Link } from "react-router";
import styled from "styled-components";

// The frame of a property dashboard part, shared by the products that contribute one (access/contributions.ts).

/** A dashboard part: a titled card that loads, fails and refuses on its own. */
export const Part = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  ${surfaceFrame}
  min-inline-size: 0;
`;

export const PartLink = styled(Link)`
  ${touchTarget}
  font-size: ${theme.font.size.sm};
`;

/** A part's buttons (ping and sync, new tickets), wrapping on narrow screens. */
export const PartActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

/**
 * A funnel in one line: each stage after the first follows an arrow icon (mirrored in right-to-left languages).
 * An icon, not a "→" character: the product's typeface has no arrows in its Latin file, so the character made
 * the browser fetch two more font files (Noto Sans Arabic's symbols and maths, 13 KiB) for one glyph.
 */
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

  svg {
    inline-size: 1em;
    block-size: 1em;
    margin-inline-end: ${theme.space[2]};
    vertical-align: -0.125em;
  }

  &:dir(rtl) svg {
    transform: scaleX(-1);
  }
`;

/** The parts side by side where the screen is wide enough. */
export const PartGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  gap: ${theme.space[4]};
  align-items: start;
`;
