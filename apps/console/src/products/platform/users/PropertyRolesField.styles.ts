import { theme } from "@cms/ui";
import styled from "styled-components";

export const Root = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;

  legend {
    padding: 0;
    margin-block-end: ${theme.space[2]};
    font-size: ${theme.font.size.md};
    font-weight: ${theme.font.weight.semibold};
  }
`;

export const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: ${theme.font.size.md};

  th,
  td {
    padding: ${theme.space[1]} ${theme.space[2]};
    border-block-end: 1px solid ${theme.color.border};
    text-align: start;
    vertical-align: middle;
  }

  th {
    color: ${theme.color.textMuted};
    font-weight: ${theme.font.weight.medium};
  }

  /* The count takes the width of its header, on one line ("Number of roles" broke inside its words at 8ch). */
  td:nth-child(2),
  th:nth-child(2) {
    text-align: end;
    inline-size: 1%;
    white-space: nowrap;
  }

  td:last-child,
  th:last-child {
    text-align: end;
    white-space: nowrap;
  }
`;

export const EmptyCell = styled.td`
  color: ${theme.color.textMuted};
`;

export const Editor = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceMuted};
`;

export const Actions = styled.div`
  display: flex;
  gap: ${theme.space[2]};
  justify-content: flex-end;
`;
