import type { components } from "@cms/api";
import { Faker, de, en } from "@faker-js/faker";
import { collection, setSingleton, type Item } from "../state";
import type { SeedContext } from "./context";
import { LANGUAGES } from "./platform";
import { textUnit } from "./random";
import { bounded, choice, group } from "./settingsSchema";

type Schemas = components["schemas"];
type SchemaNode = Schemas["SettingsSchemaNode"];
type GuestProfile = Schemas["GuestProfile"];
type Reservation = Schemas["Reservation"];

/** Collection and singleton templates of the guest app (the list path minus `/index`). */
const V3 = "/api/cms/v3/{propertyId}";
export const ONEAPP = {
  settings: `${V3}/oneapp/settings`,
  settingsSchema: `${V3}/oneapp/settings/schema`,
  selfCheckin: `${V3}/oneapp/self-checkin-settings`,
  selfCheckinSchema: `${V3}/oneapp/self-checkin-settings/schema`,
  themes: `${V3}/oneapp/theme`,
  languages: `${V3}/oneapp/language`,
  terms: `${V3}/oneapp/terms`,
  enhancements: `${V3}/oneapp/webcheckin/enhancements`,
  roomCategories: `${V3}/oneapp/webcheckin/room-category`,
  upsells: `${V3}/oneapp/webcheckin/upsells`,
  /** Scope: `{propertyId}/{pms}`. */
  reservations: `${V3}/oneapp/webcheckin/{pms}/reservations`,
  /** Guest profiles of the PMS, keyed by profileID. */
  profiles: `${V3}/oneapp/webcheckin/protel/reservations/profile`,
  authorizations: `${V3}/oneapp/webcheckin/release_authorization`,
  roomControl: `${V3}/oneapp/roomcontrol`,
  emailTemplates: `${V3}/email-template`,
  license: `${V3}/oneapp/license`,
} as const;

/** The PMS connector every seeded property is configured with. */
export const CONFIGURED_PMS = "protel";
export const KNOWN_PMS = ["protel", "opera", "suite8", "mews", "apaleo"];

export const STEP_NAMES: Schemas["WebcheckinStepName"][] = [
  "roomSelection",
  "upsells",
  "enhancement",
  "checkin",
  "regCertificate",
  "checkout",
  "updateMethodOfPayment",
  "depositPayment",
  "checkoutPayment",
  "preRegistered",
];
export const EMAIL_TYPES: Schemas["WebcheckinEmailType"][] = [
  "preStay",
  "certificateOfRegistration",
  "checkinReminder",
  "referenceList",
  "checkinConfirmation",
  "checkout",
  "preRegistration",
  "lokalee",
];
export const DEVICES: Schemas["UsageDevice"][] = ["ios", "android", "pc"];
export const CHANNELS: Schemas["UsageChannel"][] = ["web", "iframe", "self_checkin"];

/** Days of statistics history before the seed's today (the dashboard's longest preset is one year). */
export const HISTORY_DAYS = 400;
/** Seeded reservations arrive from this many days before today until `ARRIVALS_UNTIL` days after. */
export const ARRIVALS_FROM = -12;
export const ARRIVALS_UNTIL = 10;

/** A 24-hex id for seeded guest app items: stable per kind, property and number (samples name them). */
export function oneappId(kind: number, propertyId: string, n: number): string {
  return `66${kind.toString(16).padStart(2, "0")}${propertyId.padStart(6, "0")}${n.toString(16).padStart(14, "0")}`;
}
export const KIND = {
  theme: 0x21,
  language: 0x22,
  terms: 0x23,
  enhancement: 0x24,
  roomCategory: 0x25,
  upsell: 0x26,
  upsellItem: 0x27,
  emailTemplate: 0x28,
};

/** Reservation and profile numbers as protel hands them out (plain integers). */
export const reservationNumberOf = (propertyIndex: number, serial: number) =>
  String(240000 + propertyIndex * 100000 + serial);
export const profileIdOf = (propertyIndex: number, serial: number) =>
  String(8800000 + propertyIndex * 100000 + serial);
/** A payment provider reference (16 digits, as Adyen's pspReference). */
export const authorizationIdOf = (propertyId: string, n: number) =>
  `88${propertyId.padStart(6, "0")}${String(40_000_000 + n * 7919).padStart(8, "0")}`;

/** The showcase reservation of every property: arrives today, due in, ready for web check-in. */
export const DEMO_GUEST = { firstName: "Anna", lastName: "Gruber", serial: 1 } as const;

/** Rooms of a property: 30 to 59 (times the scale for the first property). */
export function roomCountOf(propertyIndex: number, scale = 1): number {
  const rooms = 30 + ((propertyIndex * 13) % 30);
  return propertyIndex === 0 ? Math.max(1, Math.round(rooms * scale)) : rooms;
}

/** Seasonal demand by month (0 = January) and country: ski and summer in the Alps, summer by the sea. */
export function seasonOf(country: string, month: number): number {
  const curves: Record<string, number[]> = {
    AT: [1.15, 1.2, 1.05, 0.8, 0.6, 0.85, 1.1, 1.15, 0.9, 0.75, 0.7, 1.0],
    DE: [0.75, 0.8, 0.9, 0.95, 1.05, 1.05, 1.1, 1.1, 1.1, 1.05, 0.9, 1.0],
    EE: [0.55, 0.6, 0.7, 0.8, 1.0, 1.25, 1.4, 1.35, 1.0, 0.8, 0.65, 0.85],
    GR: [0.25, 0.25, 0.4, 0.8, 1.15, 1.35, 1.5, 1.5, 1.3, 0.9, 0.35, 0.3],
  };
  return (curves[country] ?? curves.DE!)[month] ?? 1;
}

/** Week rhythm (0 = Sunday): arrivals peak on Friday and Saturday. */
export const WEEKDAY = [0.85, 0.8, 0.85, 0.95, 1.1, 1.3, 1.15];

export const ROOM_TYPES = [
  {
    code: "SGL",
    en: "Single room",
    de: "Einzelzimmer",
    el: "Μονόκλινο δωμάτιο",
    et: "Ühekohaline tuba",
    share: 0.12,
  },
  {
    code: "DBL",
    en: "Double room",
    de: "Doppelzimmer",
    el: "Δίκλινο δωμάτιο",
    et: "Kahekohaline tuba",
    share: 0.4,
  },
  {
    code: "DBS",
    en: "Superior double room",
    de: "Doppelzimmer Superior",
    el: "Δίκλινο Superior",
    et: "Superior kahekohaline tuba",
    share: 0.22,
  },
  {
    code: "FAM",
    en: "Family room",
    de: "Familienzimmer",
    el: "Οικογενειακό δωμάτιο",
    et: "Peretuba",
    share: 0.1,
  },
  { code: "JSU", en: "Junior suite", de: "Juniorsuite", el: "Junior σουίτα", et: "Juuniorsviit", share: 0.1 },
  { code: "STE", en: "Suite", de: "Suite", el: "Σουίτα", et: "Sviit", share: 0.06 },
] as const;

const localLanguage = (country: string): "de" | "et" | "el" =>
  country === "EE" ? "et" : country === "GR" ? "el" : "de";

/** Rooms with their type: floor by floor, the better categories on the upper floors. */
export function roomsOf(propertyIndex: number, scale = 1): { number: string; type: string }[] {
  const count = roomCountOf(propertyIndex, scale);
  const perFloor = count > 60 ? 20 : 12;
  const rooms: { number: string; type: string }[] = [];
  let typeIndex = 0;
  let filled = 0;
  for (let n = 0; n < count; n++) {
    while (typeIndex < ROOM_TYPES.length - 1 && filled >= Math.round(ROOM_TYPES[typeIndex]!.share * count)) {
      typeIndex++;
      filled = 0;
    }
    filled++;
    const floor = Math.floor(n / perFloor) + 1;
    rooms.push({
      number: `${floor}${String((n % perFloor) + 1).padStart(2, "0")}`,
      type: ROOM_TYPES[typeIndex]!.code,
    });
  }
  return rooms;
}

