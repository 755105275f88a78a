import { surfaceFrame, theme, touchTarget } from "@cms/ui";
import styled from "styled-components";
import type { RenewalState } from "./licences";

/** The title bar's licence badge as a link to the licences: the badge's look, with a focus ring. */
export const TitleLink = styled.a`
  ${touchTarget}
  display: inline-flex;
  border-radius: ${theme.radius.sm};
  text-decoration: none;
`;

export const Blocks = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: ${theme.space[4]};
  max-inline-size: 1100px;
`;

/** One product's block; an expiring or expired licence gets its tone on the block's start edge. */
// `border-inline-start`: the renewal state's colour down the start edge.
export const Block = styled.section<{ $state: RenewalState }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  padding: ${theme.space[4]};
  ${surfaceFrame}
  border-inline-start: 4px solid
    ${({ $state }) =>
    $state === "expired"
      ? theme.color.error
      : $state === "expiringSoon"
        ? theme.color.warning
        : theme.color.border};
`;

export const LicenceFormLayout = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
`;

export const Screen = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;
