import { theme } from "@cms/ui";
import styled from "styled-components";

/** Place name and country code side by side (stacked on narrow screens), the search button under them. */
export const SearchForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  align-items: start;
  gap: ${theme.space[3]};
  margin-block-end: ${theme.space[3]};

  & > button {
    justify-self: start;
  }

  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const SearchStatus = styled.p`
  margin: 0 0 ${theme.space[2]};
  min-block-size: 1lh;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
`;

/** One search result: name, iso1 and local name (platform.md "Weather location"). */
export const Place = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${theme.space[2]};
`;

export const PlaceCode = styled.span`
  font-family: ${theme.font.mono};
  font-size: ${theme.font.size.xs};
  color: ${theme.color.textMuted};
`;

export const PlaceLocal = styled.span`
  color: ${theme.color.textMuted};
`;
