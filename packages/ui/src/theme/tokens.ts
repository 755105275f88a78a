// Design tokens. Colours differ per scheme and become CSS variables, so switching to dark is a change of
// variables and never a re-render of styled components. Everything else is shared by both schemes.

export type Scheme = "light" | "dark";

export interface ColorTokens {
  /** Page background. */
  bg: string;
  /** Cards, dialogs, drawers, fields. */
  surface: string;
  /** Hovered rows, table headers. */
  surfaceMuted: string;
  /** Selected rows: a tint of the brand colour, so a selected row never looks like a hovered one. */
  surfaceSelected: string;
  text: string;
  textMuted: string;
  /** Decorative lines (dividers, card edges). */
  border: string;
  /** Field and control outlines: 3:1 against surface (WCAG 1.4.11). */
  fieldBorder: string;
  focusRing: string;
  /** Gold-like brand colour for filled controls; onPrimary is the text on it. */
  primary: string;
  primaryHover: string;
  onPrimary: string;
  /** Gold that is dark (light scheme) or light (dark scheme) enough for text and links. */
  primaryText: string;
  accent: string;
  onAccent: string;
  /** Dark grey. */
  secondary: string;
  secondaryHover: string;
  onSecondary: string;
  error: string;
  onError: string;
  errorText: string;
  errorSurface: string;
  info: string;
  onInfo: string;
  infoText: string;
  infoSurface: string;
  success: string;
  onSuccess: string;
  successText: string;
  successSurface: string;
  warning: string;
  onWarning: string;
  warningText: string;
  warningSurface: string;
  /** Usage bar fills (green below 80 %, yellow to 90, orange from 90, red at 100). */
  usageGreen: string;
  usageYellow: string;
  usageOrange: string;
  usageRed: string;
  usageTrack: string;
  disabledText: string;
  disabledSurface: string;
  /** Modal backdrop. */
  overlay: string;
  /** Search hits and text selection. */
  highlight: string;
}

export const colors: Record<Scheme, ColorTokens> = {
  light: {
    bg: "#f6f5f2",
    surface: "#ffffff",
    surfaceMuted: "#efede8",
    surfaceSelected: "#f6ecd2",
    text: "#1c1b19",
    textMuted: "#5c5a55",
    border: "#dedbd3",
    fieldBorder: "#85817a",
    focusRing: "#1f5fbf",
    primary: "#c9a23f",
    primaryHover: "#b48e2f",
    onPrimary: "#1c1b19",
    primaryText: "#7a5c12",
    accent: "#e2bd5b",
    onAccent: "#1c1b19",
    secondary: "#3a3a3c",
    secondaryHover: "#2a2a2c",
    onSecondary: "#ffffff",
    error: "#c62828",
    onError: "#ffffff",
    errorText: "#b3261e",
    errorSurface: "#fdecea",
    info: "#1f6fb2",
    onInfo: "#ffffff",
    infoText: "#185a91",
    infoSurface: "#e8f1fa",
    success: "#2e7d32",
    onSuccess: "#ffffff",
    successText: "#24692a",
    successSurface: "#e9f5ea",
    warning: "#e0a100",
    onWarning: "#1c1b19",
    warningText: "#7a5200",
    warningSurface: "#fff4d6",
    usageGreen: "#2e7d32",
    usageYellow: "#b88a00",
    usageOrange: "#d9650b",
    usageRed: "#c62828",
    usageTrack: "#dedbd3",
    disabledText: "#8a877f",
    disabledSurface: "#ebe9e4",
    overlay: "rgba(20, 19, 17, 0.5)",
    highlight: "#ffe58a",
  },
  dark: {
    bg: "#121212",
    surface: "#1e1e1f",
    surfaceMuted: "#2a2a2c",
    surfaceSelected: "#3a321f",
    text: "#f1efe9",
    textMuted: "#b5b1a8",
    border: "#3a3a3c",
    fieldBorder: "#8d8981",
    focusRing: "#8ab4f8",
    primary: "#d9b451",
    primaryHover: "#e6c46a",
    onPrimary: "#1c1b19",
    primaryText: "#e6c46a",
    accent: "#e8c872",
    onAccent: "#1c1b19",
    secondary: "#c8c6c0",
    secondaryHover: "#dcdad4",
    onSecondary: "#1c1b19",
    error: "#f2827a",
    onError: "#1c1b19",
    errorText: "#f4968f",
    errorSurface: "#3b1f1d",
    info: "#79b4ec",
    onInfo: "#1c1b19",
    infoText: "#8cc0f0",
    infoSurface: "#1b2b3b",
    success: "#7cc47f",
    onSuccess: "#1c1b19",
    successText: "#8fd092",
    successSurface: "#1d3120",
    warning: "#f0c04a",
    onWarning: "#1c1b19",
    warningText: "#f3cd6b",
    warningSurface: "#3a3018",
    usageGreen: "#66bb6a",
    usageYellow: "#e6c229",
    usageOrange: "#f28c38",
    usageRed: "#ef5350",
    usageTrack: "#4a4a4d",
    disabledText: "#8a877f",
    disabledSurface: "#2a2a2c",
    overlay: "rgba(0, 0, 0, 0.65)",
    highlight: "#7a6420",
  },
};

