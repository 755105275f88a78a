import { theme } from "@cms/ui";
import styled from "styled-components";

/** Below this width of the bar (a phone) language, design and support move into the "More actions" menu. */
const NARROW_BAR = "@container toolbar (max-width: 599px)";

export const Bar = styled.header`
  container: toolbar / inline-size;
  position: sticky;
  inset-block-start: 0;
  z-index: ${theme.zIndex.drawer - 1};
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-block-size: ${theme.size.toolbar};
  padding: ${theme.space[2]} ${theme.space[4]};
  background: ${theme.color.surface};
  border-block-end: 1px solid ${theme.color.border};
`;

/** The title and its badges, taking the bar's free room (the title is cut, the badges are not). */
export const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-inline-size: 0;
  margin-inline-end: auto;
  & > :not(h1) {
    flex-shrink: 0;
  }
`;

// The page's h1 in the top bar (one line, cut with an ellipsis): the shell's own; screens head with ScreenHeading.
// eslint-disable-next-line no-restricted-syntax
export const Title = styled.h1`
  margin: 0;
  min-inline-size: 0;
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.semibold};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Language = styled.div`
  inline-size: 11rem;
`;

/** Language, design and support: in the bar when it has room for them and the title. */
export const Secondary = styled.div`
  display: contents;
  ${NARROW_BAR} {
    display: none;
  }
`;

/** The menu that holds the secondary controls on a narrow bar. */
export const More = styled.div`
  display: none;
  ${NARROW_BAR} {
    display: contents;
  }
`;
