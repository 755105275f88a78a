import { describe, expect, it } from "vitest";
import { APP_DEFAULTS, previewPalette } from "./themePreview";

const classic = {
  primary: "#8C1D2F",
  toolbarBackground: "#FFFFFF",
  logoBackgroundColor: "#F6F1EA",
  primaryDark: "#D9485F",
  toolbarBackgroundDark: "#1E1E1E",
  logoImage: { id: "1001m8", ext: "png", name: "logo-light.png" },
  logoImageDark: { id: "1001m7", ext: "png", name: "logo-dark.png" },
};

describe("previewPalette", () => {
  it("paints the light phone with the light values", () => {
    const light = previewPalette(classic, "light");
    expect(light).toMatchObject({
      primary: "#8C1D2F",
      onPrimary: "#FFFFFF",
      toolbarBackground: "#FFFFFF",
      toolbarText: "#8C1D2F",
      logoBackground: "#F6F1EA",
      logoImage: classic.logoImage,
      backgroundImage: null,
    });
  });
  it("paints the dark phone with each dark variant, else the light value", () => {
    const dark = previewPalette(classic, "dark");
    expect(dark.primary).toBe("#D9485F");
    expect(dark.toolbarBackground).toBe("#1E1E1E");
    // No logoBackgroundColorDark: the light one.
    expect(dark.logoBackground).toBe("#F6F1EA");
    expect(dark.logoImage).toEqual(classic.logoImage && classic.logoImageDark);
  });
  it("follows a colour as it is typed, ignoring half-typed text", () => {
    expect(previewPalette({ ...classic, primary: "#0D5EAF" }, "light").primary).toBe("#0D5EAF");
    expect(previewPalette({ ...classic, primary: "#0D5" }, "light").primary).toBe("#0D5");
    expect(previewPalette({ ...classic, primary: "#0D5E" }, "light").primary).toBe("#0D5E");
    expect(previewPalette({ ...classic, primary: "#0D5EA" }, "light").primary).toBe(
      APP_DEFAULTS.light.primary,
    );
  });
  it("falls back to the app's defaults for an empty theme", () => {
    expect(previewPalette({}, "dark")).toMatchObject({
      primary: APP_DEFAULTS.dark.primary,
      toolbarBackground: APP_DEFAULTS.dark.toolbarBackground,
    });
  });
  it("titles the toolbar in a readable colour when the primary colour does not read on it", () => {
    expect(previewPalette({ primary: "#FFD700", toolbarBackground: "#FFFFFF" }, "light").toolbarText).toBe(
      "#000000",
    );
  });
});
