import { contract, operations_, type Operation } from "./contract";
import { HttpError, type HandlerContext } from "./http";
import { readPath } from "./paths";
import { collection, getSingleton, nextId, setSingleton, type Item } from "./state";

/**
 * Most operations follow the contract's REST conventions; they are served here from the path template
 * alone: `GET .../index` lists, `POST` on a collection creates, `GET|PUT|DELETE .../{id}` read, update and
 * delete one item, `DELETE` on a collection with `{ items }` deletes many, and a `GET`/`PUT` pair on a path
 * without id (settings, licences) reads and writes one object. Anything else needs a named handler.
 */
export type CrudKind = "list" | "get" | "create" | "update" | "delete" | "bulkDelete" | "read" | "write";

export interface CrudRoute {
  kind: CrudKind;
  /** The collection's path template (the key into state.collections). */
  base: string;
  /** The item's path parameter, for get/update/delete. */
  idParam?: string;
}

const lastParam = /\/\{([^}]+)\}$/;

export function classify(op: Operation): CrudRoute | null {
  const { template, method } = op;
  if (method === "get" && template.endsWith("/index")) return { kind: "list", base: template.slice(0, -6) };
  const item = lastParam.exec(template);
  if (item && item[1] !== "propertyId") {
    const base = template.slice(0, item.index);
    const idParam = item[1];
    if (method === "get") return { kind: "get", base, idParam };
    if (method === "put") return { kind: "update", base, idParam };
    if (method === "delete") return { kind: "delete", base, idParam };
    return null;
  }
  if (method === "post" && op.successStatus === 201) return { kind: "create", base: template };
  if (method === "delete" && op.hasBody) return { kind: "bulkDelete", base: template };
  if (method === "get" && op.successContentType === "application/json")
    return { kind: "read", base: template };
  if (method === "put") return { kind: "write", base: template };
  return null;
}

/** The scope of a collection: the values of its template's path parameters. */
export function scopeOf(base: string, params: Record<string, string>): string {
  return [...base.matchAll(/\{([^}]+)\}/g)].map((m) => params[m[1] ?? ""] ?? "").join("/");
}

type SchemaLike = { $ref?: string; properties?: Record<string, unknown>; items?: SchemaLike };

function resolveSchema(schema: SchemaLike | undefined): SchemaLike | undefined {
  const name = schema?.$ref?.replace("#/components/schemas/", "");
  return name ? (contract.components.schemas?.[name] as SchemaLike | undefined) : schema;
}

const keyFields = new Map<string, string>();

/** `_id` or `id` as the item schema has it, else the item path parameter (e.g. salto rooms: roomNumber). */
export function keyFieldOf(base: string): string {
  const known = keyFields.get(base);
  if (known) return known;
  let properties: Record<string, unknown> | undefined;
  let idParam: string | undefined;
  for (const op of operations_) {
    const route = classify(op);
    if (!route || route.base !== base) continue;
    idParam ??= route.idParam;
    const path = contract.paths[op.template]?.[op.method] as {
      responses?: Record<string, { content?: Record<string, { schema?: SchemaLike }> }>;
    };
    const schema = resolveSchema(
      path.responses?.[String(op.successStatus)]?.content?.["application/json"]?.schema,
    );
    const itemSchema =
      route.kind === "list"
        ? resolveSchema(resolveSchema(schema?.properties?.items as SchemaLike)?.items)
        : schema;
    properties ??= resolveSchema(itemSchema)?.properties;
  }
  const field =
    properties && "_id" in properties ? "_id" : properties && "id" in properties ? "id" : (idParam ?? "id");
  keyFields.set(base, field);
  return field;
}

function matchesSearch(item: Item, search: string): boolean {
  return JSON.stringify(item).toLowerCase().includes(search.toLowerCase());
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a ?? "").localeCompare(String(b ?? ""), "en", { numeric: true });
}

/** Generic list query: `search`, `sortBy` + `sortDesc`, and `limit` + `page` (1-based) when given. */
export function listAnswer(items: Item[], query: Record<string, unknown>): { items: Item[]; total: number } {
  let result = items;
  if (typeof query.search === "string" && query.search.trim()) {
    const search = query.search.trim();
    result = result.filter((item) => matchesSearch(item, search));
  }
  if (typeof query.sortBy === "string") {
    const key = query.sortBy;
    const direction = query.sortDesc === true ? -1 : 1;
    result = [...result].sort((a, b) => direction * compare(readPath(a, key), readPath(b, key)));
  }
  const total = result.length;
  if (typeof query.limit === "number" && query.limit > 0) {
    const page = typeof query.page === "number" && query.page > 0 ? query.page : 1;
    result = result.slice((page - 1) * query.limit, page * query.limit);
  }
  return { items: result, total };
}

function describeItem(base: string): string {
  const segment =
    base
      .split("/")
      .filter((s) => s && !s.startsWith("{"))
      .at(-1) ?? "item";
  return segment.replace(/[-_]/g, " ");
}

/** Serves a collection operation by the conventions above, for a named handler that adds to them. */
export function serveCollection(ctx: HandlerContext): unknown {
  const route = classify(ctx.operation);
  if (!route) throw new Error(`${ctx.operation.operationId} is not a collection operation`);
  return serveCrud(route, ctx);
}

/** Serves a classified operation from the state. */
export function serveCrud(route: CrudRoute, ctx: HandlerContext): unknown {
  const { state, params, query } = ctx;
  const scope = scopeOf(route.base, params);
  const key = keyFieldOf(route.base);
  const items = collection(state, route.base, scope);
  const id = route.idParam ? params[route.idParam] : undefined;
  const indexOf = (value: unknown) => items.findIndex((item) => String(item[key]) === String(value));
  const notFound = () => new HttpError(404, `No ${describeItem(route.base)} with ${key} ${String(id)}`);
  const body = ctx.body as Item;

  switch (route.kind) {
    case "list":
      return listAnswer(items, query);
    case "get": {
      const found = items[indexOf(id)];
      if (!found) throw notFound();
      return found;
    }
    case "create": {
      const created: Item = { ...body };
      if (created[key] === undefined || created[key] === null || created[key] === "") {
        created[key] = nextId(state, route.base);
      } else if (indexOf(created[key]) >= 0) {
        throw new HttpError(
          400,
          `A ${describeItem(route.base)} with ${key} ${String(created[key])} already exists`,
          key,
        );
      }
      items.push(created);
      return created;
    }
    case "update": {
      const at = indexOf(id);
      if (at < 0) throw notFound();
      const updated: Item = { ...items[at], ...body, [key]: items[at]?.[key] };
      items[at] = updated;
      return updated;
    }
    case "delete": {
      const at = indexOf(id);
      if (at < 0) throw notFound();
      return items.splice(at, 1)[0];
    }
    case "bulkDelete": {
      const requested = (body.items as Item[] | undefined) ?? [];
      const removed: Item[] = [];
      for (const entry of requested) {
        const at = indexOf(entry[key]);
        if (at >= 0) removed.push(...items.splice(at, 1));
      }
      if (requested.length && !removed.length) throw new HttpError(404, `None of the items exist`, "items");
      return { items: removed };
    }
    case "read": {
      const value = getSingleton(state, route.base, scope);
      if (value === undefined)
        throw new HttpError(404, `Nothing stored at ${describeItem(route.base)} for this property`);
      return value;
    }
    case "write": {
      const previous = getSingleton<Item>(state, route.base, scope);
      const next =
        previous && typeof previous === "object" && !Array.isArray(previous)
          ? { ...previous, ...body }
          : body;
      setSingleton(state, route.base, scope, next);
      return next;
    }
  }
}
