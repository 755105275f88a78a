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
  calls = 0;
  if (sandbox) (await sandbox).reset();
}

/** Calls the sandbox has received since the story began, and those not answered yet. */
let calls = 0;
let open = 0;

/**
 * Resolves once every call the story made to the sandbox is answered and the page has taken the answers in:
 * no call open and the document unchanged for 50 ms (at most `cap` ms). Calls a story holds on purpose (a
 * Loading story's never-answering handler) never reach the sandbox, so they are not waited for. A story that
 * made no call resolves at once.
 */
export async function sandboxSettled(cap = 3_000): Promise<void> {
  if (calls === 0) return;
  const deadline = performance.now() + cap;
  let lastChange = performance.now();
  const observer = new MutationObserver(() => (lastChange = performance.now()));
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  try {
    while (performance.now() < deadline) {
      if (open > 0) lastChange = performance.now();
      else if (performance.now() - lastChange >= 50) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    observer.disconnect();
  }
}

/** One msw handler that passes every API call to the sandbox's own handlers. */
// Only paths that start with /api/ or /cms/: module URLs such as /packages/api/... must pass through.
export const sandboxHandler = http.all(/^https?:\/\/[^/]+\/(api|cms)\//, async ({ request }) => {
  calls++;
  open++;
  try {
    const { handlers } = await load();
    return await getResponse(handlers, request);
  } finally {
    open--;
  }
});
