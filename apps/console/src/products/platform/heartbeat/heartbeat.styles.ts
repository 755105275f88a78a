import { theme } from "@cms/ui";
import styled from "styled-components";

export const StatusTime = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
`;

/** Marks a stale status with an icon and a word, not by colour alone. */
export const StaleMark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  padding-block: 1px;
  padding-inline: ${theme.space[2]};
  border-radius: ${theme.radius.full};
  background: ${theme.color.warningSurface};
  color: ${theme.color.warningText};
  border: 1px solid ${theme.color.warning};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.semibold};
  white-space: nowrap;

  @media (forced-colors: active) {
    border-color: CanvasText;
  }
`;
