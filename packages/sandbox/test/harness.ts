import { setupServer } from "msw/node";
import { afterAll, beforeAll, expect } from "vitest";
import {
  contractOperations,
  createSandbox,
  type Sandbox,
  type SandboxOptions,
  type SandboxResponse,
} from "../src";
import { classify, keyFieldOf, scopeOf } from "../src/crud";
import { collection, getSingleton, type Item } from "../src/state";
import type { Operation } from "../src/contract";
import { createSandboxHandlers, type SandboxHandlersOptions } from "../src/msw";

export const PROPERTY = "1001";

export interface Call {
  method: string;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** Raw body text, for malformed JSON. */
  raw?: string;
  headers?: Record<string, string>;
  /** The sender's address as the HTTP server would pass it; absent as under msw. */
  client?: string;
}

/** A sandbox that checks every JSON answer against openapi.yaml (the default) and acts as `actAs`. */
export function testSandbox(options: SandboxOptions = {}): Sandbox {
  const problems: string[] = [];
  return createSandbox({ actAs: "super@demo.test", log: (line) => problems.push(line), ...options });
}

export async function call(sandbox: Sandbox, request: Call): Promise<SandboxResponse> {
  const url = new URL(`http://sandbox.test${request.path}`);
  for (const [k, v] of Object.entries(request.query ?? {})) url.searchParams.set(k, v);
  const headers = new Headers(request.headers);
  const bodyText = request.raw ?? (request.body === undefined ? null : JSON.stringify(request.body));
  if (bodyText !== null) headers.set("content-type", "application/json");
  return sandbox.handle({
    method: request.method,
    url,
    headers,
    bodyText,
    ...(request.client && { client: request.client }),
  });
}

/**
 * The sandbox's msw handlers, answering `fetch` for the tests of the describe block (or file) this is called in:
 * the server listens before them and closes after, and a request no handler takes fails the test.
 */
export function servedHandlers(options: SandboxHandlersOptions = {}) {
  const sandbox = createSandboxHandlers(options);
  const server = setupServer(...sandbox.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterAll(() => server.close());
  return sandbox;
}

/** A fresh sandbox as a property administrator of the demo hotels. */
export const admin = () => testSandbox({ actAs: "admin@demo.test" });

/** A fresh sandbox as the front desk of hotel 1001. */
export const frontDesk = () => testSandbox({ actAs: "staff@demo.test" });

/** A sandbox where the front desk of Hotel Sacher Wien holds exactly `permissions`. */
export function frontDeskWith(permissions: string[]) {
  const sandbox = testSandbox({ actAs: "staff@demo.test" });
  const staff = collection(sandbox.state, "/api/cms/v3/user").find((u) => u.email === "staff@demo.test")!;
  const roleId = (staff.propertyRoles as { roles: string[] }[])[0]!.roles[0]!;
  const role = collection(sandbox.state, "/api/cms/v3/role").find((r) => r._id === roleId)!;
  role.permissions = permissions;
  return sandbox;
}

/** Asserts `answer` is the 403 a user without the operation's permission gets, with the console's message. */
export function expectForbidden(answer: SandboxResponse) {
  expect(answer.status).toBe(403);
  expect((answer.body as Message).message).toBe("You are not authorized to perform this action");
}

/** An id no seeded or created item has. */
export const MISSING_ID = "0000000000000000000000aa";

/** An update (with `body`) and a delete of `MISSING_ID` in the collection at `base` both answer 404; the update's answer is returned. */
export async function expectMissing(sandbox: Sandbox, base: string, body: unknown) {
  const update = await call(sandbox, { method: "PUT", path: `${base}/${MISSING_ID}`, body });
  expect(update.status).toBe(404);
  expect((await call(sandbox, { method: "DELETE", path: `${base}/${MISSING_ID}` })).status).toBe(404);
  return update;
}

/** Creates `body` in the collection at `base`: a 201 whose item holds what was sent. The new item is returned. */
export async function expectCreated<Item>(sandbox: Sandbox, base: string, body: object): Promise<Item> {
  const created = await call(sandbox, { method: "POST", path: base, body });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject(body);
  return created.body as Item;
}

/** Deletes the item whose key field `key` is `id` in the collection at `base`: a 200 with that item, after which the index no longer lists it. */
export async function expectDeleted(sandbox: Sandbox, base: string, key: string, id: string) {
  const deleted = await call(sandbox, { method: "DELETE", path: `${base}/${id}` });
  expect(deleted.status).toBe(200);
  expect((deleted.body as Item)[key]).toBe(id);
  expect((await listOf<Item>(sandbox, base)).items.some((item) => item[key] === id)).toBe(false);
}

/** A collection's page as the sandbox's `index` answers it. */
export interface Page<Item> {
  items: Item[];
  total: number;
}

/** The `index` page of the collection at `base`, as `sandbox` answers it. */
export const listOf = async <Item>(sandbox: Sandbox, base: string) =>
  (await call(sandbox, { method: "GET", path: `${base}/index` })).body as Page<Item>;

/** Reads the seed twice (`list` makes a fresh sandbox each time): the same page both times, every item counted. */
export async function expectSameSeed<Item>(list: () => Promise<Page<Item>>): Promise<Page<Item>> {
  const first = await list();
  expect(first.total).toBe(first.items.length);
  expect(await list()).toEqual(first);
  return first;
}

/** A refusal's answer: what the screens show, and the input they mark. */
export type Message = { message: string; field?: string };

/** Asserts `answer` is a 400 with a message; its field and message as one text, for the test to look for a name in. */
export function refusal(answer: SandboxResponse) {
  expect(answer.status).toBe(400);
  const { message, field } = answer.body as Message;
  expect(message).toBeTruthy();
  return `${field ?? ""} ${message}`;
}

export const fill = (template: string, params: Record<string, string>) =>
  template.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? `missing-${name}`),
  );

