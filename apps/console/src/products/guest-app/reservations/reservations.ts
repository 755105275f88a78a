// The reservations screen's pure logic (products.md sections 3, 5, 7 and 9): the day, the check-in rules,
// and the registration certificate filled from its template.
import type { components } from "@cms/api";
import * as bounds from "@cms/api/bounds";
import { browserStorage } from "@cms/ui";
import { isArrival, isDeparture, isInHouse, isNotComing } from "../../../kit/dashboard/frontDesk";
import { hotelTime } from "../../../kit/hotelClock";

export type Reservation = components["schemas"]["Reservation"];
export type GuestProfile = components["schemas"]["GuestProfile"];
export type Certificate = components["schemas"]["RegistrationCertificate"];
export type AccompanyingGuest = components["schemas"]["AccompanyingGuest"];

/** The minimum age to check in (products.md section 9). */
export const MINIMUM_AGE = 18;
/** The cookie that keeps the columns the user hid, for one year (products.md section 9). */
export const COLUMN_COOKIE = "cms-reservations-columns";
export { DEFAULT_PMS } from "../../../kit/dashboard/frontDesk";

/** The front desk's quick views of a day (issue 43, item 5): one click from everyone to today's arrivals. */
export const DESK_VIEWS = ["all", "arrivals", "inHouse", "departures"] as const;
export type DeskView = (typeof DESK_VIEWS)[number];

/** Whether a reservation belongs to a view of `day` (the dashboard's "Arrivals today" counts the same). */
export function inDeskView(reservation: Reservation, view: DeskView, day: string): boolean {
  if (view === "arrivals") return isArrival(reservation, day);
  if (view === "departures") return isDeparture(reservation, day);
  if (view === "inHouse") return isInHouse(reservation);
  return true;
}

/**
 * Why the reservation itself rules a check-in out today, before any guest profile is read: cancelled, already
 * checked in or out, arriving later, or the stay over (the sandbox refuses the same). Undefined when a check-in
 * may be tried; the guest's own rules (age, document, companions) are checked when it is.
 */
export type CheckinBar = "cancelled" | "checkedIn" | "checkedOut" | "notYet" | "ended";

