import { describe, expect, it } from "vitest";
import { call, PROPERTY, frontDesk, admin, expectForbidden, type Message, listOf } from "./harness";

// The guest app's content screens' calls (products.md sections 3, 5, 6 and 7; issue 24): enhancements, room
// categories and themes, as the console's screens make them. Invalid input is a 400 whose message and field
// name the field, never a 500; a call without its permission is refused.
type Item = Record<string, unknown>;

const BASE = `/api/cms/v3/${PROPERTY}/oneapp`;

const enhancement = {
  pos: 9,
  i18n: [
    { iso2: "en", title: "Welcome drink", description: "A glass of sparkling wine on arrival." },
    { iso2: "de", title: "Begrüßungsgetränk" },
  ],
  price: "12,50",
  currency: "EUR",
  isCityTax: false,
  image: `/api/cms/v3/${PROPERTY}/mediapool/1001m1/image?size=160x160&ext=jpg`,
  imageId: "1001m1",
  vendorData: { protelServiceCode: "WDR" },
};

const post = (sandbox: ReturnType<typeof admin>, path: string, body: unknown) =>
  call(sandbox, { method: "POST", path: `${BASE}/${path}`, body });

// The first call seeds the sandbox, which takes seconds on a busy machine.
describe("guest app enhancements", { timeout: 30_000 }, () => {
  it("creates an enhancement with two languages and an image, updates and deletes it", async () => {
    const sandbox = admin();
    const created = await post(sandbox, "webcheckin/enhancements", enhancement);
    expect(created.status).toBe(201);
    const item = created.body as Item;
    expect(item).toMatchObject(enhancement);
    const updated = await call(sandbox, {
      method: "PUT",
      path: `${BASE}/webcheckin/enhancements/${String(item._id)}`,
      body: { ...item, pos: null, price: "14,00" },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ pos: null, price: "14,00" });
    const list = await listOf<Item>(sandbox, `${BASE}/webcheckin/enhancements`);
    expect(list.items.find((e) => e._id === item._id)).toMatchObject({
      price: "14,00",
    });
    const deleted = await call(sandbox, {
      method: "DELETE",
      path: `${BASE}/webcheckin/enhancements`,
      body: { items: [item] },
    });
    expect(deleted.status).toBe(200);
  });

  it.each([
    ["a position of 0 (pos_rule)", { pos: 0 }, "pos"],
    ["a negative position", { pos: -2 }, "pos"],
    ["a price that is no number", { price: "12.5.0" }, "price"],
    ["a price with a currency sign", { price: "€12" }, "price"],
    ["a language without its title", { i18n: [{ iso2: "en", description: "No title" }] }, "i18n/0/title"],
    ["a language code that is none", { i18n: [{ iso2: "english", title: "Drink" }] }, "i18n/0/iso2"],
    ["a currency in lower case", { currency: "eur" }, "currency"],
  ])("refuses %s with 400 naming the field", async (_, change, field) => {
    const answer = await post(admin(), "webcheckin/enhancements", { ...enhancement, ...change });
    expect(answer.status).toBe(400);
    const body = answer.body as Message;
    expect(body.message).toContain(field);
    expect(body.field).toContain(field);
  });

  it("requires the title list and the price", async () => {
    const { i18n: _, price: __, ...rest } = enhancement;
    const answer = await post(admin(), "webcheckin/enhancements", rest);
    expect(answer.status).toBe(400);
    expect((answer.body as Message).message).toMatch(/i18n|price/);
  });

  it("lets the front desk neither list nor create enhancements", async () => {
    const sandbox = frontDesk();
    expect(
      (await call(sandbox, { method: "GET", path: `${BASE}/webcheckin/enhancements/index` })).status,
    ).toBe(403);
    const refused = await post(sandbox, "webcheckin/enhancements", enhancement);
    expectForbidden(refused);
  });
});

describe("guest app room categories", { timeout: 30_000 }, () => {
  const category = {
    code: "PHS",
    i18n: [{ iso2: "en", title: "Penthouse suite", description: "Top floor with a terrace." }],
    image: "1001m1",
  };

  it("creates a category with its code, texts and image id", async () => {
    const created = await post(admin(), "webcheckin/room-category", category);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(category);
  });

  it.each([
    ["a code another category has", { code: "dbl" }, "code"],
    ["an empty code", { code: "  " }, "code"],
    ["a language without its title", { i18n: [{ iso2: "de" }] }, "i18n/0/title"],
  ])("refuses %s with 400 naming the field", async (_, change, field) => {
    const answer = await post(admin(), "webcheckin/room-category", { ...category, ...change });
    expect(answer.status).toBe(400);
    expect((answer.body as Message).field).toContain(field);
  });

  it("lets the front desk not create categories", async () => {
    expect((await post(frontDesk(), "webcheckin/room-category", category)).status).toBe(403);
  });
});

describe("guest app themes", { timeout: 30_000 }, () => {
  const theme = {
    name: "winter",
    title: "Winter",
    dark: false,
    primary: "#0D5EAF",
    toolbarBackground: "#FFFFFF",
    primaryDark: "#5FA8D3",
    logoImage: { id: "1001m8", ext: "png", name: "logo-light.png" },
  };

  it("creates a theme with light and dark colours and a logo", async () => {
    const created = await post(admin(), "theme", theme);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(theme);
  });

  it.each([
    ["a colour that is no hex colour", { primary: "blue" }, "primary"],
    ["a dark colour with five digits", { toolbarBackgroundDark: "#12345" }, "toolbarBackgroundDark"],
    ["a logo without its media pool id", { logoImage: { name: "logo.png" } }, "logoImage/id"],
  ])("refuses %s with 400 naming the field", async (_, change, field) => {
    const answer = await post(admin(), "theme", { ...theme, ...change });
    expect(answer.status).toBe(400);
    expect((answer.body as Message).field).toContain(field);
  });

  it("lets the front desk list themes but not change them", async () => {
    const sandbox = frontDesk();
    expect((await call(sandbox, { method: "GET", path: `${BASE}/theme/index` })).status).toBe(200);
    expect((await post(sandbox, "theme", theme)).status).toBe(403);
  });
});