const GUEST_NAMES: Record<string, { first: string[]; last: string[]; city: [string, string][] }> = {
  GB: {
    first: ["Oliver", "Emily", "James", "Charlotte", "Harry", "Sophie", "George", "Amelia"],
    last: ["Smith", "Taylor", "Brown", "Wilson", "Evans", "Walker", "Wright", "Hughes"],
    city: [
      ["London", "SW1A 1AA"],
      ["Manchester", "M1 1AE"],
      ["Bristol", "BS1 4DJ"],
    ],
  },
  US: {
    first: ["Michael", "Jennifer", "David", "Jessica", "Daniel", "Ashley", "Matthew", "Sarah"],
    last: ["Johnson", "Miller", "Davis", "Garcia", "Martinez", "Anderson", "Thomas", "Moore"],
    city: [
      ["New York", "10001"],
      ["Chicago", "60601"],
      ["Boston", "02108"],
    ],
  },
  IT: {
    first: ["Marco", "Giulia", "Luca", "Francesca", "Alessandro", "Chiara", "Matteo", "Sara"],
    last: ["Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci"],
    city: [
      ["Milano", "20121"],
      ["Roma", "00184"],
      ["Bologna", "40121"],
    ],
  },
  FR: {
    first: ["Louis", "Camille", "Hugo", "Manon", "Jules", "Léa", "Arthur", "Chloé"],
    last: ["Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand"],
    city: [
      ["Paris", "75008"],
      ["Lyon", "69002"],
      ["Nantes", "44000"],
    ],
  },
  NL: {
    first: ["Daan", "Emma", "Sem", "Julia", "Lucas", "Mila", "Finn", "Tess"],
    last: ["de Jong", "Jansen", "de Vries", "van den Berg", "Bakker", "Visser", "Smit", "Meijer"],
    city: [
      ["Amsterdam", "1012 AB"],
      ["Utrecht", "3511 AX"],
      ["Rotterdam", "3011 AD"],
    ],
  },
  GR: {
    first: ["Giorgos", "Maria", "Dimitris", "Eleni", "Nikos", "Katerina", "Kostas", "Sofia"],
    last: [
      "Papadopoulos",
      "Nikolaidis",
      "Georgiou",
      "Konstantinou",
      "Pappas",
      "Vlachos",
      "Oikonomou",
      "Makris",
    ],
    city: [
      ["Athens", "105 57"],
      ["Thessaloniki", "546 24"],
      ["Patras", "262 21"],
    ],
  },
  EE: {
    first: ["Martin", "Laura", "Rasmus", "Mari", "Karl", "Liis", "Markus", "Kadri"],
    last: ["Tamm", "Saar", "Sepp", "Mägi", "Kask", "Kukk", "Rebane", "Ilves"],
    city: [
      ["Tallinn", "10111"],
      ["Tartu", "51003"],
      ["Pärnu", "80010"],
    ],
  },
  FI: {
    first: ["Mikko", "Aino", "Juha", "Emilia", "Antti", "Sanna", "Ville", "Laura"],
    last: ["Korhonen", "Virtanen", "Mäkinen", "Nieminen", "Hämäläinen", "Laine", "Heikkinen", "Koskinen"],
    city: [
      ["Helsinki", "00100"],
      ["Espoo", "02100"],
      ["Tampere", "33100"],
    ],
  },
  CH: {
    first: ["Lukas", "Nina", "Reto", "Lea", "Beat", "Sarah", "Urs", "Andrea"],
    last: ["Müller", "Meier", "Schmid", "Keller", "Weber", "Huber", "Brunner", "Baumann"],
    city: [
      ["Zürich", "8001"],
      ["Bern", "3011"],
      ["Basel", "4051"],
    ],
  },
};

const HOME_CITIES: Record<string, [string, string][]> = {
  AT: [
    ["Wien", "1070"],
    ["Graz", "8010"],
    ["Linz", "4020"],
    ["Salzburg", "5020"],
  ],
  DE: [
    ["München", "80331"],
    ["Hamburg", "20095"],
    ["Köln", "50667"],
    ["Frankfurt am Main", "60311"],
    ["Stuttgart", "70173"],
  ],
};

const STREETS: Record<string, { names: string[]; numberFirst?: boolean }> = {
  GB: { names: ["High Street", "Church Road", "Victoria Road", "Park Lane"], numberFirst: true },
  US: { names: ["Main Street", "Oak Avenue", "Maple Drive", "Washington Street"], numberFirst: true },
  FR: { names: ["rue de la République", "avenue Victor Hugo", "rue Pasteur"], numberFirst: true },
  IT: { names: ["Via Roma", "Corso Italia", "Via Garibaldi", "Via Dante"] },
  NL: { names: ["Kerkstraat", "Dorpsstraat", "Stationsweg", "Molenstraat"] },
  GR: { names: ["Odos Ermou", "Leoforos Vasilissis Sofias", "Odos Panepistimiou"] },
  EE: { names: ["Pärnu mnt", "Narva mnt", "Tartu mnt", "Mere pst"] },
  FI: { names: ["Mannerheimintie", "Aleksanterinkatu", "Hämeenkatu"] },
};

function streetOf(faker: Faker, nationality: string): string {
  const streets = STREETS[nationality];
  if (!streets) return faker.location.streetAddress();
  const number = faker.number.int({ min: 1, max: 120 });
  const name = faker.helpers.arrayElement(streets.names);
  return streets.numberFirst ? `${number} ${name}` : `${name} ${number}`;
}

const PHONE_PREFIX: Record<string, string> = {
  AT: "+43",
  DE: "+49",
  CH: "+41",
  GB: "+44",
  US: "+1",
  IT: "+39",
  FR: "+33",
  NL: "+31",
  GR: "+30",
  EE: "+372",
  FI: "+358",
};

/** Where the guests of a country's hotels come from. */
const GUEST_MIX: Record<string, string[]> = {
  AT: ["AT", "AT", "DE", "DE", "DE", "CH", "IT", "NL", "GB", "US"],
  DE: ["DE", "DE", "DE", "AT", "CH", "NL", "GB", "US", "FR", "IT"],
  EE: ["EE", "EE", "FI", "FI", "FI", "DE", "GB", "US", "NL", "FR"],
  GR: ["GR", "GR", "DE", "GB", "GB", "FR", "IT", "US", "NL", "AT"],
};

const TITLES: Record<string, [string, string]> = {
  de: ["Herr", "Frau"],
  en: ["Mr", "Ms"],
  fr: ["M.", "Mme"],
  it: ["Sig.", "Sig.ra"],
  el: ["Κος", "Κα"],
  et: ["Hr", "Pr"],
};

