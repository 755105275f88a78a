import type { components } from "@cms/api";
import { nowOf } from "./seed/gateway";
import { textUnit } from "./seed/random";
import {
  CONFIGURED_PMS,
  DEMO_GUEST,
  FRONT_DESK_ARRIVALS,
  ONEAPP,
  addDays,
  guestProfileOf,
} from "./seed/oneapp";
import { collection, getSingleton, nextId, setSingleton, type Item, type SandboxState } from "./state";

type Schemas = components["schemas"];
type Reservation = Schemas["Reservation"];
type GuestProfile = Schemas["GuestProfile"];
type CheckinGuest = Schemas["CheckinGuest"];
type CheckinGuestData = Schemas["CheckinGuestData"];

/**
 * The hotel's PMS as the sandbox keeps it: one truth per property. The guest app's reservations are its
 * bookings; the check-in room manager's guests are a copy of the people in its rooms, taken at each sync
 * (issue 43 item 6: the two lists showed different hotels).
 */

/** The room manager's guests (scope: the property id). */
export const GUESTS = "/api/cms/v3/{propertyId}/guest";
/** Where the sync state of a property's room manager is kept (scope: the property id). */
export const GUEST_SYNC = "/api/cms/v3/{propertyId}/guest/sync";

/**
 * The PMS a property's guest app is connected to (its settings), protel where none is set: the reservations'
 * connector (handlers/oneapp.ts) and the room manager's source alike.
 */
export function pmsOf(state: SandboxState, propertyId: string): string {
  const settings = getSingleton<{ webcheckin?: Schemas["WebcheckinSettings"] }>(
    state,
    ONEAPP.settings,
    propertyId,
  );
  return settings?.webcheckin?.pmsAccessInfo?.configuredPms ?? CONFIGURED_PMS;
}

/** A property's country code, for the profiles the PMS makes up for its guests. */
function countryOf(state: SandboxState, propertyId: string): string {
  return String(
    collection(state, "/api/cms/v3/property").find((p) => String(p.id) === propertyId)?.country ?? "AT",
  );
}

export function reservationsOf(state: SandboxState, propertyId: string): Reservation[] {
  return collection(state, ONEAPP.reservations, `${propertyId}/${pmsOf(state, propertyId)}`) as Reservation[];
}

/** Stays with a room in the PMS: arrivals of today and tomorrow with their room, guests in house and leaving. */
const IN_A_ROOM = new Set(["DUE_IN", "IN_HOUSE", "DUE_OUT", "RESERVED"]);
export const isInARoom = (r: Reservation) => Boolean(r.roomNumber) && IN_A_ROOM.has(r.resStatus ?? "");

/** A guest's language from the nationality on file: the country's language, English elsewhere. */
const LANGUAGE_OF: Record<string, string> = {
  AT: "de",
  DE: "de",
  CH: "de",
  GB: "en",
  US: "en",
  IT: "it",
  FR: "fr",
  NL: "nl",
  GR: "el",
  EE: "et",
  FI: "fi",
};
const TITLES: Record<string, [string, string]> = { de: ["Herr", "Frau"], en: ["Mr", "Ms"] };
const VIP_CODES = ["VIP1", "VIP2", "VIP3", "RG", "CIP"];

/** The guest profile of a reservation: the one on file in the PMS, else the one the seed makes up for it. */
export function profileOf(
  state: SandboxState,
  propertyId: string,
  country: string,
  r: Reservation,
): GuestProfile {
  const stored = collection(state, ONEAPP.profiles, propertyId).find((p) => p.profileID === r.primaryGuestID);
  return (stored as GuestProfile | undefined) ?? guestProfileOf(r, country, state.today);
}

/**
 * The people of one stay as the PMS lists them per room: the booker, then the companions on the guest's
 * profile (shared rooms say so). Company bookings arriving on one day travel as one group; "no post" is the
 * profile's missing consent to post.
 */
export function guestsOfStay(state: SandboxState, propertyId: string, country: string, r: Reservation) {
  const profile = profileOf(state, propertyId, country, r);
  const language = LANGUAGE_OF[profile.nationality ?? ""] ?? "en";
  const titles = TITLES[language === "de" ? "de" : "en"]!;
  const companions = profile.accompanyingGuests ?? [];
  const shared = companions.length > 0 ? "Y" : "N";
  const stay = {
    room: r.roomNumber ?? "",
    reservationNr: r.reservationNumber,
    checkin: r.start,
    checkout: r.end,
    language,
    shareFlag: shared,
    noPost: profile.consents?.post === false,
    ...(r.isCompanyLinked && r.start ? { groupNr: `G${r.start.replaceAll("-", "").slice(2)}` } : {}),
  };
  const guests: CheckinGuestData[] = [
    {
      ...stay,
      ...(profile.title ? { title: profile.title } : {}),
      firstName: r.firstname ?? profile.firstName ?? "",
      lastName: r.lastname ?? profile.lastName ?? "",
      // One booker in twelve is a regular or a VIP.
      ...(textUnit(r.reservationNumber, "vip") < 1 / 12
        ? { vipStatus: VIP_CODES[Math.floor(textUnit(r.reservationNumber, "vipCode") * VIP_CODES.length)] }
        : {}),
    } as CheckinGuestData,
  ];
  for (const companion of companions) {
    const title = companion.gender ? titles[companion.gender === "female" ? 1 : 0] : undefined;
    guests.push({
      ...stay,
      ...(title ? { title } : {}),
      firstName: companion.firstName ?? "",
      lastName: companion.lastName ?? r.lastname ?? "",
    } as CheckinGuestData);
  }
  return guests;
}

