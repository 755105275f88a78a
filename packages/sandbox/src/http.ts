import type { operations } from "@cms/api";
import type { Operation, OperationId } from "./contract";
import type { SandboxResponse } from "./response";
import type { Item, SandboxState } from "./state";

/** A request as the engine sees it, from msw or from node:http alike. */
export interface SandboxRequest {
  method: string;
  url: URL;
  headers: Headers;
  bodyText: string | null;
  /** The id the server gave the request (`X-Request-Id`), named in logs of internal errors. */
  id?: string;
  /**
   * Who sent it as the server sees them (the socket's address); absent under msw, where the browser page is
   * the one client. Sign-in counts wrong passwords per address and client (see `signIn`).
   */
  client?: string;
}

export type { SandboxResponse } from "./response";

export const NOT_AUTHORIZED = "You are not authorized to perform this action";

/** Thrown by handlers for an answer other than success; the engine turns it into `{ message }`. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 429,
    message: string,
    readonly field?: string,
    /** Extra headers of the answer, e.g. `Retry-After` on 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export interface SignedInUser {
  id: string;
  email: string;
  item: Item;
  globalPermissions: Set<string>;
  propertyPermissions: Map<string, Set<string>>;
}

type JsonContent<T> = T extends { content: { "application/json": infer B } } ? B : never;
type RequestBodyOf<K extends OperationId> = operations[K] extends { requestBody?: infer R }
  ? JsonContent<NonNullable<R>>
  : never;
type ResponsesOf<K extends OperationId> = operations[K]["responses"];
type SuccessOf<K extends OperationId> =
  | (200 extends keyof ResponsesOf<K> ? JsonContent<ResponsesOf<K>[200]> : never)
  | (201 extends keyof ResponsesOf<K> ? JsonContent<ResponsesOf<K>[201]> : never);

export interface HandlerContext<K extends OperationId = OperationId> {
  operation: Operation;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: RequestBodyOf<K>;
  state: SandboxState;
  user: SignedInUser | null;
  request: SandboxRequest;
  /** Multiplies list sizes of generated data (`--scale`). */
  scale: number;
  tokenTtlSeconds: number;
  log: (line: string) => void;
  /** A new e-mailed code (two-factor, password reset): random, or the fixed code of tests and stories. */
  newCode: () => string;
}

/** A handler answers with the operation's success body, or a full response for files and odd statuses. */
export type HandlerResult<K extends OperationId> =
  SuccessOf<K> | { response: Partial<SandboxResponse> & { body: unknown } };

export type Handler<K extends OperationId> = (
  ctx: HandlerContext<K>,
) => HandlerResult<K> | Promise<HandlerResult<K>>;

/** Handlers keyed by operation id, each typed from the generated `operations`. */
export type HandlerMap = { [K in OperationId]?: Handler<K> };

export const file = (
  body: string | Uint8Array | ReadableStream<Uint8Array>,
  contentType: string,
  filename?: string,
  extraHeaders: Record<string, string> = {},
) => ({
  response: {
    status: 200,
    body,
    headers: {
      "Content-Type": contentType,
      ...(filename ? { "Content-Disposition": `attachment; filename="${filename}"` } : {}),
      // Known lengths let the console show a download's progress; a stream's length is not known in advance.
      ...(body instanceof ReadableStream
        ? {}
        : {
            "Content-Length": String(
              typeof body === "string" ? new TextEncoder().encode(body).byteLength : body.byteLength,
            ),
          }),
      ...extraHeaders,
    },
  },
});
