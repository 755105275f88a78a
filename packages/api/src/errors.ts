/**
 * Typed failures of the client. openapi-fetch returns HTTP errors as `{ error, response }`; these are the
 * cases the spec turns into rejections instead: a session that cannot be renewed, a 403 (a global state in
 * the console), and a request that never reached the server.
 */
export type CmsApiErrorKind = "unauthorized" | "forbidden" | "network";

interface RequestInfo {
  method: string;
  url: string;
}

export abstract class CmsApiError extends Error {
  abstract readonly kind: CmsApiErrorKind;
  readonly method: string;
  readonly url: string;

  protected constructor(message: string, request: RequestInfo, options?: ErrorOptions) {
    super(message, options);
    this.method = request.method;
    this.url = request.url;
  }
}

/** The session expired and a new token could not be obtained; the user must sign in again. */
export class UnauthorizedError extends CmsApiError {
  readonly kind = "unauthorized";
  override readonly name = "UnauthorizedError";

  constructor(request: RequestInfo, options?: ErrorOptions) {
    super(`Unauthorized: ${request.method} ${request.url}`, request, options);
  }
}

/** The signed-in user lacks the permission for the call. `serverMessage` is the server's own text, if any. */
export class ForbiddenError extends CmsApiError {
  readonly kind = "forbidden";
  override readonly name = "ForbiddenError";
  readonly serverMessage: string | undefined;

  constructor(request: RequestInfo, serverMessage?: string) {
    super(`Forbidden: ${request.method} ${request.url}`, request);
    this.serverMessage = serverMessage;
  }
}

/** The request did not get an HTTP answer (offline, DNS, refused connection, CORS). */
export class NetworkError extends CmsApiError {
  readonly kind = "network";
  override readonly name = "NetworkError";

  constructor(request: RequestInfo, cause: unknown) {
    super(`Network failure: ${request.method} ${request.url}`, request, { cause });
  }
}

export function isCmsApiError(value: unknown, kind?: CmsApiErrorKind): value is CmsApiError {
  return value instanceof CmsApiError && (kind === undefined || value.kind === kind);
}
