import http from "node:http";
import https from "node:https";
import { Readable } from "node:stream";
import { BufferedResponse, NodeHeaders, type WireRequest } from "./wire";

// Kept-alive connections, as fetch keeps them; idle sockets are unref'd, so they never hold the process.
const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };

interface Origin {
  secure: boolean;
  hostname: string;
  port: string;
}

/** Parsed once per origin: a job sends thousands of calls to one. */
const origins = new Map<string, Origin>();

/** The request target as node:http takes it, without a `URL` per call (Node parses a URL object again). */
function targetOf(url: string): { origin: Origin; path: string } {
  const match = /^(https?:\/\/[^/?#]+)([^#]*)/i.exec(url);
  // Characters node:http refuses in a path (spaces, non-ASCII) are escaped by `URL`, as fetch would.
  if (!match || /[^\x21-\x7e]/.test(match[2]!)) {
    const parsed = new URL(url);
    return { origin: originOf(parsed.origin), path: parsed.pathname + parsed.search };
  }
  return { origin: originOf(match[1]!), path: match[2] || "/" };
}

function originOf(text: string): Origin {
  let origin = origins.get(text);
  if (!origin) {
    const parsed = new URL(text);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:")
      throw new TypeError(`unsupported protocol ${parsed.protocol}`);
    origin = {
      secure: parsed.protocol === "https:",
      // node:http wants an IPv6 host without its brackets.
      hostname: parsed.hostname.replace(/^\[(.*)\]$/, "$1"),
      port: parsed.port,
    };
    origins.set(text, origin);
  }
  return origin;
}

const NO_BODY = new Set([204, 205, 304]);

/**
 * Sends one call on node:http. Node's global fetch (undici) spends about a millisecond of CPU per call
 * on web streams, Request and Response objects: in a job of thousands of calls on two cores that, not the
 * server, set the pace. JSON answers are read whole into a {@link BufferedResponse} (the client parses
 * them whole anyway); anything else (CSV, PDF downloads) is handed on as a streaming `Response`, so exports
 * keep constant memory. Redirects are not followed: the API answers none.
 */
export function nodeFetch(wire: WireRequest): Promise<Response> {
  const { origin, path } = targetOf(wire.url);
  const headers = wire.body
    ? { ...wire.headers, "content-length": String(wire.body.byteLength) }
    : wire.headers;
  return new Promise<Response>((resolve, reject) => {
    const request = (origin.secure ? https : http).request(
      {
        hostname: origin.hostname,
        port: origin.port || undefined,
        path,
        method: wire.method,
        headers,
        agent: origin.secure ? agents.https : agents.http,
        signal: wire.signal,
      },
      (response) => {
        const status = response.statusCode ?? 502;
        const statusText = response.statusMessage ?? "";
        if (wire.method === "HEAD" || NO_BODY.has(status)) {
          response.resume();
          resolve(
            new BufferedResponse(
              Buffer.alloc(0),
              status,
              statusText,
              new NodeHeaders(response.headers),
              wire.url,
            ),
          );
        } else if (/\bjson\b/i.test(response.headers["content-type"] ?? "")) {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.once("end", () => {
            const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
            resolve(
              new BufferedResponse(body, status, statusText, new NodeHeaders(response.headers), wire.url),
            );
          });
          response.once("error", reject);
        } else {
          const responseHeaders = new Headers();
          const raw = response.rawHeaders;
          for (let i = 0; i + 1 < raw.length; i += 2) responseHeaders.append(raw[i]!, raw[i + 1]!);
          resolve(
            new Response(Readable.toWeb(response) as ReadableStream<Uint8Array>, {
              status,
              statusText,
              headers: responseHeaders,
            }),
          );
        }
      },
    );
    request.once("error", reject);
    request.end(wire.body);
  });
}
