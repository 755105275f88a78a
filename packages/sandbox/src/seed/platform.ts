import { operations_ } from "../contract";
import { collection, setSingleton, type Item } from "../state";
import { PLATFORM_PERMISSIONS, type SeedContext } from "./context";
import { bounded, choice, group } from "./settingsSchema";

export const DEMO_PASSWORD = "demo1234";

/** The demo accounts the README lists and the server prints. */
export const DEMO_ACCOUNTS = [
  { email: "super@demo.test", what: "super administrator, every permission" },
  { email: "admin@demo.test", what: "administrator of the property group Alpine Resorts" },
  {
    email: "staff@demo.test",
    what: "front desk of Hotel Sacher Wien: gateway tickets and monitoring, check-in room manager, reservations and check-in, POR report, release authorization",
  },
  { email: "twofa@demo.test", what: "two-factor sign-in, the code is printed in this log" },
  { email: "disabled@demo.test", what: "inactive: sign-in is refused" },
] as const;

/** The fixed code (`fixedCode`) of stories, component tests and e2e runs; a real sandbox sends random codes. */
export const TWO_FACTOR_DEMO_CODE = "123456";

const COUNTRIES = {
  AT: {
    timezone: "Europe/Vienna",
    cities: ["Wien", "Salzburg", "Innsbruck", "Kitzbühel", "Graz", "Zell am See", "Hallstatt"],
    names: [
      "Hotel Sacher",
      "Alpenhof",
      "Schlosshotel",
      "Gasthof Post",
      "Hotel Goldener Hirsch",
      "Berghotel",
      "Parkhotel",
    ],
  },
  DE: {
    timezone: "Europe/Berlin",
    cities: ["Berlin", "München", "Hamburg", "Köln", "Dresden", "Heidelberg", "Garmisch-Partenkirchen"],
    names: [
      "Hotel Adlon",
      "Bayerischer Hof",
      "Hotel Atlantic",
      "Domhotel",
      "Hotel Elbflorenz",
      "Hotel Europa",
      "Zugspitzhof",
    ],
  },
  EE: {
    timezone: "Europe/Tallinn",
    cities: ["Tallinn", "Tartu", "Pärnu", "Kuressaare", "Haapsalu"],
    names: ["Hotel Telegraaf", "Hotel Lydia", "Villa Ammende", "Georg Ots Spa", "Fra Mare"],
  },
  GR: {
    timezone: "Europe/Athens",
    cities: ["Athens", "Thessaloniki", "Oia", "Heraklion", "Rhodes", "Corfu"],
    names: [
      "Hotel Grande Bretagne",
      "Electra Palace",
      "Canaves Oia",
      "Lato Boutique",
      "Rodos Park",
      "Corfu Palace",
    ],
  },
} as const;

type Country = keyof typeof COUNTRIES;

export const GROUPS: { id: string; name: string; country: Country }[] = [
  { id: "6601a0000000000000000001", name: "Alpine Resorts", country: "AT" },
  { id: "6601a0000000000000000002", name: "Rhein & Isar Hotels", country: "DE" },
  { id: "6601a0000000000000000003", name: "Baltic Seaside", country: "EE" },
  { id: "6601a0000000000000000004", name: "Aegean Collection", country: "GR" },
];

export const LANGUAGES = [
  ["ar", "Arabic", "العربية"],
  ["az", "Azerbaijani", "Azərbaycanca"],
  ["de", "German", "Deutsch"],
  ["el", "Greek", "Ελληνικά"],
  ["en", "English", "English"],
  ["es", "Spanish", "Español"],
  ["et", "Estonian", "Eesti"],
  ["fi", "Finnish", "Suomi"],
  ["fr", "French", "Français"],
  ["hu", "Hungarian", "Magyar"],
  ["id", "Indonesian", "Bahasa Indonesia"],
  ["it", "Italian", "Italiano"],
  ["ja", "Japanese", "日本語"],
  ["nl", "Dutch", "Nederlands"],
  ["pl", "Polish", "Polski"],
  ["pt", "Portuguese", "Português"],
  ["ro", "Romanian", "Română"],
  ["ru", "Russian", "Русский"],
  ["sk", "Slovak", "Slovenčina"],
  ["sl", "Slovenian", "Slovenščina"],
  ["sr", "Serbian", "Српски"],
  ["tr", "Turkish", "Türkçe"],
  ["zh-CN", "Chinese (Simplified)", "简体中文"],
].map(([iso1, name, local]) => ({ iso1, name, local }));

