import { describe, expect, it } from "vitest";
import { call, testSandbox } from "./harness";

// The guest app's settings, self check-in settings, terms, languages, upsells and room control as a property
// administrator saves them (products.md sections 2 to 7): what is stored, and every refusal a 400 (or 409)
// whose message or field names what to fix, never a 500.
type Message = { message: string; field?: string };
type Body = Record<string, unknown>;

const PROPERTY = "1001";
/** Hotel Sacher Graz: its rooms run on an eibPORT (Sacher Wien has no room control). */
const ROOMS = "1005";
const app = (property = PROPERTY) => `/api/cms/v3/${property}/oneapp`;
const admin = () => testSandbox({ actAs: "admin@demo.test" });
const names = (answer: { body: unknown }) => {
  const { message, field } = answer.body as Message;
  return `${field ?? ""} ${message}`;
};

// The first call seeds the sandbox, which takes seconds on a busy machine.
describe("guest app settings", { timeout: 30_000 }, () => {
  it("stores the web check-in settings and keeps the connected PMS, which is read-only", async () => {
    const sandbox = admin();
    const current = (await call(sandbox, { method: "GET", path: `${app()}/settings` })).body as Body;
    const webcheckin = current.webcheckin as Body;
    const saved = await call(sandbox, {
      method: "PUT",
      path: `${app()}/settings`,
      body: {
        ...current,
        webcheckin: {
          ...webcheckin,
          additionalDocument: "always",
          regCardMailText: "Ihr Meldeblatt im Anhang.",
          pmsAccessInfo: { configuredPms: "opera" },
        },
      },
    });
    expect(saved.status).toBe(200);
    const again = (await call(sandbox, { method: "GET", path: `${app()}/settings` })).body as Body;
    expect(again.webcheckin).toMatchObject({
      additionalDocument: "always",
      regCardMailText: "Ihr Meldeblatt im Anhang.",
      pmsAccessInfo: { configuredPms: "protel" },
    });
  });

  it.each([
    [
      "an additional document the schema does not offer",
      { webcheckin: { additionalDocument: "never" } },
      "additionalDocument",
    ],
    ["a negative deposit", { "payment.depositPercent": -5 }, "payment.depositPercent"],
  ])("refuses %s: 400 naming the field", async (_, body, field) => {
    const answer = await call(admin(), { method: "PUT", path: `${app()}/settings`, body });
    expect(answer.status).toBe(400);
    expect(names(answer)).toContain(field);
  });

  it("stores a self check-in setting and refuses one of the wrong type", async () => {
    const sandbox = admin();
    const saved = await call(sandbox, {
      method: "PUT",
      path: `${app()}/self-checkin-settings`,
      body: { "kiosk.name": "Lobby terminal east wing" },
    });
    expect(saved.status).toBe(200);
    expect((saved.body as Body)["kiosk.name"]).toBe("Lobby terminal east wing");
    const refused = await call(sandbox, {
      method: "PUT",
      path: `${app()}/self-checkin-settings`,
      body: { "kiosk.idleTimeoutSeconds": "soon" },
    });
    expect(refused.status).toBe(400);
    expect(names(refused)).toContain("kiosk.idleTimeoutSeconds");
  });

  it("refuses the front desk, which may not change settings", async () => {
    const staff = testSandbox({ actAs: "staff@demo.test" });
    const answer = await call(staff, { method: "PUT", path: `${app()}/settings`, body: {} });
    expect(answer.status).toBe(403);
    expect((answer.body as Message).message).toBe("You are not authorized to perform this action");
  });
});

