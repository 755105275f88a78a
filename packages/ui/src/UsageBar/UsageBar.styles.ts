import { Label, Meter } from "react-aria-components";
import styled from "styled-components";
import type { UsageLevel } from "./usageLevel";
import { FieldRoot } from "../Field";
import { theme } from "../theme/theme";

export const Root = styled(Meter)`
  ${FieldRoot}
`;

export const Top = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space[3]};
  font-size: ${theme.font.size.sm};
`;

export const StyledLabel = styled(Label)`
  min-inline-size: 0;
  font-weight: ${theme.font.weight.medium};
  overflow-wrap: anywhere;
`;

export const Value = styled.span`
  flex-shrink: 0;
  font-variant-numeric: tabular-nums;
`;

export const Track = styled.div`
  position: relative;
  block-size: 8px;
  overflow: hidden;
  border-radius: ${theme.radius.full};
  background: ${theme.color.usageTrack};

  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
`;

const fills = {
  green: "usageGreen",
  yellow: "usageYellow",
  orange: "usageOrange",
  red: "usageRed",
} as const;

export const Fill = styled.div<{ $level: UsageLevel }>`
  position: absolute;
  inset-block: 0;
  inset-inline-start: 0;
  border-radius: inherit;
  background: ${({ theme, $level }) => theme.color[fills[$level]]};
  transition: inline-size ${theme.motion.normal} ease-out;

  @media (forced-colors: active) {
    background: Highlight;
  }
`;
