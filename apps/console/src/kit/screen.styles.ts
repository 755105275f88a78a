import { surfaceFrame, theme } from "@cms/ui";
import { Link } from "react-router";
import styled from "styled-components";

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[6]};
  max-inline-size: 960px;
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};

  p {
    margin: 0;
    color: ${theme.color.textMuted};
  }
`;

// `& > li`: a card fills its grid cell, so the cards of a row are as tall as its tallest (a two-line hotel
// name made the rows ragged, issue 26).
export const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${theme.space[3]};

  & > li {
    display: grid;
  }
`;

export const Card = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  padding: ${theme.space[3]} ${theme.space[4]};
  ${surfaceFrame}
  color: ${theme.color.text};
  text-decoration: none;

  &:hover {
    border-color: ${theme.color.primary};
  }

  strong {
    font-weight: ${theme.font.weight.semibold};
  }

  span {
    color: ${theme.color.textMuted};
    font-size: ${theme.font.size.sm};
  }
`;

/** A one-line form: its field takes the room left, its button stands at the field's foot; both wrap when narrow. */
export const InlineForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${theme.space[2]};

  & > :first-child {
    flex: 1 1 280px;
  }
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  max-inline-size: 400px;
`;

/** A block's SectionHeading with what belongs beside it (a badge, a link), wrapping on narrow screens. */
export const HeadingRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
`;
