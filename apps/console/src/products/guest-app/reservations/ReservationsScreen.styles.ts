import { focusOutline, theme } from "@cms/ui";
import styled from "styled-components";

/** A reservation's actions in its expanded row. */
export const DetailActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  padding-block: ${theme.space[2]};
`;

/** The last check-in's outcome, over the table. */
export const Outcome = styled.div`
  margin-block-end: ${theme.space[3]};

  ul {
    margin: 0;
    padding-inline-start: ${theme.space[4]};
  }
`;

/** The certificate dialog: the form, then the page preview. */
export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${theme.space[3]};
  margin-block-end: ${theme.space[3]};
`;

/** The signature pad: a canvas the guest signs on with a mouse, a finger or a pen; the image's 5:1 shape. */
export const SignatureCanvas = styled.canvas`
  display: block;
  inline-size: 100%;
  aspect-ratio: 5 / 1;
  border: 1px solid ${theme.color.fieldBorder};
  border-radius: 4px;
  background: #fff;
  touch-action: none;
  cursor: crosshair;

  &:focus-visible {
    ${focusOutline(2)}
  }
`;

export const Companions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  grid-column: 1 / -1;

  fieldset {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
    gap: ${theme.space[2]};
    align-items: end;
    border: 1px solid ${theme.color.border};
    border-radius: 4px;
    padding: ${theme.space[2]};
    margin: 0;
  }
`;

export const SignatureLabel = styled.span`
  display: block;
  margin-block-end: ${theme.space[1]};
  font-weight: ${theme.font.weight.semibold};
`;

export const SignatureError = styled.span`
  display: block;
  margin-block: ${theme.space[1]};
  color: ${theme.color.errorText};
`;

/** The preview's frame: the A4 page scaled down to the dialog's width. */
// The iframe's `top` and `left`: the page is left to right in every console language, so physical sides.
export const PreviewFrame = styled.div`
  position: relative;
  inline-size: 100%;
  aspect-ratio: 595 / 841;
  overflow: hidden;
  border: 1px solid ${theme.color.border};
  background: #fff;

  iframe {
    position: absolute;
    top: 0;
    left: 0;
    inline-size: 793px;
    block-size: 1121px;
    border: 0;
    transform-origin: top left;
  }
`;

/** The quick views and, beside them, where the day's list comes from and when it was read. */
/**
 * The quick views and the list's source: side by side where both fit whatever the counts and the time say, one
 * under the other below that. A container query, not wrapping: wrapping decided by the texts put the source line
 * under the views once the counts arrived, and moved the list on a phone.
 */
export const DeskBar = styled.div`
  container-type: inline-size;
  margin-block-end: ${theme.space[3]};
  & > div {
    display: flex;
    align-items: flex-end;
    justify-content: space-between;
    gap: ${theme.space[2]} ${theme.space[4]};
  }
  @container (max-width: 760px) {
    & > div {
      flex-direction: column;
      align-items: flex-start;
    }
  }
`;

/** In place of "Check in" where the reservation rules it out: why, in words. */
export const CheckinBarText = styled.p`
  align-self: center;
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
`;

/** The guest's bill in the profile: a line per charge, the amount at the end, the total set apart. */
// eslint-disable-next-line no-restricted-syntax -- a bill, not Facts: ruled lines, amounts at the end
export const BillLines = styled.dl`
  grid-column: 1 / -1;
  margin: 0;
  display: flex;
  flex-direction: column;

  & > div {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space[4]};
    padding-block: ${theme.space[1]};
    border-block-end: 1px solid ${theme.color.border};
  }
  & > [data-part="total"] {
    font-weight: ${theme.font.weight.semibold};
    border-block-end: 0;
  }
  dt,
  dd {
    margin: 0;
  }
  dd {
    font-variant-numeric: tabular-nums;
  }
`;

/** The guest's signature from web check-in, at the size it was given (200 x 40). */
export const SignatureImage = styled.img`
  grid-column: 1 / -1;
  inline-size: 200px;
  block-size: 40px;
  border: 1px solid ${theme.color.border};
  background: #fff;
`;
