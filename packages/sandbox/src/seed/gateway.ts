import type { components } from "@cms/api";
import { readPath } from "../paths";
import { collection, setSingleton, type Item, type SandboxState } from "../state";
import type { SeedContext } from "./context";
import { hash, unit } from "./random";
import { bounded, choice, group } from "./settingsSchema";

/**
 * Guest internet gateway (onespeed) and streaming (onestream): configuration lists, tickets, bulk ticket
 * batches, guest profiles with devices, login types and settings per property. Statistics and bulk ticket
 * access codes are not stored: they are pure functions of ids and time (see the helpers below), so that
 * they are the same on every run and cost nothing until asked for.
 */

type Schemas = components["schemas"];
type SchemaNode = Schemas["SettingsSchemaNode"];

const V3 = "/api/cms/v3/{propertyId}";
export const GW = {
  whitelist: `${V3}/onespeed/whitelist`,
  blocklist: `${V3}/onespeed/blocklist`,
  language: `${V3}/onespeed/language`,
  theme: `${V3}/onespeed/theme`,
  terms: `${V3}/onespeed/terms`,
  ticket: `${V3}/onespeed/ticket`,
  settings: `${V3}/onespeed/settings`,
  settingsSchema: `${V3}/onespeed/settings/schema`,
  bulkTicket: `${V3}/onespeed/bulkticket`,
  loginTypes: `${V3}/onespeed/logintypes`,
  profile: `${V3}/onespeed/profile`,
  streamDevice: `${V3}/onestream/device`,
  streamSettings: `${V3}/onestream/settings`,
  streamSettingsSchema: `${V3}/onestream/settings/schema`,
  streamMapping: `${V3}/onestream/mappings`,
} as const;

export const PROPERTIES = "/api/cms/v3/property";
export const PROPERTY_GROUPS = "/api/cms/v3/property-group";

// ---------------------------------------------------------------------------------------------------------
// Deterministic building blocks (shared with the handlers and the test samples)

/** A 24-hex id: `66` + kind + the property id + a counter, so samples can name seeded items. */
export function gatewayId(kind: string, propertyId: string, n: number): string {
  const property = /^[0-9a-f]*$/.test(propertyId) ? propertyId : propertyId.replace(/[^0-9a-f]/g, "0");
  return `66${kind.padStart(2, "0").slice(0, 2)}${property.padStart(8, "0").slice(-8)}${n
    .toString(16)
    .padStart(12, "0")}`;
}

const OUIS = ["3C:22:FB", "F0:18:98", "A4:83:E7", "DC:A6:32", "F4:F5:D8", "B8:27:EB", "5C:E9:1E", "40:4E:36"];

/** The MAC of device `device` of seeded profile `profile` in a property (uppercase, colon separated). */
export function deviceMac(propertyId: string, profile: number, device: number): string {
  const h = hash("mac", propertyId, profile, device);
  const oui = OUIS[h % OUIS.length]!;
  const nic = hash("nic", propertyId, profile, device) & 0xffffff;
  const bytes = [nic >>> 16, (nic >>> 8) & 255, nic & 255].map((b) =>
    b.toString(16).toUpperCase().padStart(2, "0"),
  );
  return `${oui}:${bytes.join(":")}`;
}

/** Room numbers of a property: floors and rooms per floor vary with the property id. */
export function roomsOf(propertyId: string): string[] {
  const n = Number.parseInt(propertyId, 10) || hash(propertyId);
  const floors = 2 + (n % 5);
  const perFloor = 8 + (n % 4) * 3;
  const rooms: string[] = [];
  for (let floor = 1; floor <= floors; floor++)
    for (let r = 1; r <= perFloor; r++) rooms.push(`${floor}${String(r).padStart(2, "0")}`);
  return rooms;
}

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"; // no I, O, 0, 1

/**
 * Access code number `index` of a bulk ticket: 8 characters, e.g. `K7QM-3XHP`. The first six characters are
 * a bijection of the index (unique within the batch), the last two a check on the batch id.
 */