describe("guest app terms and languages", { timeout: 30_000 }, () => {
  it("copies the English terms to Italian and replaces a language's text when saved again", async () => {
    const sandbox = admin();
    const list = async () =>
      ((await call(sandbox, { method: "GET", path: `${app()}/terms/index` })).body as { items: Body[] })
        .items;
    const english = (await list()).find((terms) => terms.language === "en")!;
    const copied = await call(sandbox, {
      method: "POST",
      path: `${app()}/terms`,
      body: { items: [{ language: "it", text: english.text }] },
    });
    expect(copied.status).toBe(200);
    expect((await list()).map((terms) => terms.language).sort()).toEqual(["de", "en", "it"]);
    await call(sandbox, {
      method: "POST",
      path: `${app()}/terms`,
      body: { items: [{ language: "it", text: "<p>Termini.</p>" }] },
    });
    const italian = (await list()).filter((terms) => terms.language === "it");
    expect(italian).toHaveLength(1);
    expect(italian[0]!.text).toBe("<p>Termini.</p>");
  });

  it.each([
    ["an empty text", { items: [{ language: "it", text: " " }] }, "text"],
    [
      "a language twice",
      {
        items: [
          { language: "it", text: "a" },
          { language: "it", text: "b" },
        ],
      },
      "language",
    ],
    ["a code of three letters", { items: [{ language: "ita", text: "a" }] }, "language"],
  ])("refuses terms with %s: 400 naming the field", async (_, body, field) => {
    const answer = await call(admin(), { method: "POST", path: `${app()}/terms`, body });
    expect(answer.status).toBe(400);
    expect(names(answer)).toContain(field);
  });

  it("adds Spanish with its names, refuses it twice or unknown, and deletes it by id", async () => {
    const sandbox = admin();
    const added = await call(sandbox, { method: "POST", path: `${app()}/language`, body: { iso1: "es" } });
    expect(added.status).toBe(201);
    const spanish = added.body as Body;
    expect(spanish.language).toEqual({ name: "Spanish", local: "Español" });
    for (const iso1 of ["es", "xx"]) {
      const refused = await call(sandbox, { method: "POST", path: `${app()}/language`, body: { iso1 } });
      expect(refused.status).toBe(400);
      expect(names(refused)).toContain("iso1");
    }
    const deleted = await call(sandbox, {
      method: "DELETE",
      path: `${app()}/language/${String(spanish.id)}`,
    });
    expect(deleted.status).toBe(200);
    const list = (await call(sandbox, { method: "GET", path: `${app()}/language/index` })).body as {
      items: Body[];
    };
    expect(list.items.some((language) => language.iso1 === "es")).toBe(false);
  });
});

describe("room control", { timeout: 30_000 }, () => {
  const load = async (sandbox = admin()) =>
    (await call(sandbox, { method: "GET", path: `${app(ROOMS)}/roomcontrol/index` })).body as Body & {
      commands: Body[];
      assignments: Body[];
      groups: Body[];
      cameras: Body[];
      settings: Body[];
    };

  it("adds a command and assigns it to a room", async () => {
    const sandbox = admin();
    const data = await load(sandbox);
    const command = {
      commandId: "reading-light",
      name: "readingLight",
      actionType: "toggle-button",
      targetId: "eibport-main",
    };
    const assignments = data.assignments.map((a) =>
      a.room === "101"
        ? { ...a, assignedCommandIds: [...(a.assignedCommandIds as string[]), "reading-light"] }
        : a,
    );
    const saved = await call(sandbox, {
      method: "PUT",
      path: `${app(ROOMS)}/roomcontrol`,
      body: { ...data, commands: [...data.commands, command], assignments },
    });
    expect(saved.status).toBe(200);
    const again = await load(sandbox);
    expect(again.commands.at(-1)).toEqual(command);
    expect(again.assignments.find((a) => a.room === "101")!.assignedCommandIds).toContain("reading-light");
  });

  const refusals: [string, (data: Awaited<ReturnType<typeof load>>) => Body, string][] = [
    [
      "an assignment of a command that does not exist",
      (d) => ({ ...d, assignments: [{ assignmentId: "as-x", room: "999", assignedCommandIds: ["nope"] }] }),
      "assignments/0/assignedCommandIds",
    ],
    [
      "a group that is its own parent",
      (d) => ({ ...d, groups: [{ groupId: "g", name: "g", parentGroupId: "g" }] }),
      "groups/0/parentGroupId",
    ],
    [
      "a camera address that is no stream URL or host",
      (d) => ({ ...d, cameras: [{ cameraId: "c", room: "1", cameraAddress: "not a camera" }] }),
      "cameras/0/cameraAddress",
    ],
    [
      "a slider whose minimum is not below its maximum",
      (d) => ({
        ...d,
        commands: [...d.commands, { commandId: "s", name: "s", actionType: "slider", min: 5, max: 5 }],
      }),
      "min",
    ],
    ["two commands with one id", (d) => ({ ...d, commands: [...d.commands, d.commands[0]!] }), "commandId"],
    [
      "a target system of an unknown type",
      (d) => ({ ...d, settings: [...d.settings, { targetId: "x", type: "zigbee" }] }),
      "type",
    ],
  ];
  it.each(refusals)("refuses %s: 400 naming the field", async (_, change, field) => {
    const sandbox = admin();
    const answer = await call(sandbox, {
      method: "PUT",
      path: `${app(ROOMS)}/roomcontrol`,
      body: change(await load(sandbox)),
    });
    expect(answer.status).toBe(400);
    expect(names(answer)).toContain(field);
  });

  it("needs property.roomControl.list to read it", async () => {
    const staff = testSandbox({ actAs: "staff@demo.test" });
    const answer = await call(staff, { method: "GET", path: `${app()}/roomcontrol/index` });
    expect(answer.status).toBe(403);
  });
});