/** Everyone in a room of the property as the PMS has it now. */
export function pmsGuests(state: SandboxState, propertyId: string): CheckinGuestData[] {
  const country = countryOf(state, propertyId);
  return reservationsOf(state, propertyId)
    .filter(isInARoom)
    .flatMap((r) => guestsOfStay(state, propertyId, country, r));
}

/** The room manager's order: by room, then arrival. */
export function byRoom(a: CheckinGuest, b: CheckinGuest): number {
  return (
    a.data.room.localeCompare(b.data.room, "en", { numeric: true }) ||
    String(a.data.checkin ?? "").localeCompare(String(b.data.checkin ?? ""))
  );
}

const nameKey = (data: CheckinGuestData) =>
  `${data.firstName.trim().toLocaleLowerCase("en")}|${data.lastName.trim().toLocaleLowerCase("en")}`;
const FIELDS = [
  "room",
  "checkin",
  "checkout",
  "title",
  "firstName",
  "lastName",
  "language",
  "shareFlag",
  "groupNr",
  "noPost",
] as const;

/** A field's value as a sync compares it: blank and absent alike, "no post" unset as not ticked. */
const valueOf = (value: unknown) => (value === undefined || value === false ? "" : value);

export interface SyncChanges {
  added: number;
  updated: number;
  removed: number;
  lastSync: string;
}

/**
 * A sync of the room manager with the PMS: every guest the PMS has in a room is listed (added or brought up to
 * date, matched by reservation and name), and guests of stays that ended or were cancelled leave, as do all
 * whose departure has passed. Guests the front desk entered for a reservation the PMS does not know stay
 * (a walk-in not yet booked), as do companions added by hand to a stay that goes on.
 */
export function syncGuests(
  state: SandboxState,
  propertyId: string,
  at = nowOf(state).toISOString(),
): SyncChanges {
  const listed = collection(state, GUESTS, propertyId) as CheckinGuest[];
  const reservations = reservationsOf(state, propertyId);
  const known = new Set(reservations.map((r) => r.reservationNumber));
  const current = new Set(reservations.filter(isInARoom).map((r) => r.reservationNumber));
  const wanted = pmsGuests(state, propertyId);
  const changes = { added: 0, updated: 0, removed: 0 };

  const kept = listed.filter((guest) => {
    const ended =
      (known.has(guest.data.reservationNr) && !current.has(guest.data.reservationNr)) ||
      Boolean(guest.data.checkout && guest.data.checkout < state.today);
    if (ended) changes.removed++;
    return !ended;
  });
  const unmatched = new Set(kept);
  for (const data of wanted) {
    const ofStay = [...unmatched].filter((g) => g.data.reservationNr === data.reservationNr);
    const match = ofStay.find((g) => nameKey(g.data) === nameKey(data)) ?? ofStay[0];
    if (!match) {
      kept.push({ _id: nextId(state, GUESTS), data });
      changes.added++;
      continue;
    }
    unmatched.delete(match);
    if (FIELDS.some((field) => valueOf(match.data[field]) !== valueOf(data[field]))) {
      // The PMS's data wins; the VIP status the front desk may have set stays.
      const next: Record<string, unknown> = { ...match.data };
      for (const field of FIELDS) {
        if (data[field] === undefined) delete next[field];
        else next[field] = data[field];
      }
      match.data = next as CheckinGuestData;
      changes.updated++;
    }
  }
  listed.splice(0, listed.length, ...kept.sort(byRoom));
  setSingleton(state, GUEST_SYNC, propertyId, { lastSync: at });
  return { ...changes, lastSync: at };
}

export function lastSyncOf(state: SandboxState, propertyId: string): string | undefined {
  return getSingleton<{ lastSync?: string }>(state, GUEST_SYNC, propertyId)?.lastSync;
}

/**
 * The room manager as the seed leaves it: the PMS's guests as of this morning's sync (05:00 UTC). Since then
 * the PMS took two short-notice arrivals for today, one guest extended the stay by a night, and this
 * morning's departures left: the first "Sync with PMS" of a demo adds, updates and removes.
 */
export function seedRoomManager(state: SandboxState, propertyId: string, lastSync: string): void {
  const today = state.today;
  const reservations = reservationsOf(state, propertyId);
  // The last two of today's arrivals, never the guests the demo and the front desk's journeys start from.
  const named = [DEMO_GUEST, ...Object.values(FRONT_DESK_ARRIVALS)].map(
    (n) => `${n.firstName} ${n.lastName}`,
  );
  const lateBookings = new Set(
    reservations
      .filter((r) => r.start === today && isInARoom(r) && !named.includes(`${r.firstname} ${r.lastname}`))
      .slice(-2)
      .map((r) => r.reservationNumber),
  );
  const extended = reservations.find(
    (r) => r.resStatus === "IN_HOUSE" && r.roomNumber && r.end && addDays(today, 1) < r.end,
  )?.reservationNumber;
  const country = countryOf(state, propertyId);
  const snapshot = reservations
    .filter(
      (r) =>
        !lateBookings.has(r.reservationNumber) &&
        (isInARoom(r) || (r.resStatus === "CHECKED_OUT" && r.end === today && Boolean(r.roomNumber))),
    )
    .flatMap((r) =>
      guestsOfStay(state, propertyId, country, r).map((data) =>
        r.reservationNumber === extended ? { ...data, checkout: addDays(data.checkout!, -1) } : data,
      ),
    );
  const guests = collection(state, GUESTS, propertyId);
  guests.length = 0;
  for (const data of snapshot) guests.push({ _id: nextId(state, GUESTS), data } as Item);
  (guests as CheckinGuest[]).sort(byRoom);
  setSingleton(state, GUEST_SYNC, propertyId, { lastSync });
}
