import { http, HttpResponse, delay } from "msw";
import { createSandbox, type Sandbox, type SandboxOptions } from "./engine";
import { bodyLimitOf } from "./contract";
import type { SandboxResponse } from "./http";
import { decodeBody } from "./limits";

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
    const url = new URL(request.url);
    // The same transport checks as the HTTP server: body limit, strict UTF-8.
    const limit = bodyLimitOf(request.method, url.pathname);
    const bytes =
      request.method === "GET" || request.method === "HEAD"
        ? null
        : new Uint8Array(await request.arrayBuffer());
    const decoded = decodeBody(bytes, limit);
    if (!("text" in decoded)) return toHttpResponse(decoded);
    return toHttpResponse(
      await sandbox.handle({ method: request.method, url, headers: request.headers, bodyText: decoded.text }),
    );
  };
  // A pattern without capture groups: msw decodes captured parameters and would throw on `%ff` itself.
  const handlers = [http.all(/^[a-z]+:\/\/[^/]+\/api\/(?:cms|public|adis)\//, answer)];
  return { handlers, sandbox, reset: () => sandbox.reset() };
}
