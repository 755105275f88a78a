import {
  Button as AriaButton,
  Select as AriaSelect,
  Separator as AriaSeparator,
  SelectValue,
  ToggleButton as AriaToggleButton,
  Toolbar as AriaToolbar,
} from "react-aria-components";
import styled, { css } from "styled-components";
import { controlBox, FieldRoot } from "../Field";
import { focusOutline, focusRing } from "../shared.styles";
import { theme } from "../theme/theme";

export const Root = styled.div`
  ${FieldRoot}
`;

/**
 * The field's box (the same border, focus and invalid states as every other field), holding the toolbar and
 * the editable area. `data-focused` is set while the text has focus (the toolbar buttons show their own ring),
 * `data-hovered` while a mouse is over it.
 */
export const Frame = styled.div`
  ${controlBox}
  flex-direction: column;
  align-items: stretch;
  padding-inline: 0;
  overflow: hidden;
`;

export const StyledToolbar = styled(AriaToolbar)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[1]};
  padding: ${theme.space[1]};
  border-block-end: 1px solid ${theme.color.border};
  background: ${theme.color.surfaceMuted};
`;

export const ToolbarSeparator = styled(AriaSeparator)`
  align-self: stretch;
  inline-size: 1px;
  margin-block: ${theme.space[1]};
  margin-inline: ${theme.space[1]};
  border: 0;
  background: ${theme.color.fieldBorder};
`;

const toolButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  min-inline-size: ${theme.size.controlSmall};
  block-size: ${theme.size.controlSmall};
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.color.text};
  font: inherit;
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    background: ${theme.color.surface};
    border-color: ${theme.color.border};
  }
  &[data-pressed] {
    transform: translateY(1px);
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-disabled] {
    color: ${theme.color.disabledText};
    background: transparent;
    border-color: transparent;
    cursor: not-allowed;
  }
  @media (forced-colors: active) {
    color: ButtonText;
    &[data-focus-visible] {
      outline: 2px solid Highlight;
    }
    &[data-disabled] {
      color: GrayText;
    }
  }
`;

/** Icons that point along the line (undo, redo, a bulleted list's bullets) turn around right to left. */
const mirrorInRtl = css`
  [dir="rtl"] & svg {
    transform: scaleX(-1);
  }
`;

/** A mark or block toggle: the active state is a filled, outlined square so it does not rely on colour. */
export const ToolToggle = styled(AriaToggleButton)<{ $mirrorInRtl?: boolean }>`
  ${toolButton}
  ${({ $mirrorInRtl }) => $mirrorInRtl && mirrorInRtl}
  &[data-selected] {
    background: ${theme.color.surface};
    border-color: ${theme.color.fieldBorder};
    color: ${theme.color.primaryText};
  }
  @media (forced-colors: active) {
    &[data-selected] {
      background: Highlight;
      color: HighlightText;
      forced-color-adjust: none;
    }
  }
`;

export const ToolButton = styled(AriaButton)<{ $mirrorInRtl?: boolean }>`
  ${toolButton}
  ${({ $mirrorInRtl }) => $mirrorInRtl && mirrorInRtl}
`;

export const BlockSelect = styled(AriaSelect)`
  display: inline-flex;
` as unknown as typeof AriaSelect;

export const BlockTrigger = styled(AriaButton)`
  ${toolButton}
  justify-content: space-between;
  gap: ${theme.space[2]};
  min-inline-size: 9.5rem;
  padding-inline: ${theme.space[2]};
  font-size: ${theme.font.size.sm};
  & > svg {
    flex-shrink: 0;
    color: ${theme.color.textMuted};
  }
`;

export const BlockValue = styled(SelectValue)`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  text-align: start;
  &[data-placeholder] {
    color: ${theme.color.textMuted};
  }
` as unknown as typeof SelectValue;

/** Headings follow the type scale (h1 the largest step, h6 the body size) so the text reads as it will show. */
const headingSizes = css`
  h1 {
    font-size: ${theme.font.size.xxl};
  }
  h2 {
    font-size: ${theme.font.size.xl};
  }
  h3 {
    font-size: ${theme.font.size.lg};
  }
  h4,
  h5,
  h6 {
    font-size: ${theme.font.size.md};
  }
  h5 {
    font-weight: ${theme.font.weight.semibold};
  }
  h6 {
    font-weight: ${theme.font.weight.semibold};
    color: ${theme.color.textMuted};
  }
`;

/** The editable area (Tiptap's EditorContent renders a div around ProseMirror's contenteditable). */
export const Content = styled.div`
  display: flex;
  flex-direction: column;
  cursor: text;

  .ProseMirror {
    flex: 1;
    box-sizing: border-box;
    min-block-size: 160px;
    padding-block: ${theme.space[2]};
    padding-inline: ${theme.space[3]};
    color: ${theme.color.text};
    font-size: ${theme.font.size.md};
    line-height: ${theme.font.lineHeight.normal};
    text-align: start;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
    outline: none;
  }
  .ProseMirror[contenteditable="false"] {
    cursor: default;
  }

  .ProseMirror > * + * {
    margin-block-start: ${theme.space[2]};
  }
  p,
  h1,
  h2,
  h3,
  h4,
  h5,
  h6,
  ul,
  ol,
  blockquote,
  pre {
    margin-block: 0;
    margin-inline: 0;
  }
  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    font-weight: ${theme.font.weight.bold};
    line-height: ${theme.font.lineHeight.tight};
  }
  ${headingSizes}
  ul,
  ol {
    padding-inline-start: ${theme.space[6]};
  }
  li + li,
  li > * + * {
    margin-block-start: ${theme.space[1]};
  }
  blockquote {
    padding-inline-start: ${theme.space[3]};
    border-inline-start: 3px solid ${theme.color.fieldBorder};
    color: ${theme.color.textMuted};
  }
  code {
    padding-inline: ${theme.space[1]};
    border-radius: ${theme.radius.sm};
    background: ${theme.color.surfaceMuted};
    font-family: ${theme.font.mono};
    font-size: 0.9em;
  }
  pre {
    padding-block: ${theme.space[2]};
    padding-inline: ${theme.space[3]};
    border-radius: ${theme.radius.sm};
    background: ${theme.color.surfaceMuted};
    overflow-x: auto;
    white-space: pre;
  }
  pre code {
    padding: 0;
    background: none;
  }
  hr {
    margin-block: ${theme.space[3]};
    border: 0;
    border-block-start: 1px solid ${theme.color.border};
  }
  .ProseMirror-selectednode {
    ${focusOutline(0)}
  }
`;

export const ErrorText = styled.div`
  font-size: ${theme.font.size.xs};
  color: ${theme.color.errorText};
`;
