import { createGlobalStyle, css } from "styled-components";
import type { Scheme } from "./tokens";
import { schemeDeclarations } from "./theme";
import { TYPEFACE_HOLD } from "./typeface";
import { focusOutline } from "../shared.styles";

/**
 * Every link in the product's link colour, with the product's keyboard focus outline: the links a screen or a
 * notice puts in text (a notice's action, the sign-in pages', the support's e-mail) had the browser's blue beside
 * the product's gold ones. `:where()` weighs nothing, so a part that draws its own link (a card, the menu, the
 * skip link) keeps its look with no fight over specificity.
 */
const links = (scope: string) => css`
  :where(${scope}a) {
    color: ${({ theme }) => theme.color.primaryText};
  }

  :where(${scope}a:focus-visible) {
    ${focusOutline(2)}
  }
`;

/** The page's text on its background: on the document's body, or on each `[data-cms-scope]` wrapper. */
const pageText = css`
  background: ${({ theme }) => theme.color.bg};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  -webkit-font-smoothing: antialiased;
`;

// The rules' whys are comments here, not in the CSS: a CSS comment is a string in the script, and GlobalStyle is
// in every page's first load (the sign-in page's size budget, docs/benchmarks.md).

/** Inter held back while a first visit's screen is drawn (holdTypeface): the same room in its metric twin. */
const heldTypeface = css`
  :root[${TYPEFACE_HOLD}] body {
    font-family: ${({ theme }) => theme.font.heldFamily};
  }
`;

/** Icons that point a direction (arrows, chevrons) carry data-mirror and turn round in right-to-left text. */
const mirroredIcons = css`
  [dir="rtl"] [data-mirror] {
    transform: scaleX(-1);
  }
`;

/**
 * Reduced motion: no animation and no transition at all, not 0.01 ms ones. react-aria closes an overlay once the
 * animations running on it as the exit starts (transitions included) have finished, and never closes it if one
 * of them is cancelled. A 0.01 ms transition-duration on every element made every style change a transition
 * (transition-property defaults to all): react-aria's own enter styles left two running on a dialog as it closed,
 * and a dialog, drawer or menu closed right after opening stayed open for good now and then (the story tests'
 * "stuck exiting" flakes). With none, the exit ends at once.
 */
const reducedMotion = css`
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation: none !important;
      transition: none !important;
    }
  }
`;

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
    ${pageText}
  }

  ${heldTypeface}

  ${mirroredIcons}

  ${links("")}

  ::selection {
    background: ${({ theme }) => theme.color.highlight};
    color: ${({ theme }) => theme.color.text};
  }

  ${reducedMotion}
`;

/**
 * The document-wide rules of GlobalStyle kept to `[data-cms-scope]` wrappers (ThemeProvider `scoped`): the
 * scheme's variables are on each wrapper, and the page around keeps its own look.
 */
export const ScopedStyle = createGlobalStyle`
  [data-cms-scope] {
    ${pageText}
  }

  [data-cms-scope] *, [data-cms-scope] *::before, [data-cms-scope] *::after {
    box-sizing: border-box;
  }

  ${links("[data-cms-scope] ")}

  [data-cms-scope] [dir="rtl"] [data-mirror], [data-cms-scope][dir="rtl"] [data-mirror] {
    transform: scaleX(-1);
  }
`;
