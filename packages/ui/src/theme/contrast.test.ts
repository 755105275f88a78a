import { describe, expect, it } from "vitest";
import { contrastRatio } from "./contrast";
import type { ColorTokens } from "./tokens";
import { colors } from "./tokens";

// WCAG AA: 4.5:1 for text, 3:1 for the outlines and fills that identify a control or state (1.4.11).
const textPairs: [keyof ColorTokens, keyof ColorTokens][] = [
  ["text", "bg"],
  ["text", "surface"],
  ["text", "surfaceMuted"],
  ["textMuted", "bg"],
  ["textMuted", "surface"],
  ["textMuted", "surfaceMuted"],
  ["text", "surfaceSelected"],
  ["textMuted", "surfaceSelected"],
  ["primaryText", "surface"],
  ["primaryText", "bg"],
  // Links in notices (an action such as "Go to the login page").
  ["primaryText", "infoSurface"],
  ["primaryText", "successSurface"],
  ["primaryText", "warningSurface"],
  ["primaryText", "errorSurface"],
  ["onPrimary", "primary"],
  ["onPrimary", "primaryHover"],
  ["onAccent", "accent"],
  ["onSecondary", "secondary"],
  ["onSecondary", "secondaryHover"],
  ["onError", "error"],
  ["errorText", "surface"],
  ["errorText", "errorSurface"],
  ["onInfo", "info"],
  ["infoText", "surface"],
  ["infoText", "infoSurface"],
  ["onSuccess", "success"],
  ["successText", "surface"],
  ["successText", "successSurface"],
  ["onWarning", "warning"],
  ["warningText", "surface"],
  ["warningText", "warningSurface"],
  ["text", "highlight"],
];

const uiPairs: [keyof ColorTokens, keyof ColorTokens][] = [
  ["fieldBorder", "surface"],
  ["fieldBorder", "bg"],
  ["focusRing", "surface"],
  ["focusRing", "bg"],
  ["focusRing", "surfaceSelected"],
  ["usageGreen", "surface"],
  ["usageYellow", "surface"],
  ["usageOrange", "surface"],
  ["usageRed", "surface"],
];

describe.each(["light", "dark"] as const)("%s scheme", (scheme) => {
  const c = colors[scheme];
  it.each(textPairs)("%s on %s reaches 4.5:1", (fg, bg) => {
    expect(contrastRatio(c[fg], c[bg])).toBeGreaterThanOrEqual(4.5);
  });
  it.each(uiPairs)("%s against %s reaches 3:1", (fg, bg) => {
    expect(contrastRatio(c[fg], c[bg])).toBeGreaterThanOrEqual(3);
  });
});
