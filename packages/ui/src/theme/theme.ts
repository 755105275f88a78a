import type { ColorTokens, Scheme } from "./tokens";
import { colors, elevation, font, motion, pressFilter, radius, size, space, zIndex } from "./tokens";

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The CSS variable name of a colour token, e.g. `--cms-color-primary-text`. */
export const colorVar = (name: keyof ColorTokens) => `--cms-color-${kebab(name)}`;

type ColorRefs = { readonly [K in keyof ColorTokens]: string };

/** Colour references as `var(...)`, so every styled component works in both schemes unchanged. */
const colorRefs = Object.fromEntries(
  Object.keys(colors.light).map((name) => [name, `var(${colorVar(name as keyof ColorTokens)})`]),
) as ColorRefs;

/** The CSS variable of the scheme's press filter (see `pressFilter`), declared with the colours. */
export const PRESS_VAR = "--cms-press";

export const theme = {
  color: colorRefs,
  /** A pressed control's filter over its hovered look, right for the scheme: `filter: ${theme.press}`. */
  press: `var(${PRESS_VAR})`,
  space,
  radius,
  elevation,
  font,
  size,
  motion,
  zIndex,
} as const;

export type CmsTheme = typeof theme;

/** The declarations for one scheme: `--cms-color-bg: #f6f5f2; ...`. */
export function schemeDeclarations(scheme: Scheme): string {
  const tokens = colors[scheme];
  return (Object.keys(tokens) as (keyof ColorTokens)[])
    .map((name) => `${colorVar(name)}: ${tokens[name]};`)
    .concat(`${PRESS_VAR}: ${pressFilter[scheme]};`)
    .join("\n");
}
