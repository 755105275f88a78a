import { Agent as HttpAgent, request as httpRequest } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { Readable } from "node:stream";

// Kept-alive connections, as fetch keeps them; idle sockets are unref'd, so they never hold the process.
const agents = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };

function bodyBytes(body: RequestInit["body"]): Buffer | null | undefined {
  if (body === undefined || body === null) return null;
  if (typeof body === "string") return Buffer.from(body);
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  return undefined;
}

/**
 * `fetch(url, init)` on node:http. Node's global fetch (undici) spends about a millisecond of CPU per call
 * on web streams and Request objects: in a job of thousands of calls on two cores that, not the server,
 * set the pace. JSON answers are read whole (the client parses them whole anyway); anything else (CSV,
 * PDF downloads) is handed on as a stream, so exports keep constant memory. Bodies it does not know
 * (streams, forms) and other schemes go to the global fetch.
 */
export function nodeFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const target = new URL(url);
  const secure = target.protocol === "https:";
  const body = bodyBytes(init.body);
  if ((!secure && target.protocol !== "http:") || body === undefined) return globalThis.fetch(url, init);
  const method = (init.method ?? "GET").toUpperCase();
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, name) => {
    headers[name] = value;
  });
  if (body) headers["content-length"] = String(body.length);
  return new Promise<Response>((resolve, reject) => {
    const request = (secure ? httpsRequest : httpRequest)(
      target,
      { method, headers, agent: secure ? agents.https : agents.http, signal: init.signal ?? undefined },
      (response) => {
        const status = response.statusCode ?? 502;
        const responseHeaders = new Headers();
        const raw = response.rawHeaders;
        for (let i = 0; i + 1 < raw.length; i += 2) responseHeaders.append(raw[i]!, raw[i + 1]!);
        const answer = { status, statusText: response.statusMessage ?? "", headers: responseHeaders };
        if (method === "HEAD" || status === 204 || status === 205 || status === 304) {
          response.resume();
          resolve(new Response(null, answer));
        } else if (/\bjson\b/i.test(response.headers["content-type"] ?? "")) {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.once("end", () => resolve(new Response(Buffer.concat(chunks), answer)));
          response.once("error", reject);
        } else {
          resolve(new Response(Readable.toWeb(response) as ReadableStream<Uint8Array>, answer));
        }
      },
    );
    request.once("error", reject);
    request.end(body ?? undefined);
  });
}
