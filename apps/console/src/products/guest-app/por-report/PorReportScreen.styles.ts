import { theme } from "@cms/ui";
import styled from "styled-components";

/** The month picker in the list's title bar: wide enough for the longest month name with its year. */
export const MonthPicker = styled.div`
  inline-size: 14rem;
`;

/**
 * The month's total: a line of its own under the title bar, as a figure the eye finds at once. Its line is held
 * (`$held`) while the month's answer travels, so the list below does not move down when the total comes.
 */
export const Total = styled.output<{ $held: boolean }>`
  order: 1;
  flex-basis: 100%;
  min-block-size: ${({ $held }) =>
    $held ? `calc(${theme.font.size.lg} * ${theme.font.lineHeight.normal})` : "0"};
  color: ${theme.color.textMuted};

  strong {
    color: ${theme.color.text};
    font-size: ${theme.font.size.lg};
    font-weight: ${theme.font.weight.semibold};
    font-variant-numeric: tabular-nums;
  }
`;
