import { insetFrame, theme } from "@cms/ui";
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

export const Editor = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]};
  ${insetFrame}
`;

export const Actions = styled.div`
  display: flex;
  gap: ${theme.space[2]};
  justify-content: flex-end;
`;
