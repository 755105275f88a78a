import styled, { css } from "styled-components";
import { theme } from "../theme/theme";

export type NoticeTone = "info" | "warning" | "error" | "success";

const tones = {
  info: css`
    background: ${theme.color.infoSurface};
    border-color: ${theme.color.info};
    --notice-icon: ${theme.color.infoText};
  `,
  warning: css`
    background: ${theme.color.warningSurface};
    border-color: ${theme.color.warning};
    --notice-icon: ${theme.color.warningText};
  `,
  error: css`
    background: ${theme.color.errorSurface};
    border-color: ${theme.color.error};
    --notice-icon: ${theme.color.errorText};
  `,
  success: css`
    background: ${theme.color.successSurface};
    border-color: ${theme.color.success};
    --notice-icon: ${theme.color.successText};
  `,
};

export const Root = styled.div<{ $tone: NoticeTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};
  padding-block: ${theme.space[3]};
  padding-inline: ${theme.space[4]};
  border: 1px solid;
  border-inline-start-width: 4px;
  border-radius: ${theme.radius.md};
  color: ${theme.color.text};
  ${({ $tone }) => tones[$tone]}

  @media (forced-colors: active) {
    border-color: CanvasText;
  }
`;

export const Icon = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  padding-block-start: 2px;
  color: var(--notice-icon);
`;

export const Content = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-inline-size: 0;
  overflow-wrap: anywhere;
`;

export const Title = styled.div`
  font-weight: ${theme.font.weight.semibold};
`;

export const Action = styled.div`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${theme.space[2]};
  align-self: center;
`;
