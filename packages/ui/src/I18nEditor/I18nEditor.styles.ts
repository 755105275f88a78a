import styled from "styled-components";
import { theme } from "../theme/theme";

/** The "Missing" mark on a language's tab: text as well as colour, so it reads without colour too. */
export const MissingMark = styled.span`
  margin-inline-start: ${theme.space[1]};
  padding-inline: ${theme.space[1]};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.warningSurface};
  color: ${theme.color.warningText};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.medium};

  [data-invalid] & {
    background: ${theme.color.errorSurface};
    color: ${theme.color.errorText};
  }
`;

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding-block-start: ${theme.space[3]};
`;

export const PanelTools = styled.div`
  display: flex;
  justify-content: flex-end;
`;
