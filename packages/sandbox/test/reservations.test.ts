import type { components } from "@cms/api";
import { describe, expect, it } from "vitest";
import { renderPdf } from "../src/handlers/oneapp";
import { DEMO_TODAY } from "../src/seed";
import { DEMO_GUEST, FRONT_DESK_ARRIVALS } from "../src/seed/oneapp";
import { collection } from "../src/state";
import { call, PROPERTY, testSandbox, type Message } from "./harness";

// The front desk's reservations, guest profile, check-in and registration certificate (products.md sections
// 3, 5, 7 and 8) as staff@demo.test makes them at Hotel Sacher Wien.
type Reservation = components["schemas"]["Reservation"];
type Profile = Record<string, unknown> & { profileID?: string; accompanyingGuests?: unknown[] };

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

describe("the front desk's permissions", { timeout: 30_000 }, () => {
  it("lets staff list reservations and themes, look up the profile and check in", async () => {
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

describe("today's arrivals at Hotel Sacher Wien", { timeout: 30_000 }, () => {
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

describe("the guest profile", { timeout: 30_000 }, () => {
  it("is looked up by arrival day, last name (any case) and confirmation number", async () => {
    const sandbox = frontDesk();
    const anna = named(await arrivals(sandbox), DEMO_GUEST.lastName);
    const found = await call(sandbox, {
      method: "POST",
      path: `${V3}/protel/reservations/profile`,
      body: { checkinDate: DEMO_TODAY, lastName: " gruber ", confirmationNumber: anna.reservationNumber },
    });
    expect(found.status).toBe(200);
    const info = (found.body as { reservationInfo: { reservation: Reservation; profile: Profile } })
      .reservationInfo;
    expect(info.reservation.reservationNumber).toBe(anna.reservationNumber);
    expect(info.profile).toMatchObject({ firstName: "Anna", lastName: "Gruber", birthday: "1986-04-12" });

    const wrongDay = await call(sandbox, {
      method: "POST",
      path: `${V3}/protel/reservations/profile`,
      body: { checkinDate: "2026-11-21", lastName: "Gruber", confirmationNumber: anna.reservationNumber },
    });
    expect(wrongDay.status).toBe(404);
    expect((wrongDay.body as Message).message).toMatch(/No reservation found/);
  });

  it("is updated whole: the new address is kept, the rest stays", async () => {
    const sandbox = frontDesk();
    const anna = named(await arrivals(sandbox), DEMO_GUEST.lastName);
    const { profile } = ((await lookup(sandbox, anna)).body as { reservationInfo: { profile: Profile } })
      .reservationInfo;
    const changed = {
      ...profile,
      residentialAddress: {
        countryCode: "AT",
        postCode: "1070",
        city: "Wien",
        addressLine1: "Mariahilfer Straße 88",
      },
      billingAddress: {
        countryCode: "DE",
        postCode: "80331",
        city: "München",
        addressLine1: "Marienplatz 1",
      },
      roomPin: "4711",
      estimatedCheckinTime: "16:30",
      identificationType: "drivingLicence",
      identificationIssuePlace: "Wien",
      identificationIssuer: "LPD Wien",
      consents: { post: true, email: true, phone: true, general: true, newsletter: false },
      proofOfHealth: { fileName: "test.JPG", mimeType: "image/jpeg", data: "/9j/4AAQ" },
    };
    const saved = await call(sandbox, {
      method: "PUT",
      path: `${V3}/protel/reservations/profile/${profile.profileID}`,
      body: changed,
    });
    expect(saved.status).toBe(200);
    const again = ((await lookup(sandbox, anna)).body as { reservationInfo: { profile: Profile } })
      .reservationInfo.profile;
    expect(again).toMatchObject({
      residentialAddress: changed.residentialAddress,
      billingAddress: changed.billingAddress,
      roomPin: "4711",
      identificationIssuer: "LPD Wien",
      accompanyingGuests: profile.accompanyingGuests,
    });
  });

  it.each([
    ["a postal code longer than 12", { residentialAddress: { postCode: "1234567890123" } }, "postCode"],
    ["a room PIN that is not 4 digits", { roomPin: "12a4" }, "roomPin"],
    ["an upload that is not PNG or JPEG", { proofOfHealth: { fileName: "x.gif", data: "R0lG" } }, "fileName"],
    ["a guest under 18", { birthday: "2010-05-01" }, "birthday"],
    ["an expired document", { identificationExpiryDate: "2026-11-19" }, "identificationExpiryDate"],
    ["a gender not offered", { gender: "unknown" }, "gender"],
  ])("refuses %s with 400 naming the field", async (_, patch, field) => {
    const sandbox = frontDesk();
    const anna = named(await arrivals(sandbox), DEMO_GUEST.lastName);
    const { profile } = ((await lookup(sandbox, anna)).body as { reservationInfo: { profile: Profile } })
      .reservationInfo;
    const answer = await call(sandbox, {
      method: "PUT",
      path: `${V3}/protel/reservations/profile/${profile.profileID}`,
      body: { ...profile, ...patch },
    });
    expect(answer.status).toBe(400);
    const { message, field: named_ } = answer.body as Message;
    expect(`${named_ ?? ""} ${message}`).toContain(field);
  });
});

describe("check-in", { timeout: 30_000 }, () => {
  it("checks in the family with both companions added and gives them a room", async () => {
    const sandbox = frontDesk();
    const family = named(await arrivals(sandbox), FRONT_DESK_ARRIVALS.family.lastName);
    const answer = await checkin(sandbox, family);
    expect(answer.status).toBe(200);
    expect((answer.body as Message).message).toBe(
      `Katharina Brunner is checked in to room ${family.roomNumber}.`,
    );
    expect(named(await arrivals(sandbox), "Brunner").resStatus).toBe("IN_HOUSE");
    const twice = await checkin(sandbox, family);
    expect(twice.status).toBe(400);
    expect((twice.body as Message).message).toMatch(/already checked in/);
  });

  it.each([
    [FRONT_DESK_ARRIVALS.minor.lastName, "birthday", "at least 18 years old to check in (guest.minimumAge)"],
    [FRONT_DESK_ARRIVALS.expired.lastName, "identificationExpiryDate", "expiry date must not be in the past"],
  ])("refuses %s with 400 and the rule's message", async (lastName, field, text) => {
    const sandbox = frontDesk();
    const answer = await checkin(sandbox, named(await arrivals(sandbox), lastName));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field });
    expect((answer.body as Message).message).toContain(text);
    expect(named(await arrivals(sandbox), lastName).resStatus).toBe("DUE_IN");
  });

  it("refuses outside the stay's window: before arrival day", async () => {
    const sandbox = frontDesk();
    const tomorrow = (await arrivals(sandbox, "2026-11-21"))[0]!;
    const answer = await checkin(sandbox, tomorrow);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field: "checkinDate" });
    expect((answer.body as Message).message).toMatch(/^Wrong check-in time/);
  });

  it("refuses while an accompanying guest is missing", async () => {
    const sandbox = frontDesk();
    const family = named(await arrivals(sandbox), FRONT_DESK_ARRIVALS.family.lastName);
    const { profile } = ((await lookup(sandbox, family)).body as { reservationInfo: { profile: Profile } })
      .reservationInfo;
    await call(sandbox, {
      method: "PUT",
      path: `${V3}/protel/reservations/profile/${profile.profileID}`,
      body: { ...profile, accompanyingGuests: profile.accompanyingGuests!.slice(0, 1) },
    });
    const answer = await checkin(sandbox, family);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field: "accompanyingGuests" });
    expect((answer.body as Message).message).toBe(
      "All accompanying guests must be added before check-in (1 of 2)",
    );
  });
});