function settingsSchemaOfApp(country: string): SchemaNode[] {
  return [
    group("general", "General", "How the hotel presents itself in the guest app", [
      { key: "general.hotelName", title: "Hotel name shown in the app", type: "string" },
      {
        key: "general.defaultLanguage",
        title: "Default language",
        type: "language",
        defaultValue: localLanguage(country),
      },
      { key: "general.country", title: "Country of the property", type: "country", readonly: true },
      choice(
        "general.currency",
        "Currency",
        [
          ["EUR", "Euro (€)"],
          ["CHF", "Swiss franc (CHF)"],
          ["USD", "US dollar ($)"],
        ],
        { defaultValue: "EUR" },
      ),
      { key: "general.contactEmail", title: "Reception e-mail", type: "string" },
      { key: "general.contactPhone", title: "Reception phone", type: "string" },
      { key: "general.launchDate", title: "App live since", type: "date" },
    ]),
    group("checkin", "Check-in", [
      { key: "checkin.enabled", title: "Web check-in enabled", type: "boolean", defaultValue: true },
      {
        key: "checkin.earliestTime",
        title: "Check-in from",
        type: "time",
        allowFullHoursOnly: true,
        defaultValue: "1970-01-01T14:00:00Z",
      },
      {
        key: "checkin.checkoutTime",
        title: "Check-out until",
        type: "time",
        allowFullHoursOnly: true,
        defaultValue: "1970-01-01T11:00:00Z",
      },
      bounded("checkin.daysBeforeArrival", "Web check-in opens (days before arrival)", [0, 365], {
        integer: true,
        defaultValue: 3,
      }),
      { key: "checkin.requireSignature", title: "Signature required", type: "boolean", defaultValue: true },
      {
        key: "checkin.requireIdDocument",
        title: "Identity document required",
        type: "boolean",
        defaultValue: true,
      },
      bounded("checkin.minimumAge", "Minimum age of the main guest", [0, 120], {
        defaultValue: 18,
        readonly: true,
      }),
      {
        key: "checkin.accompanyingGuests",
        title: "Ask for accompanying guests",
        type: "boolean",
        defaultValue: true,
      },
      choice(
        "checkin.idTypes",
        "Accepted documents",
        [
          ["identityDocument", "Identity card"],
          ["passport", "Passport"],
          ["drivingLicence", "Driving licence"],
          ["socialSecurityCard", "Social security card"],
        ],
        { multiSelect: true },
      ),
    ]),
    group("webcheckin", "Web check-in", [
      choice(
        "webcheckin.additionalDocument",
        "Ask for an additional document",
        [
          ["always", "Always"],
          ["onlyBusiness", "Only for business travellers"],
          ["other", "Other"],
        ],
        { defaultValue: "onlyBusiness" },
      ),
      { key: "webcheckin.regCardMailText", title: "Registration card e-mail text", type: "string" },
      {
        key: "webcheckin.pmsAccessInfo.configuredPms",
        title: "Connected PMS",
        type: "string",
        readonly: true,
      },
    ]),
    group("payment", "Payment", [
      choice(
        "payment.provider",
        "Payment provider",
        [
          ["adyen", "Adyen"],
          ["stripe", "Stripe"],
          ["none", "No online payment"],
        ],
        { defaultValue: "adyen" },
      ),
      { key: "payment.depositRequired", title: "Deposit required", type: "boolean", defaultValue: false },
      bounded("payment.depositPercent", "Deposit (% of the stay)", [0, 100], { defaultValue: 30 }),
      bounded("payment.preAuthorizationAmount", "Pre-authorisation per night (EUR)", [0, 100000], {
        defaultValue: 50,
      }),
    ]),
    group("emails", "E-mails", [
      { key: "emails.senderName", title: "Sender name", type: "string" },
      {
        key: "emails.senderAddress",
        title: "Sender address",
        type: "string",
        maxLength: 254,
        pattern: "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$",
      },
      bounded("emails.preStayDaysBefore", "Pre-stay mail (days before arrival)", [0, 365], {
        integer: true,
        defaultValue: 5,
      }),
      {
        key: "emails.reminderEnabled",
        title: "Send check-in reminder",
        type: "boolean",
        defaultValue: true,
      },
      {
        key: "emails.lastTemplateSync",
        title: "Templates last synchronised",
        type: "datetime",
        readonly: true,
      },
    ]),
    group("features", "App features", [
      {
        key: "features.showWeather",
        title: "Weather on the start page",
        type: "boolean",
        defaultValue: true,
      },
      { key: "features.roomControl", title: "Room control", type: "boolean", defaultValue: false },
      { key: "features.mobileKey", title: "Mobile key", type: "boolean", defaultValue: false },
      {
        key: "features.upsells",
        title: "Offer upsells during check-in",
        type: "boolean",
        defaultValue: true,
      },
    ]),
  ];
}

function selfCheckinSchema(): SchemaNode[] {
  return [
    group("kiosk", "Kiosk", [
      {
        key: "kiosk.enabled",
        title: "Self check-in terminal active",
        type: "boolean",
        defaultValue: false,
      },
      { key: "kiosk.name", title: "Terminal name", type: "string" },
      { key: "kiosk.languages", title: "Languages on the terminal", type: "language", multiSelect: true },
      bounded("kiosk.idleTimeoutSeconds", "Back to start after (seconds)", [10, 3600], {
        integer: true,
        defaultValue: 90,
      }),
      { key: "kiosk.serialNumber", title: "Serial number", type: "string", readonly: true },
    ]),
    group("hours", "Opening hours", [
      { key: "hours.from", title: "Open from", type: "time", allowFullHoursOnly: true },
      { key: "hours.until", title: "Open until", type: "time", allowFullHoursOnly: true },
      { key: "hours.allDay", title: "Open around the clock", type: "boolean", defaultValue: true },
    ]),
    group("keys", "Room keys", [
      choice(
        "keys.encoder",
        "Key card encoder",
        [
          ["salto", "SALTO"],
          ["visionline", "ASSA ABLOY Vingcard Visionline"],
          ["messerschmitt", "Messerschmitt"],
          ["none", "No encoder"],
        ],
        { defaultValue: "none" },
      ),
      bounded("keys.cardsPerRoom", "Key cards per room", [1, 10], { integer: true, defaultValue: 2 }),
      { key: "keys.mobileKey", title: "Offer a mobile key", type: "boolean", defaultValue: false },
    ]),
    group("documents", "Documents and payment", [
      { key: "documents.scanPassport", title: "Scan the passport", type: "boolean", defaultValue: true },
      {
        key: "documents.printRegistrationCard",
        title: "Print the registration card",
        type: "boolean",
        defaultValue: false,
      },
      { key: "documents.paymentTerminalId", title: "Payment terminal id", type: "string" },
      { key: "documents.lastMaintenance", title: "Last maintenance", type: "date", readonly: true },
      { key: "documents.lastHeartbeat", title: "Last heartbeat", type: "datetime", readonly: true },
    ]),
  ];
}

const REG_CARD_TEXT: Record<string, string> = {
  de: "Vielen Dank für Ihren Online-Check-in. Im Anhang finden Sie Ihr Meldeblatt.",
  et: "Täname, et registreerusite veebis. Manuses on teie registreerimiskaart.",
  el: "Σας ευχαριστούμε για το online check-in. Στο συνημμένο θα βρείτε την κάρτα εγγραφής σας.",
};