export function checkinBar(reservation: Reservation, today: string): CheckinBar | undefined {
  if (isNotComing(reservation)) return "cancelled";
  if (isInHouse(reservation)) return "checkedIn";
  if (reservation.resStatus === "CHECKED_OUT") return "checkedOut";
  if (today < (reservation.start ?? today)) return "notYet";
  if (reservation.end && today >= reservation.end) return "ended";
  return undefined;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The local calendar day of `now` as YYYY-MM-DD: the table's default date. */
export const dayOf = (now: Date = new Date()) =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/** Full years from `birthday` to `day` (both YYYY-MM-DD). */
export function ageOn(birthday: string, day: string): number {
  const [by, bm, bd] = birthday.split("-").map(Number) as [number, number, number];
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** A check-in rule (products.md section 5) and the field of the guest profile where it is fixed. */
export type CheckinRule = "minimumAge" | "documentExpired" | "checkinWindow" | "accompanyingGuests";

export interface CheckinProblem {
  rule: CheckinRule;
  /** The guest profile's field (or the reservation's arrival for the time window). */
  field: "birthday" | "identificationExpiryDate" | "checkinDate" | "accompanyingGuests";
  /** Values for the message: the date, the counts. */
  values: Record<string, string | number>;
}

/**
 * Why a reservation cannot be checked in today, rule by rule (the sandbox enforces the same and answers 400
 * with its own message): 18 or older, document not expired, arrival day within the stay, every companion
 * added. Empty when the check-in may go ahead.
 */
export function checkinProblems(
  reservation: Reservation,
  profile: GuestProfile,
  today: string,
): CheckinProblem[] {
  const problems: CheckinProblem[] = [];
  if (profile.birthday && ageOn(profile.birthday, today) < MINIMUM_AGE)
    problems.push({
      rule: "minimumAge",
      field: "birthday",
      values: { age: ageOn(profile.birthday, today), minimum: MINIMUM_AGE, date: profile.birthday },
    });
  if (profile.identificationExpiryDate && profile.identificationExpiryDate < today)
    problems.push({
      rule: "documentExpired",
      field: "identificationExpiryDate",
      values: { date: profile.identificationExpiryDate },
    });
  const start = reservation.start ?? today;
  const end = reservation.end ?? start;
  if (today < start || today >= end)
    problems.push({ rule: "checkinWindow", field: "checkinDate", values: { start, end } });
  const expected = Math.max(0, (profile.numberOfResidents ?? 1) - 1);
  const added = profile.accompanyingGuests?.length ?? 0;
  if (added < expected)
    problems.push({ rule: "accompanyingGuests", field: "accompanyingGuests", values: { added, expected } });
  return problems;
}

/** When a stay ends on its last day, on the hotel's clock: the usual check-out time. */
export const CHECKOUT_TIME = "11:00";

/**
 * The link to a new batch of Wi-Fi tickets for the guest (issue 43, item 10): the bulk tickets screen's
 * `?new=1` with the guest's name and room, the guest's e-mail, and the end of the stay (check-out time).
 */
export function ticketsLinkOf(
  href: string,
  reservation: Reservation,
  profile: GuestProfile,
  timeZone?: string,
): string {
  const name = [reservation.firstname, reservation.lastname].filter(Boolean).join(" ");
  const room = reservation.roomNumber ?? "";
  const query = new URLSearchParams({ new: "1", name: room ? `${name}, ${room}` : name });
  if (room) query.set("room", room);
  if (profile.email) query.set("email", profile.email);
  if (reservation.end) query.set("until", hotelTime(reservation.end, CHECKOUT_TIME, timeZone));
  return `${href}?${query.toString()}`;
}

/** The lookup body of a reservation (products.md section 7). */
export const lookupOf = (r: Reservation) => ({
  checkinDate: r.start ?? "",
  lastName: r.lastname ?? "",
  confirmationNumber: r.reservationNumber,
});

/** The check-in body of a reservation: the same, with the contract's lower-case `lastname`. */
export const checkinOf = (r: Reservation) => ({
  checkinDate: r.start ?? "",
  lastname: r.lastname ?? "",
  confirmationNumber: r.reservationNumber,
});

/**
 * Drops empty and blank strings and empty objects, so the saved profile carries no "" or " " where the contract
 * has patterns (a blank field is an empty one, as the dialog's rules see it).
 */
export function compact<T>(value: T): T {
  if (Array.isArray(value)) return value.map(compact) as T;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => [k, compact(v)] as const)
      .filter(
        ([, v]) =>
          v !== undefined &&
          v !== null &&
          !(typeof v === "string" && v.trim() === "") &&
          !(typeof v === "object" && !Array.isArray(v) && Object.keys(v).length === 0),
      );
    return Object.fromEntries(entries) as T;
  }
  return (typeof value === "string" ? value.trim() : value) as T;
}

/** The certificate form's first values: from the looked-up profile and the reservation. */
export function certificateOf(reservation: Reservation, profile: GuestProfile): Certificate {
  const address = profile.residentialAddress ?? {};
  return {
    lastName: profile.lastName || reservation.lastname || "",
    firstName: profile.firstName || reservation.firstname || "",
    birthday: profile.birthday ?? "",
    citizenCountryCode: profile.citizenship ?? profile.nationality ?? "",
    passportNumber: profile.identificationNumber ?? "",
    address1: address.addressLine1 ?? "",
    postalCode: address.postCode ?? "",
    city: address.city ?? "",
    countryCode: address.countryCode ?? "",
    phone: profile.phone ?? "",
    dataProcessingNotice: false,
    // Consent is given on the form, never carried over ticked (issue 43, item 8): the guest ticks it or not.
    privacy: false,
    signaturePad: "",
    room: reservation.roomNumber ?? "",
    email: profile.email ?? "",
    checkinDate: reservation.start ?? "",
    checkoutDate: reservation.end ?? "",
    advertisingConsent: profile.consents?.newsletter ?? false,
    companions: profile.accompanyingGuests ?? [],
  };
}

/** The certificate's required fields (products.md section 3: all but phone and privacy). */
export const CERTIFICATE_REQUIRED = [
  "lastName",
  "firstName",
  "birthday",
  "citizenCountryCode",
  "passportNumber",
  "address1",
  "postalCode",
  "city",
  "countryCode",
  "dataProcessingNotice",
  "signaturePad",
] as const;
export type CertificateField = (typeof CERTIFICATE_REQUIRED)[number] | "phone" | "privacy";