describe("the registration certificate mail", { timeout: 30_000 }, () => {
  const mail = {
    attachmentItems: [
      { html: "<h1>Gästeblatt</h1><p>Anna Gruber</p>", pdfFileName: "Certificate of Registration.pdf" },
      { html: "<h1>Overnight stay</h1><p>20.11.2026 – 22.11.2026</p>", pdfFileName: "Overnight.pdf" },
    ],
    subject: "Your registration certificate – Hotel Sacher Wien",
    emailMsg: "Dear Anna Gruber, attached are your documents.",
    email: "anna.gruber@gmail.com",
    formData: {
      lastName: "Gruber",
      firstName: "Anna",
      birthday: "1986-04-12",
      citizenCountryCode: "AT",
      passportNumber: "P1234567",
      address1: "Mariahilfer Straße 88",
      postalCode: "1070",
      city: "Wien",
      countryCode: "AT",
      dataProcessingNotice: true,
      signaturePad: "data:image/png;base64,iVBORw0KGgo=",
    },
  };
  const send = (sandbox: ReturnType<typeof frontDesk>, body: unknown) =>
    call(sandbox, {
      method: "POST",
      path: `/api/public/v2/property/${PROPERTY}/webcheckin/send-guest-pdf`,
      body,
    });

  it("is sent by the front desk with both attachments", async () => {
    const answer = await send(frontDesk(), mail);
    expect(answer.status).toBe(200);
    expect((answer.body as Message).message).toBe(
      "The e-mail with 2 documents was sent to anna.gruber@gmail.com.",
    );
  });

  it("renders each attachment's text as the PDF the mail would carry, page after page", async () => {
    const short = await renderPdf("<p>Registration certificate of Anna Gruber</p>");
    expect(short.pages).toBe(1);
    // 200 paragraphs of a line each run over four A4 pages at 10 pt.
    const long = await renderPdf(Array.from({ length: 200 }, (_, n) => `<p>Line ${n + 1}</p>`).join(""));
    expect(long.pages).toBeGreaterThanOrEqual(4);
    expect(long.bytes).toBeGreaterThan(short.bytes);
  });

  it.each([
    [
      "an unknown attachment name",
      { attachmentItems: [{ html: "<p>x</p>", pdfFileName: "Other.pdf" }] },
      "pdfFileName",
    ],
    ["an empty subject", { subject: " " }, "subject"],
    ["no recipient", { email: "not-an-address" }, "email"],
    [
      "the notice not acknowledged",
      { formData: { ...mail.formData, dataProcessingNotice: false } },
      "dataProcessingNotice",
    ],
    [
      "a postal code longer than 12",
      { formData: { ...mail.formData, postalCode: "1234567890123" } },
      "postalCode",
    ],
    ["no signature", { formData: { ...mail.formData, signaturePad: undefined } }, "signaturePad"],
  ])("refuses %s with 400 naming the field", async (_, patch, field) => {
    const answer = await send(frontDesk(), { ...mail, ...patch });
    expect(answer.status).toBe(400);
    const { message, field: named_ } = answer.body as Message;
    expect(`${named_ ?? ""} ${message}`).toContain(field);
  });

  it("is refused to a user without oneapp.reservations.update", async () => {
    const sandbox = frontDesk();
    const staff = collection(sandbox.state, "/api/cms/v3/user").find((u) => u.email === "staff@demo.test")!;
    const roleId = (staff.propertyRoles as { roles: string[] }[])[0]!.roles[0]!;
    const role = collection(sandbox.state, "/api/cms/v3/role").find((r) => r._id === roleId)!;
    role.permissions = (role.permissions as string[]).filter((p) => p !== "oneapp.reservations.update");
    const answer = await send(sandbox, mail);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: "You are not authorized to perform this action" });
    const anna = { reservationNumber: "240001", lastname: "Gruber", start: DEMO_TODAY };
    expect((await checkin(sandbox, anna)).status).toBe(403);
  });
});
