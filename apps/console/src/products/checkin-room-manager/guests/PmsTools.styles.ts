import { theme } from "@cms/ui";
import styled from "styled-components";

/** Where the list comes from, then the ping or sync outcome: lines of their own under the list's title bar. */
export const StatusLine = styled.div`
  order: 1;
  flex-basis: 100%;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
`;