/**
 * The longest text openapi.yaml allows in a certificate's typed field (the postal code 12, a name 200), or
 * undefined for one without a bound. The drawn signature is not typed, so its size is the server's to judge.
 */
export const certificateMaxLength = (name: CertificateField): number | undefined =>
  name === "signaturePad"
    ? undefined
    : (bounds.RegistrationCertificate as Record<string, { maxLength?: number } | undefined>)[name]?.maxLength;

/** The certificate's invalid fields and why: "required", or "tooLong" (longer than the contract allows). */
export function certificateErrors(
  form: Certificate,
): Partial<Record<CertificateField, "required" | "tooLong">> {
  const errors: Partial<Record<CertificateField, "required" | "tooLong">> = {};
  for (const name of CERTIFICATE_REQUIRED) {
    const value = form[name];
    if (value === false || value === undefined || (typeof value === "string" && !value.trim()))
      errors[name] = "required";
  }
  for (const name of [...CERTIFICATE_REQUIRED, "phone"] as const) {
    const value = form[name];
    const maxLength = certificateMaxLength(name);
    if (
      !errors[name] &&
      maxLength !== undefined &&
      typeof value === "string" &&
      [...value].length > maxLength
    )
      errors[name] = "tooLong";
  }
  return errors;
}

/** A4 in points, the size the PDF is rendered at (products.md section 3). */
export const PAGE = { width: 595, height: 841 } as const;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** DD.MM.YYYY of a YYYY-MM-DD day (platform date display), or the text as it is. */
export const displayDay = (day: string | undefined) =>
  day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day.split("-").reverse().join(".") : (day ?? "");

/**
 * The registration certificate's template (Austrian Gästeblatt, German with English): `{{name}}` placeholders
 * of products.md section 3, filled by `fillTemplate`; `{{signature}}` is the signature image.
 */
export const CERTIFICATE_TEMPLATE = `<!doctype html><html><head><meta charset="utf-8"><style>
@page { size: 595pt 841pt; margin: 0; }
body { margin: 0; font: 10pt/1.4 Helvetica, Arial, sans-serif; color: #111; }
.page { box-sizing: border-box; width: 595pt; height: 841pt; padding: 40pt 48pt; }
h1 { font-size: 16pt; margin: 0 0 2pt; } .sub { color: #555; margin: 0 0 16pt; }
table { width: 100%; border-collapse: collapse; margin-bottom: 12pt; }
th { text-align: start; font-weight: normal; color: #555; width: 40%; padding: 3pt 6pt 3pt 0; vertical-align: top; }
td { padding: 3pt 0; border-bottom: 0.5pt solid #bbb; }
.sign img { width: 100pt; height: 20pt; } .small { font-size: 8pt; color: #555; }
</style></head><body><div class="page">
<h1>Gästeblatt · Certificate of Registration</h1>
<p class="sub">{{hotel}} · Zimmer / Room {{room}} · {{checkinDate}} – {{checkoutDate}}</p>
<table>
<tr><th>Familienname / Last name</th><td>{{lastName}}</td></tr>
<tr><th>Vorname / First name</th><td>{{firstName}}</td></tr>
<tr><th>Geburtsdatum / Date of birth</th><td>{{birthday}}</td></tr>
<tr><th>Staatsangehörigkeit / Citizenship</th><td>{{citizenCountryCode}}</td></tr>
<tr><th>Reisepass-Nr. / Passport no.</th><td>{{passportNumber}}</td></tr>
<tr><th>Adresse / Address</th><td>{{address1}}, {{postalCode}} {{city}}, {{countryCode}}</td></tr>
<tr><th>Telefon / Phone</th><td>{{phone}}</td></tr>
<tr><th>E-Mail</th><td>{{email}}</td></tr>
<tr><th>Mitreisende / Companions</th><td>{{companions}}</td></tr>
<tr><th>Kfz-Kennzeichen / Car number</th><td>{{carNumber}}</td></tr>
<tr><th>Zeitungen / Newspapers</th><td>{{newspapers}}</td></tr>
<tr><th>Tischreservierungen / Table reservations</th><td>{{tableReservations}}</td></tr>
<tr><th>Kontakt per Post / Mail contact</th><td>{{privacy}}</td></tr>
<tr><th>Werbung / Advertising</th><td>{{advertisingConsent}}</td></tr>
</table>
<p class="small">{{dataProcessingNotice}}</p>
<p class="sign">Unterschrift / Signature<br>{{signature}}</p>
</div></body></html>`;

