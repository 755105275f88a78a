import { theme } from "@cms/ui";
import styled from "styled-components";

export const StatusTime = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
`;
