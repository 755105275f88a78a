import { beforeAll, expect } from "vitest";
import { leaveNothingBehind, setUpDom } from "./unitSetup";

// What the console's unit tests need too (jest-dom, cleanup, a page and a worker left as new for the next file) is
// in unitSetup.ts; the library's own part follows.
leaveNothingBehind();
if (typeof document !== "undefined") await setUpDom();

// The overlay parts (popovers, menus, modals, tooltip bubbles) come in a chunk of their own once a screen is drawn:
// the component tests (.tsx) render with them, as a user meets them after the first second. The logic tests (.ts)
// do not pay for them, not even for importing their loaders (react-aria-components, about 1 s a file on the 2-core
// CI machine). The stand-ins drawn before they come have tests of their own (OverlayParts).
// The date field's parts likewise (fetched by a screen that draws one, once it is drawn).
beforeAll(async () => {
  if (!expect.getState().testPath?.endsWith(".tsx")) return;
  const [{ loadOverlays }, { loadDateParts }] = await Promise.all([
    import("../src/overlays/register"),
    import("../src/DatePicker/DatePicker"),
  ]);
  await Promise.all([loadOverlays(), loadDateParts()]);
});
