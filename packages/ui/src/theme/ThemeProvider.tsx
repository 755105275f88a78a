import type { ReactNode } from "react";
import { useEffect } from "react";
import { ThemeProvider as StyledThemeProvider } from "styled-components";
import "./fonts";
import { GlobalStyle } from "./GlobalStyle";
import { theme } from "./theme";
import type { Scheme } from "./tokens";

export interface ThemeProviderProps {
  scheme?: Scheme;
  children?: ReactNode;
}

/**
 * Theme tokens for styled-components plus the colour variables of one scheme on `:root`. Variables live on
 * the root so that overlays rendered in portals (dialogs, menus, toasts) get the same scheme.
 */
export function ThemeProvider({ scheme = "light", children }: ThemeProviderProps) {
  useEffect(() => {
    document.documentElement.dataset.scheme = scheme;
  }, [scheme]);
  return (
    <StyledThemeProvider theme={theme}>
      <GlobalStyle $scheme={scheme} />
      {children}
    </StyledThemeProvider>
  );
}
