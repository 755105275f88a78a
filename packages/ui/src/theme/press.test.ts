import { describe, expect, it } from "vitest";
import { luminance } from "./contrast";
import { colors, pressFilter } from "./tokens";
import { PRESS_VAR, schemeDeclarations } from "./theme";

const brightness = (filter: string) => Number(/^brightness\(([\d.]+)\)$/.exec(filter)?.[1]);

// A press is drawn as the scheme's filter over the hovered look, and must land a step beyond the hover, not
// back at the rest colour: in the dark scheme the hovers lighten, and a darkening press ended next to rest.
describe.each(["light", "dark"] as const)("a pressed button in the %s scheme", (scheme) => {
  const tokens = colors[scheme];
  const factor = brightness(pressFilter[scheme]);

  it.each([
    ["primary", tokens.primary, tokens.primaryHover],
    ["secondary", tokens.secondary, tokens.secondaryHover],
    ["outline and ghost (the hover's tint over the surface)", tokens.surface, tokens.surfaceMuted],
  ])("%s: goes on the way the hover went from rest", (_, rest, hover) => {
    const hoverLightens = luminance(hover) > luminance(rest);
    expect(factor > 1, `hover ${hoverLightens ? "lightens" : "darkens"}, press ×${factor}`).toBe(
      hoverLightens,
    );
  });

  it("is declared with the scheme's colours", () => {
    expect(schemeDeclarations(scheme)).toContain(`${PRESS_VAR}: ${pressFilter[scheme]};`);
  });
});
