import type { IncomingHttpHeaders } from "node:http";

/**
 * One HTTP call as the CLI's transport sends it: plain data, so that the auth rule's repeat and the
 * retries resend the same bytes without cloning, teeing or re-reading a body stream.
 */
export interface WireRequest {
  /** Upper case. */
  method: string;
  /** Absolute, as the typed client built it. */
  url: string;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer> | undefined;
  signal?: AbortSignal;
}

/** Path and query of an absolute URL, for logs and error messages. */
export function pathOf(url: string): string {
  const start = url.indexOf("/", url.indexOf("//") + 2);
  return start < 0 ? "/" : url.slice(start);
}

/** The path alone, for matching the spec's sessionless calls. */
export function pathnameOf(url: string): string {
  const path = pathOf(url);
  const end = path.search(/[?#]/);
  return end < 0 ? path : path.slice(0, end);
}

/**
 * Response headers over node:http's own parsed object. `get` and `has` (all the typed client and the
 * commands use) read it directly; anything else goes through a real `Headers`, built on first need.
 */
export class NodeHeaders implements Headers {
  #full: Headers | undefined;

  constructor(private readonly raw: IncomingHttpHeaders) {}

  private get full(): Headers {
    if (!this.#full) {
      const full = new Headers();
      for (const [name, value] of Object.entries(this.raw)) {
        if (Array.isArray(value)) for (const item of value) full.append(name, item);
        else if (value !== undefined) full.append(name, value);
      }
      this.#full = full;
    }
    return this.#full;
  }

  get(name: string): string | null {
    if (this.#full) return this.#full.get(name);
    const value = this.raw[name.toLowerCase()];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(", ") : value;
  }

  has(name: string): boolean {
    return this.#full ? this.#full.has(name) : this.raw[name.toLowerCase()] !== undefined;
  }

  getSetCookie(): string[] {
    return this.full.getSetCookie();
  }

  forEach(callback: (value: string, key: string, parent: Headers) => void, thisArg?: unknown): void {
    this.full.forEach((value, key) => callback.call(thisArg, value, key, this));
  }

  append(name: string, value: string): void {
    this.full.append(name, value);
  }

  delete(name: string): void {
    this.full.delete(name);
  }

  set(name: string, value: string): void {
    this.full.set(name, value);
  }

  entries() {
    return this.full.entries();
  }

  keys() {
    return this.full.keys();
  }

  values() {
    return this.full.values();
  }

  [Symbol.iterator]() {
    return this.full.entries();
  }
}

/**
 * Lets go of a response that is not returned, so that its connection can serve the next call. A
 * {@link BufferedResponse} holds no connection and needs nothing.
 */
export function discard(response: Response) {
  if (response instanceof Response) response.body?.cancel().catch(() => undefined);
}

const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/**
 * A response whose body was read whole (JSON answers): the reads the typed client makes (`text`, `json`)
 * decode the bytes directly, without the web streams an undici `Response` would set up and drain for each
 * call. `body` still gives a stream for a caller that wants one.
 */
export class BufferedResponse implements Response {
  readonly type: ResponseType = "basic";
  readonly redirected = false;
  #used = false;
  readonly #content: Buffer;

  constructor(
    content: Buffer,
    readonly status: number,
    readonly statusText: string,
    readonly headers: Headers,
    readonly url: string,
  ) {
    this.#content = content;
  }

  get ok(): boolean {
    return this.status >= 200 && this.status <= 299;
  }

  get bodyUsed(): boolean {
    return this.#used;
  }

  get body(): ReadableStream<Uint8Array<ArrayBuffer>> | null {
    if (NULL_BODY.has(this.status)) return null;
    const bytes = this.take();
    return new ReadableStream({
      type: "bytes",
      start(controller) {
        if (bytes.byteLength) controller.enqueue(bytes);
        controller.close();
      },
    });
  }

  /** A copy of the bytes, as the body is used up (a second read fails, as it does on any Response). */
  private take(): Uint8Array<ArrayBuffer> {
    if (this.#used) throw new TypeError("Body is unusable: Body has already been read");
    this.#used = true;
    return new Uint8Array(this.#content);
  }

  text(): Promise<string> {
    if (this.#used) return Promise.reject(new TypeError("Body is unusable: Body has already been read"));
    this.#used = true;
    // UTF-8 decode as `Response.text()` does, which drops a byte order mark.
    const text = this.#content.toString("utf8");
    return Promise.resolve(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text()) as unknown;
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    return this.take().buffer;
  }

  async bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return this.take();
  }

  async blob(): Promise<Blob> {
    return new Blob([this.take()], { type: this.headers.get("content-type") ?? "" });
  }

  formData(): Promise<FormData> {
    return new Response(this.take(), { status: this.status, headers: this.headers }).formData();
  }

  clone(): Response {
    if (this.#used) throw new TypeError("Response.clone: Body has already been consumed.");
    return new BufferedResponse(this.#content, this.status, this.statusText, this.headers, this.url);
  }
}
