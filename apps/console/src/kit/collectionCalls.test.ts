import type { CmsClient } from "@cms/api";
import { describe, expect, it } from "vitest";
import { collectionCalls } from "./collectionCalls";
import type { ScreenContext } from "./defineListScreen";

/** A client that notes each call (method, path, path parameters, body) and answers it; a refusal for "refuse". */
function recordingClient() {
  const calls: { method: string; path: string; params?: unknown; body?: unknown }[] = [];
  const method =
    (name: string) =>
    async (path: string, init?: { params?: { path?: Record<string, unknown> }; body?: unknown }) => {
      calls.push({ method: name, path, params: init?.params?.path, body: init?.body });
      const refused = JSON.stringify(init?.params?.path ?? {}).includes("refuse");
      return refused
        ? { error: { message: "Refused" }, response: new Response(null, { status: 409 }) }
        : { data: { items: [] }, response: new Response(null, { status: 200 }) };
    };
  const client = { GET: method("GET"), POST: method("POST"), PUT: method("PUT"), DELETE: method("DELETE") };
  return {
    calls,
    context: { client: client as unknown as CmsClient, propertyId: "1001" } satisfies ScreenContext,
  };
}

const themes = collectionCalls("/api/cms/v3/{propertyId}/onespeed/theme/{id}", {
  key: "id",
  body: ({ name, ...theme }) => ({ ...theme, name: name.trim() }),
  remove: "oneOrBulk",
});
// Checked against the contract by `pnpm typecheck`: an unknown collection or key does not compile.
// @ts-expect-error: the contract has no such collection.
collectionCalls("/api/cms/v3/{propertyId}/onespeed/coupon/{id}", { key: "id", remove: "each" });
// @ts-expect-error: a ticket has no `_id`.
collectionCalls("/api/cms/v3/{propertyId}/onespeed/ticket/{id}", { key: "_id", remove: "each" });

const lobby = { id: "t1", name: " Lobby ", primary: "#0b5394" };

describe("collectionCalls (a list screen's calls over a collection of the contract)", () => {
  it("lists the property's collection, creates on it without the key, and saves an item by its key", async () => {
    const { calls, context } = recordingClient();
    await themes.list(context);
    await themes.create!(context, lobby);
    await themes.update!(context, lobby);
    expect(calls).toEqual([
      {
        method: "GET",
        path: "/api/cms/v3/{propertyId}/onespeed/theme/index",
        params: { propertyId: "1001" },
      },
      {
        method: "POST",
        path: "/api/cms/v3/{propertyId}/onespeed/theme",
        params: { propertyId: "1001" },
        body: { name: "Lobby", primary: "#0b5394" },
      },
      {
        method: "PUT",
        path: "/api/cms/v3/{propertyId}/onespeed/theme/{id}",
        params: { propertyId: "1001", id: "t1" },
        body: { id: "t1", name: "Lobby", primary: "#0b5394" },
      },
    ]);
  });

  it("deletes one item by its own path and several in one call on the collection", async () => {
    const { calls, context } = recordingClient();
    await themes.remove!(context, [lobby]);
    await themes.remove!(context, [lobby, { ...lobby, id: "t2" }]);
    expect(calls.map(({ method, path, params }) => [method, path, params])).toEqual([
      ["DELETE", "/api/cms/v3/{propertyId}/onespeed/theme/{id}", { propertyId: "1001", id: "t1" }],
      ["DELETE", "/api/cms/v3/{propertyId}/onespeed/theme", { propertyId: "1001" }],
    ]);
    expect(calls[1]!.body).toEqual({ items: [lobby, { ...lobby, id: "t2" }] });
  });

  it("names the key by the contract's parameter, keeps a key the user gives, and deletes one by one where there is no bulk delete", async () => {
    const { calls, context } = recordingClient();
    const roles = collectionCalls("/api/cms/v3/role/{_id}", { key: "_id", remove: "each" });
    const properties = collectionCalls("/api/cms/v3/property/{id}", {
      key: "id",
      keepKeyOnCreate: true,
      remove: "each",
    });
    await properties.create!(context, { id: "1042", name: "Hotel Nord" });
    const result = await roles.remove!(context, [
      { _id: "r1", name: "Night", permissions: [] },
      { _id: "refuse", name: "Day", permissions: [] },
      { _id: "r3", name: "Late", permissions: [] },
    ]);
    // A platform collection has no property in its path; the refusal stops the rest and is answered.
    expect(calls.map(({ method, params, body }) => [method, params, body])).toEqual([
      ["POST", {}, { id: "1042", name: "Hotel Nord" }],
      ["DELETE", { _id: "r1" }, undefined],
      ["DELETE", { _id: "refuse" }, undefined],
    ]);
    expect(result.error).toEqual({ message: "Refused" });
  });
});
