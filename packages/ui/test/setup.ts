import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll, expect } from "vitest";
import { loadOverlays } from "../src/overlays/register";

// The overlay parts (popovers, menus, modals, tooltip bubbles) come in a chunk of their own once a screen is drawn:
// the component tests (.tsx) render with them, as a user meets them after the first second. The logic tests (.ts)
// do not pay for importing them. The stand-ins drawn before they come have tests of their own (OverlayParts).
beforeAll(async () => {
  if (expect.getState().testPath?.endsWith(".tsx")) await loadOverlays();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