interface PropertyInfo {
  id: string;
  index: number;
  name: string;
  city: string;
  country: string;
  domain: string;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

function seedSettings(ctx: SeedContext, p: PropertyInfo): void {
  const local = localLanguage(p.country);
  setSingleton(ctx.state, ONEAPP.settingsSchema, p.id, { schema: settingsSchemaOfApp(p.country) });
  setSingleton(ctx.state, ONEAPP.settings, p.id, {
    "general.hotelName": p.name,
    "general.defaultLanguage": local,
    "general.country": p.country,
    "general.currency": "EUR",
    "general.contactEmail": `reception@${p.domain}`,
    "general.contactPhone": {
      AT: "+43 1 514 56",
      DE: "+49 30 2261 0",
      EE: "+372 600 0600",
      GR: "+30 210 333 0000",
    }[p.country],
    "general.launchDate": ctx.date(-420 - (p.index % 7) * 30),
    "checkin.enabled": true,
    "checkin.earliestTime": `1970-01-01T${p.country === "GR" ? "15" : "14"}:00:00Z`,
    "checkin.checkoutTime": "1970-01-01T11:00:00Z",
    "checkin.daysBeforeArrival": [3, 5, 7, 2][p.index % 4],
    "checkin.requireSignature": true,
    "checkin.requireIdDocument": p.index % 5 !== 3,
    "checkin.minimumAge": 18,
    "checkin.accompanyingGuests": p.country !== "DE",
    "checkin.idTypes":
      p.country === "GR" ? ["passport", "identityDocument"] : ["identityDocument", "passport"],
    webcheckin: {
      additionalDocument: (["onlyBusiness", "always", "other"] as const)[p.index % 3],
      regCardMailText: REG_CARD_TEXT[local] ?? REG_CARD_TEXT.de,
      pmsAccessInfo: { configuredPms: CONFIGURED_PMS },
    },
    "payment.provider": p.index % 6 === 5 ? "stripe" : "adyen",
    "payment.depositRequired": p.index % 4 === 2,
    "payment.depositPercent": 30,
    "payment.preAuthorizationAmount": p.country === "GR" ? 80 : 50,
    "emails.senderName": p.name,
    "emails.senderAddress": `noreply@${p.domain}`,
    "emails.preStayDaysBefore": 5,
    "emails.reminderEnabled": true,
    "emails.lastTemplateSync": ctx.at(-2, 3, 15),
    "features.showWeather": true,
    "features.roomControl": p.index % 3 !== 0,
    "features.mobileKey": p.index % 2 === 1,
    "features.upsells": true,
  });
  setSingleton(ctx.state, ONEAPP.selfCheckinSchema, p.id, { schema: selfCheckinSchema() });
  const kiosk = p.index % 3 !== 2;
  setSingleton(ctx.state, ONEAPP.selfCheckin, p.id, {
    "kiosk.enabled": kiosk,
    "kiosk.name": `Lobby terminal ${p.city}`,
    "kiosk.languages": [
      local,
      "en",
      ...(p.country === "EE" ? ["fi", "ru"] : p.country === "AT" ? ["it"] : []),
    ],
    "kiosk.idleTimeoutSeconds": 90,
    "kiosk.serialNumber": `SCK-${p.id}-${String(4100 + p.index * 37).padStart(5, "0")}`,
    "hours.from": "1970-01-01T06:00:00Z",
    "hours.until": "1970-01-01T23:00:00Z",
    "hours.allDay": p.index % 4 === 0,
    "keys.encoder": p.index % 2 === 1 ? "salto" : "visionline",
    "keys.cardsPerRoom": 2,
    "keys.mobileKey": p.index % 2 === 1,
    "documents.scanPassport": true,
    "documents.printRegistrationCard": p.country === "AT" || p.country === "DE",
    "documents.paymentTerminalId": `V400M-${String(p.index * 7331 + 100200).slice(0, 6)}`,
    "documents.lastMaintenance": ctx.date(-30 - (p.index % 50)),
    "documents.lastHeartbeat": ctx.at(0, 8, 40 - (p.index % 30)),
  });
}

const THEMES = [
  {
    name: "classic",
    title: "Classic",
    dark: false,
    primary: "#8C1D2F",
    toolbarBackground: "#FFFFFF",
    logoBackgroundColor: "#F6F1EA",
    primaryDark: "#D9485F",
    toolbarBackgroundDark: "#1E1E1E",
    logoBackgroundColorDark: "#2B2B2B",
  },
  {
    name: "alpine-night",
    title: "Alpine night",
    dark: true,
    primary: "#2E6F9E",
    toolbarBackground: "#0F2233",
    logoBackgroundColor: "#0F2233",
    primaryDark: "#5FA8D3",
    toolbarBackgroundDark: "#0A1621",
    logoBackgroundColorDark: "#0A1621",
  },
  {
    name: "aegean-summer",
    title: "Aegean summer",
    dark: false,
    primary: "#0D5EAF",
    toolbarBackground: "#F4F8FC",
    logoBackgroundColor: "#FFFFFF",
    primaryDark: "#4C9BE8",
    toolbarBackgroundDark: "#102A43",
    logoBackgroundColorDark: "#102A43",
  },
];

function seedThemesLanguagesTerms(ctx: SeedContext, p: PropertyInfo): void {
  const media = (n: number, name: string, ext: string) =>
    p.index % 11 === 10 ? undefined : { id: `${p.id}m${n}`, name: `${name}.${ext}`, ext };
  const themes = collection(ctx.state, ONEAPP.themes, p.id);
  const count = 1 + (p.index % 3);
  for (let t = 0; t < count; t++) {
    const theme = THEMES[(t + (p.country === "GR" ? 2 : 0)) % THEMES.length]!;
    const item: Item = { id: oneappId(KIND.theme, p.id, t + 1), ...theme };
    const logo = media(8, "logo-light", "png");
    const logoDark = media(7, "logo-dark", "png");
    const background = media(t === 0 ? 1 : 2, t === 0 ? "lobby" : "facade-summer", "jpg");
    if (logo) item.logoImage = logo;
    if (logoDark) item.logoImageDark = logoDark;
    if (background) {
      item.appBackgroundImage = background;
      item.appBackgroundImageDark = background;
    }
    themes.push(item);
  }

  const offered = [
    ...new Set([
      localLanguage(p.country),
      "en",
      ...(p.index === 0 ? ["it", "ru"] : []),
      ...(p.country === "EE"
        ? ["fi", "ru"]
        : p.country === "AT"
          ? ["it"]
          : p.country === "GR"
            ? ["de"]
            : ["fr"]),
    ]),
  ];
  const languages = collection(ctx.state, ONEAPP.languages, p.id);
  offered.forEach((iso1, n) => {
    const known = LANGUAGES.find((l) => l.iso1 === iso1);
    languages.push({
      id: oneappId(KIND.language, p.id, n + 1),
      iso1,
      language: { name: known?.name ?? iso1, local: known?.local ?? iso1 },
    });
  });

  const terms = collection(ctx.state, ONEAPP.terms, p.id);
  const texts: Record<string, string> = {
    de: `<h2>Allgemeine Geschäftsbedingungen</h2><p>Mit dem Online-Check-in bestätigen Sie die Richtigkeit Ihrer Angaben. Die Zimmer stehen ab 14:00 Uhr zur Verfügung und sind am Abreisetag bis 11:00 Uhr freizugeben.</p><p>Ihre Daten verarbeitet ${p.name} gemäß DSGVO ausschließlich zur Abwicklung Ihres Aufenthalts und zur Erfüllung der Meldepflicht.</p>`,
    en: `<h2>Terms and conditions</h2><p>By checking in online you confirm that your details are correct. Rooms are available from 2 pm and must be vacated by 11 am on the day of departure.</p><p>${p.name} processes your data under the GDPR only to handle your stay and to meet the legal registration duty.</p>`,
    et: `<h2>Tingimused</h2><p>Veebis registreerudes kinnitate, et teie andmed on õiged. Toad on saadaval alates kella 14.00 ja need tuleb vabastada lahkumispäeval kella 11.00-ks.</p><p>${p.name} töötleb teie andmeid isikuandmete kaitse üldmääruse kohaselt.</p>`,
    el: `<h2>Όροι και προϋποθέσεις</h2><p>Με το online check-in επιβεβαιώνετε ότι τα στοιχεία σας είναι σωστά. Τα δωμάτια είναι διαθέσιμα από τις 15:00 και πρέπει να παραδοθούν έως τις 11:00 την ημέρα αναχώρησης.</p><p>Το ${p.name} επεξεργάζεται τα δεδομένα σας σύμφωνα με τον ΓΚΠΔ.</p>`,
  };
  [...new Set([localLanguage(p.country), "en"])].forEach((language, n) => {
    terms.push({ id: oneappId(KIND.terms, p.id, n + 1), language, text: texts[language] ?? texts.en! });
  });
}

const ENHANCEMENTS: {
  en: [string, string];
  de: [string, string];
  price: string;
  code: string;
  cityTax?: boolean;
  image?: number;
}[] = [
  {
    en: ["Breakfast buffet", "Regional breakfast buffet from 6:30 to 10:30, per person and day."],
    de: ["Frühstücksbuffet", "Regionales Frühstücksbuffet von 6:30 bis 10:30 Uhr, pro Person und Tag."],
    price: "28,00",
    code: "BRK",
    image: 5,
  },
  {
    en: ["Garage parking", "A parking space in the hotel garage, per night."],
    de: ["Garagenplatz", "Ein Stellplatz in der Hotelgarage, pro Nacht."],
    price: "32,00",
    code: "PRK",
  },
  {
    en: ["Early check-in", "Your room is ready from 10 am."],
    de: ["Früher Check-in", "Ihr Zimmer ist ab 10:00 Uhr bezugsfertig."],
    price: "35,00",
    code: "ECI",
  },
  {
    en: ["Late check-out", "Keep your room until 3 pm on the day of departure."],
    de: ["Später Check-out", "Behalten Sie Ihr Zimmer am Abreisetag bis 15:00 Uhr."],
    price: "40,00",
    code: "LCO",
  },
  {
    en: ["Spa day pass", "Sauna, steam bath and relaxation area for one day, per person."],
    de: ["Spa-Tageskarte", "Sauna, Dampfbad und Ruheraum für einen Tag, pro Person."],
    price: "45,00",
    code: "SPA",
    image: 6,
  },
  {
    en: ["Bottle of sparkling wine", "Chilled in your room on arrival."],
    de: ["Flasche Sekt", "Gekühlt bei Ihrer Ankunft im Zimmer."],
    price: "39,50",
    code: "SEK",
  },
  {
    en: ["Airport transfer", "Private transfer from the airport to the hotel, up to 3 persons."],
    de: ["Flughafentransfer", "Privater Transfer vom Flughafen zum Hotel, bis zu 3 Personen."],
    price: "65,00",
    code: "TRF",
  },
  {
    en: ["City tax", "Local tourist tax per person and night."],
    de: ["Ortstaxe", "Ortstaxe pro Person und Nacht."],
    price: "3,20",
    code: "CTX",
    cityTax: true,
  },
];

function seedEnhancementsAndCategories(ctx: SeedContext, p: PropertyInfo): void {
  const local = localLanguage(p.country);
  const enhancements = collection(ctx.state, ONEAPP.enhancements, p.id);
  const count = p.index === 0 ? ENHANCEMENTS.length : 4 + (p.index % 5);
  for (let n = 0; n < count; n++) {
    const e = ENHANCEMENTS[n % ENHANCEMENTS.length]!;
    const i18n: Item[] = [
      { iso2: "en", title: e.en[0], description: e.en[1] },
      ...(local === "de" ? [{ iso2: "de", title: e.de[0], description: e.de[1] }] : []),
    ];
    const price = e.cityTax
      ? ({ AT: "3,20", DE: "5,00", EE: "2,50", GR: "4,00" }[p.country] ?? e.price)
      : e.price;
    const item: Item = {
      _id: oneappId(KIND.enhancement, p.id, n + 1),
      pos: n === count - 1 && p.index % 4 === 1 ? null : n + 1,
      i18n,
      price,
      currency: "EUR",
      isCityTax: Boolean(e.cityTax),
      vendorData: { protelServiceCode: e.code, postingType: e.cityTax ? "perPersonNight" : "perStay" },
    };
    if (e.image && p.index % 11 !== 10) {
      item.imageId = `${p.id}m${e.image}`;
      item.image = `https://media.hotel-demo.test/${p.id}/${e.code.toLowerCase()}.jpg`;
    }
    enhancements.push(item);
  }

  const categories = collection(ctx.state, ONEAPP.roomCategories, p.id);
  ROOM_TYPES.forEach((type, n) => {
    const i18n: Item[] = [
      { iso2: "en", title: type.en, description: `Our ${type.en.toLowerCase()} at ${p.name}.` },
    ];
    i18n.push({ iso2: local, title: type[local], description: `${type[local]} – ${p.name}` });
    categories.push({
      _id: oneappId(KIND.roomCategory, p.id, n + 1),
      i18n,
      code: type.code,
      ...(p.index % 11 !== 10 ? { image: `${p.id}m${n % 2 === 0 ? 3 : 4}` } : {}),
    });
  });
}

function seedUpsells(ctx: SeedContext, p: PropertyInfo): void {
  const upsells = collection(ctx.state, ONEAPP.upsells, p.id);
  const local = localLanguage(p.country);
  let itemSerial = 0;
  const item = (price: string, en: [string, string], de: [string, string], active = true) => {
    itemSerial++;
    const i18n = [{ iso2: "en", title: en[0], description: en[1] }];
    if (local === "de") i18n.push({ iso2: "de", title: de[0], description: de[1] });
    return { _id: oneappId(KIND.upsellItem, p.id, itemSerial), i18n, price, active, position: 0 };
  };
  const conditions: Item[] = [
    {
      name: "Double room guests",
      header: "Make your stay even better",
      property: "roomTypeCode",
      condition: "equals",
      value: "DBL",
      items: [
        item(
          "35,00",
          ["Upgrade to Superior", "A larger room on an upper floor, per night."],
          ["Upgrade auf Superior", "Ein größeres Zimmer in einer oberen Etage, pro Nacht."],
        ),
        item(
          "79,00",
          ["Upgrade to Junior Suite", "Separate living area and bathtub, per night."],
          ["Upgrade auf Juniorsuite", "Eigener Wohnbereich und Badewanne, pro Nacht."],
        ),
      ],
    },
    {
      name: "Long stays",
      header: "Treats for longer stays",
      property: "nights",
      condition: "greater_equal",
      value: 4,
      items: [
        item(
          "25,00",
          ["Late check-out", "Stay in your room until 2 pm."],
          ["Später Check-out", "Bleiben Sie bis 14:00 Uhr im Zimmer."],
        ),
        item(
          "60,00",
          ["Laundry package", "Two loads washed and ironed."],
          ["Wäschepaket", "Zwei Ladungen gewaschen und gebügelt."],
          p.index % 2 === 0,
        ),
      ],
    },
    {
      name: "Couples",
      header: "For the two of you",
      property: "adults",
      condition: "equals",
      value: 2,
      items: [
        item(
          "45,00",
          ["Champagne on arrival", "A bottle of champagne and strawberries in your room."],
          ["Champagner zur Ankunft", "Eine Flasche Champagner und Erdbeeren im Zimmer."],
        ),
        item(
          "129,00",
          ["Candlelight dinner", "Four-course dinner for two in our restaurant."],
          ["Candle-Light-Dinner", "Viergängiges Menü für zwei in unserem Restaurant."],
        ),
        item(
          "95,00",
          ["Couples massage", "50 minutes side by side in our spa."],
          ["Paarmassage", "50 Minuten zu zweit in unserem Spa."],
        ),
      ],
    },
    {
      name: "Weekend arrivals",
      property: "arrivalWeekday",
      condition: "greater_equal",
      value: 5,
      items: [
        item(
          "18,00",
          ["Parking for the weekend", "Garage parking from Friday to Sunday."],
          ["Wochenend-Parken", "Garagenplatz von Freitag bis Sonntag."],
        ),
      ],
    },
  ];
  const count = p.index === 0 ? conditions.length : 2 + (p.index % 3);
  conditions.slice(0, count).forEach((condition, n) => {
    const items = (condition.items as Item[]).map((entry, position) => ({ ...entry, position }));
    upsells.push({ _id: oneappId(KIND.upsell, p.id, n + 1), ...condition, items });
  });
}

const TEMPLATE_SUBJECTS: Record<
  Schemas["WebcheckinEmailType"],
  { en: string; de: string; et: string; el: string }
> = {
  preStay: {
    en: "Your stay at {hotel} – check in online now",
    de: "Ihr Aufenthalt im {hotel} – jetzt online einchecken",
    et: "Teie peatus hotellis {hotel} – registreeruge veebis",
    el: "Η διαμονή σας στο {hotel} – κάντε online check-in",
  },
  certificateOfRegistration: {
    en: "Your registration certificate",
    de: "Ihr Meldeblatt",
    et: "Teie registreerimiskaart",
    el: "Η κάρτα εγγραφής σας",
  },
  checkinReminder: {
    en: "Reminder: check in before you arrive",
    de: "Erinnerung: Checken Sie vor der Anreise ein",
    et: "Meeldetuletus: registreeruge enne saabumist",
    el: "Υπενθύμιση: κάντε check-in πριν φτάσετε",
  },
  referenceList: {
    en: "Guest reference list",
    de: "Gästeverzeichnis",
    et: "Külaliste nimekiri",
    el: "Κατάλογος επισκεπτών",
  },
  checkinConfirmation: {
    en: "You are checked in – welcome to {hotel}",
    de: "Sie sind eingecheckt – willkommen im {hotel}",
    et: "Olete registreeritud – tere tulemast hotelli {hotel}",
    el: "Το check-in ολοκληρώθηκε – καλώς ήρθατε στο {hotel}",
  },
  checkout: {
    en: "Thank you for staying with us",
    de: "Danke für Ihren Aufenthalt",
    et: "Täname, et peatusite meie juures",
    el: "Σας ευχαριστούμε για τη διαμονή σας",
  },
  preRegistration: {
    en: "Complete your pre-registration",
    de: "Vervollständigen Sie Ihre Voranmeldung",
    et: "Lõpetage eelregistreerimine",
    el: "Ολοκληρώστε την προεγγραφή σας",
  },
  lokalee: {
    en: "Discover {city} – tips from our concierge",
    de: "Entdecken Sie {city} – Tipps unseres Concierge",
    et: "Avastage {city} – meie concierge'i soovitused",
    el: "Ανακαλύψτε {city} – προτάσεις του concierge μας",
  },
};

const TEMPLATE_NAMES: Record<Schemas["WebcheckinEmailType"], string> = {
  preStay: "Pre-stay invitation",
  certificateOfRegistration: "Registration certificate",
  checkinReminder: "Check-in reminder",
  referenceList: "Reference list",
  checkinConfirmation: "Check-in confirmation",
  checkout: "Check-out thank you",
  preRegistration: "Pre-registration",
  lokalee: "Lokalee city guide",
};

function seedEmailTemplates(ctx: SeedContext, p: PropertyInfo): void {
  const templates = collection(ctx.state, ONEAPP.emailTemplates, p.id);
  const local = localLanguage(p.country) as "de" | "et" | "el";
  let serial = 0;
  for (const type of EMAIL_TYPES) {
    // Guest-facing mails in English and the local language; the reference list only in the local one.
    const languages: ("en" | "de" | "et" | "el")[] =
      type === "referenceList" ? [local] : type === "lokalee" ? ["en"] : ["en", local];
    for (const language of languages) {
      serial++;
      templates.push({
        _id: oneappId(KIND.emailTemplate, p.id, serial),
        name: `${TEMPLATE_NAMES[type]} (${language.toUpperCase()})`,
        type,
        subject: TEMPLATE_SUBJECTS[type][language].replace("{hotel}", p.name).replace("{city}", p.city),
        language,
      });
    }
  }
}

/** A `YYYY-MM-DD` day `days` later (earlier when negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const isDemoReservation = (reservationNumber: string) =>
  (Number(reservationNumber) - 240000 - DEMO_GUEST.serial) % 100000 === 0;

/** Nationality of a reservation's primary guest: a stable pick from the property country's guest mix. */
function nationalityOf(
  reservationNumber: string,
  country: string,
  random = textUnit(reservationNumber),
): string {
  if (isDemoReservation(reservationNumber)) return "AT";
  const mix = GUEST_MIX[country] ?? GUEST_MIX.DE!;
  return mix[Math.floor(random * mix.length)]!;
}

/** Whether a reservation's primary guest is a woman: a second draw from the reservation's hash. */
const isFemale = (reservationNumber: string, random = textUnit(reservationNumber)) =>
  isDemoReservation(reservationNumber) || (random * 7919) % 1 < 0.5;

interface NamePool {
  male: string[];
  female: string[];
  last: string[];
}

/** Names of guests from the faker locale's countries, drawn once per seed. */
function namePool(faker: Faker): NamePool {
  return {
    male: Array.from({ length: 60 }, () => faker.person.firstName("male")),
    female: Array.from({ length: 60 }, () => faker.person.firstName("female")),
    last: Array.from({ length: 120 }, () => faker.person.lastName()),
  };
}

function nameOf(
  pool: NamePool,
  nationality: string,
  female: boolean,
  random: number,
): { first: string; last: string } {
  const pick = <T>(list: readonly T[], prime: number) =>
    list[Math.floor(((random * prime) % 1) * list.length)]!;
  const list = GUEST_NAMES[nationality];
  if (list) {
    const n = Math.floor(random * (list.first.length / 2));
    return { first: list.first[n * 2 + (female ? 1 : 0)]!, last: pick(list.last, 7919) };
  }
  return { first: pick(female ? pool.female : pool.male, 1), last: pick(pool.last, 7919) };
}

function pickName(
  faker: Faker,
  nationality: string,
  female: boolean,
): { first: string; last: string; female: boolean } {
  const list = GUEST_NAMES[nationality];
  if (list) {
    const n = faker.number.int({ min: 0, max: list.first.length / 2 - 1 });
    // The lists alternate male and female first names.
    return {
      first: list.first[n * 2 + (female ? 1 : 0)]!,
      last: faker.helpers.arrayElement(list.last),
      female,
    };
  }
  return {
    first: faker.person.firstName(female ? "female" : "male"),
    last: faker.person.lastName(),
    female,
  };
}

/** Profiles are drawn on demand from the reservation (the PMS has them on file); one faker, reseeded. */
const profileFaker = new Faker({ locale: [de, en] });

/**
 * The PMS guest profile of a reservation's primary guest, the same on every call: drawn from the
 * reservation number, so that only changed profiles need to be stored.
 */
export function guestProfileOf(reservation: Reservation, country: string, today: string): GuestProfile {
  const faker = profileFaker;
  const number = reservation.reservationNumber;
  faker.seed(Math.floor(textUnit(number, "profile") * 2 ** 31));
  const refDate = new Date(`${today}T00:00:00Z`);
  faker.setDefaultRefDate(refDate);
  const demo = isDemoReservation(number);
  const nationality = nationalityOf(number, country);
  const arrival = reservation.start ?? today;
  const departure = reservation.end ?? addDays(arrival, 1);
  const nights = Math.max(1, Math.round((Date.parse(departure) - Date.parse(arrival)) / 86_400_000));
  const female = isFemale(number);
  const residents = demo
    ? 2
    : faker.helpers.weightedArrayElement([
        { value: 1, weight: 3 },
        { value: 2, weight: 6 },
        { value: 3, weight: 1 },
      ]);
  const home = HOME_CITIES[nationality] ?? GUEST_NAMES[nationality]?.city ?? HOME_CITIES.DE!;
  const [city, postCode] = faker.helpers.arrayElement(home);
  const lang = nationality === "AT" || nationality === "DE" || nationality === "CH" ? "de" : "en";
  const titles = TITLES[lang] ?? TITLES.en!;
  const day = (offset: number) => addDays(today, offset);
  const birthdate = (min: number, max: number) =>
    faker.date.birthdate({ mode: "age", min, max, refDate }).toISOString().slice(0, 10);
  const status = reservation.resStatus ?? "RESERVED";
  const checkedIn = status === "IN_HOUSE" || status === "DUE_OUT" || status === "CHECKED_OUT";
  // A few future guests carry a document that has expired: web check-in must refuse them.
  const expired = !demo && arrival > today && textUnit(number, "expired") < 0.07;
  const partner = pickName(faker, nationality, !female);
  const accompanying: Schemas["AccompanyingGuest"][] = Array.from({ length: residents - 1 }, (_, n) =>
    n === 0
      ? {
          firstName: demo ? "Thomas" : partner.first,
          lastName: demo || faker.datatype.boolean() ? (reservation.lastname ?? partner.last) : partner.last,
          birthday: birthdate(21, 75),
          gender: female ? "male" : "female",
          nationality,
        }
      : {
          firstName: faker.helpers.arrayElement(["Lena", "Paul", "Mia", "Noah", "Emma", "Elias"]),
          lastName: reservation.lastname ?? partner.last,
          birthday: birthdate(4, 15),
          nationality,
        },
  );
  const rate =
    { SGL: 119, DBL: 159, DBS: 189, FAM: 219, JSU: 259, STE: 349 }[reservation.roomTypeCode ?? "DBL"] ?? 159;
  const nightsSoFar = Math.max(0, Math.min(nights, (Date.parse(today) - Date.parse(arrival)) / 86_400_000));
  const billItems = Array.from({ length: checkedIn ? nightsSoFar : 0 }, (_, n) => ({
    date: addDays(arrival, n),
    description: "Logis",
    amount: rate,
  }));
  if (billItems.length && faker.datatype.boolean())
    billItems.push({
      date: arrival,
      description: "Restaurant",
      amount: faker.number.int({ min: 38, max: 164 }),
    });
  const billTotal = billItems.reduce((sum, line) => sum + line.amount, 0);
  const firstName = reservation.firstname ?? "";
  const lastName = reservation.lastname ?? "";
  const provider = faker.helpers.arrayElement([
    "gmail.com",
    "outlook.com",
    "gmx.net",
    "icloud.com",
    "web.de",
  ]);
  return {
    profileID: reservation.primaryGuestID ?? number,
    title: titles[female ? 1 : 0],
    firstName,
    lastName,
    birthday: demo ? "1986-04-12" : birthdate(21, 78),
    gender: female ? "female" : "male",
    nationality,
    citizenship: nationality,
    phone: `${PHONE_PREFIX[nationality] ?? "+49"} ${faker.string.numeric({ length: 3, allowLeadingZeros: false })} ${faker.string.numeric(7)}`,
    email: `${slug(firstName)}.${slug(lastName)}@${provider}`.replace(/^\.|\.@/, "guest@"),
    ...(reservation.isCompanyLinked
      ? { company: faker.company.name(), vatNumber: `${nationality}U${faker.string.numeric(8)}` }
      : {}),
    residentialAddress: {
      countryCode: nationality,
      postCode,
      city,
      addressLine1: streetOf(faker, nationality),
    },
    estimatedCheckinTime: `${String(faker.number.int({ min: 14, max: 21 })).padStart(2, "0")}:${faker.helpers.arrayElement(["00", "30"])}`,
    keyPickup: faker.helpers.arrayElement(["Reception", "Key box", "Mobile key"]),
    numberOfResidents: residents,
    balance: checkedIn && status !== "CHECKED_OUT" ? billTotal : 0,
    identificationType: faker.helpers.arrayElement(["identityDocument", "passport", "passport"] as const),
    identificationNumber: `${nationality}${faker.string.alphanumeric({ length: 8, casing: "upper" })}`,
    identificationEffectiveDate: day(-faker.number.int({ min: 200, max: 3000 })),
    identificationExpiryDate: expired
      ? day(-faker.number.int({ min: 10, max: 300 }))
      : day(faker.number.int({ min: 120, max: 3000 })),
    identificationIssueCountry: nationality,
    consents: {
      post: faker.datatype.boolean(),
      email: true,
      phone: false,
      general: true,
      newsletter: faker.datatype.boolean(),
    },
    // Reservations further ahead often still lack the accompanying guests.
    accompanyingGuests: arrival > day(2) && textUnit(number, "companions") < 0.5 ? [] : accompanying,
    ...(billItems.length ? { bill: { currency: "EUR", total: billTotal, items: billItems } } : {}),
  };
}

const NIGHTS = [1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 4, 4, 5, 7];

/**
 * Today's arrivals at the front desk's hotel (Hotel Sacher Wien, staff@demo.test) that show each check-in
 * rule (docs/decisions.md): a guest under 18, a guest whose passport has expired, and a family of three with
 * both companions added. They are the first three due-in arrivals of today after the showcase guest, renamed,
 * with their profiles on file; relative to the seed's today, so `--today` moves them.
 */
export const FRONT_DESK_ARRIVALS = {
  minor: { firstName: "Leonie", lastName: "Hofbauer" },
  expired: { firstName: "Stefan", lastName: "Leitner" },
  family: { firstName: "Katharina", lastName: "Brunner" },
} as const;

function seedFrontDeskArrivals(
  ctx: SeedContext,
  p: PropertyInfo,
  reservations: Reservation[],
  today: string,
): void {
  const due = reservations.filter(
    (r) => r.start === today && r.resStatus === "DUE_IN" && !isDemoReservation(r.reservationNumber),
  );
  const profiles = collection(ctx.state, ONEAPP.profiles, p.id);
  // `n` years before today (Date.UTC moves 29 February to 1 March), then `days` on.
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  const years = (n: number, days = 0) =>
    addDays(new Date(Date.UTC(y - n, m - 1, d)).toISOString().slice(0, 10), days);
  const viennese = (r: Reservation, street: string, postCode: string): GuestProfile => ({
    ...guestProfileOf(r, p.country, today),
    nationality: "AT",
    citizenship: "AT",
    phone: `+43 664 ${r.reservationNumber.slice(-3)}${r.primaryGuestID?.slice(-4) ?? "0000"}`,
    residentialAddress: { countryCode: "AT", postCode, city: "Wien", addressLine1: street },
    identificationType: "passport",
    identificationNumber: `P${r.reservationNumber.slice(-4)}${r.primaryGuestID?.slice(-3) ?? "000"}AT`,
    identificationIssueCountry: "AT",
    identificationIssuePlace: "Wien",
    identificationIssuer: "Magistrat der Stadt Wien",
    identificationEffectiveDate: years(4, -60),
    identificationExpiryDate: years(-6, -60),
  });
  const [minor, expired, family] = due;
  const rename = (r: Reservation, name: { firstName: string; lastName: string }) => {
    r.firstname = name.firstName;
    r.lastname = name.lastName;
  };
  if (minor) {
    rename(minor, FRONT_DESK_ARRIVALS.minor);
    profiles.push({
      ...viennese(minor, "Kaiserstraße 12/4", "1070"),
      title: "Frau",
      gender: "female",
      email: "leonie.hofbauer@gmx.net",
      // Turns 18 in three months: too young today.
      birthday: years(18, 90),
      numberOfResidents: 1,
      accompanyingGuests: [],
    } as Item);
  }
  if (expired) {
    rename(expired, FRONT_DESK_ARRIVALS.expired);
    profiles.push({
      ...viennese(expired, "Praterstraße 41", "1020"),
      title: "Herr",
      gender: "male",
      email: "stefan.leitner@outlook.com",
      birthday: "1979-08-03",
      numberOfResidents: 1,
      accompanyingGuests: [],
      identificationEffectiveDate: years(10, -45),
      // Expired six weeks ago.
      identificationExpiryDate: addDays(today, -42),
    } as Item);
  }
  if (family) {
    rename(family, FRONT_DESK_ARRIVALS.family);
    profiles.push({
      ...viennese(family, "Hietzinger Hauptstraße 8", "1130"),
      title: "Frau",
      gender: "female",
      email: "katharina.brunner@icloud.com",
      birthday: "1984-02-17",
      numberOfResidents: 3,
      accompanyingGuests: [
        {
          firstName: "Michael",
          lastName: "Brunner",
          birthday: "1982-06-30",
          gender: "male",
          nationality: "AT",
        },
        {
          firstName: "Sophie",
          lastName: "Brunner",
          birthday: years(9, 40),
          gender: "female",
          nationality: "AT",
        },
      ],
    } as Item);
  }
}

function seedReservations(ctx: SeedContext, p: PropertyInfo, pool: NamePool): void {
  const reservations = collection(ctx.state, ONEAPP.reservations, `${p.id}/${CONFIGURED_PMS}`);
  const rooms = roomsOf(p.index, ctx.scale);
  // Free rooms (indexes, lowest first) and the rooms that become free again on a day.
  let free = rooms.map((_, n) => n);
  const releases = new Map<number, number[]>();
  const days = new Map<number, string>();
  const dayOf = (offset: number) => {
    let day = days.get(offset);
    if (day === undefined) days.set(offset, (day = ctx.date(offset)));
    return day;
  };
  const baseArrivals = 5 + (p.index % 5);
  // The benchmark copies of the 25 demo properties (scale > 1) get a shorter window around today.
  const [from, until] = p.index < 25 ? [ARRIVALS_FROM, ARRIVALS_UNTIL] : [-6, 2];
  let serial = 0;

  for (let day = from; day <= until; day++) {
    const released = releases.get(day);
    if (released) free = [...free, ...released].sort((x, y) => x - y);
    const weekday = (ctx.today.getUTCDay() + 7 + (day % 7)) % 7;
    const arrivals =
      p.index === 0
        ? ctx.many(baseArrivals)
        : Math.max(2, Math.round(baseArrivals * (WEEKDAY[weekday] ?? 1) * (0.8 + textUnit(p.id, day) * 0.4)));
    let next = 0;
    for (let a = 0; a < arrivals; a++) {
      serial++;
      const reservationNumber = reservationNumberOf(p.index, serial);
      const random = textUnit(reservationNumber);
      const demo = serial === DEMO_GUEST.serial;
      const nights = demo ? 2 : NIGHTS[Math.floor(((random * 31) % 1) * NIGHTS.length)]!;
      const arrival = demo ? 0 : day;
      const end = arrival + nights;
      const nationality = nationalityOf(reservationNumber, p.country, random);
      const name = demo
        ? { first: DEMO_GUEST.firstName, last: DEMO_GUEST.lastName }
        : nameOf(pool, nationality, isFemale(reservationNumber, random), textUnit(reservationNumber, "name"));
      const cancelled = !demo && (random * 997) % 1 < 0.03;
      const roomIndex = cancelled ? undefined : free[next++];
      const room = roomIndex === undefined ? undefined : rooms[roomIndex];
      if (roomIndex !== undefined) {
        const list = releases.get(end);
        if (list) list.push(roomIndex);
        else releases.set(end, [roomIndex]);
      }
      const chance = (random * 6007) % 1;
      let resStatus: string;
      if (cancelled) resStatus = arrival < 0 ? "NO_SHOW" : "CANCELLED";
      else if (end < 0) resStatus = "CHECKED_OUT";
      else if (end === 0) resStatus = chance < 0.5 ? "CHECKED_OUT" : "DUE_OUT";
      else if (arrival < 0) resStatus = "IN_HOUSE";
      else if (arrival === 0) resStatus = demo || chance < 0.7 ? "DUE_IN" : "IN_HOUSE";
      else resStatus = "RESERVED";
      reservations.push({
        reservationNumber,
        firstname: name.first,
        lastname: name.last,
        start: dayOf(arrival),
        end: dayOf(end),
        resStatus,
        roomNumber: room && arrival <= 1 ? room.number : "",
        roomTypeCode: room?.type ?? ROOM_TYPES[serial % ROOM_TYPES.length]!.code,
        primaryGuestID: profileIdOf(p.index, serial),
        isCompanyLinked: (random * 2741) % 1 < 0.15,
      });
    }
    free = free.slice(next);
  }
  const today = dayOf(0);

  // The showcase guest already filled in her profile online: it is on file in the PMS.
  const demo = reservations[DEMO_GUEST.serial - 1] as Reservation | undefined;
  if (demo && p.index < 25)
    collection(ctx.state, ONEAPP.profiles, p.id).push(guestProfileOf(demo, p.country, today) as Item);
  if (p.index === 0) seedFrontDeskArrivals(ctx, p, reservations as unknown as Reservation[], today);

  // Payment pre-authorisations of recent web check-ins; the last one is already released.
  const authorizations = collection(ctx.state, ONEAPP.authorizations, p.id);
  const recent = reservations
    .filter((r) => r.resStatus === "IN_HOUSE" || r.resStatus === "DUE_IN")
    .slice(0, 6);
  recent.forEach((r, n) => {
    authorizations.push({
      id: authorizationIdOf(p.id, n + 1),
      reservationNumber: r.reservationNumber,
      amount: 50 * (1 + (n % 3)),
      currency: "EUR",
      createdAt: ctx.at(-(n % 3), 15 + n, 12),
      released: n === 5,
    });
  });
}

const CAMERA_ROOMS = 3;

function seedRoomControl(ctx: SeedContext, p: PropertyInfo): void {
  const enabled = p.index % 3 !== 0;
  if (!enabled) {
    setSingleton(ctx.state, ONEAPP.roomControl, p.id, {
      cameras: [],
      assignments: [],
      commands: [],
      groups: [],
      settings: [],
    });
    return;
  }
  const system = (["knx", "loxone", "bacnet", "lutron", "eibport"] as const)[p.index % 5] ?? "knx";
  const settings = [{ targetId: `${system}-main`, type: system }];
  if (p.index % 4 === 1) settings.push({ targetId: "lutron-lighting", type: "lutron" });
  const target = settings[0]!.targetId;
  const lightTarget = settings[1]?.targetId ?? target;
  const ga = (main: number, middle: number, sub: number) => `${main}/${middle}/${sub}`;
  const commands = [
    {
      commandId: "light-main",
      name: "lightMain",
      title: "Ceiling light",
      description: "Switches the ceiling light",
      onValue: "1",
      offValue: "0",
      actionType: "toggle-button",
      targetId: lightTarget,
      targetOptions: { groupAddress: ga(1, 1, 1) },
      iconImage: "mdi-ceiling-light",
    },
    {
      commandId: "light-dimmer",
      name: "lightDimmer",
      title: "Bedside lights",
      description: "Dims the bedside lights",
      actionType: "slider",
      unit: "%",
      min: 0,
      max: 100,
      step: 5,
      targetId: lightTarget,
      targetOptions: { groupAddress: ga(1, 1, 2) },
      valueModifier: "percentToByte",
      iconImage: "mdi-lamp",
    },
    {
      commandId: "temperature",
      name: "temperature",
      title: "Room temperature",
      actionType: "slider",
      unit: "°C",
      min: 18,
      max: 26,
      step: 0.5,
      targetId: target,
      targetOptions: { groupAddress: ga(2, 1, 1) },
      iconImage: "mdi-thermometer",
    },
    {
      commandId: "blinds-up",
      name: "blindsUp",
      title: "Blinds up",
      onValue: "0",
      actionType: "button",
      targetId: target,
      targetOptions: { groupAddress: ga(3, 1, 1) },
      iconImage: "mdi-blinds-open",
    },
    {
      commandId: "blinds-down",
      name: "blindsDown",
      title: "Blinds down",
      onValue: "1",
      actionType: "button",
      targetId: target,
      targetOptions: { groupAddress: ga(3, 1, 1) },
      iconImage: "mdi-blinds",
    },
    {
      commandId: "dnd",
      name: "doNotDisturb",
      title: "Do not disturb",
      onValue: "1",
      offValue: "0",
      actionType: "toggle-button",
      targetId: target,
      targetOptions: { groupAddress: ga(4, 1, 1) },
      iconImage: "mdi-minus-circle",
    },
    {
      commandId: "mur",
      name: "makeUpRoom",
      title: "Please clean my room",
      onValue: "1",
      offValue: "0",
      actionType: "toggle-button",
      targetId: target,
      targetOptions: { groupAddress: ga(4, 1, 2) },
      iconImage: "mdi-broom",
    },
  ];
  const groups = [
    {
      groupId: "lighting",
      sort: 1,
      name: "lighting",
      title: "Light",
      assignedCommandIds: ["light-main", "light-dimmer"],
      iconImage: "mdi-lightbulb",
    },
    {
      groupId: "climate",
      sort: 2,
      name: "climate",
      title: "Climate",
      assignedCommandIds: ["temperature"],
      iconImage: "mdi-thermostat",
    },
    {
      groupId: "blinds",
      sort: 3,
      name: "blinds",
      title: "Blinds",
      assignedCommandIds: ["blinds-up", "blinds-down"],
      iconImage: "mdi-blinds",
    },
    {
      groupId: "services",
      sort: 4,
      name: "services",
      title: "Services",
      description: "Housekeeping requests",
      assignedCommandIds: [],
      iconImage: "mdi-room-service",
    },
    {
      groupId: "housekeeping",
      sort: 1,
      name: "housekeeping",
      title: "Housekeeping",
      parentGroupId: "services",
      assignedCommandIds: ["dnd", "mur"],
    },
  ];
  const rooms = roomsOf(p.index, ctx.scale);
  const assignments = rooms.map((room, n) => ({
    assignmentId: `as-${room.number}`,
    room: room.number,
    assignedCommandIds:
      room.type === "SGL"
        ? ["light-main", "temperature", "dnd", "mur"]
        : commands.map((c) => c.commandId).filter((id) => n % 4 !== 0 || !id.startsWith("blinds")),
    targetId: target,
  }));
  const suites = rooms.filter((r) => r.type === "STE" || r.type === "JSU").slice(0, CAMERA_ROOMS);
  const cameras = suites.map((room, n) => ({
    cameraId: `cam-${room.number}`,
    room: room.number,
    automationId: `${system.toUpperCase()}-CAM-${String(n + 1).padStart(2, "0")}`,
    description: `Door camera, room ${room.number}`,
    cameraAddress: `rtsp://10.${20 + (p.index % 200)}.4.${30 + n}:554/stream1`,
  }));
  setSingleton(ctx.state, ONEAPP.roomControl, p.id, { cameras, assignments, commands, groups, settings });
}

export function seedOneapp(ctx: SeedContext): void {
  const pool = namePool(ctx.faker);
  ctx.properties.forEach((property, index) => {
    const p: PropertyInfo = {
      id: String(property.id),
      index,
      name: String(property.name),
      city: String(property.city),
      country: String(property.country),
      domain: `${slug(String(property.name))}.hotel-demo.test`,
    };
    seedSettings(ctx, p);
    seedThemesLanguagesTerms(ctx, p);
    seedEnhancementsAndCategories(ctx, p);
    seedUpsells(ctx, p);
    seedEmailTemplates(ctx, p);
    seedReservations(ctx, p, pool);
    seedRoomControl(ctx, p);
  });
}
