import type { components } from "@cms/api";
import { describe, expect, it } from "vitest";
import { call, PROPERTY, frontDesk, refusal, admin, expectForbidden, listOf } from "./harness";

// The digital key screens' calls (products.md sections 3, 4, 5 and 7, "Digital key") as a property administrator
// makes them: the room list with its other doors (keyed by roomNumber), info texts and languages.
type Room = components["schemas"]["SaltoRoom"];

const KEY = `/api/cms/v3/${PROPERTY}/onekey`;
const ROOMS = `${KEY}/salto-rooms`;
const rooms = async (sandbox = admin()) => (await listOf<Room>(sandbox, ROOMS)).items;

const suite: Room = {
  roomNumber: "950",
  lockRoomNumber: "R0950",
  doorName: "Suite 950",
  otherDoors: [
    {
      externalDoorId: "EXT-GARAGE-B1",
      roomNumber: "950",
      i18n: [
        { language: "de", text: "Tiefgarage" },
        { language: "en", text: "Car park" },
      ],
    },
    { externalDoorId: "EXT-SPA-01", roomNumber: "", i18n: [{ language: "en", text: "Spa" }] },
  ],
};

// Each test seeds its own sandbox: seconds on a loaded machine.
describe("digital key rooms", { timeout: 30_000 }, () => {
  it("seeds Hotel Sacher Wien's rooms with their lock-system number, door name and other doors", async () => {
    const [first] = await rooms();
    expect(first).toMatchObject({ roomNumber: "101", lockRoomNumber: "R0101", doorName: "Zimmer 101" });
    expect(first!.otherDoors![0]!.i18n!.map((entry) => entry.language)).toEqual(["de", "en", "it", "fr"]);
  });

  it("creates a room whose doors have one text per available language, the missing ones empty", async () => {
    const sandbox = admin();
    const created = await call(sandbox, { method: "POST", path: ROOMS, body: suite });
    expect(created.status).toBe(201);
    const spa = (created.body as Room).otherDoors![1]!;
    expect(spa).toEqual({
      externalDoorId: "EXT-SPA-01",
      roomNumber: "950",
      i18n: [
        { language: "de", text: "" },
        { language: "en", text: "Spa" },
        { language: "it", text: "" },
        { language: "fr", text: "" },
      ],
    });
    expect((await rooms(sandbox)).find((room) => room.roomNumber === "950")?.otherDoors).toHaveLength(2);
  });

  it("updates a room by its roomNumber: a renamed door, a removed one", async () => {
    const sandbox = admin();
    await call(sandbox, { method: "POST", path: ROOMS, body: suite });
    const garage = { ...suite.otherDoors![0]!, i18n: [{ language: "en", text: "Garage level -1" }] };
    const updated = await call(sandbox, {
      method: "PUT",
      path: `${ROOMS}/950`,
      body: { ...suite, otherDoors: [garage] },
    });
    expect(updated.status).toBe(200);
    const [door] = (await rooms(sandbox)).find((room) => room.roomNumber === "950")!.otherDoors!;
    expect(door!.i18n!.find((entry) => entry.language === "en")?.text).toBe("Garage level -1");
    expect((await rooms(sandbox)).find((room) => room.roomNumber === "950")!.otherDoors).toHaveLength(1);
  });

  it("deletes a room by its roomNumber", async () => {
    const sandbox = admin();
    await call(sandbox, { method: "POST", path: ROOMS, body: suite });
    const deleted = await call(sandbox, { method: "DELETE", path: `${ROOMS}/950` });
    expect(deleted.status).toBe(200);
    expect((deleted.body as Room).roomNumber).toBe("950");
    expect((await rooms(sandbox)).some((room) => room.roomNumber === "950")).toBe(false);
    expect((await call(sandbox, { method: "DELETE", path: `${ROOMS}/950` })).status).toBe(404);
  });

  it.each([
    ["no room number", { ...suite, roomNumber: "" }, "roomNumber"],
    ["a room number already listed", { ...suite, roomNumber: "101" }, "roomNumber"],
    [
      "a door without its id",
      { ...suite, otherDoors: [{ externalDoorId: " ", roomNumber: "950" }] },
      "externalDoorId",
    ],
    [
      "a door text in a language the property does not offer",
      {
        ...suite,
        otherDoors: [
          { externalDoorId: "EXT-1", roomNumber: "950", i18n: [{ language: "el", text: "Πισίνα" }] },
        ],
      },
      "language",
    ],
  ])("refuses a room with %s: 400 naming the field", async (_, body, field) => {
    expect(refusal(await call(admin(), { method: "POST", path: ROOMS, body }))).toContain(field);
  });

  it("leaves the rooms to those who hold onekey.salto-rooms: the front desk is refused", async () => {
    const answer = await call(frontDesk(), {
      method: "GET",
      path: `${ROOMS}/index`,
    });
    expectForbidden(answer);
  });
});