/** Places the weather search finds, and the seeded weather locations among them. */
export const WEATHER_PLACES = [
  {
    id: "2761369",
    name: "Vienna",
    iso1: "AT",
    local: "Wien",
    country: "Austria",
    lat: 48.2085,
    lon: 16.3721,
  },
  {
    id: "2766824",
    name: "Salzburg",
    iso1: "AT",
    local: "Salzburg",
    country: "Austria",
    lat: 47.7994,
    lon: 13.044,
  },
  {
    id: "2775220",
    name: "Innsbruck",
    iso1: "AT",
    local: "Innsbruck",
    country: "Austria",
    lat: 47.2627,
    lon: 11.3945,
  },
  { id: "2778067", name: "Graz", iso1: "AT", local: "Graz", country: "Austria", lat: 47.0667, lon: 15.45 },
  {
    id: "2774326",
    name: "Kitzbühel",
    iso1: "AT",
    local: "Kitzbühel",
    country: "Austria",
    lat: 47.4463,
    lon: 12.3922,
  },
  {
    id: "2950159",
    name: "Berlin",
    iso1: "DE",
    local: "Berlin",
    country: "Germany",
    lat: 52.5244,
    lon: 13.4105,
  },
  {
    id: "2867714",
    name: "Munich",
    iso1: "DE",
    local: "München",
    country: "Germany",
    lat: 48.1374,
    lon: 11.5755,
  },
  {
    id: "2911298",
    name: "Hamburg",
    iso1: "DE",
    local: "Hamburg",
    country: "Germany",
    lat: 53.5507,
    lon: 9.993,
  },
  { id: "2886242", name: "Cologne", iso1: "DE", local: "Köln", country: "Germany", lat: 50.9333, lon: 6.95 },
  {
    id: "2935022",
    name: "Dresden",
    iso1: "DE",
    local: "Dresden",
    country: "Germany",
    lat: 51.0509,
    lon: 13.7383,
  },
  {
    id: "588409",
    name: "Tallinn",
    iso1: "EE",
    local: "Tallinn",
    country: "Estonia",
    lat: 59.437,
    lon: 24.7535,
  },
  { id: "588335", name: "Tartu", iso1: "EE", local: "Tartu", country: "Estonia", lat: 58.3806, lon: 26.7251 },
  { id: "589580", name: "Pärnu", iso1: "EE", local: "Pärnu", country: "Estonia", lat: 58.3859, lon: 24.4971 },
  { id: "264371", name: "Athens", iso1: "GR", local: "Αθήνα", country: "Greece", lat: 37.9838, lon: 23.7278 },
  {
    id: "734077",
    name: "Thessaloniki",
    iso1: "GR",
    local: "Θεσσαλονίκη",
    country: "Greece",
    lat: 40.6403,
    lon: 22.9439,
  },
  { id: "252919", name: "Oia", iso1: "GR", local: "Οία", country: "Greece", lat: 36.4618, lon: 25.3753 },
  {
    id: "261745",
    name: "Heraklion",
    iso1: "GR",
    local: "Ηράκλειο",
    country: "Greece",
    lat: 35.3387,
    lon: 25.1442,
  },
  { id: "400666", name: "Rhodes", iso1: "GR", local: "Ρόδος", country: "Greece", lat: 36.4341, lon: 28.2176 },
];

/** Permissions of operations that work inside one property; a property role can hold only these. */
function propertyScopedPermissions(): string[] {
  const scoped = operations_
    .filter((op) => op.template.includes("{propertyId}") && op.permission)
    .map((op) => op.permission!);
  return [
    ...new Set([
      ...scoped,
      "property.user.list",
      "property.user.create",
      "property.user.update",
      "property.user.delete",
    ]),
  ].sort();
}

/**
 * Every permission there is: the contract's, the platform's own, and every property permission (the property
 * users family among them, which guards no operation of its own: the super administrator lacked its create,
 * update and delete and was refused "New" on the property users screen).
 */
export function everyPermission(): string[] {
  return [
    ...new Set([
      ...operations_.map((op) => op.permission).filter((p): p is string => Boolean(p)),
      ...PLATFORM_PERMISSIONS,
      ...propertyScopedPermissions(),
    ]),
  ].sort();
}

const roleId = (n: number) => `6601b${n.toString(16).padStart(19, "0")}`;
export const ROLE_IDS = {
  super: roleId(1),
  propertyAdmin: roleId(2),
  frontDesk: roleId(3),
  gatewayManager: roleId(4),
  guestAppManager: roleId(5),
  streamingTechnician: roleId(6),
  readOnly: roleId(7),
  retired: roleId(8),
};

