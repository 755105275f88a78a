import { Button as AriaButton, Tree, TreeItem } from "react-aria-components";
import styled from "styled-components";
import { theme } from "../theme/theme";
import { focusOutline, surfaceFrame } from "../shared.styles";
export { ScreenRoot as Root, VisuallyHidden } from "../shared.styles";

// The theme's values are constants (colours are CSS variables), so they are written in directly: the
// components stay static, and styled-components makes their CSS once instead of once per rendered row.

/** Height of one tree row: the virtualizer lays rows out by it (title line and description line). */
export const ROW_HEIGHT = 52;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]} ${theme.space[3]};

  & > [data-ui="TextField"] {
    flex: 1 1 220px;
    max-inline-size: 360px;
  }
`;

export const ChangeCount = styled.span`
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};
`;

/**
 * The tree's scrolling frame: as tall as its open rows up to the height the screen chooses, then it scrolls. Never a
 * fixed height, so three closed groups leave no empty box below them (issue 26).
 */
export const Frame = styled.div<{ $height: string }>`
  display: flex;
  flex-direction: column;
  max-block-size: ${({ $height }) => $height};
  min-block-size: 0;
  ${surfaceFrame}
  overflow: hidden;
`;

export const StyledTree = styled(Tree)`
  flex: 1;
  min-block-size: 0;
  overflow: auto;
  outline: none;

  &[data-focus-visible] {
    ${focusOutline(-2)}
  }

  &[data-empty] {
    display: flex;
    align-items: center;
    justify-content: center;
  }
`;

// `--change-mark`: the change mark at the row's start (`&[data-changed]`). The focus ring is drawn inside the
// row, over the mark: under the ring the mark widens to show beside it.
export const Row = styled(TreeItem)`
  display: flex;
  align-items: center;
  box-sizing: border-box;
  block-size: ${ROW_HEIGHT}px;
  padding-inline: calc((var(--tree-item-level, 1) - 1) * 20px + ${theme.space[2]}) ${theme.space[3]};
  border-block-end: 1px solid ${theme.color.border};
  color: ${theme.color.text};
  cursor: default;
  outline: none;

  &[data-hovered] {
    background: ${theme.color.surfaceMuted};
  }

  --change-mark: 3px;

  &[data-focus-visible] {
    ${focusOutline(-2)}
    --change-mark: 5px;
  }

  &[data-changed] {
    box-shadow: inset var(--change-mark) 0 0 ${theme.color.primary};
  }

  [dir="rtl"] &[data-changed] {
    box-shadow: inset calc(-1 * var(--change-mark)) 0 0 ${theme.color.primary};
  }

  @media (forced-colors: active) {
    &[data-focus-visible] {
      outline-color: Highlight;
    }
  }
`;

export const RowContent = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${theme.space[2]};
  min-inline-size: 0;
`;

// The `[dir="rtl"]` rule: the closed chevron points to the inline end, to the left in RTL.
export const Chevron = styled(AriaButton)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: 24px;
  block-size: 24px;
  padding: 0;
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.color.textMuted};
  cursor: pointer;

  & > svg {
    transition: transform ${theme.motion.fast} ease-out;
  }

  [data-expanded] & > svg {
    transform: rotate(90deg);
  }

  [dir="rtl"] [data-has-child-items]:not([data-expanded]) & > svg {
    transform: scaleX(-1);
  }

  &[data-focus-visible] {
    ${focusOutline(0)}
  }

  @media (prefers-reduced-motion: reduce) {
    & > svg {
      transition: none;
    }
  }
`;

/** Where a leaf's chevron would be, so titles line up. */
export const ChevronSpace = styled.span`
  flex: none;
  inline-size: 24px;
`;

export const Texts = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-inline-size: 0;
`;

export const NodeTitle = styled.span<{ $group?: boolean }>`
  overflow: hidden;
  font-size: ${theme.font.size.md};
  font-weight: ${({ $group }) => ($group ? theme.font.weight.semibold : theme.font.weight.regular)};
  line-height: ${theme.font.lineHeight.tight};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const NodeDescription = styled.span`
  overflow: hidden;
  font-size: ${theme.font.size.xs};
  line-height: ${theme.font.lineHeight.normal};
  color: ${theme.color.textMuted};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const Hit = styled.mark`
  border-radius: 2px;
  background: ${theme.color.highlight};
  color: inherit;

  @media (forced-colors: active) {
    background: Mark;
    color: MarkText;
  }
`;

export const NodeValue = styled.span`
  flex: none;
  max-inline-size: 40%;
  overflow: hidden;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};
  white-space: nowrap;
  text-overflow: ellipsis;

  @media (max-width: 480px) {
    display: none;
  }
`;

export const ChangedDot = styled.span`
  flex: none;
  inline-size: 8px;
  block-size: 8px;
  border-radius: ${theme.radius.full};
  background: ${theme.color.primaryText};

  @media (forced-colors: active) {
    background: CanvasText;
  }
`;

export const LockIcon = styled.span`
  display: inline-flex;
  flex: none;
  color: ${theme.color.textMuted};
`;

export const EmptyState = styled.div`
  padding: ${theme.space[6]} ${theme.space[4]};
  color: ${theme.color.textMuted};
  text-align: center;
`;

// The editor --------------------------------------------------------------------------------------------

export const EditorBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`;

export const EditorDescription = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
`;

export const EditorMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]} ${theme.space[3]};
  margin: 0;
  font-size: ${theme.font.size.xs};
  color: ${theme.color.textMuted};

  & > code {
    font-family: ${theme.font.mono};
  }
`;

/** The editor's footer: set-default at the inline start, close and save at the end. */
export const EditorActions = styled.div`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  justify-content: flex-end;

  & > [data-action="set-default"] {
    margin-inline-end: auto;
  }
`;

// The confirm list ----------------------------------------------------------------------------------------

export const ChangeList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  margin: ${theme.space[2]} 0 0;
  padding: 0;
  list-style: none;
`;

export const Change = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  padding-block-end: ${theme.space[2]};
  border-block-end: 1px solid ${theme.color.border};

  &:last-child {
    border-block-end: 0;
  }
`;

export const ChangeTitle = styled.span`
  font-weight: ${theme.font.weight.medium};
`;

// The `[dir="rtl"]` rule: the arrow points from the old value to the new one, to the left in RTL.
export const ChangeValues = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  overflow-wrap: anywhere;

  & > del {
    color: ${theme.color.textMuted};
  }

  & > strong {
    font-weight: ${theme.font.weight.bold};
  }

  [dir="rtl"] & > svg {
    transform: scaleX(-1);
  }
`;
