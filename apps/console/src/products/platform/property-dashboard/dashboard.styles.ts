import { theme } from "@cms/ui";
import styled from "styled-components";

/** The licence row's product name with its period bar: wide enough for the bar to read. */
export const UsageCell = styled.div`
  min-inline-size: 160px;
  font-weight: ${theme.font.weight.medium};
`;
