import { describe, expect, it } from "vitest";
import { DEMO_TODAY } from "../src/seed";
import { DEMO_GUEST, FRONT_DESK_ARRIVALS } from "../src/seed/oneapp";
import { call, PROPERTY, testSandbox } from "./harness";

// The front desk's reservations, guest profile, check-in and registration certificate (products.md sections
// 3, 5, 7 and 8) as staff@demo.test makes them at Hotel Sacher Wien.
type Reservation = {
  reservationNumber: string;
  firstname?: string;
  lastname?: string;
  start?: string;
  end?: string;
  resStatus?: string;
  roomNumber?: string;
};
type Profile = Record<string, unknown> & { profileID?: string; accompanyingGuests?: unknown[] };
type Message = { message: string; field?: string };

const V3 = `/api/cms/v3/${PROPERTY}/oneapp/webcheckin`;
const frontDesk = (today?: string) => testSandbox({ actAs: "staff@demo.test", ...(today && { today }) });

async function arrivals(sandbox = frontDesk(), date = DEMO_TODAY): Promise<Reservation[]> {
  const answer = await call(sandbox, {
    method: "GET",
    path: `${V3}/protel/reservations/index`,
    query: { date },
  });
  expect(answer.status).toBe(200);
  const list = (answer.body as { reservations: { reservationList: Reservation[] } }).reservations
    .reservationList;
  return list.filter((r) => r.start === date);
}

const named = (list: Reservation[], lastName: string) => list.find((r) => r.lastname === lastName)!;

async function lookup(sandbox: ReturnType<typeof frontDesk>, r: Reservation) {
  return call(sandbox, {
    method: "POST",
    path: `${V3}/protel/reservations/profile`,
    body: { checkinDate: r.start, lastName: r.lastname, confirmationNumber: r.reservationNumber },
  });
}

async function checkin(sandbox: ReturnType<typeof frontDesk>, r: Reservation) {
  return call(sandbox, {
    method: "POST",
    path: `${V3}/protel/reservations/checkin`,
    body: { checkinDate: r.start, lastname: r.lastname, confirmationNumber: r.reservationNumber },
  });
}

describe("the front desk's permissions", () => {
  it("lets staff list reservations and themes, look up, update, check in and send the certificate", async () => {
    const sandbox = frontDesk();
    const today = await arrivals(sandbox);
    expect(today.length).toBeGreaterThan(0);
    const themes = await call(sandbox, { method: "GET", path: `/api/cms/v3/${PROPERTY}/oneapp/theme/index` });
    expect(themes.status).toBe(200);
    const anna = named(today, DEMO_GUEST.lastName);
    expect((await lookup(sandbox, anna)).status).toBe(200);
    expect((await checkin(sandbox, anna)).status).toBe(200);
  });

  it("gives staff the POR report, release authorization, tickets and monitoring with disconnect", async () => {
    const sandbox = frontDesk();
    const por = await call(sandbox, { method: "POST", path: `${V3}/por_report`, body: { month: "2026-11" } });
    expect(por.status).toBe(200);
    const release = await call(sandbox, {
      method: "POST",
      path: `${V3}/release_authorization`,
      body: { authorizationId: "0000" },
    });
    expect(release.status).toBe(404);
    expect(release.body).toMatchObject({ message: "Authorization of this ID not found" });
    const profiles = await call(sandbox, {
      method: "GET",
      path: `/api/cms/v3/${PROPERTY}/onespeed/profile/index`,
    });
    expect(profiles.status).toBe(200);
    const disconnect = await call(sandbox, {
      method: "POST",
      path: `/api/cms/v3/${PROPERTY}/onespeed/disconnect`,
      body: { macs: ["AA:BB:CC:DD:EE:01"] },
    });
    expect(disconnect.status).not.toBe(403);
  });

  it("keeps settings, users and other properties closed to staff", async () => {
    const sandbox = frontDesk();
    for (const path of [
      `/api/cms/v3/${PROPERTY}/oneapp/settings`,
      `/api/cms/v3/${PROPERTY}/onespeed/settings`,
      "/api/cms/v3/user/index",
      "/api/cms/v3/1002/oneapp/webcheckin/protel/reservations/index?date=2026-11-20",
    ]) {
      const [p, q] = path.split("?");
      const answer = await call(sandbox, {
        method: "GET",
        path: p!,
        ...(q && { query: Object.fromEntries(new URLSearchParams(q)) }),
      });
      expect(answer.status, path).toBe(403);
    }
    const theme = await call(sandbox, {
      method: "POST",
      path: `/api/cms/v3/${PROPERTY}/oneapp/theme`,
      body: { title: "Mine" },
    });
    expect(theme.status).toBe(403);
  });
});

describe("today's arrivals at Hotel Sacher Wien", () => {
  it("are the same on every run: the showcase guest, a minor, an expired passport and a family", async () => {
    const today = await arrivals();
    expect(await arrivals()).toEqual(today);
    for (const guest of [DEMO_GUEST, ...Object.values(FRONT_DESK_ARRIVALS)]) {
      const r = named(today, guest.lastName);
      expect(r, guest.lastName).toBeDefined();
      expect(r.firstname).toBe(guest.firstName);
      expect(r.resStatus).toBe("DUE_IN");
    }
  });

  it("move with --today", async () => {
    const later = await arrivals(frontDesk("2027-03-01"), "2027-03-01");
    expect(named(later, FRONT_DESK_ARRIVALS.minor.lastName)).toBeDefined();
    expect(named(later, FRONT_DESK_ARRIVALS.family.lastName).end! > "2027-03-01").toBe(true);
  });

  it("have the profiles the rules need", async () => {
    const sandbox = frontDesk();
    const today = await arrivals(sandbox);
    const profile = async (lastName: string) =>
      ((await lookup(sandbox, named(today, lastName))).body as { reservationInfo: { profile: Profile } })
        .reservationInfo.profile;
    const minor = await profile(FRONT_DESK_ARRIVALS.minor.lastName);
    expect(String(minor.birthday) > "2008-11-20").toBe(true);
    const expired = await profile(FRONT_DESK_ARRIVALS.expired.lastName);
    expect(String(expired.identificationExpiryDate) < DEMO_TODAY).toBe(true);
    const family = await profile(FRONT_DESK_ARRIVALS.family.lastName);
    expect(family.numberOfResidents).toBe(3);
    expect(family.accompanyingGuests).toHaveLength(2);
  });
});
