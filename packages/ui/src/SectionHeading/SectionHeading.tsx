import type { ReactNode } from "react";
import styled from "styled-components";
import { theme } from "../theme/theme";

export interface SectionHeadingProps {
  /** The block's name. */
  children: ReactNode;
  /** The heading's id, for its block's `aria-labelledby`. */
  id?: string;
  /**
   * The heading's level in the page's outline: 2 for a block of a page without a screen heading (home, the
   * property dashboard), 3 for a block under the screen's heading (a licence, a session's profile).
   */
  level?: 2 | 3;
  /** "md" for a block inside another (a session's detail, a dialog's table); "lg" otherwise. */
  size?: "lg" | "md";
}

const Heading = styled.h2<{ $size: "lg" | "md" }>`
  margin: 0;
  font-size: ${({ $size }) => ($size === "md" ? theme.font.size.md : theme.font.size.lg)};
  font-weight: ${theme.font.weight.semibold};
`;

/**
 * The title of a block of a screen (a dashboard part, a licence, a group of values), under the screen's own
 * ScreenHeading: one size and weight everywhere, where screens once styled each its own `h2` or `h3`.
 */
export function SectionHeading({ children, id, level = 2, size = "lg" }: SectionHeadingProps) {
  return (
    <Heading as={level === 3 ? "h3" : "h2"} id={id} $size={size} data-ui="SectionHeading">
      {children}
    </Heading>
  );
}