/** First item of the collection that owns a path parameter, e.g. a bulk ticket id for `{ticketId}`. */
function sampleParam(
  sandbox: Sandbox,
  operation: Operation,
  name: string,
  known: Record<string, string>,
): string | undefined {
  const segments = operation.template.split("/");
  const at = segments.indexOf(`{${name}}`);
  for (let end = at; end > 0; end--) {
    const base = segments.slice(0, end).join("/");
    const scope = scopeOf(base, known);
    const byScope = Object.hasOwn(sandbox.state.collections, base)
      ? sandbox.state.collections[base]
      : undefined;
    const items = byScope && Object.hasOwn(byScope, scope) ? byScope[scope] : undefined;
    if (items?.length) {
      const key = keyFieldOf(base);
      return String(items[0]![key]);
    }
  }
  return undefined;
}

/** Query values for required parameters: the first enum value, a date range over the seed's last year. */
export function sampleQuery(sandbox: Sandbox, operation: Operation): Record<string, string> {
  const query: Record<string, string> = {};
  const today = sandbox.state.today;
  for (const parameter of operation.parameters.filter((p) => p.in === "query" && p.required)) {
    const schema = (parameter.schema ?? {}) as {
      enum?: unknown[];
      format?: string;
      type?: string;
      default?: unknown;
      $ref?: string;
    };
    const resolved = schema.$ref ? (contractSchema(schema.$ref) as typeof schema) : schema;
    if (resolved.enum) query[parameter.name] = String(resolved.enum[0]);
    else if (resolved.format === "date-time")
      query[parameter.name] = /to|edt|end/i.test(parameter.name)
        ? `${today}T23:59:59.999Z`
        : `${yearBefore(today)}T00:00:00.000Z`;
    else if (resolved.format === "date")
      query[parameter.name] = /to|end/i.test(parameter.name) ? today : yearBefore(today);
    else if (resolved.type === "integer" || resolved.type === "number")
      query[parameter.name] = String(resolved.default ?? 1);
    else if (resolved.type === "boolean") query[parameter.name] = "true";
    else query[parameter.name] = String(resolved.default ?? "a");
  }
  return query;
}

import document from "@cms/api/openapi.json";
function contractSchema(ref: string): unknown {
  return ref
    .replace(/^#\//, "")
    .split("/")
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document);
}

function yearBefore(day: string): string {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCFullYear(d.getUTCFullYear() - 1);
  return d.toISOString().slice(0, 10);
}

/** A call that should succeed, built from the seed: copies of existing items, current singletons. */
export function sampleCall(
  sandbox: Sandbox,
  operation: Operation,
  override: Partial<Call> & { params?: Record<string, string> } = {},
): Call {
  const params: Record<string, string> = { propertyId: PROPERTY, ...override.params };
  for (const name of operation.paramNames)
    params[name] ??= sampleParam(sandbox, operation, name, params) ?? `no-sample-${name}`;
  const route = classify(operation);
  let body: unknown = override.body;
  if (body === undefined && operation.hasBody && route) {
    const scope = scopeOf(route.base, params);
    const items: Item[] = collection(sandbox.state, route.base, scope);
    const key = keyFieldOf(route.base);
    if (route.kind === "create" && items[0]) {
      const { [key]: _key, ...copy } = items[0];
      body = copy;
    } else if (route.kind === "update") {
      body = items.find((item) => String(item[key]) === params[route.idParam!]) ?? items[0];
    } else if (route.kind === "bulkDelete" && items[0]) {
      body = { items: [items[0]] };
    } else if (route.kind === "write") {
      body = getSingleton(sandbox.state, route.base, scope);
    }
  }
  return {
    method: operation.method.toUpperCase(),
    path: fill(operation.template, params),
    query: { ...sampleQuery(sandbox, operation), ...override.query },
    body,
    ...(override.raw ? { raw: override.raw } : {}),
  };
}

export { contractOperations };
