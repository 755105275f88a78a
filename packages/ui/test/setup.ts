import { afterEach, beforeAll, expect } from "vitest";

// The DOM helpers only where there is a DOM (files with `// @vitest-environment jsdom`): the logic tests run in
// node and do not pay for importing react-dom and the matchers.
if (typeof document !== "undefined") {
  // styled-components' rules go in by `insertRule`, as in production, not as text appended to one <style>: jsdom
  // parsed that whole sheet again with each rule, which made the first render of a list screen take 2.4 s of a
  // 3.9 s test (room control's early ask) and the library's component tests 25 % slower.
  (globalThis as Record<string, unknown>).SC_DISABLE_SPEEDY = false;
  await import("@testing-library/jest-dom/vitest");
  const { cleanup } = await import("@testing-library/react");
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });
}

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
