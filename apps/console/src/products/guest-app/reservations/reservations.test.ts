import { describe, expect, it } from "vitest";
import { hotelTime } from "../../../kit/hotelClock";
import type { DeskView, GuestProfile, Reservation } from "./reservations";
import {
  CERTIFICATE_TEMPLATE,
  KNOWN_STATUSES,
  ageOn,
  certificateErrors,
  certificateOf,
  checkinBar,
  checkinProblems,
  compact,
  dayOf,
  fillTemplate,
  inDeskView,
  placeholdersOf,
  statusText,
  ticketsLinkOf,
} from "./reservations";

const TODAY = "2026-11-20";
const reservation: Reservation = {
  reservationNumber: "240061",
  firstname: "Leonie",
  lastname: "Hofbauer",
  start: TODAY,
  end: "2026-11-22",
  roomNumber: "105",
  primaryGuestID: "8800061",
};
const adult: GuestProfile = {
  firstName: "Leonie",
  lastName: "Hofbauer",
  birthday: "1990-01-01",
  identificationExpiryDate: "2030-01-01",
  numberOfResidents: 1,
};
const words = { yes: "Yes", no: "No", notice: "Notice <b>", hotel: "Hotel Sacher Wien" };

describe("the day and the age", () => {
  it("is the local calendar day, YYYY-MM-DD", () => {
    expect(dayOf(new Date(2026, 10, 5, 23, 59))).toBe("2026-11-05");
  });

  it("counts full years, the birthday itself included", () => {
    expect(ageOn("2008-11-20", TODAY)).toBe(18);
    expect(ageOn("2008-11-21", TODAY)).toBe(17);
    expect(ageOn("2008-12-01", TODAY)).toBe(17);
  });
});

describe("check-in rules", () => {
  it("let an adult with a valid document and all companions in on the arrival day", () => {
    expect(checkinProblems(reservation, adult, TODAY)).toEqual([]);
  });

  it("refuse a guest under 18, at the date of birth", () => {
    const [problem] = checkinProblems(reservation, { ...adult, birthday: "2009-02-18" }, TODAY);
    expect(problem).toMatchObject({ rule: "minimumAge", field: "birthday", values: { age: 17 } });
  });

  it("refuse an expired document, at its expiry date", () => {
    const [problem] = checkinProblems(
      reservation,
      { ...adult, identificationExpiryDate: "2026-10-09" },
      TODAY,
    );
    expect(problem).toMatchObject({ rule: "documentExpired", field: "identificationExpiryDate" });
  });

  it("refuse outside the stay: before the arrival and from the departure day on", () => {
    expect(checkinProblems(reservation, adult, "2026-11-19")[0]?.rule).toBe("checkinWindow");
    expect(checkinProblems(reservation, adult, "2026-11-22")[0]?.rule).toBe("checkinWindow");
    expect(checkinProblems(reservation, adult, "2026-11-21")).toEqual([]);
  });

  it("refuse while companions are missing, and name every failed rule", () => {
    const problems = checkinProblems(
      reservation,
      {
        ...adult,
        birthday: "2010-01-01",
        numberOfResidents: 3,
        accompanyingGuests: [{ firstName: "Paul", lastName: "Hofbauer" }],
      },
      TODAY,
    );
    expect(problems.map((p) => p.rule)).toEqual(["minimumAge", "accompanyingGuests"]);
    expect(problems[1]?.values).toEqual({ added: 1, expected: 2 });
  });
});

describe("the saved profile", () => {
  it("leaves out empty strings, nulls and empty objects, and trims texts", () => {
    expect(
      compact({
        firstName: " Anna ",
        middleName: "",
        fax: null,
        billingAddress: { city: "", postCode: null },
        residentialAddress: { city: "Wien" },
        accompanyingGuests: [{ firstName: "Thomas", lastName: "Gruber", birthday: null }],
      }),
    ).toEqual({
      firstName: "Anna",
      residentialAddress: { city: "Wien" },
      accompanyingGuests: [{ firstName: "Thomas", lastName: "Gruber" }],
    });
  });
});

