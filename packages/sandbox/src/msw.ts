import { http, HttpResponse, delay } from "msw";
import { createSandbox, type Sandbox, type SandboxOptions } from "./engine";
import type { SandboxResponse } from "./http";

export interface SandboxHandlersOptions extends SandboxOptions {
  /** Added delay per call in ms (stories of loading states use "infinite" through msw's own handlers). */
  latency?: number;
}

function toHttpResponse(answer: SandboxResponse): Response {
  const { status, headers, body } = answer;
  if (headers["Content-Type"] === "application/json")
    return HttpResponse.json(body as never, { status, headers });
  return new HttpResponse(body as BodyInit, { status, headers });
}

/**
 * msw handlers that answer every call of openapi.yaml from one sandbox: Storybook (msw-storybook-addon)
 * and vitest (msw/node) use these. `reset()` returns to the seed between stories and tests.
 */
export function createSandboxHandlers(options: SandboxHandlersOptions = {}) {
  const sandbox: Sandbox = createSandbox(options);
  const answer = async ({ request }: { request: Request }) => {
    if (options.latency) await delay(options.latency);
    const bodyText = request.method === "GET" || request.method === "HEAD" ? null : await request.text();
    return toHttpResponse(
      await sandbox.handle({
        method: request.method,
        url: new URL(request.url),
        headers: request.headers,
        bodyText,
      }),
    );
  };
  const handlers = ["/api/cms/*", "/api/public/*", "/api/adis/*"].map((path) => http.all(`*${path}`, answer));
  return { handlers, sandbox, reset: () => sandbox.reset() };
}
