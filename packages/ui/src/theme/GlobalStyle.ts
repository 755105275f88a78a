import { createGlobalStyle } from "styled-components";
import type { Scheme } from "./tokens";
import { schemeDeclarations } from "./theme";

export const GlobalStyle = createGlobalStyle<{ $scheme: Scheme }>`
  :root {
    ${({ $scheme }) => schemeDeclarations($scheme)}
    color-scheme: ${({ $scheme }) => $scheme};
  }

  *, *::before, *::after {
    box-sizing: border-box;
  }

  body {
    margin: 0;
    background: ${({ theme }) => theme.color.bg};
    color: ${({ theme }) => theme.color.text};
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    -webkit-font-smoothing: antialiased;
  }

  /* Icons that point a direction (arrows, chevrons) carry data-mirror and turn round in right-to-left text. */
  [dir="rtl"] [data-mirror] {
    transform: scaleX(-1);
  }

  ::selection {
    background: ${({ theme }) => theme.color.highlight};
    color: ${({ theme }) => theme.color.text};
  }

  /* Reduced motion: no animation at all, not a 0.01 ms one. react-aria closes an overlay once the animations
     running on it as the exit starts have finished; with 0.01 ms ones a dialog closed right after opening stayed
     open for good now and then (both the overlay and the panel left "exiting" with no animation: the story
     tests met it about once in 30 Dark runs). With none, the exit ends at once. */
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation: none !important;
      transition-duration: 0.01ms !important;
    }
  }
`;

/**
 * The document-wide rules of GlobalStyle kept to `[data-cms-scope]` wrappers (ThemeProvider `scoped`): the
 * scheme's variables are on each wrapper, and the page around keeps its own look.
 */
export const ScopedStyle = createGlobalStyle`
  [data-cms-scope] {
    background: ${({ theme }) => theme.color.bg};
    color: ${({ theme }) => theme.color.text};
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    -webkit-font-smoothing: antialiased;
  }

  [data-cms-scope] *, [data-cms-scope] *::before, [data-cms-scope] *::after {
    box-sizing: border-box;
  }

  [data-cms-scope] [dir="rtl"] [data-mirror], [data-cms-scope][dir="rtl"] [data-mirror] {
    transform: scaleX(-1);
  }
`;