describe("the registration certificate", () => {
  const profile: GuestProfile = {
    ...adult,
    citizenship: "AT",
    identificationNumber: "P1234567",
    phone: "+43 664 1234567",
    email: "leonie@example.com",
    residentialAddress: {
      countryCode: "AT",
      postCode: "1070",
      city: "Wien",
      addressLine1: "Kaiserstraße 12",
    },
  };

  it("starts from the profile and the reservation", () => {
    expect(certificateOf(reservation, profile)).toMatchObject({
      lastName: "Hofbauer",
      citizenCountryCode: "AT",
      passportNumber: "P1234567",
      address1: "Kaiserstraße 12",
      postalCode: "1070",
      room: "105",
      checkinDate: TODAY,
      dataProcessingNotice: false,
      signaturePad: "",
    });
  });

  it("asks for consent to mail contact on the form, even where the profile has it (opt-in)", () => {
    const consenting = { ...profile, consents: { post: true } };
    expect(certificateOf(reservation, consenting).privacy).toBe(false);
  });

  it("requires all but phone and privacy, and a postal code of at most 12", () => {
    const form = certificateOf({ reservationNumber: "1" }, { firstName: "", lastName: "", birthday: "" });
    expect(Object.keys(certificateErrors(form)).sort()).toEqual(
      [
        "address1",
        "birthday",
        "citizenCountryCode",
        "city",
        "countryCode",
        "dataProcessingNotice",
        "firstName",
        "lastName",
        "passportNumber",
        "postalCode",
        "signaturePad",
      ].sort(),
    );
    const filled = {
      ...certificateOf(reservation, profile),
      phone: "",
      privacy: false,
      dataProcessingNotice: true,
      signaturePad: "data:image/png;base64,AAAA",
    };
    expect(certificateErrors(filled)).toEqual({});
    expect(certificateErrors({ ...filled, postalCode: "1234567890123" })).toEqual({ postalCode: "tooLong" });
    // Every typed field holds the contract's maxLength, not the postal code alone.
    expect(certificateErrors({ ...filled, city: "x".repeat(201), phone: "1".repeat(2001) })).toEqual({
      city: "tooLong",
      phone: "tooLong",
    });
    expect(certificateErrors({ ...filled, city: "x".repeat(200) })).toEqual({});
  });

  it("fills the A4 template's placeholders, escaped, with the signature as an image", () => {
    const form = {
      ...certificateOf(reservation, profile),
      lastName: "Hofbauer <script>",
      dataProcessingNotice: true,
      signaturePad: "data:image/png;base64,AAAA",
      companions: [{ firstName: "Paul", lastName: "Hofbauer", birthday: "2015-03-01" }],
    };
    const html = fillTemplate(CERTIFICATE_TEMPLATE, placeholdersOf(form, words));
    expect(html).toContain("size: 595pt 841pt");
    expect(html).toContain("Hofbauer &lt;script&gt;");
    expect(html).toContain("Kaiserstraße 12, 1070 Wien, AT");
    expect(html).toContain("Paul Hofbauer (01.03.2015)");
    expect(html).toContain("20.11.2026 – 22.11.2026");
    expect(html).toContain('<img alt="" src="data:image/png;base64,AAAA">');
    expect(html).toContain("Notice &lt;b&gt;");
    expect(html).not.toMatch(/\{\{\w+\}\}/);
    expect(placeholdersOf({ ...form, signaturePad: 'x" onerror="alert(1)' }, words).signature).toBe("");
  });
});

