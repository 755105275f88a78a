import { afterEach } from "vitest";

// The setup both unit projects share, the library's (test/setup.ts) and the console's (apps/console/test/setup.ts,
// through `@cms/ui/unit-setup`): each project's setup file calls these functions and keeps its own part itself.
// The console runs with `isolate: false`: the files of a worker share their modules, so a module's top level runs
// once per worker, for the first file only. A setup file runs again before every file: the work is done in these
// functions, which it calls, never at this module's top level.

/**
 * The DOM helpers, for files with a DOM (`// @vitest-environment jsdom`; the logic tests run in node and do not
 * pay for importing react-dom and the matchers): jest-dom's matchers, styled-components' rules inserted as in
 * production, and a page as new for each test (what was rendered removed, storage emptied).
 */
export async function setUpDom(): Promise<void> {
  // styled-components' rules go in by `insertRule`, as in production, not as text appended to one <style>: jsdom
  // parsed that whole sheet again with each rule, which made the first render of a list screen take 2.4 s of a
  // 3.9 s test (room control's early ask) and the library's component tests 25 % slower.
  (globalThis as Record<string, unknown>).SC_DISABLE_SPEEDY = false;
  const [{ cleanup }] = await Promise.all([
    import("@testing-library/react"),
    import("@testing-library/jest-dom/vitest"),
  ]);
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });
}
