import type { paths } from "@cms/api";
import type { CallResult, ListScreenDefinition, ScreenContext } from "./defineListScreen";
import { atProperty, deleteEach } from "./defineListScreen";
import type { SettingsScreenDefinition } from "./defineSettingsScreen";

// A screen's calls written once for the contract's two usual shapes: a collection (`collectionCalls`) and a
// settings family (`settingsCalls`). The signatures check paths, keys and bodies against openapi.yaml; the
// calls themselves go through a loose view of the client.

/** The JSON body the contract takes for `method` on `path`. */
type JsonBody<P, M extends "post" | "put"> = P extends keyof paths
  ? paths[P][M] extends { requestBody?: { content: { "application/json": infer B } } }
    ? B
    : never
  : never;

/** The JSON of the contract's answer 200 to `GET path`. */
type ListAnswer<P> = P extends keyof paths
  ? paths[P]["get"] extends { responses: { 200: { content: { "application/json": infer R } } } }
    ? R
    : never
  : never;

/** How the contract names an item's path parameter. */
type Param = "id" | "_id";

/** The collection of an item's path: `…/theme/{id}` → `…/theme`. */
type CollectionOf<I> = I extends `${infer C}/{${Param}}` ? C : never;

/** The contract saves an item of `I` (PUT on its path); some collections only add and delete. */
type Saves<I> = I extends keyof paths ? (paths[I] extends { put: object } ? true : false) : false;

/**
 * An item of a collection in the REST shape most list screens use: `C/index` lists (GET), `C` creates (POST),
 * `C/{id}` (or `C/{_id}`: this path) deletes (DELETE) and, where the contract has it, saves (PUT).
 */
export type ItemPath = {
  [P in keyof paths]: paths[P] extends { delete: object }
    ? CollectionOf<P> extends keyof paths
      ? paths[CollectionOf<P>] extends { post: object }
        ? `${CollectionOf<P>}/index` extends keyof paths
          ? P
          : never
        : never
      : never
    : never;
}[keyof paths];

/** What a save of item path `I` sends: the contract's body of its PUT (of the create's POST, where it has none). */
export type SaveBody<I extends ItemPath> =
  Saves<I> extends true ? JsonBody<I, "put"> : JsonBody<CollectionOf<I>, "post">;

/**
 * How several items are deleted: `each`, one call per item, stopping at the first refusal (the contract has no
 * bulk delete); `bulk`, always the collection's DELETE with `{ items }`; `oneOrBulk`, one item by its own DELETE
 * and several by the collection's (products.md section 7, bulk delete).
 */
export type RemoveStyle = "each" | "bulk" | "oneOrBulk";

/** An item as the collection's list answers it. */
export type ItemOf<I extends ItemPath> =
  ListAnswer<`${CollectionOf<I>}/index`> extends { items?: readonly (infer T)[] }
    ? T
    : ListAnswer<`${CollectionOf<I>}/index`> extends readonly (infer T)[]
      ? T
      : never;

export type CollectionOptions<I extends ItemPath, T = ItemOf<I>> = {
  /** The item's key field: its path parameter's value (`{id}` or `{_id}`, as the contract names it). */
  key: keyof T & string;
  /** A collection without a bulk DELETE in the contract deletes one by one. */
  remove: paths[CollectionOf<I> & keyof paths] extends { delete: object } ? RemoveStyle : "each";
  /**
   * A new item keeps its key (a property's id is the hotel's own number). By default the key is left out of
   * the create's body: the server gives it.
   */
  keepKeyOnCreate?: boolean;
  /** The items a bulk delete sends (default: as they are). */
  bulkItems?: (items: T[]) => unknown[];
} & (Saves<I> extends true
  ? { addOnly?: never }
  : {
      /** The contract adds and deletes the collection's items but does not save one: the screen has no edit. */
      addOnly: true;
    }) &
  (T extends SaveBody<I>
    ? {
        /** The item as the contract saves it (default: as it is). */
        body?: (item: T) => SaveBody<I>;
      }
    : { body: (item: T) => SaveBody<I> });

