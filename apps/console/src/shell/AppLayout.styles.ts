import { theme } from "@cms/ui";
import styled from "styled-components";

export { MEDIUM_SCREEN_QUERY } from "./mediumScreen";

export const Frame = styled.div`
  display: flex;
  min-block-size: 100vh;
  background: ${theme.color.bg};
  color: ${theme.color.text};
`;

export const Side = styled.aside`
  flex: 0 0 ${theme.size.drawer};
  inline-size: ${theme.size.drawer};
  border-inline-end: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  position: sticky;
  inset-block-start: 0;
  block-size: 100vh;
  overflow: auto;
`;

export const Main = styled.div`
  flex: 1 1 auto;
  min-inline-size: 0;
  display: flex;
  flex-direction: column;
`;

export const Content = styled.main`
  flex: 1 1 auto;
  padding: ${theme.space[4]} ${theme.space[6]};
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  min-inline-size: 0;

  &:focus {
    outline: none;
  }
`;

export const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: ${theme.space[2]};
  inset-block-start: -100px;
  z-index: ${theme.zIndex.modal};
  padding: ${theme.space[2]} ${theme.space[3]};
  background: ${theme.color.surface};
  border-radius: ${theme.radius.sm};

  &:focus {
    inset-block-start: ${theme.space[2]};
  }
`;
