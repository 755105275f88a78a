import type { components } from "@cms/api";
import { HttpError, type HandlerContext, type HandlerMap } from "../http";
import { listAnswer } from "../crud";
import { lastSyncOf, pmsOf, syncGuests } from "../pms";
import { nowOf } from "../seed/gateway";
import { GUESTS, KEY_INFO_TEXTS, KEY_LANGUAGES, languageEntry, SALTO_ROOMS } from "../seed/onekey";
import { collection, nextId, type Item, type SandboxState } from "../state";

type Schemas = components["schemas"];
type KeyInfoText = Schemas["KeyInfoText"];
type KeyLanguage = Schemas["KeyLanguage"];
type SaltoRoom = Schemas["SaltoRoom"];
type SaltoOtherDoor = Schemas["SaltoOtherDoor"];
type CheckinGuest = Schemas["CheckinGuest"];

const propertyOf = (ctx: HandlerContext) => String(ctx.params.propertyId);

/** The iso1 codes of the property's digital key languages, in their order. */
function availableLanguages(state: SandboxState, propertyId: string): string[] {
  return collection(state, KEY_LANGUAGES, propertyId).map((l) => String(l.iso1));
}

// ---------------------------------------------------------------------------------------------------
// Salto rooms

/**
 * Other doors as the spec keeps them: one entry per externalDoorId (a later entry with the same id
 * updates the earlier one), each with exactly one i18n entry per available language (missing ones
 * start empty, unknown languages are refused).
 */
function normalizeDoors(doors: SaltoOtherDoor[], roomNumber: string, languages: string[]): SaltoOtherDoor[] {
  const byId = new Map<string, SaltoOtherDoor>();
  doors.forEach((door, i) => {
    const externalDoorId = door.externalDoorId.trim();
    if (!externalDoorId)
      throw new HttpError(
        400,
        "Every other door needs an externalDoorId",
        `body/otherDoors/${i}/externalDoorId`,
      );
    const texts = new Map<string, string>();
    (door.i18n ?? []).forEach((entry, j) => {
      if (!languages.includes(entry.language))
        throw new HttpError(
          400,
          `${entry.language} is not a digital key language of this property (available: ${languages.join(", ") || "none"})`,
          `body/otherDoors/${i}/i18n/${j}/language`,
        );
      texts.set(entry.language, entry.text);
    });
    byId.set(externalDoorId, {
      ...door,
      externalDoorId,
      roomNumber: door.roomNumber.trim() || roomNumber,
      i18n: languages.map((language) => ({ language, text: texts.get(language) ?? "" })),
    });
  });
  return [...byId.values()];
}

function saltoRoomsOf(ctx: HandlerContext) {
  return collection(ctx.state, SALTO_ROOMS, propertyOf(ctx)) as SaltoRoom[];
}

// ---------------------------------------------------------------------------------------------------
// Check-in guests

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function checkGuest(guest: CheckinGuest): CheckinGuest {
  const data = { ...guest.data };
  for (const field of ["room", "reservationNr", "firstName", "lastName"] as const) {
    const value = data[field].trim();
    if (!value) throw new HttpError(400, `${field} is required`, `body/data/${field}`);
    data[field] = value;
  }
  for (const field of ["title", "shareFlag", "groupNr", "vipStatus"] as const) {
    if (typeof data[field] === "string") data[field] = data[field].trim();
  }
  for (const field of ["checkin", "checkout"] as const) {
    const value = data[field];
    if (value !== undefined && (!DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))))
      throw new HttpError(400, `${field} must be a date (YYYY-MM-DD)`, `body/data/${field}`);
  }
  if (data.checkin && data.checkout && data.checkout < data.checkin)
    throw new HttpError(400, "checkout must not be before checkin", "body/data/checkout");
  return { ...guest, data };
}

// ---------------------------------------------------------------------------------------------------

