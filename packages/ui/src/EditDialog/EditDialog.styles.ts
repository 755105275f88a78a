import styled from "styled-components";
import { theme } from "../theme/theme";

/** Fields on a 12-column grid: a field's `flex` is how many columns it spans (12, the whole row, by default). */
export const FieldsGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(12, minmax(0, 1fr));
  gap: ${theme.space[4]} ${theme.space[3]};
  margin-block-start: ${theme.space[2]};
`;

export const Cell = styled.div<{ $span: number }>`
  grid-column: span ${({ $span }) => Math.min(12, Math.max(1, $span))};
  min-inline-size: 0;

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