describe("upsells", { timeout: 30_000 }, () => {
  const condition = {
    name: "Family stays",
    header: "For the whole family",
    property: "roomTypeCode",
    condition: "equals",
    value: "FAM",
  };
  const item = (title: string, price = "12,00") => ({
    i18n: [{ iso2: "en", title, description: `${title} for the family.` }],
    price,
    active: true,
  });

  it("builds a condition with two items, refuses a duplicate item and condition, saves the header", async () => {
    const sandbox = admin();
    const created = await call(sandbox, {
      method: "POST",
      path: `${app()}/webcheckin/upsells`,
      body: condition,
    });
    expect(created.status).toBe(201);
    const id = String((created.body as Body)._id);
    for (const title of ["Baby cot", "Kids' breakfast"]) {
      const added = await call(sandbox, {
        method: "POST",
        path: `${app()}/webcheckin/upsells/${id}/item`,
        body: item(title),
      });
      expect(added.status).toBe(201);
    }
    const twice = await call(sandbox, {
      method: "POST",
      path: `${app()}/webcheckin/upsells/${id}/item`,
      body: item("Baby cot"),
    });
    expect(twice.status).toBe(409);
    expect((twice.body as Message).message).toBe(
      "There already exists a condition or reward item with the same values",
    );
    const again = await call(sandbox, {
      method: "POST",
      path: `${app()}/webcheckin/upsells`,
      body: condition,
    });
    expect(again.status).toBe(409);
    const header = await call(sandbox, {
      method: "PUT",
      path: `${app()}/webcheckin/upsells/${id}/header`,
      body: { header: "Little guests, big smiles" },
    });
    expect(header.status).toBe(200);
    const list = (await call(sandbox, { method: "GET", path: `${app()}/webcheckin/upsells/index` })).body as {
      items: (Body & { items: Body[] })[];
    };
    const stored = list.items.find((c) => c._id === id)!;
    expect(stored.header).toBe("Little guests, big smiles");
    expect(stored.items.map((i) => (i.i18n as Body[])[0]!.title)).toEqual(["Baby cot", "Kids' breakfast"]);
  });

  it.each([
    ["no name", { ...condition, name: undefined }, "name"],
    ["no property", { ...condition, property: undefined }, "property"],
    ["no comparison", { ...condition, condition: undefined }, "condition"],
    ["an unknown comparison", { ...condition, condition: "like" }, "condition"],
    ["no value", { ...condition, value: undefined }, "value"],
  ])("refuses a condition with %s: 400 naming the field", async (_, body, field) => {
    const answer = await call(admin(), { method: "POST", path: `${app()}/webcheckin/upsells`, body });
    expect(answer.status).toBe(400);
    expect(names(answer)).toContain(field);
  });

  it.each([
    ["a negative position", { ...item("Cot"), position: -1 }, "position"],
    ["no price", { ...item("Cot"), price: undefined }, "price"],
    ["a price that is no amount", item("Cot", "twelve"), "price"],
    ["no title", { ...item("Cot"), i18n: [{ iso2: "en", description: "A cot." }] }, "title"],
    ["no description", { ...item("Cot"), i18n: [{ iso2: "en", title: "Cot" }] }, "description"],
  ])("refuses an item with %s: 400 naming the field", async (_, body, field) => {
    const sandbox = admin();
    const list = (await call(sandbox, { method: "GET", path: `${app()}/webcheckin/upsells/index` })).body as {
      items: Body[];
    };
    const answer = await call(sandbox, {
      method: "POST",
      path: `${app()}/webcheckin/upsells/${String(list.items[0]!._id)}/item`,
      body,
    });
    expect(answer.status).toBe(400);
    expect(names(answer)).toContain(field);
  });
});
