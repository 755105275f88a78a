import type { CSSProperties, ReactNode } from "react";
import { useEffect } from "react";
import { ThemeProvider as StyledThemeProvider } from "styled-components";
import "./fonts";
import { GlobalStyle, ScopedStyle } from "./GlobalStyle";
import { colorVar, theme } from "./theme";
import type { ColorTokens, Scheme } from "./tokens";
import { colors } from "./tokens";

export interface ThemeProviderProps {
  /** Colour scheme; "light" by default. */
  scheme?: Scheme;
  /**
   * Keeps the scheme to a wrapper element instead of the document (`:root` and `<body>`): for pages that show
   * several schemes at once, such as Storybook's docs pages. Overlays in portals then miss the scheme.
   */
  scoped?: boolean;
  /** What gets the theme. */
  children?: ReactNode;
}

/** The colour variables of one scheme as inline style, for a scoped wrapper. */
export const schemeStyle = (scheme: Scheme): CSSProperties =>
  Object.fromEntries([
    ...(Object.keys(colors[scheme]) as (keyof ColorTokens)[]).map((name) => [
      colorVar(name),
      colors[scheme][name],
    ]),
    ["colorScheme", scheme],
  ]) as CSSProperties;

/**
 * Theme tokens for styled-components plus the colour variables of one scheme on `:root`. Variables live on
 * the root so that overlays rendered in portals (dialogs, menus, toasts) get the same scheme.
 */
export function ThemeProvider({ scheme = "light", scoped = false, children }: ThemeProviderProps) {
  useEffect(() => {
    if (!scoped) document.documentElement.dataset.scheme = scheme;
  }, [scheme, scoped]);
  if (scoped)
    return (
      <StyledThemeProvider theme={theme}>
        <ScopedStyle />
        <div data-cms-scope="" data-scheme={scheme} style={schemeStyle(scheme)}>
          {children}
        </div>
      </StyledThemeProvider>
    );
  return (
    <StyledThemeProvider theme={theme}>
      <GlobalStyle $scheme={scheme} />
      {children}
    </StyledThemeProvider>
  );
}