/** The words the template's yes/no and notice placeholders are filled with. */
export interface TemplateWords {
  yes: string;
  no: string;
  notice: string;
  hotel: string;
}

/** The template's placeholders of a certificate, as escaped HTML. */
export function placeholdersOf(form: Certificate, words: TemplateWords): Record<string, string> {
  const text = (value: string | undefined) => escapeHtml(value ?? "");
  const flag = (value: boolean | undefined) => (value ? words.yes : words.no);
  return {
    hotel: text(words.hotel),
    lastName: text(form.lastName),
    firstName: text(form.firstName),
    birthday: text(displayDay(form.birthday)),
    citizenCountryCode: text(form.citizenCountryCode),
    passportNumber: text(form.passportNumber),
    address1: text(form.address1),
    postalCode: text(form.postalCode),
    city: text(form.city),
    countryCode: text(form.countryCode),
    phone: text(form.phone),
    room: text(form.room),
    email: text(form.email),
    checkinDate: text(displayDay(form.checkinDate)),
    checkoutDate: text(displayDay(form.checkoutDate)),
    carNumber: text(form.carNumber),
    newspapers: text(form.newspapers),
    tableReservations: text(form.tableReservations),
    companions: text(
      (form.companions ?? [])
        .map((c) => `${c.firstName} ${c.lastName}${c.birthday ? ` (${displayDay(c.birthday)})` : ""}`)
        .join(", "),
    ),
    privacy: flag(form.privacy),
    advertisingConsent: flag(form.advertisingConsent),
    dataProcessingNotice: form.dataProcessingNotice ? text(words.notice) : "",
    signature: /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/.test(form.signaturePad)
      ? `<img alt="" src="${form.signaturePad}">`
      : "",
  };
}

/** Fills `{{name}}` placeholders; unknown ones become empty. */
export const fillTemplate = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");

/** The overnight confirmation, the mail's second attachment. */
export function overnightHtml(form: Certificate, words: TemplateWords): string {
  const v = placeholdersOf(form, words);
  return `<!doctype html><html><head><meta charset="utf-8"><style>@page { size: 595pt 841pt; margin: 0; } body { margin: 0; font: 11pt/1.5 Helvetica, Arial, sans-serif; } .page { box-sizing: border-box; width: 595pt; height: 841pt; padding: 48pt; }</style></head><body><div class="page"><h1>Übernachtungsbestätigung · Overnight stay</h1><p>${v.hotel}</p><p>${v.firstName} ${v.lastName}</p><p>${v.checkinDate} – ${v.checkoutDate}, Zimmer / Room ${v.room}</p><p>${v.companions}</p></div></body></html>`;
}

/** The PMS statuses the console names (Opera's; the contract says values are PMS specific). */
export const KNOWN_STATUSES = [
  "RESERVED",
  "DUE_IN",
  "IN_HOUSE",
  "DUE_OUT",
  "CHECKED_OUT",
  "CANCELLED",
  "NO_SHOW",
] as const;

/**
 * A reservation's status in words: a known PMS status in the user's language ("Arriving today" for DUE_IN),
 * another PMS's value as words ("ON_HOLD" reads "On hold") rather than as its code.
 */
export function statusText(status: string | undefined, t: (key: string) => string): string {
  if (!status) return "";
  if ((KNOWN_STATUSES as readonly string[]).includes(status)) return t(`reservations:status.${status}`);
  const words = status.replace(/[_-]+/g, " ").trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const PMS_KEY = (propertyId: string) => `cms-pms-${propertyId}`;

/** The PMS a property's reservations last came from in this browser, if any (storage may be blocked). */
export function rememberedPms(propertyId: string, store = browserStorage()): string | undefined {
  return store?.getItem(PMS_KEY(propertyId)) ?? undefined;
}

/** Notes the PMS the property's settings name, for the next opening's first ask. */
export function rememberPms(propertyId: string, pms: string, store = browserStorage()) {
  if (!store || store.getItem(PMS_KEY(propertyId)) === pms) return;
  try {
    store.setItem(PMS_KEY(propertyId), pms);
  } catch {
    // A full storage: the next opening guesses the default PMS.
  }
}