// Issue 43, item 1: the table showed the PMS's codes (DUE_IN, IN_HOUSE), untranslated in every language.
describe("statusText", () => {
  const t = (key: string) => `<${key}>`;
  it("names a known PMS status in the user's language", () => {
    expect(statusText("DUE_IN", t)).toBe("<reservations:status.DUE_IN>");
    expect(statusText("CHECKED_OUT", t)).toBe("<reservations:status.CHECKED_OUT>");
  });
  it("turns another PMS's code into words, and nothing into nothing", () => {
    expect(statusText("ON_HOLD", t)).toBe("On hold");
    expect(statusText("WAITLIST", t)).toBe("Waitlist");
    expect(statusText(undefined, t)).toBe("");
  });
  it("has every known status translated in every language", () => {
    const files = import.meta.glob<{ status?: Record<string, string> }>("../locales/*/reservations.json", {
      eager: true,
      import: "default",
    });
    expect(Object.keys(files)).toHaveLength(22);
    for (const [file, texts] of Object.entries(files))
      for (const status of KNOWN_STATUSES) expect(texts.status?.[status], `${file} ${status}`).toBeTruthy();
  });
});

describe("the front desk's quick views and when check-in is offered", () => {
  const day = "2026-11-20";
  const stay = (start: string, end: string, resStatus: string): Reservation => ({
    reservationNumber: `${start}-${resStatus}`,
    start,
    end,
    resStatus,
  });
  const arriving = stay(day, "2026-11-22", "DUE_IN");
  const inHouse = stay("2026-11-18", "2026-11-21", "IN_HOUSE");
  const leaving = stay("2026-11-17", day, "DUE_OUT");
  const cancelled = stay(day, "2026-11-23", "CANCELLED");
  const left = stay("2026-11-16", day, "CHECKED_OUT");
  const all = [arriving, inHouse, leaving, cancelled, left];
  const shown = (view: DeskView) => all.filter((r) => inDeskView(r, view, day)).map((r) => r.resStatus);

  it("arrivals start that day and are not cancelled; departures end that day; in house are checked in", () => {
    expect(shown("all")).toHaveLength(5);
    expect(shown("arrivals")).toEqual(["DUE_IN"]);
    expect(shown("departures")).toEqual(["DUE_OUT", "CHECKED_OUT"]);
    expect(shown("inHouse")).toEqual(["IN_HOUSE", "DUE_OUT"]);
  });

  it("offers check-in only to a reservation that may be checked in today, and says why not", () => {
    expect(checkinBar(arriving, day)).toBeUndefined();
    expect(checkinBar(inHouse, day)).toBe("checkedIn");
    expect(checkinBar(leaving, day)).toBe("checkedIn");
    expect(checkinBar(cancelled, day)).toBe("cancelled");
    expect(checkinBar(left, day)).toBe("checkedOut");
    expect(checkinBar(stay("2026-11-21", "2026-11-24", "RESERVED"), day)).toBe("notYet");
    expect(checkinBar(stay("2026-11-18", day, "RESERVED"), day)).toBe("ended");
  });
});

describe("Wi-Fi tickets for a guest", () => {
  it("links to a new batch in the guest's name, to the guest's e-mail, until check-out on the hotel's clock", () => {
    const link = ticketsLinkOf(
      "/property/1001/onespeed-gateway/bulk-tickets",
      {
        reservationNumber: "240001",
        firstname: "Anna",
        lastname: "Gruber",
        end: "2026-11-22",
        roomNumber: "101",
      },
      { firstName: "Anna", lastName: "Gruber", birthday: "1986-04-12", email: "anna@example.com" },
      "Europe/Vienna",
    );
    const [path, query] = link.split("?");
    expect(path).toBe("/property/1001/onespeed-gateway/bulk-tickets");
    const params = new URLSearchParams(query);
    expect(Object.fromEntries(params)).toEqual({
      new: "1",
      name: "Anna Gruber, 101",
      room: "101",
      email: "anna@example.com",
      // 11:00 in Vienna in November (UTC+1).
      until: "2026-11-22T10:00:00.000Z",
    });
  });

  it("reads a day's time as UTC where the hotel's zone is unknown", () => {
    expect(hotelTime("2026-07-01", "11:00")).toBe("2026-07-01T11:00:00.000Z");
    expect(hotelTime("2026-07-01", "11:00", "Europe/Vienna")).toBe("2026-07-01T09:00:00.000Z");
  });
});
