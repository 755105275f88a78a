import { theme } from "@cms/ui";
import styled from "styled-components";

export const Integrations = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]};

  li {
    padding-block: 2px;
    padding-inline: ${theme.space[2]};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.full};
    font-size: ${theme.font.size.sm};
  }
`;

/** The licence row's product name with its period bar: wide enough for the bar to read. */
export const UsageCell = styled.div`
  min-inline-size: 160px;
  font-weight: ${theme.font.weight.medium};
`;
