import {
  Breadcrumb,
  Breadcrumbs,
  Cell,
  Column,
  GridList,
  GridListItem,
  Link,
  Modal,
  Row,
  Table,
  TableBody,
  TableHeader,
} from "react-aria-components";
import styled from "styled-components";
import { Overlay, Panel } from "../Dialog/Dialog.styles";
import { focusOutline, ScreenRoot, tableHeaderBand, tableHeaderLabel } from "../shared.styles";
import { theme } from "../theme/theme";
export { VisuallyHidden } from "../shared.styles";

// The theme's values are constants (colours are CSS variables), so they are written in directly and every
// component here is static: its CSS is made once, not once per tile or row. Sizes and states are data
// attributes (`data-size`, `data-state`, react-aria's `data-selected` ...).

/* ---------- Thumbnail ---------- */

/** The thumbnail's square, by its `data-size`: 80 or 160 px. */
const thumbnailSizes = `
  &[data-size="80x80"] {
    inline-size: 80px;
    block-size: 80px;
  }
  &[data-size="160x160"] {
    inline-size: 160px;
    block-size: 160px;
  }
`;

/** A square of the thumbnail's size (80 or 160 px); the placeholder and fallback fill it. */
export const Frame = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceMuted};
  color: ${theme.color.textMuted};

  ${thumbnailSizes}

  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
`;

// `&:not([data-decoded])`: hidden until decoded, so the placeholder never shows a half-drawn image.
export const ThumbnailImage = styled.img`
  display: block;
  inline-size: 100%;
  block-size: 100%;
  object-fit: cover;

  &:not([data-decoded]) {
    position: absolute;
    opacity: 0;
  }
`;

export const Placeholder = styled.span`
  position: absolute;
  inset: 0;
  background: ${theme.color.surfaceMuted};
`;

export const Broken = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 100%;
  block-size: 100%;
  color: ${theme.color.textMuted};
`;

/* ---------- Folder bar: back and breadcrumbs ---------- */

// The `[dir="rtl"]` rule: arrows point the reading direction.
export const FolderBar = styled.nav`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-block-size: ${theme.size.control};

  [dir="rtl"] & [data-ui="IconButton"] svg {
    transform: scaleX(-1);
  }
`;

export const Crumbs = styled(Breadcrumbs)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.font.size.md};
` as unknown as typeof Breadcrumbs;

export const Crumb = styled(Breadcrumb)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  color: ${theme.color.textMuted};

  & > svg {
    flex: none;
  }
  [dir="rtl"] & > svg {
    transform: scaleX(-1);
  }
`;

export const CrumbLink = styled(Link)`
  padding-block: ${theme.space[1]};
  padding-inline: ${theme.space[1]};
  border-radius: ${theme.radius.sm};
  color: ${theme.color.primaryText};
  font-weight: ${theme.font.weight.medium};
  text-decoration: underline;
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    background: ${theme.color.surfaceMuted};
  }
  &[data-focus-visible] {
    ${focusOutline(2)}
  }
  &[data-current] {
    color: ${theme.color.text};
    font-weight: ${theme.font.weight.semibold};
    text-decoration: none;
    cursor: default;
  }
`;

/* ---------- Picker ---------- */

/** The picker covers the whole viewport (spec: a fullscreen dialog). */
export const FullscreenOverlay = styled(Overlay)`
  padding: 0;
`;

export const FullscreenModal = styled(Modal)`
  display: flex;
  inline-size: 100%;
  block-size: 100%;
  outline: none;
`;

export const FullscreenPanel = styled(Panel)`
  block-size: 100%;
  border-radius: 0;
`;

export const PickerTools = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  padding-block: ${theme.space[2]} 0;
  padding-inline: ${theme.space[5]};
`;

export const Grid = styled(GridList)`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(184px, 1fr));
  gap: ${theme.space[3]};
  margin: 0;
  padding: ${theme.space[1]};
  outline: none;
