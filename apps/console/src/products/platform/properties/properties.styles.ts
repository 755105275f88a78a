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
