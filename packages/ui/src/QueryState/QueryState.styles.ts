import styled from "styled-components";

/** The space a part's content will take, held by its loading, failure or refusal state (centred in it). */
export const Reserved = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
`;
