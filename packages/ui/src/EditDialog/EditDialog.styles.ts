import styled from "styled-components";
import { theme } from "../theme/theme";

/** Fields on a 12-column grid: a field's `flex` is how many columns it spans (12, the whole row, by default). */
export const FieldsGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(12, minmax(0, 1fr));
  gap: ${theme.space[4]} ${theme.space[3]};
  margin-block-start: ${theme.space[2]};
`;

// `contain: layout paint`: typing in a field lays out and repaints that field alone, not the whole grid: with
// 300 fields a keystroke's paint went from about 10 ms to under 2 (pnpm bench:form). Paint containment clips
// to the padding box, so 4 px of padding (given back by the margin) keeps focus rings whole.
// (content-visibility: auto was faster still, but left off-screen fields without their accessible names in
// the story tests.)
export const Cell = styled.div<{ $span: number }>`
  grid-column: span ${({ $span }) => Math.min(12, Math.max(1, $span))};
  min-inline-size: 0;
  contain: layout paint;
  padding: 4px;
  margin: -4px;

  @media (max-width: 480px) {
    grid-column: span 12;
  }
`;

/** A field and its paired select side by side. */
export const Paired = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${theme.space[2]};
  align-items: start;
`;

/** The space a rich text field takes while its editor loads, so the dialog does not jump. */
export const EditorLoading = styled.div`
  min-block-size: 220px;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};
`;

export const MediaRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  min-inline-size: 0;
`;

/** The square a missing image leaves, as large as an 80x80 thumbnail. */
export const MediaEmpty = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: 80px;
  block-size: 80px;
  border: 1px dashed ${theme.color.fieldBorder};
  border-radius: ${theme.radius.md};
  color: ${theme.color.textMuted};

  [data-invalid] & {
    border-color: ${theme.color.errorText};
  }
`;

export const MediaName = styled.span`
  flex: 1;
  min-inline-size: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const MediaActions = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${theme.space[1]};
`;

/** Fields and a live preview side by side; the preview goes under the fields on narrow screens. */
export const WithAside = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${theme.space[4]};
  align-items: start;

  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Aside = styled.aside`
  position: sticky;
  inset-block-start: 0;
  min-inline-size: 0;
`;

/** The mark on a tab that holds a field with an error. */
export const TabError = styled.span`
  display: inline-flex;
  vertical-align: -2px;
  margin-inline-start: ${theme.space[1]};
  color: ${theme.color.errorText};
`;
