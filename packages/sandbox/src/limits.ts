import document from "@cms/api/openapi.json";
import type { SandboxResponse } from "./response";

/**
 * Transport limits the contract declares (`info.x-limits` in openapi.yaml, and `x-max-body-bytes` on the
 * few upload operations that need more), checked the same way by the HTTP server and the msw handlers, so
 * nothing a client sends can bring the sandbox down or earn a 5xx.
 */
interface DeclaredLimits {
  maxBodyBytes: number;
  maxJsonDepth: number;
  maxHeaderBytes: number;
}

const declared = (document as { info?: { "x-limits"?: Partial<DeclaredLimits> } }).info?.["x-limits"] ?? {};

export const LIMITS: DeclaredLimits = {
  maxBodyBytes: declared.maxBodyBytes ?? 1024 * 1024,
  maxJsonDepth: declared.maxJsonDepth ?? 32,
  maxHeaderBytes: declared.maxHeaderBytes ?? 16 * 1024,
};

export const jsonError = (
  status: number,
  message: string,
  field?: string,
  headers: Record<string, string> = {},
): SandboxResponse => ({
  status,
  headers: { "Content-Type": "application/json", ...headers },
  body: field ? { message, field } : { message },
});

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

export const tooLarge = (limit: number) =>
  jsonError(413, `The request body is larger than ${megabytes(limit)}`, "body");

const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

/** The body as text, or the 400 for bytes that are not UTF-8 / the 413 over the limit. */
export function decodeBody(
  bytes: Uint8Array | null,
  limit: number,
): { text: string | null } | SandboxResponse {
  if (!bytes || bytes.byteLength === 0) return { text: null };
  if (bytes.byteLength > limit) return tooLarge(limit);
  try {
    return { text: strictUtf8.decode(bytes) };
  } catch {
    return jsonError(400, "The request body is not valid UTF-8 text", "body");
  }
}

/** Whether every `%xx` of a path or query is well formed and decodes to UTF-8; names what is wrong. */
export function checkPercentEncoding(url: URL): SandboxResponse | null {
  try {
    decodeURIComponent(url.pathname);
  } catch {
    return jsonError(400, "The path is not valid percent-encoded UTF-8", "path");
  }
  const search = url.search.slice(1);
  if (search) {
    for (const part of search.split("&")) {
      for (const piece of part.split("=")) {
        try {
          decodeURIComponent(piece.replace(/\+/g, " "));
        } catch {
          return jsonError(400, "The query is not valid percent-encoded UTF-8", "query");
        }
      }
    }
  }
  return null;
}

/** The deepest nesting of arrays and objects in JSON text, counted without parsing (no recursion). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (c === 125 || c === 93) depth--;
  }
  return deepest;
}

/** With the u flag a surrogate pair is one code point: this finds only lone surrogates. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** Strings of a parsed body that are not well-formed Unicode (lone surrogates sent as `\ud800`). */
export function hasIllFormedText(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const next = stack.pop();
    if (typeof next === "string") {
      if (LONE_SURROGATE.test(next)) return true;
    } else if (Array.isArray(next)) stack.push(...next);
    else if (next && typeof next === "object") {
      for (const [key, inner] of Object.entries(next)) {
        if (LONE_SURROGATE.test(key)) return true;
        stack.push(inner);
      }
    }
  }
  return false;
}

/** Parses a JSON body within the declared depth; a 400 naming the problem otherwise. */
export function parseJsonBody(text: string): { value: unknown } | SandboxResponse {
  if (jsonDepth(text) > LIMITS.maxJsonDepth)
    return jsonError(400, `The request body is nested deeper than ${LIMITS.maxJsonDepth} levels`, "body");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return jsonError(400, "The request body is not valid JSON", "body");
  }
  if (hasIllFormedText(value))
    return jsonError(400, "The request body holds text that is not valid Unicode", "body");
  return { value };
}
