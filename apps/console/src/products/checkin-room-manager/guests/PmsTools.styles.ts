import styled from "styled-components";

/** The ping or sync outcome: a line of its own under the list's title bar, whatever the tools' width. */
export const StatusLine = styled.div`
  order: 1;
  flex-basis: 100%;
`;
