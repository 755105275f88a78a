import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll, expect } from "vitest";
import { loadDateParts } from "../src/DatePicker/DatePicker";
import { loadOverlays } from "../src/overlays/register";

// The overlay parts (popovers, menus, modals, tooltip bubbles) come in a chunk of their own once a screen is drawn:
// the component tests (.tsx) render with them, as a user meets them after the first second. The logic tests (.ts)
// do not pay for importing them. The stand-ins drawn before they come have tests of their own (OverlayParts).
// The date field's parts likewise (fetched by a screen that draws one, once it is drawn).
beforeAll(async () => {
  if (expect.getState().testPath?.endsWith(".tsx")) await Promise.all([loadOverlays(), loadDateParts()]);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
