import { focusOutline, theme } from "@cms/ui";
import { NavLink } from "react-router";
import styled from "styled-components";

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  min-block-size: 100%;
`;

export const Selector = styled.div`
  padding: ${theme.space[4]} ${theme.space[4]} ${theme.space[2]};
`;

/** Keeps the 3 px bar's place while nothing loads, so the menu does not jump. */
export const BarSlot = styled.div`
  block-size: ${theme.size.loadingBar};
`;

export const Nav = styled.nav`
  flex: 1 1 auto;
  padding: ${theme.space[2]} 0;
`;

/**
 * A menu section: a labelled group inside the navigation, not a landmark of its own. As `section` elements they
 * were regions named like the screens' own sections ("Gateway" in the menu and on the licence screen), which
 * axe's landmark-unique refuses, and a screen reader's landmark list filled with menu headings.
 */
export const Section = styled.div`
  & + & {
    margin-block-start: ${theme.space[2]};
  }
`;

// The menu's section labels (small capitals in the drawer): the shell's own, not a screen's heading.
// eslint-disable-next-line no-restricted-syntax
export const SectionTitle = styled.h2`
  margin: ${theme.space[3]} ${theme.space[4]} ${theme.space[1]};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${theme.color.textMuted};
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const Link = styled(NavLink)`
  display: block;
  margin: 0 ${theme.space[2]};
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radius.sm};
  color: ${theme.color.text};
  font-size: ${theme.font.size.md};
  text-decoration: none;

  &:hover {
    background: ${theme.color.surfaceMuted};
  }

  &:focus-visible {
    ${focusOutline(-2)}
  }

  &[aria-current="page"] {
    background: ${theme.color.surfaceMuted};
    color: ${theme.color.primaryText};
    font-weight: ${theme.font.weight.semibold};
    box-shadow: inset 3px 0 0 ${theme.color.primary};
  }

  [dir="rtl"] &[aria-current="page"] {
    box-shadow: inset -3px 0 0 ${theme.color.primary};
  }
`;

export const Footer = styled.footer`
  padding: ${theme.space[3]} ${theme.space[4]};
  border-block-start: 1px solid ${theme.color.border};
  font-size: ${theme.font.size.xs};
  color: ${theme.color.textMuted};

  p {
    margin: 0;
  }
`;
