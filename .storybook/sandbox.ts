// The sandbox behind every story's API calls. It is created on the first call only, so stories that make
// none do not pay for seeding, and it is reset before each story so no story sees another's changes.
import type { createSandboxHandlers } from "@cms/sandbox/msw";
import { getResponse, http } from "msw";

type Sandbox = ReturnType<typeof createSandboxHandlers>;
let sandbox: Promise<Sandbox> | undefined;

function load(): Promise<Sandbox> {
  sandbox ??= import("@cms/sandbox/msw").then(({ createSandboxHandlers }) =>
    // Stories act as the super user unless a story signs in itself; the clock is the demo data's today.
    createSandboxHandlers({ actAs: "super@demo.test", today: "2026-11-20", fixedCode: "123456" }),
  );
  return sandbox;
}

export async function resetSandbox(): Promise<void> {
  if (sandbox) (await sandbox).reset();
}

/** One msw handler that passes every API call to the sandbox's own handlers. */
// Only paths that start with /api/ or /cms/: module URLs such as /packages/api/... must pass through.
export const sandboxHandler = http.all(/^https?:\/\/[^/]+\/(api|cms)\//, async ({ request }) => {
  const { handlers } = await load();
  return getResponse(handlers, request);
});
