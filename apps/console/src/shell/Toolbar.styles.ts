import { theme } from "@cms/ui";
import styled from "styled-components";

export const Bar = styled.header`
  position: sticky;
  inset-block-start: 0;
  z-index: ${theme.zIndex.drawer - 1};
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-block-size: 56px;
  padding: ${theme.space[2]} ${theme.space[4]};
  background: ${theme.color.surface};
  border-block-end: 1px solid ${theme.color.border};
`;

export const Title = styled.h1`
  margin: 0;
  margin-inline-end: auto;
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.semibold};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Language = styled.div`
  inline-size: 11rem;
`;

export const Contact = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space[2]} ${theme.space[4]};
  margin: 0;

  dt {
    color: ${theme.color.textMuted};
  }

  dd {
    margin: 0;
  }

  a {
    color: ${theme.color.primaryText};
  }
`;