describe("digital key info texts and languages", { timeout: 30_000 }, () => {
  type Text = { _id?: string; language: string; text: string };
  type Language = { id: string; iso1: string; language?: { name?: string; local?: string } };
  const texts = async (sandbox = admin()) => (await listOf<Text>(sandbox, `${KEY}/info-text`)).items;
  const languages = async (sandbox = admin()) => (await listOf<Language>(sandbox, `${KEY}/language`)).items;

  it("saves a text over the one of its language, keeping its id, and answers the whole list", async () => {
    const sandbox = admin();
    const before = await texts(sandbox);
    const german = before.find((text) => text.language === "de")!;
    const saved = await call(sandbox, {
      method: "POST",
      path: `${KEY}/info-text`,
      body: { items: [{ language: "de", text: "<p>Willkommen zur Skisaison!</p>" }] },
    });
    expect(saved.status).toBe(200);
    const after = (saved.body as { items: Text[] }).items;
    expect(after).toHaveLength(before.length);
    expect(after.find((text) => text.language === "de")).toEqual({
      ...german,
      text: "<p>Willkommen zur Skisaison!</p>",
    });
  });

  it.each([
    ["a language the property does not offer", [{ language: "el", text: "Καλώς ήρθατε" }]],
    [
      "the same language twice",
      [
        { language: "de", text: "a" },
        { language: "de", text: "b" },
      ],
    ],
    ["a language code that is no ISO 639-1 code", [{ language: "deu", text: "a" }]],
  ])("refuses info texts with %s: 400 naming the language", async (_, items) => {
    expect(
      refusal(await call(admin(), { method: "POST", path: `${KEY}/info-text`, body: { items } })),
    ).toContain("language");
  });

  it("adds a language with its known names, gives every door an empty text in it, and removes it again", async () => {
    const sandbox = admin();
    const created = await call(sandbox, { method: "POST", path: `${KEY}/language`, body: { iso1: "es" } });
    expect(created.status).toBe(201);
    const spanish = created.body as Language;
    expect(spanish.language).toEqual({ name: "Spanish", local: "Español" });
    const [room] = await rooms(sandbox);
    expect(room!.otherDoors![0]!.i18n!.at(-1)).toEqual({ language: "es", text: "" });

    expect((await call(sandbox, { method: "DELETE", path: `${KEY}/language/${spanish.id}` })).status).toBe(
      200,
    );
    expect((await languages(sandbox)).some((language) => language.iso1 === "es")).toBe(false);
    const [again] = await rooms(sandbox);
    expect(again!.otherDoors![0]!.i18n!.some((entry) => entry.language === "es")).toBe(false);
  });

  it.each([
    ["a language already offered", { iso1: "de" }],
    ["a code of three letters", { iso1: "deu" }],
    ["an unknown code without its name", { iso1: "qq" }],
  ])("refuses %s: 400 naming iso1", async (_, body) => {
    expect(refusal(await call(admin(), { method: "POST", path: `${KEY}/language`, body }))).toContain("iso1");
  });
});