export function accessCode(bulkId: string, index: number): string {
  const salt = hash("bulk", bulkId);
  let x = (Math.imul(index, 0x2f0b3a49) + salt) & 0x3fffffff;
  x ^= x >>> 13;
  x = Math.imul(x, 0x1b873593 | 1) & 0x3fffffff;
  x ^= x >>> 11;
  let code = "";
  for (let i = 0; i < 6; i++) {
    code += CODE_ALPHABET[x & 31];
    x >>>= 5;
  }
  code += CODE_ALPHABET[salt & 31]! + CODE_ALPHABET[(salt >>> 5) & 31]!;
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** A version-4 style UUID from the parts. */
function uuidOf(...parts: (string | number)[]): string {
  const hex = [0, 1, 2, 3]
    .map((i) =>
      hash(...parts, i)
        .toString(16)
        .padStart(8, "0"),
    )
    .join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${"89ab"[hash(...parts) % 4]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** "Now" of the sandbox: the real time on the seed's today, else noon of that day (tests, other dates). */
export function nowOf(state: SandboxState): Date {
  const real = new Date();
  if (real.toISOString().slice(0, 10) === state.today) return real;
  return new Date(`${state.today}T12:00:00.000Z`);
}

// ---------------------------------------------------------------------------------------------------------
// Tickets and profiles

const MB = 1024 * 1024;
const TIME_FACTOR: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };
const VOLUME_FACTOR: Record<string, number> = { MB: 1, GB: 1024, TB: 1024 * 1024 };

export const OVERRIDE_PERMISSIONS: Record<string, string> = {
  maxBandwidthDownInMbit: "onespeed.profiles.ticket.override.bandwidth",
  maxBandwidthUpInMbit: "onespeed.profiles.ticket.override.bandwidth",
  timeLimitInSeconds: "onespeed.profiles.ticket.override.timeLimitInSeconds",
  dataLimitInMb: "onespeed.profiles.ticket.override.dataLimitInMb",
  expireInHours: "onespeed.profiles.ticket.override.expireInHours",
  maxDevices: "onespeed.profiles.ticket.override.maxDevices",
  ciscoGuestRole: "onespeed.profiles.ticket.override.ciscoGuestRole",
};

/** The limits a ticket gives a profile, in the profile's units (MB, Mbit/s, seconds). */
export function limitsOfTicket(ticket: Item): Item {
  const volume = ticket.dataLimit as { uiInput: number; uiUnit: string } | undefined;
  const time = ticket.timeLimit as { uiInput: number; uiUnit: string } | undefined;
  const down = ticket.bandwidthDown as { uiInput: number } | undefined;
  const up = ticket.bandwidthUp as { uiInput: number } | undefined;
  return {
    ticketId: ticket.id,
    ...(ticket.ciscoGuestRole ? { ciscoGuestRole: ticket.ciscoGuestRole } : {}),
    dataLimitInMb: Math.round((volume?.uiInput ?? 0) * (VOLUME_FACTOR[volume?.uiUnit ?? "MB"] ?? 1)),
    expireInHours: ticket.expireInHours,
    maxBandwidthDownInMbit: down?.uiInput ?? 0,
    maxBandwidthUpInMbit: up?.uiInput ?? 0,
    maxDevices: ticket.maxDevices ?? 1,
    timeLimitInSeconds: Math.round((time?.uiInput ?? 0) * (TIME_FACTOR[time?.uiUnit ?? "s"] ?? 1)),
    globalReauthEnabled: ticket.globalReauthEnabled ?? false,
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Fills the server-derived parts of a profile from its devices and ticket: identity.macs, deviceStats
 * (keyed by uppercase MAC), usedData, remaining and ticket.valid. Works on a copy.
 */
export function deriveProfile(profile: Item, now: Date): Item {
  return fillDerived(
    {
      ...profile,
      identity: { ...((profile.identity as Item | undefined) ?? {}) },
      devices: ((profile.devices as Item[] | undefined) ?? []).map((d) => ({ ...d })),
      ticket: { ...((profile.ticket as Item | undefined) ?? {}) },
    },
    now,
  );
}

/** deriveProfile in place, for freshly built profiles (the seed builds thousands). */
export function fillDerived(profile: Item, now: Date): Item {
  const devices = (profile.devices as Item[] | undefined) ?? [];
  const ticket = (profile.ticket as Item | undefined) ?? {};
  let download = 0;
  let upload = 0;
  let sessionTime = 0;
  // Keys are MACs: a dictionary-mode object avoids one hidden class per MAC.
  const deviceStats = Object.create(null) as Record<string, Item>;
  const macs: string[] = [];
  for (const d of devices) {
    const mac = String(d.mac).toUpperCase();
    d.mac = mac;
    macs.push(mac);
    download += Number(d.download ?? 0);
    upload += Number(d.upload ?? 0);
    sessionTime += Number(d.sessionTime ?? 0);
    deviceStats[mac] = {
      clientRx: Number(d.download ?? 0),
      clientTx: Number(d.upload ?? 0),
      clientSessionDuration: Number(d.sessionTime ?? 0),
    };
  }
  const dataTxRX = round1((download + upload) / MB);
  const dataLimit = Number(ticket.dataLimitInMb ?? 0);
  const timeLimit = Number(ticket.timeLimitInSeconds ?? 0);
  const expireInHours = Number(ticket.expireInHours ?? 0);
  const created = typeof profile.createdAt === "string" ? Date.parse(profile.createdAt) : now.getTime();
  const expireAt = created + expireInHours * 3_600_000;
  const elapsedHours = Math.max(0, (now.getTime() - created) / 3_600_000);
  const valid =
    (expireInHours === 0 || expireAt > now.getTime()) &&
    (dataLimit === 0 || dataTxRX < dataLimit) &&
    (timeLimit === 0 || sessionTime < timeLimit);
  if (!valid) for (const d of devices) d.connected = false;
  const identity = (profile.identity as Item | undefined) ?? {};
  identity.macs = macs;
  profile.identity = identity;
  profile.devices = devices;
  ticket.valid = valid;
  profile.ticket = ticket;
  profile.usedData = {
    dataTxRX,
    sessionTime,
    dataInPercent: dataLimit ? round1((dataTxRX / dataLimit) * 100) : 0,
    sessionTimeInPercent: timeLimit ? round1((sessionTime / timeLimit) * 100) : 0,
    expireTimeInPercent: expireInHours ? Math.min(100, round1((elapsedHours / expireInHours) * 100)) : 0,
  };
  const remaining: Item = {};
  if (timeLimit) remaining.time = Math.max(0, timeLimit - sessionTime);
  if (dataLimit) remaining.data = Math.max(0, round1(dataLimit - dataTxRX));
  if (expireInHours) remaining.expireTime = new Date(expireAt).toISOString();
  profile.remaining = remaining;
  profile.deviceStats = deviceStats;
  return profile;
}

export type ProfileKind = "emails" | "rooms" | "accessCodes" | "anonymous" | "cards" | "rewards";

/** Which monitoring filter (show*) a profile falls under. */
export function kindOf(profile: Item): ProfileKind {
  const identity = (profile.identity as Item | undefined) ?? {};
  if (identity.dailypointUser || identity.memberNumber) return "rewards";
  if (identity.card) return "cards";
  if (identity.accessCode) return "accessCodes";
  if (identity.room) return "rooms";
  if (identity.email || identity.social) return "emails";
  return "anonymous";
}

// ---------------------------------------------------------------------------------------------------------
// Statistics: hourly series as a pure function of property and hour

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

const capacities = new Map<string, number>();

/** Size of a property's guest network: bigger hotels move more data. */
function capacity(propertyId: string): number {
  let value = capacities.get(propertyId);
  if (value === undefined) {
    value = roomsOf(propertyId).length * (0.8 + unit("capacity", propertyId) * 0.6);
    capacities.set(propertyId, value);
  }
  return value;
}

/** Share of guests online at that UTC hour: a daily rhythm, busier weekends and a season per hemisphere. */
function activity(propertyId: string, hourStart: number): number {
  const d = new Date(hourStart);
  const localHour = (d.getUTCHours() + 1 + 24) % 24;
  const daily = [
    0.18, 0.1, 0.06, 0.04, 0.04, 0.06, 0.2, 0.45, 0.6, 0.45, 0.35, 0.32, 0.38, 0.36, 0.33, 0.36, 0.45, 0.6,
    0.78, 0.92, 1, 0.95, 0.72, 0.4,
  ][localHour]!;
  const weekday = d.getUTCDay();
  const weekly = weekday === 5 || weekday === 6 ? 1.15 : weekday === 0 ? 1.05 : 0.92;
  const month = d.getUTCMonth();
  const winter = unit("season", propertyId) < 0.5;
  const season = winter
    ? [1.2, 1.25, 1.1, 0.85, 0.6, 0.8, 1, 1.05, 0.8, 0.7, 0.75, 1.05][month]!
    : [0.55, 0.55, 0.65, 0.8, 0.95, 1.15, 1.3, 1.3, 1.05, 0.85, 0.6, 0.6][month]!;
  const noise = 0.75 + unit("noise", propertyId, hourStart) * 0.5;
  return daily * weekly * season * noise;
}

/** Downloaded and uploaded MB in the hour starting at `hourStart`. */
export function bandwidthAt(propertyId: string, hourStart: number): { down: number; up: number } {
  const down = capacity(propertyId) * activity(propertyId, hourStart) * 600;
  const up = down * (0.12 + unit("up", propertyId, hourStart) * 0.1);
  return { down, up };
}

/** Sessions started in the hour. */
export function sessionsAt(propertyId: string, hourStart: number): number {
  const expected = capacity(propertyId) * activity(propertyId, hourStart) * 0.22;
  return Math.max(0, Math.round(expected + (unit("sessions", propertyId, hourStart) - 0.5) * 2));
}

/** Ticket revenue in the hour: a few paid tickets on most evenings. */
export function revenueAt(propertyId: string, hourStart: number, prices: number[]): number {
  if (!prices.length) return 0;
  const chance = activity(propertyId, hourStart) * 0.35;
  let amount = 0;
  for (let sale = 0; sale < 3; sale++) {
    if (unit("sale", propertyId, hourStart, sale) < chance)
      amount += prices[hash("price", propertyId, hourStart, sale) % prices.length]!;
  }
  return Math.round(amount * 100) / 100;
}

/** The first hour with data: one year before the sandbox's now. */
export function dataWindow(state: SandboxState): { start: number; end: number } {
  const now = nowOf(state).getTime();
  const end = Math.floor(now / HOUR) * HOUR;
  return { start: end - 365 * DAY, end };
}

// ---------------------------------------------------------------------------------------------------------
// Streaming

export const CAST_SERVICES: { value: string; name: string }[] = [
  { value: "233637DE", name: "YouTube" },
  { value: "CA5E8412", name: "Netflix" },
  { value: "CC32E753", name: "Spotify" },
  { value: "C3DE6BC2", name: "Disney+" },
  { value: "17608BD7", name: "Prime Video" },
  { value: "CC1AD845", name: "Default Media Receiver" },
  { value: "B3DCF968", name: "Twitch" },
  { value: "5E81F6DB", name: "ZDF Mediathek" },
  { value: "A9BCCB7C", name: "ORF TVthek" },
];
export const AIRPLAY_SERVICES = ["YouTube", "Netflix", "Spotify", "Apple TV+", "Apple Music", "Photos"];

/**
 * Usage events of one device on one day: sessions that connected and stopped, and failed pairings.
 * Chromecast devices report raw service ids (mapped to names by the service mappings).
 */
export function streamEventsOn(
  device: Item,
  dayStart: number,
): { usage: { type: "conn_succ" | "conn_fail" | "stop"; name?: string; duration?: number }; at: number }[] {
  const id = String(device.id);
  const sessions = hash("streams", id, dayStart) % 4;
  const events: ReturnType<typeof streamEventsOn> = [];
  const chromecast = device.deviceType === "chromecast";
  for (let s = 0; s < sessions; s++) {
    const h = hash("stream", id, dayStart, s);
    const start = dayStart + (15 + (h % 9)) * HOUR + (h % 3600) * 1000;
    const name = chromecast
      ? CAST_SERVICES[h % CAST_SERVICES.length]!.value
      : AIRPLAY_SERVICES[h % AIRPLAY_SERVICES.length]!;
    if (h % 11 === 0) {
      events.push({ usage: { type: "conn_fail", name, duration: 0 }, at: start });
      continue;
    }
    const duration = 300 + (hash("duration", id, dayStart, s) % 9000);
    events.push({ usage: { type: "conn_succ", name, duration: 0 }, at: start });
    events.push({ usage: { type: "stop", name, duration }, at: start + duration * 1000 });
  }
  return events;
}

// ---------------------------------------------------------------------------------------------------------
// Settings schemas

/** A setting of the login types group: its path in the login type configuration and how it is edited. */
interface LoginTypeSetting {
  path: string;
  title: string;
  type: SchemaNode["type"];
  description?: string;
  secret?: boolean;
  integer?: boolean;
}
interface LoginTypeGroup {
  path: string;
  title: string;
  description?: string;
  items: (LoginTypeSetting | LoginTypeGroup)[];
}

/** Membership levels of the loyalty programme, each given its own ticket (products.md section 3). */
export const MEMBERSHIP_LEVELS: [string, string][] = [
  ["default", "Members without a level"],
  ["free", "Free"],
  ["classic", "Classic"],
  ["select", "Select (silver)"],
  ["gold", "Gold"],
  ["platinum", "Platinum"],
  ["elite", "Elite"],
  ["exclusive", "Exclusive"],
];

const socialProvider = (provider: string, title: string): LoginTypeGroup => ({
  path: `social.${provider}`,
  title,
  items: [
    { path: `social.${provider}.enabled`, title: `${title} sign-in`, type: "boolean" },
    { path: `social.${provider}.clientId`, title: "Client id", type: "string" },
    { path: `social.${provider}.clientSecret`, title: "Client secret", type: "string", secret: true },
  ],
});

/** The login types group of the gateway settings (products.md section 3, "Login types"). */
export const LOGIN_TYPE_TREE: (LoginTypeSetting | LoginTypeGroup)[] = [
  { path: "anonymous", title: "Anonymous sign-in", type: "boolean" },
  { path: "ticket", title: "Choose a ticket", type: "boolean" },
  {
    path: "email",
    title: "E-mail",
    items: [
      { path: "email.enabled", title: "E-mail sign-in", type: "boolean" },
      { path: "email.validation.enabled", title: "Confirm e-mail address", type: "boolean" },
      {
        path: "email.validation.confirmationTemplate",
        title: "Confirmation e-mail template",
        type: "string",
      },
      {
        path: "email.validation.sender",
        title: "Confirmation sender",
        type: "string",
        description: "Needed while the e-mail address is confirmed",
      },
      { path: "email.validation.subject", title: "Confirmation subject", type: "string" },
    ],
  },
  { path: "accessCode", title: "Access code", type: "boolean" },
  { path: "pms", title: "Room number and name (PMS)", type: "boolean" },
  {
    path: "easyLoginMode",
    title: "Easy login mode",
    type: "boolean",
    description: "A name of only 3 letters is allowed, and the checkout date is also demanded.",
  },
  {
    path: "social",
    title: "Social sign-in",
    items: [
      socialProvider("facebook", "Facebook"),
      socialProvider("google", "Google"),
      socialProvider("apple", "Apple"),
    ],
  },
  { path: "sms", title: "Code by SMS", type: "boolean" },
  {
    path: "emailVerificationService",
    title: "E-mail verification service",
    items: [
      { path: "emailVerificationService.enabled", title: "Verify e-mail addresses", type: "boolean" },
      { path: "emailVerificationService.apiKey", title: "API key", type: "string", secret: true },
    ],
  },
  { path: "showPricesBeforeAuthentication", title: "Show prices before authentication", type: "boolean" },
  { path: "hotelChainRewards", title: "Hotel chain rewards", type: "boolean" },
  {
    path: "dailypointLogin",
    title: "Loyalty programme (dailypoint)",
    items: [
      { path: "dailypointLogin.enabled", title: "Loyalty programme login", type: "boolean" },
      {
        path: "dailypointLogin.endpoint",
        title: "Endpoint",
        type: "string",
        description: "Needed while the loyalty programme login is on",
      },
      { path: "dailypointLogin.login", title: "Login", type: "string" },
      { path: "dailypointLogin.password", title: "Password", type: "string", secret: true },
      { path: "dailypointLogin.expiryTimezone", title: "Expiry time zone", type: "string" },
      { path: "dailypointLogin.programId", title: "programId", type: "number", integer: true },
      { path: "dailypointLogin.newsletterId", title: "newsletterId", type: "number", integer: true },
      {
        path: "dailypointLogin.propertyId",
        title: "Property id in the programme",
        type: "number",
        integer: true,
      },
      {
        path: "dailypointLogin.tickets",
        title: "Tickets per membership",
        items: MEMBERSHIP_LEVELS.map(([level, title]) => ({
          path: `dailypointLogin.tickets.${level}`,
          title,
          type: "string" as const,
        })),
      },
    ],
  },
];

const isLoginTypeGroup = (node: LoginTypeSetting | LoginTypeGroup): node is LoginTypeGroup => "items" in node;

/** The login types tree as settings schema nodes, keyed `loginTypes.<path>`. */
function loginTypeNodes(nodes: (LoginTypeSetting | LoginTypeGroup)[]): SchemaNode[] {
  return nodes.map((node) =>
    isLoginTypeGroup(node)
      ? {
          key: `loginTypes.${node.path}`,
          title: node.title,
          type: "string",
          ...(node.description ? { description: node.description } : {}),
          items: loginTypeNodes(node.items),
        }
      : {
          key: `loginTypes.${node.path}`,
          title: node.title,
          type: node.type,
          ...(node.description ? { description: node.description } : {}),
          ...(node.secret ? { secret: true } : {}),
          // The integer nodes are the loyalty programme's ids: positive 32-bit integers.
          ...(node.integer ? { integer: true, minimum: 1, maximum: 2_147_483_647 } : {}),
          ...(node.type === "boolean" ? { defaultValue: false } : {}),
          // Every IANA zone this runtime knows, so the zone is picked rather than typed.
          ...(node.path === "dailypointLogin.expiryTimezone"
            ? { options: Intl.supportedValuesOf("timeZone").map((zone) => ({ value: zone, text: zone })) }
            : {}),
        },
  );
}

/** The enabled login types, derived from a login type configuration. */
export function enabledLoginTypes(config: Item): Schemas["GatewayLoginType"][] {
  const on = (path: string) => readPath(config, path) === true;
  const social = ["facebook", "google", "apple"].some((p) => on(`social.${p}.enabled`));
  const list: [Schemas["GatewayLoginType"], boolean][] = [
    ["anonymous", on("anonymous")],
    ["ticket", on("ticket")],
    ["email", on("email.enabled")],
    ["accessCode", on("accessCode")],
    ["pms", on("pms")],
    ["social", social],
    ["sms", on("sms")],
    ["dailypoint", on("dailypointLogin.enabled")],
  ];
  return list.filter(([, enabled]) => enabled).map(([type]) => type);
}

function gatewaySettingsSchema(): SchemaNode[] {
  return [
    group("portal", "Captive portal", [
      { key: "portal.title", title: "Portal title", type: "string" },
      {
        key: "portal.defaultLanguage",
        title: "Default language",
        type: "language",
        defaultValue: "en",
      },
      {
        key: "portal.redirectUrl",
        title: "Redirect after sign-in",
        type: "string",
        description: "Page guests see once they are online, e.g. the hotel's website",
      },
      bounded("portal.sessionTimeoutMinutes", "Idle timeout (minutes)", [1, 1440], { defaultValue: 30 }),
      {
        key: "portal.showTermsCheckbox",
        title: "Guests must accept the terms",
        type: "boolean",
        defaultValue: true,
      },
    ]),
    {
      key: "loginTypes",
      title: "Login types",
      type: "string",
      description: "How guests sign in on the portal",
      items: loginTypeNodes(LOGIN_TYPE_TREE),
    },
    group("network", "Network", [
      choice(
        "network.controller",
        "WLAN controller",
        [
          ["cisco", "Cisco Catalyst 9800"],
          ["ruckus", "Ruckus SmartZone"],
          ["aruba", "Aruba Mobility Controller"],
          ["mikrotik", "MikroTik RouterOS"],
          ["unifi", "Ubiquiti UniFi"],
        ],
        { defaultValue: "cisco" },
      ),
      {
        key: "network.controllerIp",
        title: "Controller IP address",
        type: "string",
        pattern:
          "^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$",
      },
      { key: "network.radiusServer", title: "RADIUS server", type: "string" },
      bounded("network.radiusPort", "RADIUS port", [1, 65535], { integer: true, defaultValue: 1812 }),
      bounded("network.coaPort", "RADIUS CoA port", [1, 65535], { integer: true, defaultValue: 3799 }),
      { key: "network.ssid", title: "Guest SSID", type: "string", readonly: true },
      bounded("network.totalBandwidthMbit", "Internet uplink (Mbit/s)", [0, 100000], { readonly: true }),
    ]),
    group("billing", "Billing", [
      choice(
        "billing.currency",
        "Currency",
        [
          ["EUR", "Euro (EUR)"],
          ["CHF", "Swiss franc (CHF)"],
          ["USD", "US dollar (USD)"],
        ],
        { defaultValue: "EUR" },
      ),
      { key: "billing.chargeToRoom", title: "Charge tickets to the room (PMS)", type: "boolean" },
      { key: "billing.pmsArticleCode", title: "PMS article code", type: "string" },
      bounded("billing.vatPercent", "VAT (%)", [0, 100], { defaultValue: 20 }),
    ]),
    group("schedule", "Schedule", [
      {
        key: "schedule.dailyReset",
        title: "Daily reset of free tickets",
        type: "time",
        allowFullHoursOnly: true,
      },
      { key: "schedule.maintenanceFrom", title: "Maintenance window from", type: "datetime" },
      { key: "schedule.reportCountry", title: "Country of the usage report", type: "country" },
      { key: "schedule.retentionStart", title: "Keep profiles since", type: "date" },
    ]),
  ];
}

function streamSettingsSchema(): SchemaNode[] {
  return [
    group("general", "General", [
      { key: "general.enabled", title: "Streaming enabled", type: "boolean", defaultValue: true },
      { key: "general.welcomeText", title: "Welcome text on the TV", type: "string" },
      { key: "general.language", title: "TV language", type: "language", defaultValue: "en" },
    ]),
    group("pairing", "Pairing", [
      choice(
        "pairing.mode",
        "Pairing mode",
        [
          ["pin", "PIN on the TV"],
          ["qr", "QR code"],
        ],
        { defaultValue: "pin" },
      ),
      bounded("pairing.pinLength", "PIN length", [4, 8], { defaultValue: 4, readonly: true }),
      {
        key: "pairing.resetAt",
        title: "Forget pairings daily at",
        type: "time",
        allowFullHoursOnly: true,
      },
      { key: "pairing.resetOnCheckout", title: "Forget pairings on check-out", type: "boolean" },
    ]),
    group("network", "Network", [
      { key: "network.mdnsProxy", title: "mDNS proxy", type: "boolean", defaultValue: true },
      bounded("network.vlan", "Streaming VLAN", [1, 4094], { integer: true }),
      { key: "network.multicastRange", title: "Multicast range", type: "string" },
    ]),
  ];
}

// ---------------------------------------------------------------------------------------------------------
// Seed

const LOCAL_LANGUAGE: Record<string, [string, string, string]> = {
  AT: ["de", "German", "Deutsch"],
  DE: ["de", "German", "Deutsch"],
  EE: ["et", "Estonian", "Eesti"],
  GR: ["el", "Greek", "Ελληνικά"],
};

const TERMS: Record<string, [string, string]> = {
  en: [
    "Terms of use of the guest Wi-Fi",
    "<p>The guest Wi-Fi of {hotel} is offered to our guests free of charge or against the price of the chosen ticket.</p><p>You must not use the connection for unlawful purposes. We may log the MAC address and the volume of your devices for operating the network; the data is deleted after 90 days.</p>",
  ],
  de: [
    "Nutzungsbedingungen des Gäste-WLANs",
    "<p>Das Gäste-WLAN von {hotel} steht unseren Gästen kostenlos oder zum Preis des gewählten Tickets zur Verfügung.</p><p>Die Nutzung für rechtswidrige Zwecke ist untersagt. Für den Betrieb des Netzes speichern wir MAC-Adresse und Datenvolumen Ihrer Geräte; die Daten werden nach 90 Tagen gelöscht.</p>",
  ],
  et: [
    "Külaliste WiFi kasutustingimused",
    "<p>{hotel} külaliste WiFi on meie külalistele tasuta või valitud pileti hinnaga.</p><p>Ühendust ei tohi kasutada ebaseaduslikel eesmärkidel. Võrgu haldamiseks salvestame teie seadmete MAC-aadressi ja andmemahu; andmed kustutatakse 90 päeva pärast.</p>",
  ],
  el: [
    "Όροι χρήσης του Wi-Fi επισκεπτών",
    "<p>Το Wi-Fi επισκεπτών του {hotel} προσφέρεται δωρεάν ή στην τιμή του επιλεγμένου εισιτηρίου.</p><p>Απαγορεύεται η χρήση για παράνομους σκοπούς. Καταγράφουμε τη διεύθυνση MAC και τον όγκο δεδομένων των συσκευών σας για τη λειτουργία του δικτύου· τα δεδομένα διαγράφονται μετά από 90 ημέρες.</p>",
  ],
};

const TICKET_TITLES: Record<string, string[]> = {
  en: ["Free Wi-Fi 24 hours", "Premium 3 days", "Premium week", "Conference day", "Staff devices"],
  de: ["Gratis-WLAN 24 Stunden", "Premium 3 Tage", "Premium-Woche", "Konferenztag", "Mitarbeitergeräte"],
  et: ["Tasuta WiFi 24 tundi", "Premium 3 päeva", "Premium nädal", "Konverentsipäev", "Töötajate seadmed"],
  el: [
    "Δωρεάν Wi-Fi 24 ώρες",
    "Premium 3 ημέρες",
    "Premium εβδομάδα",
    "Ημέρα συνεδρίου",
    "Συσκευές προσωπικού",
  ],
};

/** The seeded tickets: free, two paid tariffs, conference and staff (limits in the form's units). */
const TICKETS = [
  {
    price: 0,
    hours: 24,
    down: 10,
    up: 2,
    data: [2, "GB"],
    time: [24, "h"],
    devices: 2,
    role: "guest-free",
    idle: 900,
  },
  {
    price: 9.9,
    hours: 72,
    down: 50,
    up: 10,
    data: [20, "GB"],
    time: [3, "d"],
    devices: 3,
    role: "guest-premium",
    idle: 1800,
  },
  {
    price: 24.9,
    hours: 168,
    down: 100,
    up: 20,
    data: [0, "GB"],
    time: [0, "d"],
    devices: 5,
    role: "guest-premium",
    idle: 1800,
  },
  {
    price: 0,
    hours: 10,
    down: 30,
    up: 10,
    data: [5000, "MB"],
    time: [600, "m"],
    devices: 2,
    role: "conference",
    idle: 3600,
  },
  {
    price: 0,
    hours: 720,
    down: 100,
    up: 50,
    data: [1, "TB"],
    time: [0, "s"],
    devices: 3,
    role: "staff",
    idle: 7200,
  },
] as const;

const WHITELIST_DEVICES = [
  "Lobby printer",
  "Reception PC 1",
  "Reception PC 2",
  "Conference room projector",
  "Spa music system",
  "Restaurant POS terminal",
  "Housekeeping tablet",
  "Bar Sonos speaker",
];
const BLOCKLIST_DEVICES = [
  "Rogue access point (parking)",
  "Torrent client, room 312",
  "Unknown hotspot",
  "Crypto miner",
];

const BULK_NAMES = [
  "Sommerfest Gäste",
  "Hochzeit Gruber",
  "Tagung Vertriebsteam",
  "Skiclub Wochenende",
  "Conference delegates",
  "Tour group arrivals",
  "Business partners",
  "Wellness package",
  "Marathon runners",
  "Trade fair week",
];

const folded = new Map<string, string>();

/** Lowercase a-z only, for e-mail addresses and host names ("Jürgen" -> "jurgen"). */
function asciiFold(text: string): string {
  let value = folded.get(text);
  if (value === undefined) {
    value = text
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z]/g, "");
    folded.set(text, value);
  }
  return value;
}

export function seedGateway(ctx: SeedContext): void {
  const { state, faker } = ctx;
  // Name pools drawn once: faker's name lookups are slow, and the seed runs before every test.
  const firstNames = Array.from({ length: 120 }, () => faker.person.firstName());
  const lastNames = Array.from({ length: 120 }, () => faker.person.lastName());
  // The schemas are the same for every property and never written: one shared (read-only) tree each.
  const gatewaySchema = { schema: gatewaySettingsSchema() };
  const streamSchema = { schema: streamSettingsSchema() };

  ctx.properties.forEach((property, p) => {
    const pid = String(property.id);
    const country = String(property.country ?? "AT");
    const hotel = String(property.name);
    const [localIso, localName, localLocal] = LOCAL_LANGUAGE[country] ?? LOCAL_LANGUAGE.AT!;
    const languages = localIso === "en" ? ["en"] : [localIso, "en"];
    const currency = String(property.currency ?? "EUR");
    const rooms = roomsOf(pid);

    // Languages of the portal: the local language is the default, English always, French sometimes.
    const languageItems = collection(state, GW.language, pid);
    languageItems.push(
      { id: gatewayId("1a", pid, 1), iso1: localIso, language: localName, local: localLocal, default: true },
      { id: gatewayId("1a", pid, 2), iso1: "en", language: "English", local: "English", default: false },
    );
    if (p % 3 === 0)
      languageItems.push({
        id: gatewayId("1a", pid, 3),
        iso1: "fr",
        language: "French",
        local: "Français",
        default: false,
      });

    // Terms per language.
    const terms = collection(state, GW.terms, pid);
    languages.forEach((iso, n) => {
      const [title, text] = TERMS[iso] ?? TERMS.en!;
      terms.push({
        id: gatewayId("1b", pid, n + 1),
        language: iso,
        title,
        text: text.replace("{hotel}", hotel),
      });
    });

    // Themes: the house style for all languages, and a seasonal one for the local language.
    const primaries = ["#1976D2", "#8D6E63", "#2E7D32", "#00838F", "#6A1B9A", "#C62828"];
    collection(state, GW.theme, pid).push(
      {
        id: gatewayId("1c", pid, 1),
        name: `${hotel} standard`,
        primary: primaries[p % primaries.length],
        accent: "#FFC107",
        logoImage: `mediapool:${pid}m7`,
        backgroundImage: `mediapool:${pid}m2`,
      },
      {
        id: gatewayId("1c", pid, 2),
        name: p % 2 ? "Winter" : "Summer",
        language: localIso,
        primary: p % 2 ? "#37474F" : "#F57C00",
        accent: "#FFFFFF",
        logoImage: `mediapool:${pid}m8`,
        backgroundImage: `mediapool:${pid}m1`,
      },
    );

    // Tickets.
    const tickets = collection(state, GW.ticket, pid);
    TICKETS.forEach((t, n) => {
      tickets.push({
        id: gatewayId("1d", pid, n + 1),
        i18n: languages.map((iso) => ({
          language: iso,
          title: (TICKET_TITLES[iso] ?? TICKET_TITLES.en!)[n]!,
        })),
        enabled: !(n === 3 && p % 4 === 1),
        globalReauthEnabled: n === 4,
        expireInHours: t.hours,
        idleTimeoutInSeconds: t.idle,
        maxDevices: t.devices,
        priceCurrency: currency,
        priceAmount: t.price,
        ...(t.price ? { pmsId: `WIFI${String(n).padStart(2, "0")}` } : {}),
        ciscoGuestRole: t.role,
        bandwidthUp: { uiInput: t.up, uiUnit: "Mbit/s" },
        bandwidthDown: { uiInput: t.down, uiUnit: "Mbit/s" },
        dataLimit: { uiInput: t.data[0], uiUnit: t.data[1] },
        timeLimit: { uiInput: t.time[0], uiUnit: t.time[1] },
        ...(n === 0 || n === 3 ? { accessCode: accessCode(`${pid}-ticket`, n) } : {}),
      });
    });
    const ticketById = new Map(tickets.map((t) => [String(t.id), t]));

    // Whitelist and blocklist.
    const whitelist = collection(state, GW.whitelist, pid);
    const whiteCount = 4 + (p % 5);
    for (let n = 0; n < whiteCount; n++) {
      const mac = deviceMac(pid, 10_000 + n, 0);
      whitelist.push({
        id: gatewayId("1e", pid, n + 1),
        device: WHITELIST_DEVICES[n % WHITELIST_DEVICES.length],
        mac: n === 3 ? `${mac}, ${deviceMac(pid, 10_000 + n, 1)}` : mac,
        enabled: n % 6 !== 5,
        ...(n % 4 === 2 ? { expireAt: ctx.at(30 + n * 7, 23, 59) } : {}),
        ticketId: gatewayId("1d", pid, 5),
      });
    }
    const blocklist = collection(state, GW.blocklist, pid);
    for (let n = 0; n < 2 + (p % 3); n++) {
      blocklist.push({
        _id: gatewayId("1f", pid, n + 1),
        device: BLOCKLIST_DEVICES[n % BLOCKLIST_DEVICES.length],
        mac: deviceMac(pid, 20_000 + n, 0),
        enabled: n !== 2,
      });
    }

    // Login types: every property offers tickets; the rest varies.
    const loginTypes: Item = {
      anonymous: p % 4 === 0,
      ticket: true,
      email: {
        enabled: p % 3 !== 2,
        validation: {
          enabled: p % 2 === 0,
          confirmationTemplate: `gw-confirm-${localIso}`,
          sender: `wifi@${asciiFold(hotel.split(" ").slice(-1)[0] ?? "hotel")}.hotel-demo.test`,
          subject:
            localIso === "de"
              ? "Bitte bestätigen Sie Ihre E-Mail-Adresse"
              : "Please confirm your e-mail address",
        },
      },
      accessCode: true,
      pms: p % 5 !== 3,
      social: {
        facebook: {
          enabled: p % 4 === 1,
          clientId: `fb-${pid}-guestwifi`,
          clientSecret: `fbsecret${hash("fb", pid).toString(16)}`,
        },
        google: {
          enabled: p % 3 === 0,
          clientId: `${hash("g", pid)}.apps.googleusercontent.com`,
          clientSecret: `GOCSPX-${hash("gs", pid).toString(36)}`,
        },
        apple: { enabled: false, clientId: `com.hoteldemo.wifi.${pid}`, clientSecret: "" },
      },
      sms: p % 6 === 2,
      emailVerificationService: { enabled: p % 5 === 0, apiKey: `ev_${hash("ev", pid).toString(36)}` },
      showPricesBeforeAuthentication: p % 2 === 1,
      easyLoginMode: p % 4 === 2,
      hotelChainRewards: p % 7 === 0,
      dailypointLogin: {
        enabled: p % 7 === 0,
        endpoint: "https://api.dailypoint.example/v2",
        login: `gateway-${pid}`,
        password: `dp-${hash("dp", pid).toString(36)}`,
        expiryTimezone: String(property.timezone ?? "Europe/Vienna"),
        programId: 100 + (p % 4),
        newsletterId: 7000 + p,
        propertyId: 50_000 + Number.parseInt(pid, 10),
        tickets: {
          default: gatewayId("1d", pid, 1),
          free: gatewayId("1d", pid, 1),
          classic: gatewayId("1d", pid, 1),
          select: gatewayId("1d", pid, 2),
          gold: gatewayId("1d", pid, 2),
          platinum: gatewayId("1d", pid, 3),
          elite: gatewayId("1d", pid, 3),
          exclusive: gatewayId("1d", pid, 3),
        },
      },
    };
    setSingleton(state, GW.loginTypes, pid, loginTypes);

    // Settings (the login type group mirrors the login type configuration).
    setSingleton(state, GW.settingsSchema, pid, gatewaySchema);
    const settings: Item = {
      "portal.title": `${hotel} Wi-Fi`,
      "portal.defaultLanguage": localIso,
      "portal.redirectUrl": `https://www.${asciiFold(hotel)}.hotel-demo.test/welcome`,
      "portal.sessionTimeoutMinutes": 30,
      "portal.showTermsCheckbox": true,
      "network.controller": ["cisco", "ruckus", "aruba", "mikrotik", "unifi"][p % 5],
      "network.controllerIp": `10.${p % 200}.0.2`,
      "network.radiusServer": `10.${p % 200}.0.10`,
      "network.radiusPort": 1812,
      "network.coaPort": 3799,
      "network.ssid": `${hotel.split(" ").slice(0, 2).join("-")}-Guest`,
      "network.totalBandwidthMbit": [250, 500, 1000][p % 3],
      "billing.currency": currency,
      "billing.chargeToRoom": p % 2 === 0,
      "billing.pmsArticleCode": "WIFI",
      "billing.vatPercent": { AT: 20, DE: 19, EE: 22, GR: 24 }[country] ?? 20,
      "schedule.dailyReset": "1970-01-01T03:00:00Z",
      "schedule.maintenanceFrom": ctx.at(14, 2),
      "schedule.reportCountry": country,
      "schedule.retentionStart": ctx.date(-365),
    };
    // The login types group of the tree is the login type configuration (GW.loginTypes), never stored here.
    setSingleton(state, GW.settings, pid, settings);

    // Bulk ticket batches; the codes are computed from the batch id on request.
    const bulk = collection(state, GW.bulkTicket, pid);
    const batches = p === 0 ? ctx.many(4) : 3 + (p % 3);
    for (let n = 0; n < batches; n++) {
      const from = -200 + ((n * 37 + p * 11) % 230);
      const days = 1 + ((n + p) % 6);
      const big = n === 1 && p === 0;
      const count = big ? Math.min(100_000, ctx.many(2000)) : 10 + (hash("count", pid, n) % 12) * 10;
      const free = n % 3 === 1;
      bulk.push({
        _id: gatewayId("20", pid, n + 1),
        name: `${BULK_NAMES[(n + p) % BULK_NAMES.length]} ${ctx.date(from).slice(0, 7)}`,
        description: free
          ? "Kostenloses WLAN während Ihres Aufenthalts"
          : "Premium Wi-Fi, valid on all devices of your stay",
        timeLimitInSeconds: days * 86400,
        validFrom: ctx.at(from, 0),
        validTo: ctx.at(from + days, 23, 59),
        createdAt: ctx.at(from - 3, 10, (n * 7) % 60),
        ticketCount: count,
        ticketLanguage: n % 2 ? "en" : localIso,
        ...(free ? {} : { ticketPrice: ["4,90", "9.90", "14,50"][n % 3] }),
        maxDevices: 2 + (n % 3),
        dataLimitInMb: [2048, 5120, 10240, 0][n % 4],
        maxBandwidthDownInMbit: [20, 50, 100][n % 3],
        maxBandwidthUpInMbit: [5, 10, 20][n % 3],
        expireInHours: days * 24,
        chargeRoom: !free && n % 2 === 0,
      });
    }

    // Profiles: guests of the last months with their devices and usage.
    const profiles = collection(state, GW.profile, pid);
    const now = new Date(ctx.at(0, 8));
    // The demo property grows with the scale (paging, search and CSV benchmarks); the others keep their
    // size so that the total stays linear in the scale (the property count already grows with it).
    // Properties added by a large scale (beyond the 25 hotels) get a short list to keep the seed quick.
    const count = p === 0 ? ctx.many(120) : p < 25 ? 100 + (hash("profiles", pid) % 41) : 12;
    const kinds: { weight: number; value: ProfileKind }[] = [
      { weight: 34, value: "emails" },
      { weight: 26, value: "rooms" },
      { weight: 15, value: "accessCodes" },
      { weight: 10, value: "anonymous" },
      { weight: 5, value: "cards" },
      { weight: 10, value: "rewards" },
    ];
    const bulkCodes = bulk.slice(0, 3);
    for (let k = 0; k < count; k++) {
      const kind: ProfileKind = k === 0 ? "emails" : faker.helpers.weightedArrayElement(kinds);
      const firstName = firstNames[hash("first", pid, k) % firstNames.length]!;
      const lastName = lastNames[hash("last", pid, k) % lastNames.length]!;
      const local = `${asciiFold(firstName) || "guest"}.${asciiFold(lastName) || k}`;
      const email = `${local}${k % 7 === 3 ? k : ""}@example.${["com", "net", "org"][k % 3]}`;
      const room = rooms[hash("room", pid, k) % rooms.length]!;
      const identity: Item = {};
      let ticketNo = 1;
      let voucherCode: string | undefined;
      switch (kind) {
        case "emails":
          Object.assign(identity, { email, firstName, lastName });
          if (k % 9 === 4)
            identity.social = {
              provider: ["google", "facebook", "apple"][k % 3],
              id: String(hash("social", pid, k)),
            };
          ticketNo = k % 4 === 1 ? 2 : 1;
          break;
        case "rooms":
          Object.assign(identity, { room, lastName, firstName });
          ticketNo = k % 3 === 0 ? 3 : 2;
          break;
        case "accessCodes": {
          const batch = bulkCodes[k % Math.max(1, bulkCodes.length)];
          identity.accessCode = batch
            ? accessCode(String(batch._id), k % Number(batch.ticketCount))
            : accessCode(`${pid}-ticket`, 0);
          voucherCode = String(identity.accessCode);
          ticketNo = k % 5 === 0 ? 4 : 2;
          break;
        }
        case "anonymous":
          identity.anonymous = true;
          break;
        case "cards":
          Object.assign(identity, {
            card: `${4000 + (hash("card", pid, k) % 5000)}-${room}`,
            firstName,
            lastName,
          });
          ticketNo = 5;
          break;
        case "rewards":
          Object.assign(identity, {
            email,
            firstName,
            lastName,
            dailypointUser: true,
            memberNumber: String(100_000_000 + (hash("member", pid, k) % 900_000_000)),
            memberGuid: uuidOf("member", pid, k),
          });
          ticketNo = k % 2 ? 2 : 3;
          break;
      }
      const ticket = ticketById.get(gatewayId("1d", pid, ticketNo))!;
      const limits = limitsOfTicket(ticket);
      if (k % 17 === 5) limits.maxBandwidthDownInMbit = Number(limits.maxBandwidthDownInMbit) * 2;
      if (k % 23 === 7) limits.expireInHours = Number(limits.expireInHours) + 24;
      // Recent guests are more likely: a third today or yesterday, the rest spread over 120 days.
      const age = k % 3 === 0 ? k % 2 : 1 + (hash("age", pid, k) % 120);
      // Seeded "now" is 08:00 UTC of today: today's guests arrived in the early hours.
      const createdAt = ctx.at(-age, hash("hour", pid, k) % (age ? 24 : 7), hash("minute", pid, k) % 60);
      const created = new Date(createdAt).getTime();
      const expiry = created + Number(limits.expireInHours) * HOUR;
      const active = expiry > now.getTime();
      const lastSeen = Math.max(
        created + 5 * 60_000,
        Math.min(now.getTime() - (hash("seen", pid, k) % 50) * 60_000, expiry),
      );
      const deviceCount = 1 + (hash("devices", pid, k) % Math.min(3, Number(limits.maxDevices)));
      const devices: Item[] = [];
      for (let d = 0; d < deviceCount; d++) {
        const connected = active && hash("connected", pid, k, d) % 5 < 2;
        const seconds = Math.round(
          (Math.min(lastSeen - created, 6 * DAY) / 1000) * (0.2 + unit("st", pid, k, d) * 0.5),
        );
        const download = Math.round(seconds * (3_000 + (hash("dl", pid, k, d) % 40_000)));
        devices.push({
          mac: deviceMac(pid, k, d),
          ip: `10.${10 + (p % 200)}.${Math.floor(k / 240) % 256}.${(k % 240) + 10 + d}`,
          online: connected || (active && d === 0),
          connected,
          updatedAt: new Date(lastSeen - d * 413_000).toISOString(),
          download,
          upload: Math.round(download * (0.08 + unit("ul", pid, k, d) * 0.1)),
          sessionTime: seconds,
        });
      }
      const profile: Item = {
        _id: gatewayId("21", pid, k + 1),
        identity,
        devices,
        ticket: limits,
        createdAt,
        updatedAt: new Date(lastSeen).toISOString(),
        emailValidated: Boolean(identity.email) && k % 4 !== 2,
        sentEmailValidation: Boolean(identity.email),
        propertyName: hotel,
        skipAuthViaPortal: kind === "cards",
        ...(voucherCode ? { voucherCode } : {}),
        whitelisted: kind === "cards" && k % 2 === 0,
      };
      profiles.push(fillDerived(profile, now));
    }

    // Streaming devices: Apple TVs and Chromecasts in rooms and suites.
    const devices = collection(state, GW.streamDevice, pid);
    const streamCount = 6 + (p % 5);
    for (let n = 0; n < streamCount; n++) {
      const chromecast = n % 3 !== 0;
      const streamRoom = rooms[(n * 5 + p) % rooms.length]!;
      const standalone = chromecast || n % 2 === 0;
      devices.push({
        id: gatewayId("30", pid, n + 1),
        name: `${chromecast ? "Chromecast" : "Apple TV"} ${streamRoom}`,
        deviceType: chromecast ? "chromecast" : "appletv",
        room: streamRoom,
        uid: chromecast
          ? uuidOf("cast", pid, n)
          : `C0${hash("serial", pid, n).toString(36).toUpperCase().padStart(7, "X")}${CODE_ALPHABET[n % 32]}Q`,
        mac: deviceMac(pid, 30_000 + n, 0),
        ip: `192.168.${50 + (p % 100)}.${20 + n}`,
        ...(standalone ? {} : { encoderIp: `192.168.${50 + (p % 100)}.${200 + n}` }),
        stream: standalone ? "" : `udp://239.10.${p % 200}.${n + 1}:5000`,
        standalone,
        pin: String(1000 + (hash("pin", pid, n) % 9000)),
        online: n % 7 !== 4,
        active: n % 9 !== 8,
      });
    }
    setSingleton(state, GW.streamSettingsSchema, pid, streamSchema);
    setSingleton(state, GW.streamSettings, pid, {
      "general.enabled": true,
      "general.welcomeText":
        localIso === "de"
          ? `Willkommen im ${hotel}`
          : localIso === "et"
            ? `Tere tulemast, ${hotel}`
            : `Welcome to ${hotel}`,
      "general.language": localIso,
      "pairing.mode": p % 3 === 1 ? "qr" : "pin",
      "pairing.pinLength": 4,
      "pairing.resetAt": "1970-01-01T11:00:00Z",
      "pairing.resetOnCheckout": true,
      "network.mdnsProxy": true,
      "network.vlan": 300 + (p % 20),
      "network.multicastRange": `239.10.${p % 200}.0/24`,
    });

    // Service mappings: the well-known Chromecast apps; the last ones stay unmapped.
    const mappings = collection(state, GW.streamMapping, pid);
    CAST_SERVICES.slice(0, 6 + (p % 3)).forEach((service, n) => {
      mappings.push({
        _id: gatewayId("31", pid, n + 1),
        value: service.value,
        name: service.name,
        lastUpdate: ctx.at(-300 + n * 17 + p, 10, n),
      });
    });
  });
}

/** Rows of the property group(s) the property belongs to; the property alone when in none. */
export function groupPropertiesOf(state: SandboxState, propertyId: string): Item[] {
  const properties = collection(state, PROPERTIES);
  const ids = new Set<string>();
  for (const group of collection(state, PROPERTY_GROUPS)) {
    const members = (group.properties as string[] | undefined) ?? [];
    if (members.includes(propertyId)) members.forEach((id) => ids.add(id));
  }
  ids.add(propertyId);
  return properties.filter((p) => ids.has(String(p.id)));
}
