import type { ReactNode } from "react";
import { ScreenTitle, ScreenTitleBar } from "../shared.styles";

export interface ScreenHeadingProps {
  /** The screen's name: the route's title, as the toolbar shows it. */
  children: ReactNode;
  /** The heading's id, for the screen's `aria-labelledby`. */
  id?: string;
  /** What belongs at the end of the heading's row (a link, a badge, the screen's buttons). */
  actions?: ReactNode;
}

/**
 * The one heading of a screen (h2 under the toolbar's h1), drawn as the lists, settings trees and the media
 * pool draw theirs: a screen that is not one of those shows its name with this, once, never a heading of its
 * own making (issue 26: headings were missing on some screens and styled three ways on others).
 */
export function ScreenHeading({ children, id, actions }: ScreenHeadingProps) {
  return (
    <ScreenTitleBar data-ui="ScreenHeading">
      <ScreenTitle id={id}>{children}</ScreenTitle>
      {actions}
    </ScreenTitleBar>
  );
}
