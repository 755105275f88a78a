import { afterEach } from "vitest";

// The DOM helpers only where there is a DOM (files with `// @vitest-environment jsdom`): the logic tests run in
// node and do not pay for importing react-dom and the matchers.
if (typeof document !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { cleanup } = await import("@testing-library/react");
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });
}