` as unknown as typeof GridList;

// `&[data-selected]`: the selected tile in the list rows' selected tint (never the hover fill), a step darker
// under the pointer.
export const Tile = styled(GridListItem)`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[2]};
  border: 2px solid transparent;
  border-radius: ${theme.radius.lg};
  color: ${theme.color.text};
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    background: ${theme.color.surfaceMuted};
  }
  &[data-selected] {
    border-color: ${theme.color.primary};
    background: ${theme.color.surfaceSelected};
  }
  &[data-selected][data-hovered] {
    background: color-mix(in srgb, ${theme.color.surfaceSelected} 90%, ${theme.color.text});
  }
  &[data-focus-visible] {
    ${focusOutline(2)}
  }

  @media (forced-colors: active) {
    &[data-selected] {
      border-color: Highlight;
    }
  }
` as unknown as typeof GridListItem;

export const TileName = styled.span`
  max-inline-size: 100%;
  overflow: hidden;
  font-size: ${theme.font.size.sm};
  text-align: center;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The check mark of the selected tile, at its inline-start top corner. */
export const TileCheck = styled.span`
  position: absolute;
  inset-block-start: ${theme.space[2]};
  inset-inline-start: ${theme.space[2]};
  display: inline-flex;
  padding: 2px;
  border-radius: ${theme.radius.full};
  background: ${theme.color.primary};
  color: ${theme.color.onPrimary};
`;

/** A folder in place of a thumbnail, in the thumbnail's square. */
export const FolderBox = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceMuted};
  color: ${theme.color.primaryText};

  ${thumbnailSizes}
`;

export const Selection = styled.p`
  flex: 1;
  min-inline-size: 0;
  margin: 0;
  align-self: center;
  overflow: hidden;
  color: ${theme.color.textMuted};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Waiting = styled.p`
  margin: 0;
  padding-block: ${theme.space[4]};
  color: ${theme.color.textMuted};
`;

/* ---------- Pool ---------- */

/**
 * Below this width of the pool (a phone, 390 px) the table keeps to it: small thumbnails, narrow cell padding and
 * a row's actions one above the other (it was 461 px wide in 390). A container query: the pool's own width.
 */
const NARROW_POOL = "@container mediapool (max-width: 479px)";

export const Root = styled(ScreenRoot)`
  container: mediapool / inline-size;
`;

export const MediaTable = styled(Table)`
  inline-size: 100%;
  border-collapse: collapse;
  border-spacing: 0;
  font-size: ${theme.font.size.md};
  outline: none;
` as unknown as typeof Table;

export const MediaTableHeader = styled(TableHeader)`
  ${tableHeaderBand}
` as unknown as typeof TableHeader;

export const HeaderCell = styled(Column)`
  ${tableHeaderLabel}
  ${NARROW_POOL} {
    padding-inline: ${theme.space[1]};
  }
  text-align: start;

  &[data-align="end"] {
    text-align: end;
  }
`;

export const MediaTableBody = styled(TableBody)`` as unknown as typeof TableBody;

export const MediaRow = styled(Row)`
  border-block-end: 1px solid ${theme.color.border};
  outline: none;

  &[data-href],
  &[data-folder] {
    cursor: pointer;
  }
  &[data-hovered] {
    background: ${theme.color.surfaceMuted};
  }
  &[data-focus-visible] {
    ${focusOutline(-2)}
  }
` as unknown as typeof Row;

export const MediaCell = styled(Cell)`
  padding-block: ${theme.space[2]};
  padding-inline: ${theme.space[3]};
  vertical-align: middle;
  outline: none;

  ${NARROW_POOL} {
    padding-inline: ${theme.space[1]};
    & [data-size="80x80"] {
      inline-size: 48px;
      block-size: 48px;
    }
    & [data-size="80x80"] > svg {
      inline-size: 24px;
      block-size: 24px;
    }
  }

  &[data-align="end"] {
    text-align: end;
    white-space: nowrap;
  }
  &[data-focus-visible] {
    ${focusOutline(-2)}
  }
`;

export const ItemName = styled.span`
  display: block;
  font-weight: ${theme.font.weight.medium};
  overflow-wrap: anywhere;
`;

export const ItemError = styled.span`
  display: block;
  margin-block-start: ${theme.space[1]};
  color: ${theme.color.errorText};
  font-size: ${theme.font.size.sm};
`;

export const Muted = styled.span`
  color: ${theme.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

export const Actions = styled.span`
  display: inline-flex;
  gap: ${theme.space[1]};
  justify-content: flex-end;
  ${NARROW_POOL} {
    flex-direction: column;
  }
`;

export const RenameForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`;
