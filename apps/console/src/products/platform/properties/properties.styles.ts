import { theme } from "@cms/ui";
import styled from "styled-components";

export const GroupsBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
`;

export const GroupsTitle = styled.span`
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  color: ${theme.color.text};
`;

export const Muted = styled.span`
  color: ${theme.color.textMuted};
`;

export const GroupNames = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 0 ${theme.space[2]};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.full};
    background: ${theme.color.surfaceMuted};
    font-size: ${theme.font.size.sm};
    line-height: 1.75;
  }
`;