export function seedPlatform(ctx: SeedContext): void {
  const { state, faker } = ctx;
  const all = everyPermission();
  const scoped = propertyScopedPermissions();

  // Properties: 25 across Austria, Germany, Estonia and Greece (times the scale).
  const order: Country[] = ["AT", "DE", "EE", "GR", "AT", "DE", "GR"];
  const properties = collection(state, "/api/cms/v3/property");
  const total = ctx.many(25);
  for (let i = 0; i < total; i++) {
    const country = order[i % order.length]!;
    const info = COUNTRIES[country];
    const round = Math.floor(i / order.length);
    const name = info.names[round % info.names.length]!;
    const city = info.cities[(round + i) % info.cities.length]!;
    properties.push({
      id: String(1001 + i),
      name: i < 25 ? `${name} ${city}` : `${name} ${city} ${Math.floor(i / 25) + 1}`,
      city,
      country,
      timezone: info.timezone,
      currency: "EUR",
    });
  }
  properties[0]!.name = "Hotel Sacher Wien";
  ctx.properties = properties;

  const groups = collection(state, "/api/cms/v3/property-group");
  for (const group of GROUPS) {
    groups.push({
      _id: group.id,
      name: group.name,
      properties: properties.filter((p) => p.country === group.country).map((p) => String(p.id)),
    });
  }

  const roles = collection(state, "/api/cms/v3/role");
  const pick = (prefixes: string[]) => scoped.filter((p) => prefixes.some((prefix) => p.startsWith(prefix)));
  roles.push(
    { _id: ROLE_IDS.super, name: "Super administrator", permissions: all, enabled: true },
    { _id: ROLE_IDS.propertyAdmin, name: "Property administrator", permissions: scoped, enabled: true },
    {
      _id: ROLE_IDS.frontDesk,
      name: "Front desk",
      permissions: [
        "onespeed.tickets.list",
        "onespeed.tickets.create",
        "onespeed.tickets.update",
        "onespeed.tickets.print",
        "property.checkinRoomManager.list",
        "property.checkinRoomManager.create",
        "property.checkinRoomManager.update",
        "property.checkinRoomManager.delete",
        // What a hotel gives its receptionists (docs/decisions.md): reservations with guest profile, check-in
        // and the registration certificate (send-guest-pdf), POR report, release authorization, and monitoring
        // with disconnect (which the contract guards with onespeed.profiles.update), voucher batches for a
        // conference or a tour group (list, create, print; no delete), and blocking a guest's misbehaving device
        // at once (list, create, update; deletion stays with the gateway manager). No settings, no users.
        "oneapp.reservations.list",
        "oneapp.reservations.update",
        "oneapp.themes.list",
        "oneapp.webcheckin.por_report",
        "oneapp.webcheckin.release_authorization",
        "onespeed.profiles.list",
        "onespeed.profiles.update",
        "onespeed.bulkTickets.list",
        "onespeed.bulkTickets.create",
        "onespeed.bulkTickets.print",
        "onespeed.blockList.list",
        "onespeed.blockList.create",
        "onespeed.blockList.update",
      ].filter((p) => all.includes(p) || PLATFORM_PERMISSIONS.includes(p)),
      enabled: true,
    },
    {
      _id: ROLE_IDS.gatewayManager,
      name: "Gateway manager",
      permissions: pick(["onespeed."]),
      enabled: true,
    },
    {
      _id: ROLE_IDS.guestAppManager,
      name: "Guest app manager",
      permissions: pick(["oneapp.", "content.mediaPool."]),
      enabled: true,
    },
    {
      _id: ROLE_IDS.streamingTechnician,
      name: "Streaming technician",
      permissions: pick(["onestream."]),
      enabled: true,
    },
    {
      _id: ROLE_IDS.readOnly,
      name: "Read only",
      permissions: all.filter((p) => /\.(list|get|show|dashboard)$/.test(p)),
      enabled: true,
    },
    {
      _id: ROLE_IDS.retired,
      name: "Night auditor (retired)",
      permissions: pick(["property.checkinRoomManager."]),
      enabled: false,
    },
  );

  const users = collection(state, "/api/cms/v3/user");
  /** Property administrator of every property of the group `name`. */
  const adminOfGroup = (name: string) =>
    (groups.find((g) => g.name === name)!.properties as string[]).map((propertyId) => ({
      propertyId,
      roles: [ROLE_IDS.propertyAdmin],
    }));
  const demo = (n: number, email: string, firstname: string, lastname: string, extra: Item) => {
    const id = `6601c${n.toString(16).padStart(19, "0")}`;
    const propertyRoles = (extra.propertyRoles as { propertyId: string }[] | undefined) ?? [];
    users.push({
      _id: id,
      firstname,
      lastname,
      email,
      globalRoles: [],
      propertyRoles,
      propertyIds: propertyRoles.map((r) => r.propertyId),
      active: true,
      twoFactorAuthenticationEnabled: false,
      ...extra,
    });
    state.passwords[id] = DEMO_PASSWORD;
  };
  demo(1, "super@demo.test", "Sophie", "Steiner", { globalRoles: [ROLE_IDS.super] });
  demo(2, "admin@demo.test", "Andreas", "Hofer", {
    propertyRoles: adminOfGroup("Alpine Resorts"),
  });
  demo(3, "staff@demo.test", "Lena", "Wagner", {
    propertyRoles: [{ propertyId: String(properties[0]!.id), roles: [ROLE_IDS.frontDesk] }],
  });
  demo(4, "twofa@demo.test", "Kristjan", "Tamm", {
    twoFactorAuthenticationEnabled: true,
    propertyRoles: adminOfGroup("Baltic Seaside"),
  });
  demo(5, "disabled@demo.test", "Dieter", "Brandt", {
    active: false,
    propertyRoles: [{ propertyId: String(properties[1]!.id), roles: [ROLE_IDS.readOnly] }],
  });

  const staffRoles = [
    ROLE_IDS.frontDesk,
    ROLE_IDS.gatewayManager,
    ROLE_IDS.guestAppManager,
    ROLE_IDS.streamingTechnician,
    ROLE_IDS.readOnly,
  ];
  const generated = ctx.many(40);
  for (let i = 0; i < generated; i++) {
    const firstname = faker.person.firstName();
    const lastname = faker.person.lastName();
    const own = faker.helpers.arrayElements(properties, { min: 1, max: 3 });
    const global = i % 13 === 0;
    const id = `6601d${i.toString(16).padStart(19, "0")}`;
    users.push({
      _id: id,
      firstname,
      lastname,
      email: faker.internet
        .email({ firstName: firstname, lastName: lastname, provider: "hotel-demo.test" })
        .toLowerCase(),
      globalRoles: global ? [ROLE_IDS.readOnly] : [],
      propertyRoles: own.map((p) => ({
        propertyId: String(p.id),
        roles: faker.helpers.arrayElements(staffRoles, { min: 1, max: 2 }),
      })),
      propertyIds: own.map((p) => String(p.id)),
      active: i % 9 !== 4,
      twoFactorAuthenticationEnabled: i % 5 === 0,
      ...(i % 6 === 0
        ? {
            memberUsername: `${firstname}.${lastname}`.toLowerCase(),
            memberNumber: String(400000 + i * 17),
            memberGuid: faker.string.uuid(),
          }
        : {}),
    });
    state.passwords[id] = DEMO_PASSWORD;
  }

  collection(state, "/api/cms/v3/language").push(...LANGUAGES);

  // Heartbeat: most bridges reported in the half hour before the demo's 10:00 (fresh under the console's and
  // the CLI's 30-minute rule), some have been silent for days.
  const heartbeat = collection(state, "/api/cms/v3/property/heartbeat");
  properties.forEach((p, i) => {
    const stale = i % 5 === 3;
    heartbeat.push({
      propertyID: String(p.id),
      propertyName: String(p.name),
      bridgeServiceProjectDescription: `${String(p.name)} bridge ${["Opera", "Suite8", "Protel", "Mews"][i % 4]}`,
      bridgeServiceStatusTime: stale ? ctx.at(-(2 + (i % 4)), 3, 12) : ctx.at(0, 9, 55 - (i % 25)),
      roomControlStatusTime: i % 3 === 0 ? ctx.at(-9, 14) : ctx.at(0, 9, 50),
      roomControlEnabled: i % 3 !== 0,
      suite8: i % 4 === 1,
      opera: i % 4 === 0,
      simphony: i % 6 === 0,
      visionline: i % 2 === 0,
      salto: i % 2 === 1,
      keystep: i % 7 === 0,
      messerschmitt: i % 8 === 0,
      radius: i % 3 !== 2,
      fias: i % 4 === 0,
    });
  });

  // Licences: defaults from the spec; validity spread so that renewals have work to do.
  properties.forEach((p, i) => {
    const scope = String(p.id);
    const validUntil = (offset: number) => ctx.at(offset, 23, 59);
    for (const [product, themes] of [
      ["onespeed", true],
      ["oneapp", true],
      ["onekey", true],
      ["onestream", false],
    ] as const) {
      const offset = [200, 20, -5, 340, 9, 120][(i + product.length) % 6]!;
      setSingleton(state, `/api/cms/v3/{propertyId}/${product}/license`, scope, {
        propertyId: scope,
        product,
        validUntil: validUntil(offset),
        info: {
          autoRenewDays: 365,
          autoRenew: (i + product.length) % 5 !== 2,
          ...(themes ? { themes: 5 } : {}),
        },
      });
    }
  });

  const locations = collection(state, "/api/cms/v3/weather/location");
  WEATHER_PLACES.slice(0, 12).forEach((place, i) => {
    locations.push({
      id: place.id,
      city: place.name,
      country: place.iso1,
      lastObservationAt: i === 11 ? null : ctx.at(0, 8, 30 - i),
      temp:
        i === 11
          ? null
          : Math.round((place.lat > 55 ? -3 : place.lat < 40 ? 16 : 4) + (i % 5) * 0.7 * 10) / 10,
      active: i % 6 !== 5,
    });
  });
  setSingleton(state, "/api/cms/v3/weather/settings", "", {
    "provider.name": "openweathermap",
    "provider.refreshMinutes": 30,
    "display.unit": "celsius",
    "display.showForecast": true,
    "display.forecastDays": 3,
    "schedule.quietStart": "1970-01-01T22:00:00Z",
  });
  setSingleton(state, "/api/cms/v3/weather/settings/schema", "", {
    schema: [
      group("provider", "Provider", "Where observations come from", [
        choice(
          "provider.name",
          "Weather provider",
          [
            ["openweathermap", "OpenWeatherMap"],
            ["meteoblue", "meteoblue"],
          ],
          { defaultValue: "openweathermap" },
        ),
        {
          key: "provider.apiKey",
          title: "API key",
          type: "string",
          description: "Key of the provider account",
          maxLength: 200,
        },
        bounded("provider.refreshMinutes", "Refresh interval (minutes)", [5, 1440], {
          integer: true,
          defaultValue: 30,
        }),
      ]),
      group("display", "Display", [
        choice(
          "display.unit",
          "Temperature unit",
          [
            ["celsius", "°C"],
            ["fahrenheit", "°F"],
          ],
          { defaultValue: "celsius" },
        ),
        { key: "display.showForecast", title: "Show forecast", type: "boolean", defaultValue: true },
        // Providers forecast at most 16 days ahead.
        bounded("display.forecastDays", "Forecast days", [1, 16], { integer: true, defaultValue: 3 }),
        {
          key: "display.language",
          title: "Language of descriptions",
          type: "language",
          defaultValue: "en",
        },
      ]),
      group("schedule", "Schedule", [
        { key: "schedule.quietStart", title: "Quiet hours start", type: "time", allowFullHoursOnly: true },
        { key: "schedule.quietEnd", title: "Quiet hours end", type: "time", allowFullHoursOnly: true },
      ]),
    ],
  });

  // Media pool: folders and image files per property; thumbnails are drawn on request.
  properties.forEach((p, i) => {
    const media = collection(state, "/api/cms/v3/{propertyId}/mediapool", String(p.id));
    const folderNames = ["Rooms", "Restaurant", "Spa", "Logos"];
    const folders = folderNames.map((name, f) => ({
      id: `${String(p.id)}f${f + 1}`,
      name,
      type: "folder",
      parentId: null,
      createdAt: ctx.at(-200 + f, 10),
    }));
    if (i % 11 === 10) return; // a property with an empty media pool
    media.push(...folders);
    const files: [string, string, string][] = [
      ["lobby", "jpg", ""],
      ["facade-summer", "jpg", ""],
      ["double-room", "jpg", folders[0]!.id],
      ["junior-suite", "png", folders[0]!.id],
      ["breakfast-buffet", "jpg", folders[1]!.id],
      ["sauna", "jpg", folders[2]!.id],
      ["logo-dark", "png", folders[3]!.id],
      ["logo-light", "png", folders[3]!.id],
    ];
    files.forEach(([name, ext, parent], n) => {
      media.push({
        id: `${String(p.id)}m${n + 1}`,
        name: `${name}.${ext}`,
        ext,
        type: "file",
        parentId: parent || null,
        size: 48_000 + n * 7_321,
        createdAt: ctx.at(-120 + n * 3, 11, n),
      });
    });
  });
}
