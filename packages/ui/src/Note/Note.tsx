import type { HTMLAttributes, ReactNode } from "react";
import styled from "styled-components";
import { theme } from "../theme/theme";

const Line = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
`;

export interface NoteProps extends Omit<HTMLAttributes<HTMLParagraphElement>, "children"> {
  /** The text; nothing yet (still loading) keeps the line's height, so what follows does not move. */
  children?: ReactNode;
}

/**
 * A line of secondary text beside or under a screen's content: where a list comes from and when it was read
 * ("protel (PMS), last sync …"), how many matched. Muted and small; its line is there before its text is.
 */
export function Note({ children, ...rest }: NoteProps) {
  const empty = children === undefined || children === null || children === false || children === "";
  return (
    <Line data-ui="Note" {...rest}>
      {empty ? "\u00a0" : children}
    </Line>
  );
}
