import { describe, expect, it } from "vitest";
import {
  call,
  PROPERTY,
  frontDesk,
  refusal,
  admin,
  expectCreated,
  expectDeleted,
  expectMissing,
  listOf,
} from "./harness";

// The gateway's portal language, terms and conditions and theme screens' calls (products.md sections 3, 6 and
// 7: "Language, theme, terms"), as a property administrator makes them. Terms and themes are per language.
type Item = Record<string, unknown> & { id: string };

const BASE = `/api/cms/v3/${PROPERTY}/onespeed`;
const list = (resource: string, sandbox = admin()) => listOf<Item>(sandbox, `${BASE}/${resource}`);

const samples = {
  language: { iso1: "it", language: "Italian", local: "Italiano", default: false },
  terms: { language: "en", title: "House rules", text: "<p>Be kind.</p>" },
  theme: { name: "Christmas", language: "en", primary: "#B71C1C", accent: "#FFFFFF" },
};

// The first call seeds the sandbox, which takes seconds on a busy machine.
describe("gateway portal content", { timeout: 30_000 }, () => {
  it("seeds languages, one terms text per language and themes, the same on every run", async () => {
    const languages = await list("language");
    const isos = languages.items.map((language) => language.iso1);
    expect(isos).toContain("en");
    expect(languages.items.filter((language) => language.default)).toHaveLength(1);
    const terms = await list("terms");
    expect(terms.items.map((text) => text.language).sort()).toEqual(
      [...new Set(terms.items.map((text) => text.language))].sort(),
    );
    for (const text of terms.items) expect(isos).toContain(text.language);
    const themes = await list("theme");
    expect(themes.total).toBeGreaterThanOrEqual(2);
    expect(await list("theme")).toEqual(themes);
  });

  it.each([
    ["language", samples.language, { local: "Lingua italiana" }],
    ["theme", samples.theme, { primary: "#1B5E20" }],
  ] as const)("lets the administrator create, update and delete a %s", async (resource, sample, change) => {
    const sandbox = admin();
    const item = await expectCreated<Item>(sandbox, `${BASE}/${resource}`, sample);

    const updated = await call(sandbox, {
      method: "PUT",
      path: `${BASE}/${resource}/${item.id}`,
      body: { ...item, ...change },
    });
    expect(updated.status).toBe(200);
    expect((await list(resource, sandbox)).items.find((entry) => entry.id === item.id)).toMatchObject(change);

    await expectDeleted(sandbox, `${BASE}/${resource}`, "id", item.id);
  });

  it("adds a language and then the terms in it, edits and deletes them", async () => {
    const sandbox = admin();
    await call(sandbox, { method: "POST", path: `${BASE}/language`, body: samples.language });
    const created = await call(sandbox, {
      method: "POST",
      path: `${BASE}/terms`,
      body: { language: "it", title: "Condizioni", text: "<p>Benvenuti.</p>" },
    });
    expect(created.status).toBe(201);
    const terms = created.body as Item;
    const updated = await call(sandbox, {
      method: "PUT",
      path: `${BASE}/terms/${terms.id}`,
      body: { ...terms, title: "Condizioni d'uso" },
    });
    expect(updated.status).toBe(200);
    expect((updated.body as Item).title).toBe("Condizioni d'uso");
    expect((await call(sandbox, { method: "DELETE", path: `${BASE}/terms/${terms.id}` })).status).toBe(200);
  });

  it("makes a new default language the only default", async () => {
    const sandbox = admin();
    await call(sandbox, {
      method: "POST",
      path: `${BASE}/language`,
      body: { ...samples.language, default: true },
    });
    const defaults = (await list("language", sandbox)).items.filter((language) => language.default);
    expect(defaults.map((language) => language.iso1)).toEqual(["it"]);
  });

  it.each(["language", "terms", "theme"])("answers 404 for an unknown %s", async (resource) => {
    await expectMissing(admin(), `${BASE}/${resource}`, samples[resource as keyof typeof samples]);
  });

  it.each([
    ["language", "a three-letter code", { ...samples.language, iso1: "ita" }, "iso1"],
    ["language", "a code already offered", { ...samples.language, iso1: "en" }, "iso1"],
    ["language", "no name", { ...samples.language, language: undefined }, "language"],
    ["terms", "a language the portal does not offer", { ...samples.terms, language: "ja" }, "language"],
    ["terms", "a second text for English", samples.terms, "language"],
    ["terms", "no title", { ...samples.terms, title: undefined }, "title"],
    ["theme", "no name", { ...samples.theme, name: undefined }, "name"],
    ["theme", "a language the portal does not offer", { ...samples.theme, language: "ja" }, "language"],
  ])("refuses a %s with %s: 400 naming the field", async (resource, _, body, field) => {
    const answer = await call(admin(), { method: "POST", path: `${BASE}/${resource}`, body });
    expect(refusal(answer)).toContain(field);
  });

  it.each(["language", "terms", "theme"])("keeps the %s from the front desk", async (resource) => {
    const staff = frontDesk();
    expect((await call(staff, { method: "GET", path: `${BASE}/${resource}/index` })).status).toBe(403);
    const body = samples[resource as keyof typeof samples];
    expect((await call(staff, { method: "POST", path: `${BASE}/${resource}`, body })).status).toBe(403);
  });
});
