export { ThemeProvider } from "./ThemeProvider";
export type { ThemeProviderProps } from "./ThemeProvider";
export { theme, colorVar } from "./theme";
export type { CmsTheme } from "./theme";
export { colors } from "./tokens";
export type { ColorTokens, Scheme } from "./tokens";
export { contrastRatio } from "./contrast";
export { holdTypeface, releaseTypeface, TYPEFACE_HOLD, TYPEFACE_MARK } from "./typeface";
export type { HoldTypefaceOptions, TypefaceRelease } from "./typeface";