/** The loose call the helpers make: their signatures have checked the paths and bodies against the contract. */
type LooseCall = (path: string, init?: object) => Promise<CallResult<never>>;

const call = (context: ScreenContext, method: "GET" | "POST" | "PUT" | "DELETE") =>
  (context.client[method] as unknown as LooseCall).bind(context.client);

/** The path parameters of a call on `path`: the property's, where the path has one, and `more`. */
const pathParams = (path: string, context: ScreenContext, more: Record<string, unknown> = {}) => ({
  ...(path.includes("{propertyId}") ? { propertyId: atProperty(context).propertyId } : {}),
  ...more,
});

/**
 * A list screen's calls over a collection of the contract, named by its item's path (see {@link ItemPath}), so
 * a screen states what differs (its key, its body, how it deletes several) rather than writing the four calls
 * again. The path, the list's items and the save's body are checked against openapi.yaml; the property's id
 * goes into the path when the collection is a property's.
 */
export function collectionCalls<I extends ItemPath, T extends ItemOf<I> & object = ItemOf<I> & object>(
  itemPath: I,
  options: CollectionOptions<I, T>,
): ListScreenDefinition<T>["calls"] {
  const { key, remove, keepKeyOnCreate = false, bulkItems = (items: T[]) => items } = options;
  const body = (options.body ?? ((item: T) => item)) as (item: T) => Record<string, unknown>;
  const param: Param = itemPath.endsWith("/{_id}") ? "_id" : "id";
  const collection = itemPath.slice(0, itemPath.lastIndexOf("/"));
  const pathOf = (context: ScreenContext, id?: unknown) =>
    pathParams(collection, context, id === undefined ? {} : { [param]: id });
  const deleteOne = (context: ScreenContext, one: T) =>
    call(context, "DELETE")(itemPath, { params: { path: pathOf(context, one[key]) } });
  const deleteAll = (context: ScreenContext, items: T[]) =>
    call(context, "DELETE")(collection, {
      params: { path: pathOf(context) },
      body: { items: bulkItems(items) },
    });
  return {
    list: (context) => call(context, "GET")(`${collection}/index`, { params: { path: pathOf(context) } }),
    create: (context, created) => {
      const { [key]: _, ...rest } = body(created);
      return call(context, "POST")(collection, {
        params: { path: pathOf(context) },
        body: keepKeyOnCreate ? body(created) : rest,
      });
    },
    update: options.addOnly
      ? undefined
      : (context, saved) =>
          call(context, "PUT")(itemPath, {
            params: { path: pathOf(context, saved[key]) },
            body: body(saved),
          }),
    remove: (context, items) =>
      remove === "each"
        ? deleteEach(items, (one) => deleteOne(context, one))
        : remove === "oneOrBulk" && items.length === 1
          ? deleteOne(context, items[0]!)
          : deleteAll(context, items),
  };
}

/** A settings family of the contract: `P` reads its values (GET) and saves them (PUT), `P/schema` describes them. */
export type SettingsPath = {
  [P in keyof paths]: paths[P] extends { get: object; put: object }
    ? `${P}/schema` extends keyof paths
      ? P
      : never
    : never;
}[keyof paths];

/** A settings screen's calls over a settings family of the contract: its values, its schema and their save. */
export function settingsCalls(path: SettingsPath): SettingsScreenDefinition["calls"] {
  const params = (context: ScreenContext) => ({ path: pathParams(path, context) });
  return {
    get: (context) => call(context, "GET")(path, { params: params(context) }),
    schema: (context) => call(context, "GET")(`${path}/schema`, { params: params(context) }),
    save: (context, values) => call(context, "PUT")(path, { params: params(context), body: values }),
  };
}
