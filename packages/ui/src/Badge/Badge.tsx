import type { HTMLAttributes, ReactNode } from "react";
import styled, { css } from "styled-components";
import { theme } from "../theme/theme";
import { pillDensity } from "../shared.styles";
import type { PillDensity } from "../shared.styles";

/** The tones a status badge takes: fine, needs attention, failed, nothing known. */
export type BadgeTone = "success" | "warning" | "error" | "neutral";

/** `regular` on its own (a title bar, a dashboard part); `compact` beside other content in a table cell. */
export type BadgeDensity = PillDensity;

const tones: Record<BadgeTone, ReturnType<typeof css>> = {
  success: css`
    background: ${theme.color.successSurface};
    border-color: ${theme.color.success};
    color: ${theme.color.successText};
  `,
  warning: css`
    background: ${theme.color.warningSurface};
    border-color: ${theme.color.warning};
    color: ${theme.color.warningText};
  `,
  error: css`
    background: ${theme.color.errorSurface};
    border-color: ${theme.color.error};
    color: ${theme.color.errorText};
  `,
  neutral: css`
    background: ${theme.color.surfaceMuted};
    border-color: ${theme.color.border};
    color: ${theme.color.textMuted};
  `,
};

const Pill = styled.span<{ $tone: BadgeTone; $density: BadgeDensity }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  padding-inline: ${theme.space[2]};
  border: 1px solid;
  border-radius: ${theme.radius.full};
  font-weight: ${theme.font.weight.semibold};
  white-space: nowrap;
  ${({ $density }) => pillDensity[$density]}
  ${({ $tone }) => tones[$tone]}

  & > svg {
    flex: none;
  }

  @media (forced-colors: active) {
    border-color: CanvasText;
  }
`;

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, "children"> {
  /** What the state means: fine, needs attention, failed, or nothing known. */
  tone: BadgeTone;
  /** An icon before the word (decorative: the word says it), so the state does not rest on colour alone. */
  icon?: ReactNode;
  /** `compact` beside other content in a table cell (a status time's "Stale"); `regular` by default. */
  density?: BadgeDensity;
  /** The state in a word or two ("Valid", "Expires soon", "No signal"). */
  children: ReactNode;
}

/**
 * A state as a badge: tone, icon and word, so it stands out without relying on colour (a licence's renewal, a
 * heartbeat's freshness, a display's power). Inline, on one line; in forced colours it keeps its outline.
 */
export function Badge({ tone, icon, density = "regular", children, ...rest }: BadgeProps) {
  return (
    <Pill data-ui="Badge" $tone={tone} $density={density} {...rest}>
      {icon}
      {children}
    </Pill>
  );
}
