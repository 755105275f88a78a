import type { components } from "@cms/api";
import { contrastOf, readableTextOn } from "@cms/ui";

export type AppTheme = components["schemas"]["AppTheme"];
type MediaRef = components["schemas"]["AppMediaRef"];

export type PreviewMode = "light" | "dark";

/** What a phone of the preview paints, in one mode. */
export interface PreviewPalette {
  primary: string;
  /** The primary button's label: white, the guest app's button text. */
  onPrimary: string;
  toolbarBackground: string;
  /** The toolbar's title: the primary colour (the guest app's header style). */
  toolbarText: string;
  logoBackground: string;
  logoImage: MediaRef | null;
  backgroundImage: MediaRef | null;
  /** The page behind the cards, and the cards' own surface and text. */
  page: string;
  surface: string;
  text: string;
}

/** The guest app's own look where a theme leaves a colour empty. */
export const APP_DEFAULTS = {
  light: { primary: "#1A73E8", toolbarBackground: "#FFFFFF", logoBackground: "#FFFFFF" },
  dark: { primary: "#8AB4F8", toolbarBackground: "#1F1F1F", logoBackground: "#1F1F1F" },
} as const;

export const BUTTON_TEXT = "#FFFFFF";

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const colour = (...candidates: unknown[]) =>
  candidates.find((value): value is string => typeof value === "string" && HEX.test(value.trim()));
const media = (...candidates: unknown[]) =>
  (candidates.find(
    (value) => typeof value === "object" && value !== null && typeof (value as MediaRef).id === "string",
  ) as MediaRef | undefined) ?? null;

/**
 * The colours and images of one mode of the preview from the dialog's values as they are typed: the dark
 * mode takes each dark variant, falling back to the light value (the guest app does the same), then to the
 * app's defaults. Half-typed colours count as empty.
 */
export function previewPalette(
  values: Partial<Record<keyof AppTheme, unknown>>,
  mode: PreviewMode,
): PreviewPalette {
  const dark = mode === "dark";
  const defaults = APP_DEFAULTS[mode];
  const pick = (light: keyof AppTheme, darkKey: keyof AppTheme) =>
    dark ? [values[darkKey], values[light]] : [values[light]];
  const primary = colour(...pick("primary", "primaryDark")) ?? defaults.primary;
  const toolbarBackground =
    colour(...pick("toolbarBackground", "toolbarBackgroundDark")) ?? defaults.toolbarBackground;
  const toolbarText =
    (contrastOf(primary, toolbarBackground) ?? 0) >= 3 ? primary : readableTextOn(toolbarBackground);
  return {
    primary,
    onPrimary: BUTTON_TEXT,
    toolbarBackground,
    toolbarText,
    logoBackground:
      colour(...pick("logoBackgroundColor", "logoBackgroundColorDark")) ?? defaults.logoBackground,
    logoImage: media(...pick("logoImage", "logoImageDark")),
    backgroundImage: media(...pick("appBackgroundImage", "appBackgroundImageDark")),
    page: dark ? "#121212" : "#F4F4F4",
    surface: dark ? "#1E1E1E" : "#FFFFFF",
    text: dark ? "#E8E8E8" : "#1F1F1F",
  };
}
