import { afterEach } from "vitest";

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
