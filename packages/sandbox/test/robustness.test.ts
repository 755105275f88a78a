import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "../src/limits";
import { startSandboxServer } from "../src/server";
import { servedHandlers } from "./harness";
import { signIn } from "./sandboxProcess";

/** One raw HTTP/1.1 exchange, so paths, headers and bytes reach the server exactly as written. */
function raw(
  port: number,
  head: string,
  body: Uint8Array = new Uint8Array(),
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text });
    });
    socket.write(`${head}\r\nConnection: close\r\nContent-Length: ${body.byteLength}\r\n\r\n`);
    socket.end(body);
  });
}

const jsonBodyOf = (text: string) =>
  JSON.parse(text.slice(text.indexOf("\r\n\r\n") + 4)) as { message: string };

describe("the HTTP server survives any request", () => {
  let port = 0;
  let url = "";
  const lines: string[] = [];
  let close = () => undefined as unknown;
  beforeAll(async () => {
    const running = await startSandboxServer({
      port: 0,
      log: (line) => lines.push(line),
      today: "2026-11-20",
    });
    url = running.url;
    port = Number(new URL(url).port);
    close = () => running.server.close();
  });
  afterAll(() => close());

  const token = () => signIn(url);

  it("answers malformed percent-encoding in the path and the query with 400", async () => {
    for (const target of [
      "/api/cms/v3/%ff/onespeed/whitelist/index",
      "/api/cms/v3/1001/onespeed/whitelist/%E0%A4%A",
      "/api/cms/v3/1001/onespeed/whitelist/index?page=%ff",
    ]) {
      const answer = await raw(port, `GET ${target} HTTP/1.1\r\nHost: x`);
      expect(answer.status, target).toBe(400);
      expect(jsonBodyOf(answer.text).message).toMatch(/percent-encoded UTF-8/);
    }
  });

  it("answers a body over the declared limit with 413, and non-UTF-8 or too deep JSON with 400", async () => {
    const auth = `Authorization: Bearer ${await token()}\r\nContent-Type: application/json`;
    const post = `POST /api/cms/v3/1001/onespeed/whitelist HTTP/1.1\r\nHost: x\r\n${auth}`;
    const big = await raw(
      port,
      post,
      new TextEncoder().encode(JSON.stringify({ mac: "x".repeat(LIMITS.maxBodyBytes) })),
    );
    expect(big.status).toBe(413);
    expect(jsonBodyOf(big.text).message).toBe("The request body is larger than 1 MB");
    const latin1 = await raw(
      port,
      post,
      Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xfc, 0x22, 0x7d]),
    );
    expect(latin1.status).toBe(400);
    expect(jsonBodyOf(latin1.text).message).toBe("The request body is not valid UTF-8 text");
    const deep = await raw(port, post, new TextEncoder().encode("[".repeat(10_000) + "]".repeat(10_000)));
    expect(deep.status).toBe(400);
    expect(jsonBodyOf(deep.text).message).toMatch(/nested deeper than/);
    const notJson = await raw(port, post, new TextEncoder().encode("{mac:"));
    expect(jsonBodyOf(notJson.text)).toEqual({
      message: "The request body is not valid JSON",
      field: "body",
    });
    const lone = await raw(port, post, new TextEncoder().encode('{"mac":"\\ud800"}'));
    expect(lone.status).toBe(400);
  });

  it("answers headers over the limit with a JSON 431, and wrong methods with 405 and Allow", async () => {
    const huge = await raw(
      port,
      `GET /api/cms/v3/auth/info HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(LIMITS.maxHeaderBytes)}`,
    );
    expect(huge.status).toBe(431);
    expect(jsonBodyOf(huge.text).message).toMatch(/headers are larger/);
    const wrong = await fetch(`${url}/api/cms/v3/1001/onespeed/whitelist/index`, { method: "PATCH" });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("allow")).toBe("GET, PUT, DELETE");
    expect(((await wrong.json()) as { message: string }).message).toMatch(/PATCH is not allowed/);
    const unknown = await fetch(`${url}/nowhere`);
    expect(unknown.status).toBe(404);
    const garbage = await raw(port, "GET /x HTTP/1.1\r\nHost: x\r\nBad Header\u0001: y");
    expect(garbage.status).toBe(400);
    // Still serving after all of that.
    expect((await fetch(`${url}/api/cms/v3/auth/info`)).status).toBe(401);
  });
});

describe("the contract's bounds", () => {
  servedHandlers({ actAs: "super@demo.test" });

  it("refuses a string over its maxLength with a 400 naming the field", async () => {
    const answer = await fetch("http://console.test/api/cms/v3/1001/onespeed/whitelist", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ mac: "00:11:22:33:44:55", device: "x".repeat(201) }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      message: "body/device must NOT have more than 200 characters",
      field: "body/device",
    });
  });
});

describe("the msw handlers apply the same checks", () => {
  servedHandlers({ actAs: "super@demo.test" });

  it("refuses a too large, a non-UTF-8 and a too deep body, and a malformed path", async () => {
    const post = (body: BodyInit) =>
      fetch("http://console.test/api/cms/v3/1001/onespeed/whitelist", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
    expect((await post("x".repeat(LIMITS.maxBodyBytes + 1))).status).toBe(413);
    expect((await post(Uint8Array.from([0x22, 0xff, 0x22]))).status).toBe(400);
    expect((await post("[".repeat(5000))).status).toBe(400);
    expect((await fetch("http://console.test/api/cms/v3/%ff/onespeed/whitelist/index")).status).toBe(400);
  });
});
