import { createSandboxHandlers } from "@cms/sandbox/msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";

/** Where the tests' session sends its calls; msw answers them with the sandbox's own handlers. */
export const BASE = "http://sandbox.test";

/**
 * The sandbox's handlers behind msw for one test file, with real sign-in (no actAs): the same tokens, 401s
 * and 403s the console meets on the HTTP sandbox. Its data is reset after each test.
 */
export function sandboxServerForFile(): { server: ReturnType<typeof setupServer> } {
  // The two-factor account's code is fixed here (TWO_FACTOR_CODE of the stories): a test has no log to read.
  const sandbox = createSandboxHandlers({ today: "2026-11-20", fixedCode: "123456" });
  const server = setupServer(...sandbox.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => sandbox.reset());
  afterAll(() => server.close());
  return { server };
}
