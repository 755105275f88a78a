import { readFileSync } from "node:fs";
import { afterAll, afterEach, expect, vi } from "vitest";

// The setup both unit projects share, the library's (test/setup.ts) and the console's (apps/console/test/setup.ts,
// through `@cms/ui/unit-setup`): each project's setup file calls these functions and keeps its own part itself.
// Both projects run with `isolate: false`: the files of a worker share their modules, so a module's top level runs
// once per worker, for the first file only. A setup file runs again before every file: the work is done in these
// functions, which it calls, never at this module's top level.

/**
 * Leaves the next file of the worker what a worker of its own would have given it: real timers, the globals and
 * environment variables unstubbed (vitest already restores `vi.spyOn` spies after each file), and, for a file that
 * mocks a module, fresh modules on both sides of it. Modules mocked with `vi.mock` or `vi.doMock` are mocked in
 * that file only, but a module that imported the mock stays in the worker's cache with it, and one imported by an
 * earlier file stays with the real module: the mock would then miss its mark in this file and reach into the next.
 */
export function leaveNothingBehind(): void {
  const file = expect.getState().testPath;
  if (file && mocksModules(file)) {
    vi.resetModules();
    afterAll(() => void vi.resetModules());
  }
  afterAll(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });
}

/** Whether a test file mocks a module: read as vitest does when it hoists the calls. */
function mocksModules(file: string): boolean {
  return /\bvi\s*\.\s*(?:mock|doMock)\s*\(/.test(readFileSync(file, "utf8"));
}

/**
 * The DOM helpers, for files with a DOM (`// @vitest-environment jsdom`; the logic tests run in node and do not
 * pay for importing react-dom and the matchers): jest-dom's matchers, styled-components' rules inserted as in
 * production, and a page as new for each test (what was rendered removed, storage emptied) and for each file (the
 * document's root and body without the language, direction or scheme the last render gave them, dates in English).
 */
export async function setUpDom(): Promise<void> {
  // styled-components' rules go in by `insertRule`, as in production, not as text appended to one <style>: jsdom
  // parsed that whole sheet again with each rule, which made the first render of a list screen take 2.4 s of a
  // 3.9 s test (room control's early ask) and the library's component tests 25 % slower.
  (globalThis as Record<string, unknown>).SC_DISABLE_SPEEDY = false;
  const [{ cleanup }, { writePreferences }, { setDateLocale }, { DEFAULT_LANGUAGE }] = await Promise.all([
    import("@testing-library/react"),
    import("../src/preferences/preferences"),
    import("../src/i18n/dates"),
    import("../src/i18n/languages"),
    import("@testing-library/jest-dom/vitest"),
  ]);
  afterEach(() => {
    cleanup();
    localStorage.clear();
    // The saved language and scheme are read once and kept: an empty change has them read from the emptied
    // storage again, so the next UiProvider without a `lang` speaks English, not what an earlier test saved.
    writePreferences({});
  });
  afterAll(() => {
    // UiRoot and the theme write the language, direction and scheme on <html>; the typeface hold and the first
    // frame's mark are attributes there too. A new page has none.
    for (const element of [document.documentElement, document.body])
      for (const name of element.getAttributeNames()) element.removeAttribute(name);
    // dayjs has one locale for the whole page, set by every UiProvider's render (useDateLocale).
    setDateLocale(DEFAULT_LANGUAGE);
  });
}