export const onekeyHandlers: HandlerMap = {
  saveKeyInfoTexts(ctx) {
    const propertyId = propertyOf(ctx);
    const languages = availableLanguages(ctx.state, propertyId);
    const texts = collection(ctx.state, KEY_INFO_TEXTS, propertyId) as KeyInfoText[];
    const seen = new Set<string>();
    ctx.body.items.forEach((item, i) => {
      if (!languages.includes(item.language))
        throw new HttpError(
          400,
          `${item.language} is not a digital key language of this property (available: ${languages.join(", ") || "none"})`,
          `body/items/${i}/language`,
        );
      if (seen.has(item.language))
        throw new HttpError(400, `The language ${item.language} appears twice`, `body/items/${i}/language`);
      seen.add(item.language);
    });
    for (const item of ctx.body.items) {
      const at = texts.findIndex((t) => t.language === item.language);
      if (at >= 0) texts[at] = { _id: texts[at]!._id, language: item.language, text: item.text };
      else texts.push({ _id: nextId(ctx.state, KEY_INFO_TEXTS), language: item.language, text: item.text });
    }
    return { items: texts, total: texts.length };
  },

  createKeyLanguage(ctx) {
    const propertyId = propertyOf(ctx);
    const languages = collection(ctx.state, KEY_LANGUAGES, propertyId) as KeyLanguage[];
    const { iso1 } = ctx.body;
    if (languages.some((l) => l.iso1 === iso1))
      throw new HttpError(400, `The language ${iso1} is already a digital key language`, "body/iso1");
    const known = languageEntry(iso1);
    const name = ctx.body.language?.name?.trim() || known?.name;
    if (!name)
      throw new HttpError(400, `Unknown language ${iso1}; give its name in language.name`, "body/iso1");
    const created: KeyLanguage = {
      id: nextId(ctx.state, KEY_LANGUAGES),
      iso1,
      language: { name, local: ctx.body.language?.local?.trim() || known?.local || name },
    };
    languages.push(created);
    // Every other door gets a (still empty) label in the new language.
    for (const room of saltoRoomsOf(ctx))
      for (const door of room.otherDoors ?? [])
        door.i18n = [...(door.i18n ?? []), { language: iso1, text: "" }];
    return created;
  },

  deleteKeyLanguage(ctx) {
    const propertyId = propertyOf(ctx);
    const languages = collection(ctx.state, KEY_LANGUAGES, propertyId) as KeyLanguage[];
    const at = languages.findIndex((l) => l.id === ctx.params.id);
    if (at < 0) throw new HttpError(404, `No digital key language with id ${ctx.params.id}`, "id");
    const [removed] = languages.splice(at, 1);
    // Other doors keep one label per available language: the removed language's labels go with it.
    for (const room of saltoRoomsOf(ctx))
      for (const door of room.otherDoors ?? [])
        door.i18n = (door.i18n ?? []).filter((entry) => entry.language !== removed!.iso1);
    return removed!;
  },

  createSaltoRoom(ctx) {
    const rooms = saltoRoomsOf(ctx);
    const roomNumber = ctx.body.roomNumber.trim();
    if (!roomNumber) throw new HttpError(400, "roomNumber is required", "body/roomNumber");
    if (rooms.some((r) => r.roomNumber === roomNumber))
      throw new HttpError(400, `A room with roomNumber ${roomNumber} already exists`, "body/roomNumber");
    const languages = availableLanguages(ctx.state, propertyOf(ctx));
    const created: SaltoRoom = {
      ...ctx.body,
      roomNumber,
      otherDoors: normalizeDoors(ctx.body.otherDoors ?? [], roomNumber, languages),
    };
    rooms.push(created);
    return created;
  },

  updateSaltoRoom(ctx) {
    const rooms = saltoRoomsOf(ctx);
    const roomNumber = ctx.params.roomNumber!;
    const at = rooms.findIndex((r) => r.roomNumber === roomNumber);
    if (at < 0) throw new HttpError(404, `No salto room with roomNumber ${roomNumber}`, "roomNumber");
    const languages = availableLanguages(ctx.state, propertyOf(ctx));
    const previous = rooms[at]!;
    const updated: SaltoRoom = {
      ...previous,
      ...ctx.body,
      roomNumber,
      otherDoors: normalizeDoors(ctx.body.otherDoors ?? previous.otherDoors ?? [], roomNumber, languages),
    };
    rooms[at] = updated;
    return updated;
  },

  createCheckinGuest(ctx) {
    const guest = checkGuest(ctx.body);
    const created: CheckinGuest = { _id: nextId(ctx.state, GUESTS), data: guest.data };
    collection(ctx.state, GUESTS, propertyOf(ctx)).push(created as Item);
    return created;
  },

  updateCheckinGuest(ctx) {
    const guests = collection(ctx.state, GUESTS, propertyOf(ctx)) as CheckinGuest[];
    const at = guests.findIndex((g) => g._id === ctx.params._id);
    if (at < 0) throw new HttpError(404, `No guest with _id ${ctx.params._id}`, "_id");
    const guest = checkGuest(ctx.body);
    const updated: CheckinGuest = { ...guests[at], ...guest, _id: guests[at]!._id };
    guests[at] = updated;
    return updated;
  },

  listCheckinGuests(ctx) {
    const propertyId = propertyOf(ctx);
    const lastSync = lastSyncOf(ctx.state, propertyId);
    const { items, total } = listAnswer(collection(ctx.state, GUESTS, propertyId), ctx.query);
    return {
      items: items as CheckinGuest[],
      total,
      pms: pmsOf(ctx.state, propertyId),
      ...(lastSync && { lastSync }),
    };
  },

  pingCheckinGuestPms(ctx) {
    const lastSync = lastSyncOf(ctx.state, propertyOf(ctx));
    return {
      message: "ping successful",
      timestamp: nowOf(ctx.state).toISOString(),
      ...(lastSync && { lastSync }),
    };
  },

  // This PMS interface syncs before it answers, so it says what changed (the contract's optional counts).
  syncCheckinGuests(ctx) {
    return { message: "sync started", ...syncGuests(ctx.state, propertyOf(ctx)) };
  },
};