export const space = {
  0: "0",
  1: "4px",
  2: "8px",
  3: "12px",
  4: "16px",
  5: "20px",
  6: "24px",
  8: "32px",
  10: "40px",
};

export const radius = { sm: "4px", md: "8px", lg: "12px", full: "9999px" };

/**
 * A pressed control drawn over its hovered look: one step further from its rest colour than the hover went.
 * The light scheme's hovers darken, so a press darkens more; the dark scheme's hovers lighten, so a press
 * lightens more (a darkening press there ended next to the rest colour, and read as no press at all).
 */
export const pressFilter: Record<Scheme, string> = { light: "brightness(0.86)", dark: "brightness(1.16)" };

export const elevation = {
  1: "0 1px 2px rgba(0, 0, 0, 0.12), 0 1px 3px rgba(0, 0, 0, 0.08)",
  2: "0 4px 12px rgba(0, 0, 0, 0.16)",
  3: "0 12px 32px rgba(0, 0, 0, 0.24)",
};

/** The machine's own faces, after the product's. */
const systemFaces = '"Liberation Sans", system-ui, -apple-system, "Segoe UI", sans-serif';

export const font = {
  family: `"Inter Variable", "Noto Sans Arabic", "Inter Fallback", ${systemFaces}`,
  /**
   * The stack while a page holds Inter back (`holdTypeface`): Inter's metric twin first, so Latin text takes
   * Inter's room and fetches nothing (before Noto Sans Arabic, whose Latin file it would otherwise fetch).
   */
  heldFamily: `"Inter Fallback", "Noto Sans Arabic", ${systemFaces}`,
  mono: '"Liberation Mono", ui-monospace, Menlo, Consolas, monospace',
  size: { xs: "12px", sm: "13px", md: "14px", lg: "16px", xl: "20px", xxl: "24px" },
  weight: { regular: "400", medium: "500", semibold: "600", bold: "700" },
  lineHeight: { tight: "1.25", normal: "1.5" },
};

/** Fixed sizes named by the spec (platform.md section 9). */
export const size = {
  /** 401 modal and small alerts. */
  dialogSmall: "320px",
  /** Confirm dialog. */
  dialogMedium: "500px",
  /** Edit dialog. */
  dialogLarge: "600px",
  /** Edit dialog with a live preview beside its fields. */
  dialogWide: "960px",
  drawer: "320px",
  loadingBar: "3px",
  control: "36px",
  controlSmall: "28px",
  /** The console's top bar (menu, screen title, property, user); toasts appear just below it. */
  toolbar: "56px",
};

export const motion = { fast: "120ms", normal: "200ms", toastMs: 3000 };

export const zIndex = { drawer: 100, modal: 200, toast: 300, tooltip: 400 };
