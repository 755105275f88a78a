import { describe, expect, it } from "vitest";
import type { GuestRow } from "./checkinGuests";
import {
  PMS_IDLE,
  changesOf,
  flagText,
  languageOptions,
  pmsMessage,
  pmsReducer,
  toGuest,
  toRow,
} from "./checkinGuests";

const stored = {
  _id: "65a1f00000000000000000a1",
  data: {
    room: "214",
    reservationNr: "4100123",
    checkin: "2026-11-20",
    checkout: "2026-11-23",
    title: "Frau",
    firstName: "Anna",
    lastName: "Berger",
    language: "de",
    shareFlag: "N",
    noPost: false,
  },
};

describe("guest rows", () => {
  it("puts the guest's data at the top for the list and the dialog, and back unchanged", () => {
    const row = toRow(stored);
    expect(row).toMatchObject({ _id: stored._id, room: "214", lastName: "Berger", noPost: false });
    expect(toGuest(row)).toEqual(stored);
  });

  it("sends what the dialog saved as the contract has it: trimmed, no nulls, noPost a flag, no _id when new", () => {
    const fromDialog = {
      room: " 301 ",
      reservationNr: "4199001",
      checkin: "2026-11-21",
      checkout: null,
      title: "",
      firstName: " Jonas",
      lastName: "Huber ",
      language: "DE",
      shareFlag: null,
      groupNr: "  ",
      vipStatus: undefined,
      noPost: null,
    } as unknown as GuestRow;
    expect(toGuest(fromDialog)).toEqual({
      data: {
        room: "301",
        reservationNr: "4199001",
        checkin: "2026-11-21",
        firstName: "Jonas",
        lastName: "Huber",
        language: "de",
        noPost: false,
      },
    });
  });
});

describe("language choices", () => {
  it("names each language in its own language with its code", () => {
    expect(languageOptions(["de", "en", "el"])).toEqual([
      { id: "de", label: "Deutsch (de)" },
      { id: "en", label: "English (en)" },
      { id: "el", label: "Ελληνικά (el)" },
    ]);
  });

  it("offers the seeded guests' languages", () => {
    const ids = languageOptions().map((option) => option.id);
    expect(ids).toEqual(expect.arrayContaining(["de", "en", "it", "fr", "nl", "et", "ru", "fi", "el"]));
  });
});

describe("ping and sync status", () => {
  it("keeps a status per action, and starting one resets the other", () => {
    let state = pmsReducer(PMS_IDLE, { action: "ping", status: "fetching" });
    expect(state).toEqual({ ping: "fetching", sync: undefined });
    state = pmsReducer(state, { action: "ping", status: "success", timestamp: "2026-11-20T09:00:00.000Z" });
    expect(state).toEqual({ ping: "success", sync: undefined, pingedAt: "2026-11-20T09:00:00.000Z" });
    state = pmsReducer(state, { action: "sync", status: "fetching" });
    expect(state).toEqual({ ping: undefined, sync: "fetching" });
    state = pmsReducer(state, { action: "sync", status: "failure" });
    expect(state).toEqual({ ping: undefined, sync: "failure" });
    state = pmsReducer(state, { action: "ping", status: "failure" });
    expect(state).toEqual({ ping: "failure", sync: undefined });
  });

  it("says the spec's message for each outcome, and nothing while idle or fetching", () => {
    expect(pmsMessage(PMS_IDLE)).toBeUndefined();
    expect(pmsMessage({ ping: "fetching", sync: undefined })).toBeUndefined();
    expect(pmsMessage({ ping: "success", sync: undefined })).toEqual({
      key: "checkin:pms.pingSuccess",
      tone: "success",
    });
    expect(pmsMessage({ ping: "failure", sync: undefined })?.key).toBe("checkin:pms.pingFailure");
    expect(pmsMessage({ ping: undefined, sync: "success" })?.key).toBe("checkin:pms.syncSuccess");
    expect(pmsMessage({ ping: undefined, sync: "failure" })).toEqual({
      key: "checkin:pms.syncFailure",
      tone: "error",
    });
  });

  // Issue 43, item 6: a sync says what changed where the PMS says so, and the next action forgets it.
  it("keeps what a sync changed until the next ping or sync, and says it instead of 'started'", () => {
    const changes = changesOf({ added: 4, updated: 3, removed: 2 });
    expect(changes).toEqual({ added: 4, updated: 3, removed: 2 });
    expect(changesOf({ added: 4 })).toBeUndefined();
    let state = pmsReducer(PMS_IDLE, { action: "sync", status: "success", changes });
    expect(pmsMessage(state)).toEqual({ key: "checkin:pms.syncDone", tone: "success" });
    expect(state.changes).toEqual(changes);
    state = pmsReducer(state, { action: "ping", status: "fetching" });
    expect(state.changes).toBeUndefined();
    state = pmsReducer(state, { action: "sync", status: "success" });
    expect(pmsMessage(state)?.key).toBe("checkin:pms.syncSuccess");
  });
});

// Issue 43, item 1: the share flag column showed the PMS's raw "Y" and "N".
describe("flagText", () => {
  const t = (key: string) => (key === "ui:common.yes" ? "Yes" : key === "ui:common.no" ? "No" : key);
  it("says yes and no in words", () => {
    expect(flagText("Y", t)).toBe("Yes");
    expect(flagText("n", t)).toBe("No");
    expect(flagText("true", t)).toBe("Yes");
  });
  it("keeps another PMS value, and nothing as nothing", () => {
    expect(flagText("shared with 240057", t)).toBe("shared with 240057");
    expect(flagText(undefined, t)).toBe("");
  });
});
