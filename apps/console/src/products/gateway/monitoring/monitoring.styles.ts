import { theme } from "@cms/ui";
import styled from "styled-components";

/** A row's session detail: tabs General and Devices. */
export const Detail = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]} ${theme.space[4]};
  white-space: normal;
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${theme.space[4]};
`;

export const Block = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
`;

export const DeviceTools = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** MAC and IP addresses read left to right in every language. */
export const Address = styled.span`
  direction: ltr;
  unicode-bidi: isolate;
  font-family: ${theme.font.mono};
`;

/** Read by screen readers only (the device table's action column). */
export const Hidden = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
