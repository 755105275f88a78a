import type { components } from "@cms/api";

export type SaltoRoom = components["schemas"]["SaltoRoom"];
export type OtherDoor = components["schemas"]["SaltoOtherDoor"];
export type DoorText = NonNullable<OtherDoor["i18n"]>[number];

/**
 * A door's texts with one entry per available language, in their order: a text it has is kept, a missing one
 * starts empty (products.md section 3); texts in languages the property no longer offers go.
 */
export function textsFor(door: Pick<OtherDoor, "i18n">, languages: readonly string[]): DoorText[] {
  const known = new Map((door.i18n ?? []).map((entry) => [entry.language, entry.text]));
  return languages.map((language) => ({ language, text: known.get(language) ?? "" }));
}

/** A new door of a room: no id yet, the room's number, every available language with an empty text. */
export const emptyDoor = (roomNumber: string, languages: readonly string[]): OtherDoor => ({
  externalDoorId: "",
  roomNumber,
  i18n: textsFor({}, languages),
});

/**
 * Saves an entry into a room's doors (products.md section 4, "Other doors"): an entry whose externalDoorId is
 * already there updates that door's roomNumber and texts; otherwise a copy is added at the end.
 */
export function saveDoor(doors: readonly OtherDoor[], door: OtherDoor): OtherDoor[] {
  const at = doors.findIndex((entry) => entry.externalDoorId === door.externalDoorId);
  const copy: OtherDoor = { ...door, i18n: (door.i18n ?? []).map((entry) => ({ ...entry })) };
  if (at < 0) return [...doors, copy];
  return doors.map((entry, index) =>
    index === at ? { ...entry, roomNumber: copy.roomNumber, i18n: copy.i18n } : entry,
  );
}

/**
 * Deletes an entry (products.md section 4: the entry with the matching roomNumber). Every door of a room
 * usually carries the room's number, so the door's externalDoorId must match too: the door chosen goes, not
 * the room's first one (docs/decisions.md).
 */
export function deleteDoor(doors: readonly OtherDoor[], door: OtherDoor): OtherDoor[] {
  const at = doors.findIndex(
    (entry) => entry.roomNumber === door.roomNumber && entry.externalDoorId === door.externalDoorId,
  );
  return at < 0 ? [...doors] : doors.filter((_, index) => index !== at);
}

/** A door's name for the list: its text in `language`, else its first text that is not empty, else its id. */
export function doorName(door: OtherDoor, language: string): string {
  const texts = door.i18n ?? [];
  return (
    texts.find((entry) => entry.language === language && entry.text.trim())?.text ??
    texts.find((entry) => entry.text.trim())?.text ??
    door.externalDoorId
  );
}

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === "";

/**
 * The room the contract takes from what the dialog saved: nulls and empty texts left out, texts trimmed, the
 * doors' ids and room numbers trimmed (an empty door room number is the room's own, as the lock system keeps it).
 */
export function toSaltoRoom(saved: SaltoRoom): SaltoRoom {
  const room: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(saved)) {
    if (key === "otherDoors" || isBlank(value)) continue;
    room[key] = typeof value === "string" ? value.trim() : value;
  }
  const roomNumber = String(room.roomNumber ?? "");
  room.otherDoors = (saved.otherDoors ?? []).map((door) => ({
    externalDoorId: door.externalDoorId.trim(),
    roomNumber: door.roomNumber.trim() || roomNumber,
    i18n: (door.i18n ?? []).map((entry) => ({ language: entry.language, text: entry.text.trim() })),
  }));
  return room as SaltoRoom;
}
