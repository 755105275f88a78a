import styled, { css } from "styled-components";
import { theme } from "./theme/theme";

// Styles more than one building block uses: the frame of a screen (list, media pool, settings tree) and
// text for screen readers only. Static components: the theme's values are constants (colours are CSS
// variables), so styled-components makes their CSS once.

/** A screen's column: title bar, tools, content. */
export const ScreenRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  min-inline-size: 0;
  color: ${theme.color.text};
`;

/**
 * The title with the screen's buttons at the end of its row. The buttons line up with the foot of a labelled
 * field beside them (the reservations' date), as the list's tools do.
 */
export const ScreenTitleBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space[2]};
`;

/**
 * A screen's title: its first line in the middle of a control's height, at the top of its bar, whatever stands
 * beside it. A list's title (beside its refresh button), a settings screen's (alone) and the reservations' (beside
 * a labelled date) stood 3 and 12 px apart, and the heading moved as the user went from one screen to another.
 */
export const ScreenTitle = styled.h2`
  align-self: flex-start;
  padding-block: calc((${theme.size.control} - 1lh) / 2);
  margin: 0;
  margin-inline-end: auto;
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.semibold};
`;

/**
 * The frame of a block that stands on the page (a list, a settings tree, a chart, a dashboard part, a licence, a
 * card to open): the surface colour in a thin border with medium corners. One look, set here once.
 */
export const surfaceFrame = css`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
`;

/** A square button or link the height of a field's box and framed as one, to stand beside it on its row. */
export const squareControl = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  inline-size: ${theme.size.control};
  min-block-size: ${theme.size.control};
  border: 1px solid ${theme.color.fieldBorder};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
`;

/** The frame of a block set into another (the door being edited in a room's dialog, a user's roles): muted. */
export const insetFrame = css`
  background: ${theme.color.surfaceMuted};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
`;

/**
 * The keyboard focus outline of a part drawn without the ring's box shadow (a link, a row, a cell, a tile): 2 px of
 * the ring's colour `offset` px outside its edge; a negative offset draws it inside, where a scrolling parent
 * would clip it. A string, so it goes into any template (styled, css or plain).
 */
export const focusOutline = (offset: number) =>
  `outline: 2px solid ${theme.color.focusRing}; outline-offset: ${offset}px;`;

/** The keyboard focus ring of a control: a gap of the surface colour, then the ring (2 px each) around its edge. */
export const focusRing = css`
  box-shadow:
    0 0 0 2px ${theme.color.surface},
    0 0 0 4px ${theme.color.focusRing};
`;

/**
 * A button drawn on the surface, tinted under the pointer. A press goes a step past the hover's tint, as the
 * stepper's, and a pixel lower: a press reads as one where the pointer hides the movement.
 */
export const pressTint = css`
  &[data-hovered] {
    background: ${theme.color.surfaceMuted};
  }
  &[data-pressed] {
    background: ${theme.color.border};
    transform: translateY(1px);
  }
`;

/** A disabled control with no fill of its own (a tab, a list item, a button inside a field's box). */
export const quietDisabled = css`
  &[data-disabled] {
    color: ${theme.color.disabledText};
    background: transparent;
    cursor: not-allowed;
  }
`;

/**
 * WCAG 2.2's minimum target (2.5.8: 24 × 24 CSS px) for a control drawn smaller, such as a toggle's 21 px line,
 * an 18 px box or a text link. Padding grows its hit box by 3 px on every side and the same negative margin gives
 * the room back, so nothing around it moves (issue 43, item 13).
 */
export const touchTarget = css`
  padding: 3px;
  margin: -3px;
`;

/** Kept for screen readers and keyboards, not drawn: text, or a native input whose look is drawn beside it. */
export const visuallyHidden = css`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** Read by screen readers, not shown (a column header of an icon column, a state an icon shows). */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

/**
 * The header of every table of the library (GenericList, MediaPool; issue 41 item 9: the media pool's differed),
 * so a screen's tables read as one: a muted band under a field-coloured line, small semibold labels in the text
 * colour.
 */
export const tableHeaderBand = css`
  background: ${theme.color.surfaceMuted};
  border-block-end: 1px solid ${theme.color.fieldBorder};
`;

export const tableHeaderLabel = css`
  padding-block: ${theme.space[2]};
  padding-inline: ${theme.space[3]};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
  white-space: nowrap;
`;

/** How dense a pill is (a Badge, a chip): `regular` on its own, `compact` beside other content in a table cell. */
export type PillDensity = "regular" | "compact";

/** A pill's height and text by density: the compact one takes a table cell's small text, a thinner pill. */
export const pillDensity: Record<PillDensity, ReturnType<typeof css>> = {
  regular: css`
    padding-block: 2px;
    font-size: ${theme.font.size.sm};
  `,
  compact: css`
    padding-block: 1px;
    font-size: ${theme.font.size.xs};
  `,
};
