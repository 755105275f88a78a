// An answer of the sandbox, whichever way it is served (HTTP server or msw). A leaf module: the transport limits
// (limits.ts) answer with it too, and the contract reads those limits, so it cannot live in http.ts without a
// circle (contract -> limits -> http -> contract).

export interface SandboxResponse {
  status: number;
  headers: Record<string, string>;
  /** JSON value, text (CSV), bytes (PDF, images), or a stream of bytes (large PDFs, written as they are drawn). */
  body: unknown;
}
