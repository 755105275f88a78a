import Papa from "papaparse";
import { allows } from "../auth";
import { serveCollection } from "../crud";
import { file, HttpError, type HandlerContext, type HandlerMap } from "../http";
import {
  accessCode,
  bandwidthAt,
  DAY,
  dataWindow,
  deriveProfile,
  enabledLoginTypes,
  groupPropertiesOf,
  GW,
  HOUR,
  kindOf,
  limitsOfTicket,
  nowOf,
  OVERRIDE_PERMISSIONS,
  PROPERTIES,
  revenueAt,
  roomsOf,
  sessionsAt,
  streamEventsOn,
  type ProfileKind,
} from "../seed/gateway";
import { collection, getSingleton, nextId, setSingleton, type Item, type SandboxState } from "../state";
import { readPath } from "../paths";
import { saveFlatSettings, type SettingsNode } from "../settings";
import { displayDate, voucherPages, voucherPdf, type VoucherLayout } from "./vouchers";

const MB = 1024 * 1024;

const pid = (ctx: HandlerContext) => ctx.params.propertyId!;
const items = (ctx: HandlerContext, base: string) => collection(ctx.state, base, pid(ctx));

function propertyOf(state: SandboxState, propertyId: string): Item {
  return collection(state, PROPERTIES).find((p) => String(p.id) === propertyId) ?? { id: propertyId };
}

const csv = (rows: Record<string, unknown>[], fields: string[], filename: string) =>
  file(
    Papa.unparse({ fields, data: rows.map((r) => fields.map((f) => r[f] ?? "")) }, { escapeFormulae: true }),
    "text/csv; charset=utf-8",
    filename,
  );

function normalizeMac(mac: string): string {
  return mac.trim().toUpperCase();
}

const macsOf = (value: unknown) =>
  String(value ?? "")
    .split(",")
    .map(normalizeMac)
    .filter(Boolean);

/** A streaming device's name: required (products.md section 5), so not only spaces; stored trimmed. */
function requiredName(value: string): string {
  const name = value.trim();
  if (!name) throw new HttpError(400, "name is required", "body/name");
  return name;
}

// ---------------------------------------------------------------------------------------------------------
// Settings: values are checked against the schema tree

type SchemaNode = SettingsNode;

function mergeSettings(
  state: SandboxState,
  schemaTemplate: string,
  valuesTemplate: string,
  propertyId: string,
  body: Item,
  /** The schema as the property's screen got it, when it is built per request (the gateway's ticket choices). */
  served?: { schema: SchemaNode[] },
): Item {
  const schema = served ?? getSingleton<{ schema: SchemaNode[] }>(state, schemaTemplate, propertyId);
  const previous = getSingleton<Item>(state, valuesTemplate, propertyId) ?? {};
  if (!schema) throw new HttpError(404, "No settings schema for this property");
  const next = saveFlatSettings(schema.schema, previous, body);
  setSingleton(state, valuesTemplate, propertyId, next);
  return next;
}

// ---------------------------------------------------------------------------------------------------------
// Login types

function loginTypesOf(state: SandboxState, propertyId: string): Item {
  const stored = getSingleton<Item>(state, GW.loginTypes, propertyId) ?? {};
  return { ...stored, enabledLoginTypes: enabledLoginTypes(stored) };
}

/**
 * The gateway settings schema of one property: the stored tree, with the property's tickets as the choices of
 * the loyalty programme's ticket per membership level (the tickets change, the stored tree does not).
 */
function gatewaySchemaOf(state: SandboxState, propertyId: string): { schema: SchemaNode[] } | undefined {
  const stored = getSingleton<{ schema: SchemaNode[] }>(state, GW.settingsSchema, propertyId);
  if (!stored) return undefined;
  const tickets = state.collections[GW.ticket]?.[propertyId] ?? [];
  const options = tickets.map((ticket) => {
    const titles = (ticket.i18n as { language: string; title: string }[] | undefined) ?? [];
    const title = titles.find((entry) => entry.language === "en") ?? titles[0];
    return { value: String(ticket.id), text: title?.title ?? String(ticket.id) };
  });
  const withTickets = (nodes: SchemaNode[]): SchemaNode[] =>
    nodes.map((node) =>
      node.items
        ? { ...node, items: withTickets(node.items) }
        : node.key.startsWith("loginTypes.dailypointLogin.tickets.")
          ? { ...node, options }
          : node,
    );
  return { schema: withTickets(stored.schema) };
}

/**
 * A terms text or theme is for a language the portal offers (products.md section 3, "per language"); a terms
 * text is the only one of its language (`unique`), so the portal knows which to show.
 */
function checkPortalLanguage(ctx: HandlerContext, language: unknown, unique: boolean): void {
  if (language === undefined) return;
  const offered = items(ctx, GW.language).map((entry) => String(entry.iso1));
  if (!offered.includes(String(language)))
    throw new HttpError(
      400,
      `language must be one of the portal's languages (${offered.join(", ")})`,
      "language",
    );
  if (
    unique &&
    items(ctx, GW.terms).some((terms) => terms.language === language && String(terms.id) !== ctx.params.id)
  )
    throw new HttpError(400, `language ${String(language)} already has its terms and conditions`, "language");
}

/** What a login type configuration lacks to work, as [field path, message]; the first one is refused. */
function loginTypeProblem(config: Item): [string, string] | undefined {
  const on = (path: string) => readPath(config, path) === true;
  if (on("email.validation.enabled") && !readPath(config, "email.validation.sender"))
    return ["email.validation.sender", "E-mail confirmation needs a sender address"];
  if (on("dailypointLogin.enabled") && !readPath(config, "dailypointLogin.endpoint"))
    return ["dailypointLogin.endpoint", "The loyalty programme needs its API endpoint"];
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------
// Profiles

const KIND_FLAGS: [string, ProfileKind][] = [
  ["showEmails", "emails"],
  ["showRooms", "rooms"],
  ["showAccessCodes", "accessCodes"],
  ["showAnonymous", "anonymous"],
  ["showCards", "cards"],
  ["showRewards", "rewards"],
];

function searchText(profile: Item): string {
  const identity = (profile.identity as Item | undefined) ?? {};
  const macs = ((identity.macs as string[] | undefined) ?? []).join(" ");
  return [
    identity.email,
    identity.room,
    identity.accessCode,
    identity.firstName,
    identity.lastName,
    identity.firstName && identity.lastName
      ? `${String(identity.firstName)} ${String(identity.lastName)}`
      : "",
    identity.memberNumber,
    identity.card,
    profile.voucherCode,
    macs,
    macs.replace(/:/g, ""),
  ]
    .filter(Boolean)
    .join(" ")
    .toLowerCase();
}

const isConnected = (profile: Item) =>
  ((profile.devices as Item[] | undefined) ?? []).some((d) => d.connected === true);

function filterProfiles(ctx: HandlerContext): Item[] {
  const { query } = ctx;
  let result = items(ctx, GW.profile);
  const wanted = KIND_FLAGS.filter(([flag]) => query[flag] === true).map(([, kind]) => kind);
  const unwanted = KIND_FLAGS.filter(([flag]) => query[flag] === false).map(([, kind]) => kind);
  if (wanted.length) result = result.filter((p) => wanted.includes(kindOf(p)));
  else if (unwanted.length) result = result.filter((p) => !unwanted.includes(kindOf(p)));
  if (query.connected === "connected") result = result.filter(isConnected);
  if (query.connected === "notConnected") result = result.filter((p) => !isConnected(p));
  const search = typeof query.search === "string" ? query.search.trim().toLowerCase() : "";
  if (search) result = result.filter((p) => searchText(p).includes(search));
  return result;
}

const byText = new Intl.Collator("en", { numeric: true }).compare;
const DATE_FIELDS = new Set(["createdAt", "updatedAt"]);

/**
 * Sorted (newest first unless asked otherwise) and paged. Each profile's key is read once and compared with
 * one collator (ISO dates as plain strings): a property's 9,600 profiles at scale 80 sort in milliseconds,
 * where a `localeCompare` per comparison made a monitoring page take seconds (docs/benchmarks.md). Equal
 * keys keep the stored order in both directions.
 */
function sortedProfiles(ctx: HandlerContext, list: Item[], paged: boolean) {
  const sortBy = typeof ctx.query.sortBy === "string" ? ctx.query.sortBy : "createdAt";
  const sortDesc =
    typeof ctx.query.sortBy === "string" ? ctx.query.sortDesc === true : ctx.query.sortDesc !== false;
  const compare = DATE_FIELDS.has(sortBy) ? (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0) : byText;
  const keyed = list.map((item, index) => {
    const value = readPath(item, sortBy);
    return { item, index, key: value === undefined || value === null ? "" : String(value) };
  });
  keyed.sort((a, b) => {
    const order = compare(a.key, b.key);
    return (sortDesc ? -order : order) || a.index - b.index;
  });
  const total = keyed.length;
  if (paged) {
    const limit = Number(ctx.query.limit ?? 50);
    const page = Number(ctx.query.page ?? 1);
    return { items: keyed.slice((page - 1) * limit, page * limit).map((entry) => entry.item), total };
  }
  return { items: keyed.map((entry) => entry.item), total };
}

/** Devices that another profile of the property already has. */
function assertMacsFree(ctx: HandlerContext, devices: Item[], ownId?: string) {
  const seen = new Set<string>();
  for (const device of devices) {
    const mac = normalizeMac(String(device.mac));
    if (seen.has(mac)) throw new HttpError(400, `The MAC address ${mac} is listed twice`, "devices");
    seen.add(mac);
  }
  for (const other of items(ctx, GW.profile)) {
    if (ownId && String(other._id) === ownId) continue;
    for (const device of (other.devices as Item[] | undefined) ?? []) {
      if (seen.has(normalizeMac(String(device.mac))))
        throw new HttpError(
          400,
          `The device ${String(device.mac)} already belongs to another profile`,
          "devices",
        );
    }
  }
}

function ticketOf(ctx: HandlerContext, ticketId: unknown): Item {
  const ticket = items(ctx, GW.ticket).find((t) => String(t.id) === String(ticketId));
  if (!ticket) throw new HttpError(400, `There is no ticket with id ${String(ticketId)}`, "ticket/ticketId");
  return ticket;
}

/** Ticket fields that differ from the baseline need their override permission. */
function checkOverrides(ctx: HandlerContext, requested: Item, baseline: Item) {
  for (const [field, permission] of Object.entries(OVERRIDE_PERMISSIONS)) {
    if (!(field in requested) || requested[field] === baseline[field]) continue;
    if (!ctx.user || !allows(ctx.user, permission, pid(ctx)))
      throw new HttpError(
        403,
        `You are not authorized to perform this action (${permission})`,
        `ticket/${field}`,
      );
  }
}

function assertIdentity(identity: Item | undefined) {
  const fields = ["email", "room", "accessCode", "card", "memberNumber", "social", "anonymous"];
  if (
    !identity ||
    !fields.some((f) => identity[f] !== undefined && identity[f] !== "" && identity[f] !== false)
  )
    throw new HttpError(
      400,
      "A profile needs an identity: e-mail, room, access code, card, member number or anonymous",
      "identity",
    );
}

const deviceDefaults = (now: Date) => ({
  online: false,
  connected: false,
  updatedAt: now.toISOString(),
  download: 0,
  upload: 0,
  sessionTime: 0,
});

// ---------------------------------------------------------------------------------------------------------
// Statistics

type Granularity = "hourly" | "daily" | "monthly" | "yearly";

function bucketOf(hour: number, granularity: Granularity): number {
  if (granularity === "hourly") return hour;
  if (granularity === "daily") return Math.floor(hour / DAY) * DAY;
  const d = new Date(hour);
  return granularity === "monthly"
    ? Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)
    : Date.UTC(d.getUTCFullYear(), 0, 1);
}

function rangeOf(
  ctx: HandlerContext,
  fromKey: string,
  toKey: string,
  required = true,
): { from: number; to: number } {
  const { start } = dataWindow(ctx.state);
  const raw = (key: string) => (typeof ctx.query[key] === "string" ? Date.parse(ctx.query[key]) : Number.NaN);
  let from = raw(fromKey);
  let to = raw(toKey);
  if (required && (Number.isNaN(from) || Number.isNaN(to)))
    throw new HttpError(400, `query parameters ${fromKey} and ${toKey} are required`, fromKey);
  if (Number.isNaN(from)) from = start;
  if (Number.isNaN(to)) to = nowOf(ctx.state).getTime();
  if (from > to) throw new HttpError(400, `${fromKey} must not be after ${toKey}`, fromKey);
  return { from, to };
}

/** Sums an hourly function over the hours of [from, to] that have data, per bucket. */
function aggregate<T extends Record<string, number>>(
  ctx: HandlerContext,
  from: number,
  to: number,
  granularity: Granularity,
  at: (hour: number) => T,
): Map<number, T> {
  const { start, end } = dataWindow(ctx.state);
  const first = Math.max(start, Math.floor(from / HOUR) * HOUR);
  const last = Math.min(end, to);
  const buckets = new Map<number, T>();
  for (let hour = first; hour <= last; hour += HOUR) {
    const key = bucketOf(hour, granularity);
    const value = at(hour);
    const sum = buckets.get(key);
    if (!sum) buckets.set(key, { ...value });
    else
      for (const k of Object.keys(value))
        (sum as Record<string, number>)[k] = (sum[k] ?? 0) + (value[k] ?? 0);
  }
  return buckets;
}

const VOLUME_DIVISOR: Record<string, number> = { MB: 1, GB: 1024, TB: 1024 * 1024 };

function topSessions(ctx: HandlerContext) {
  const { from, to } = rangeOf(ctx, "sdt", "edt", false);
  const search = typeof ctx.query.search === "string" ? ctx.query.search.trim().toLowerCase() : "";
  return items(ctx, GW.profile)
    .filter((p) => Date.parse(String(p.createdAt)) <= to && Date.parse(String(p.updatedAt)) >= from)
    .filter((p) => !search || searchText(p).includes(search))
    .map((p) => {
      const devices = (p.devices as Item[] | undefined) ?? [];
      const sum = (key: string) => devices.reduce((total, d) => total + Number(d[key] ?? 0), 0);
      return {
        profileId: String(p._id),
        identity: p.identity as Item,
        download: sum("download"),
        upload: sum("upload"),
        sessionTime: sum("sessionTime"),
      };
    })
    .sort((a, b) => b.download + b.upload - (a.download + a.upload));
}

// ---------------------------------------------------------------------------------------------------------
// Bulk tickets

function bulkOf(ctx: HandlerContext): Item {
  const found = items(ctx, GW.bulkTicket).find((b) => String(b._id) === ctx.params.ticketId);
  if (!found) throw new HttpError(404, `No bulk ticket with _id ${String(ctx.params.ticketId)}`, "ticketId");
  return found;
}

// ---------------------------------------------------------------------------------------------------------

export const gatewayHandlers: HandlerMap = {
  // Whitelist: the ticket whose limits apply must exist.
  createGatewayWhitelistEntry(ctx) {
    if (ctx.body.ticketId) ticketOf(ctx, ctx.body.ticketId);
    return serveCollection(ctx) as never;
  },
  updateGatewayWhitelistEntry(ctx) {
    if (!items(ctx, GW.whitelist).some((w) => String(w.id) === ctx.params.id))
      throw new HttpError(404, `No whitelist entry with id ${String(ctx.params.id)}`, "id");
    if (ctx.body.ticketId) ticketOf(ctx, ctx.body.ticketId);
    return serveCollection(ctx) as never;
  },

  // Languages: one item per iso1 code, at most one default.
  createGatewayLanguage(ctx) {
    const list = items(ctx, GW.language);
    if (list.some((l) => l.iso1 === ctx.body.iso1))
      throw new HttpError(400, `The portal already offers the language ${ctx.body.iso1}`, "iso1");
    const created = serveCollection(ctx) as Item;
    if (created.default === true) for (const l of list) if (l !== created) l.default = false;
    return created as never;
  },
  updateGatewayLanguage(ctx) {
    const list = items(ctx, GW.language);
    if (!list.some((l) => String(l.id) === ctx.params.id))
      throw new HttpError(404, `No portal language with id ${String(ctx.params.id)}`, "id");
    if (list.some((l) => l.iso1 === ctx.body.iso1 && String(l.id) !== ctx.params.id))
      throw new HttpError(400, `The portal already offers the language ${ctx.body.iso1}`, "iso1");
    const updated = serveCollection(ctx) as Item;
    if (updated.default === true) for (const l of list) if (String(l.id) !== ctx.params.id) l.default = false;
    return updated as never;
  },

  // Terms and themes are per language: a language the portal offers; one terms text per language.
  createGatewayTerms(ctx) {
    checkPortalLanguage(ctx, ctx.body.language, true);
    return serveCollection(ctx) as never;
  },
  updateGatewayTerms(ctx) {
    if (!items(ctx, GW.terms).some((item) => String(item.id) === ctx.params.id))
      throw new HttpError(404, `No terms and conditions text with id ${String(ctx.params.id)}`, "id");
    checkPortalLanguage(ctx, ctx.body.language, true);
    return serveCollection(ctx) as never;
  },
  createGatewayTheme(ctx) {
    checkPortalLanguage(ctx, ctx.body.language, false);
    return serveCollection(ctx) as never;
  },
  updateGatewayTheme(ctx) {
    if (!items(ctx, GW.theme).some((item) => String(item.id) === ctx.params.id))
      throw new HttpError(404, `No portal theme with id ${String(ctx.params.id)}`, "id");
    checkPortalLanguage(ctx, ctx.body.language, false);
    return serveCollection(ctx) as never;
  },

  // Settings: the tree's login types group is the login type configuration, read and saved whole through
  // logintypes (products.md's calls for "Login types"), so the settings neither carry nor take it.
  getGatewaySettings: (ctx) => (getSingleton<Item>(ctx.state, GW.settings, pid(ctx)) ?? {}) as never,
  getGatewaySettingsSchema(ctx) {
    const schema = gatewaySchemaOf(ctx.state, pid(ctx));
    if (!schema) throw new HttpError(404, "No settings schema for this property");
    return schema as never;
  },
  updateGatewaySettings(ctx) {
    const body = ctx.body as Item;
    const loginType = Object.keys(body).find((key) => key.startsWith("loginTypes."));
    if (loginType)
      throw new HttpError(400, `${loginType} is a login type: it is saved with logintypes`, loginType);
    const served = gatewaySchemaOf(ctx.state, pid(ctx));
    return mergeSettings(ctx.state, GW.settingsSchema, GW.settings, pid(ctx), body, served) as never;
  },
  updateStreamSettings(ctx) {
    return mergeSettings(
      ctx.state,
      GW.streamSettingsSchema,
      GW.streamSettings,
      pid(ctx),
      ctx.body as Item,
    ) as never;
  },

  // Login types: one object; enabledLoginTypes is derived.
  getGatewayLoginTypes: (ctx) => loginTypesOf(ctx.state, pid(ctx)) as never,
  saveGatewayLoginTypes(ctx) {
    const { enabledLoginTypes: _derived, ...config } = structuredClone(ctx.body) as Item;
    // The loyalty programme's ids are integers by the contract (products.md section 9), refused otherwise.
    const dailypoint = config.dailypointLogin as Item | undefined;
    if (dailypoint) {
      const tickets = (dailypoint.tickets as Record<string, string> | undefined) ?? {};
      for (const [level, ticketId] of Object.entries(tickets)) {
        if (ticketId && !items(ctx, GW.ticket).some((t) => String(t.id) === ticketId))
          throw new HttpError(
            400,
            `There is no ticket with id ${ticketId} (${level} members)`,
            `dailypointLogin/tickets/${level}`,
          );
      }
    }
    const problem = loginTypeProblem(config);
    if (problem) throw new HttpError(400, problem[1], problem[0].replaceAll(".", "/"));
    setSingleton(ctx.state, GW.loginTypes, pid(ctx), config);
    return loginTypesOf(ctx.state, pid(ctx)) as never;
  },

  // Bulk tickets.
  listGatewayBulkTicketRooms(ctx) {
    const rooms = roomsOf(pid(ctx));
    return { items: rooms, total: rooms.length };
  },
  createGatewayBulkTicket(ctx) {
    const body = ctx.body;
    const from = Date.parse(body.validFrom);
    const until = Date.parse(body.validUntil);
    if (!(until > from)) throw new HttpError(400, "validUntil must be after validFrom", "validUntil");
    if (
      body.expireInHours !== undefined &&
      !allows(ctx.user!, "onespeed.bulkTickets.ticket.override.expireInHours", pid(ctx))
    )
      throw new HttpError(
        403,
        "You are not authorized to perform this action (onespeed.bulkTickets.ticket.override.expireInHours)",
        "expireInHours",
      );
    if (body.chargeRoom) {
      if (!body.room) throw new HttpError(400, "Choose the room to charge", "room");
      if (!roomsOf(pid(ctx)).includes(body.room))
        throw new HttpError(400, `There is no room ${body.room}`, "room");
      if (!body.ticketPrice)
        throw new HttpError(400, "A room can only be charged with a ticket price", "ticketPrice");
    }
    if (body.sendEmail && !body.email)
      throw new HttpError(400, "Enter the address to send the tickets to", "email");
    const created: Item = {
      _id: nextId(ctx.state, GW.bulkTicket),
      name: body.name,
      ...(body.description ? { description: body.description } : {}),
      timeLimitInSeconds: body.timeLimitInSeconds ?? Math.round((until - from) / 1000),
      validFrom: new Date(from).toISOString(),
      validTo: new Date(until).toISOString(),
      createdAt: nowOf(ctx.state).toISOString(),
      ticketCount: body.ticketCount,
      ticketLanguage: body.ticketLanguage,
      ...(body.ticketPrice ? { ticketPrice: body.ticketPrice } : {}),
      maxDevices: body.maxDevices ?? 1,
      ...(body.dataLimitInMb !== undefined ? { dataLimitInMb: body.dataLimitInMb } : {}),
      ...(body.maxBandwidthDownInMbit !== undefined
        ? { maxBandwidthDownInMbit: body.maxBandwidthDownInMbit }
        : {}),
      ...(body.maxBandwidthUpInMbit !== undefined ? { maxBandwidthUpInMbit: body.maxBandwidthUpInMbit } : {}),
      expireInHours: body.expireInHours ?? Math.ceil((until - from) / HOUR),
      chargeRoom: body.chargeRoom === true,
    };
    items(ctx, GW.bulkTicket).push(created);
    if (body.chargeRoom)
      ctx.log(
        `bulk ticket ${String(created._id)}: ${body.ticketCount} x ${String(body.ticketPrice)} charged to room ${String(body.room)}`,
      );
    if (body.sendEmail && body.email)
      ctx.log(
        `bulk ticket ${String(created._id)}: ${body.ticketCount} access codes e-mailed to ${body.email} (PDF attached)`,
      );
    return created as never;
  },
  downloadGatewayBulkTicketCsv(ctx) {
    const bulk = bulkOf(ctx);
    const id = String(bulk._id);
    const count = Number(bulk.ticketCount ?? 0);
    const fixed = [
      String(bulk.name ?? ""),
      String(bulk.validFrom ?? ""),
      String(bulk.validTo ?? ""),
      String(bulk.ticketLanguage ?? ""),
      String(bulk.ticketPrice ?? ""),
      String(bulk.maxDevices ?? ""),
      String(bulk.dataLimitInMb ?? ""),
      String(bulk.maxBandwidthDownInMbit ?? ""),
      String(bulk.maxBandwidthUpInMbit ?? ""),
      String(bulk.timeLimitInSeconds ?? ""),
      String(bulk.expireInHours ?? ""),
    ];
    const data: string[][] = new Array<string[]>(count);
    for (let i = 0; i < count; i++) data[i] = [String(i + 1), accessCode(id, i), ...fixed];
    const text = Papa.unparse(
      {
        fields: [
          "No",
          "Access code",
          "Batch",
          "Valid from (UTC)",
          "Valid until (UTC)",
          "Language",
          "Price",
          "Max devices",
          "Data limit (MB)",
          "Download (Mbit/s)",
          "Upload (Mbit/s)",
          "Online time (s)",
          "Expires after (h)",
        ],
        data,
      },
      { escapeFormulae: true },
    );
    return file(text, "text/csv; charset=utf-8", `bulk-ticket-${id}.csv`) as never;
  },
  downloadGatewayBulkTicketPdf(ctx) {
    const bulk = bulkOf(ctx);
    const settings = getSingleton<Item>(ctx.state, GW.settings, pid(ctx)) ?? {};
    const layout: VoucherLayout = ctx.query.layout === "receipt" ? "receipt" : "a4";
    const pdf = voucherPdf({
      bulk,
      propertyId: pid(ctx),
      hotel: String(propertyOf(ctx.state, pid(ctx)).name ?? ""),
      ssid: String(settings["network.ssid"] ?? "Guest"),
      layout,
    });
    const suffix = layout === "receipt" ? "-receipt" : "";
    return file(pdf, "application/pdf", `bulk-ticket-${String(bulk._id)}${suffix}.pdf`, {
      "X-Page-Count": String(voucherPages(Number(bulk.ticketCount ?? 0), layout)),
    }) as never;
  },
  sendGatewayBulkTicketEmail(ctx) {
    const bulk = bulkOf(ctx);
    ctx.log(
      `bulk ticket ${String(bulk._id)} "${String(bulk.name)}": ${String(bulk.ticketCount)} access codes e-mailed to ${ctx.body.email} (bulk-ticket-${String(bulk._id)}.pdf attached)`,
    );
    return {
      message: `${String(bulk.ticketCount)} tickets of ${String(bulk.name)} were sent to ${ctx.body.email}.`,
    };
  },

  // Profiles (monitoring).
  listGatewayProfiles(ctx) {
    return sortedProfiles(ctx, filterProfiles(ctx), true) as never;
  },
  exportGatewayProfilesCsv(ctx) {
    const { items: rows } = sortedProfiles(ctx, filterProfiles(ctx), false);
    const fields = [
      "Id",
      "Kind",
      "E-mail",
      "Room",
      "Access code",
      "Card",
      "Member number",
      "First name",
      "Last name",
      "MAC addresses",
      "Connected",
      "Ticket",
      "Valid",
      "Data used (MB)",
      "Session time (s)",
      "Expires",
      "Created",
      "Updated",
    ];
    const data = rows.map((p) => {
      const identity = (p.identity as Item | undefined) ?? {};
      const ticket = (p.ticket as Item | undefined) ?? {};
      const used = (p.usedData as Item | undefined) ?? {};
      const remaining = (p.remaining as Item | undefined) ?? {};
      return {
        Id: p._id,
        Kind: kindOf(p),
        "E-mail": identity.email,
        Room: identity.room,
        "Access code": identity.accessCode,
        Card: identity.card,
        "Member number": identity.memberNumber,
        "First name": identity.firstName,
        "Last name": identity.lastName,
        "MAC addresses": ((identity.macs as string[] | undefined) ?? []).join(", "),
        Connected: isConnected(p) ? "yes" : "no",
        Ticket: ticket.ticketId,
        Valid: ticket.valid ? "valid" : "expired",
        "Data used (MB)": used.dataTxRX,
        "Session time (s)": used.sessionTime,
        Expires: displayDate(remaining.expireTime),
        Created: displayDate(p.createdAt),
        Updated: displayDate(p.updatedAt),
      };
    });
    return csv(data, fields, `profiles-${pid(ctx)}.csv`) as never;
  },
  createGatewayProfile(ctx) {
    const body = structuredClone(ctx.body) as Item;
    const now = nowOf(ctx.state);
    assertIdentity(body.identity as Item | undefined);
    const devices = ((body.devices as Item[] | undefined) ?? []).map((d) => ({
      ...deviceDefaults(now),
      ...d,
      mac: normalizeMac(String(d.mac)),
    }));
    assertMacsFree(ctx, devices);
    const requested = (body.ticket as Item | undefined) ?? {};
    const ticket =
      requested.ticketId !== undefined
        ? ticketOf(ctx, requested.ticketId)
        : (items(ctx, GW.ticket).find((t) => t.enabled !== false) ?? items(ctx, GW.ticket)[0]);
    const baseline = ticket ? limitsOfTicket(ticket) : {};
    checkOverrides(ctx, requested, baseline);
    const { valid: _valid, ...limits } = { ...baseline, ...requested };
    const profile = deriveProfile(
      {
        ...body,
        _id: nextId(ctx.state, GW.profile),
        devices,
        ticket: limits,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
        propertyName: String(propertyOf(ctx.state, pid(ctx)).name ?? ""),
        emailValidated: body.emailValidated ?? false,
        sentEmailValidation: body.sentEmailValidation ?? false,
        skipAuthViaPortal: body.skipAuthViaPortal ?? false,
        whitelisted: body.whitelisted ?? false,
      },
      now,
    );
    items(ctx, GW.profile).push(profile);
    return profile as never;
  },
  updateGatewayProfile(ctx) {
    const list = items(ctx, GW.profile);
    const at = list.findIndex((p) => String(p._id) === ctx.params.id);
    if (at < 0) throw new HttpError(404, `No profile with _id ${String(ctx.params.id)}`, "id");
    const existing = list[at]!;
    const body = structuredClone(ctx.body) as Item;
    const now = nowOf(ctx.state);
    if (body.identity) assertIdentity(body.identity as Item);
    const previousDevices = new Map(
      ((existing.devices as Item[] | undefined) ?? []).map((d) => [normalizeMac(String(d.mac)), d]),
    );
    const devices = body.devices
      ? (body.devices as Item[]).map((d) => {
          const mac = normalizeMac(String(d.mac));
          return { ...deviceDefaults(now), ...previousDevices.get(mac), ...d, mac };
        })
      : ((existing.devices as Item[] | undefined) ?? []);
    assertMacsFree(ctx, devices, ctx.params.id);
    const current = (existing.ticket as Item | undefined) ?? {};
    const requested = (body.ticket as Item | undefined) ?? {};
    let baseline = current;
    if (requested.ticketId !== undefined && requested.ticketId !== current.ticketId)
      baseline = limitsOfTicket(ticketOf(ctx, requested.ticketId));
    checkOverrides(ctx, requested, baseline);
    const { valid: _valid, ...limits } = { ...baseline, ...requested };
    const {
      _id: _id,
      createdAt: _createdAt,
      propertyName: _propertyName,
      usedData: _usedData,
      remaining: _remaining,
      deviceStats: _deviceStats,
      ...editable
    } = body;
    const updated = deriveProfile(
      { ...existing, ...editable, devices, ticket: limits, updatedAt: now.toISOString() },
      now,
    );
    list[at] = updated;
    return updated as never;
  },

  // Disconnect: the MACs must belong to devices of the property's profiles.
  disconnectGatewayDevicesRadius(ctx) {
    return disconnect(ctx, "radius") as never;
  },
  disconnectGatewayDevices(ctx) {
    return disconnect(ctx, "controller") as never;
  },

  // Statistics.
  getGatewayBandwidthStats(ctx) {
    const { from, to } = rangeOf(ctx, "sdt", "edt");
    const divisor = VOLUME_DIVISOR[String(ctx.query.u)] ?? 1;
    const digits = divisor > 1024 ? 1e6 : 1e3;
    const property = pid(ctx);
    const buckets = aggregate(ctx, from, to, ctx.query.bt as Granularity, (hour) =>
      bandwidthAt(property, hour),
    );
    const vt = ctx.query.vt;
    const list = [...buckets].map(([time, v]) => ({
      timestamp: new Date(time).toISOString(),
      ...(vt !== "up" ? { down: Math.round((v.down / divisor) * digits) / digits } : {}),
      ...(vt !== "down" ? { up: Math.round((v.up / divisor) * digits) / digits } : {}),
    }));
    return { items: list, total: list.length };
  },
  getGatewayCurrentBandwidth(ctx) {
    const now = nowOf(ctx.state);
    const hour = Math.floor(now.getTime() / HOUR) * HOUR;
    const { down, up } = bandwidthAt(pid(ctx), hour);
    const minute = Math.floor(now.getTime() / 60_000);
    const jitter = 0.85 + (((minute * 2654435761) % 1000) / 1000) * 0.3;
    const mbit = (mb: number) => Math.round(((mb * 8) / 3600) * jitter * 100) / 100;
    return {
      timestamp: now.toISOString(),
      ...(ctx.query.vt !== "up" ? { down: mbit(down) } : {}),
      ...(ctx.query.vt !== "down" ? { up: mbit(up) } : {}),
    };
  },
  getGatewayGroupBandwidthReport(ctx) {
    const year = Number(ctx.query.year);
    const { start, end } = dataWindow(ctx.state);
    const rows: {
      propertyId: string;
      propertyName: string;
      month: number;
      download: number;
      upload: number;
    }[] = [];
    for (const property of groupPropertiesOf(ctx.state, pid(ctx))) {
      const id = String(property.id);
      for (let month = 1; month <= 12; month++) {
        const first = Math.max(start, Date.UTC(year, month - 1, 1));
        const last = Math.min(end, Date.UTC(year, month, 1) - HOUR);
        if (first > last) continue;
        let down = 0;
        let up = 0;
        for (let hour = first; hour <= last; hour += HOUR) {
          const value = bandwidthAt(id, hour);
          down += value.down;
          up += value.up;
        }
        rows.push({
          propertyId: id,
          propertyName: String(property.name ?? ""),
          month,
          download: Math.round(down * MB),
          upload: Math.round(up * MB),
        });
      }
    }
    return { items: rows, total: rows.length };
  },
  getGatewaySessionStats(ctx) {
    const { from, to } = rangeOf(ctx, "sdt", "edt");
    const property = pid(ctx);
    const buckets = aggregate(ctx, from, to, ctx.query.bt as Granularity, (hour) => ({
      sessions: sessionsAt(property, hour),
    }));
    const list = [...buckets].map(([time, v]) => ({
      timestamp: new Date(time).toISOString(),
      sessions: v.sessions,
    }));
    return { items: list, total: list.length };
  },
  getGatewayCurrentSessions(ctx) {
    const sessions = items(ctx, GW.profile).reduce(
      (sum, p) => sum + ((p.devices as Item[] | undefined) ?? []).filter((d) => d.connected === true).length,
      0,
    );
    return { sessions, timestamp: nowOf(ctx.state).toISOString() };
  },
  getGatewayRevenueStats(ctx) {
    const { from, to } = rangeOf(ctx, "sdt", "edt");
    const property = pid(ctx);
    const prices = new Map<string, number[]>();
    for (const ticket of items(ctx, GW.ticket)) {
      const amount = Number(ticket.priceAmount ?? 0);
      if (!amount || ticket.enabled === false) continue;
      const currency = String(ticket.priceCurrency ?? "EUR");
      prices.set(currency, [...(prices.get(currency) ?? []), amount]);
    }
    const list: { timestamp: string; amount: number; currency: string }[] = [];
    for (const [currency, amounts] of prices) {
      const buckets = aggregate(ctx, from, to, ctx.query.bt as Granularity, (hour) => ({
        amount: revenueAt(`${property}:${currency}`, hour, amounts),
      }));
      for (const [time, v] of buckets)
        list.push({
          timestamp: new Date(time).toISOString(),
          amount: Math.round(v.amount * 100) / 100,
          currency,
        });
    }
    list.sort((a, b) => a.timestamp.localeCompare(b.timestamp) || a.currency.localeCompare(b.currency));
    return { items: list, total: list.length };
  },
  listGatewayTopSessions(ctx) {
    const all = topSessions(ctx);
    const skip = typeof ctx.query.skip === "number" ? ctx.query.skip : 0;
    const limit = typeof ctx.query.limit === "number" ? ctx.query.limit : 10;
    return { items: all.slice(skip, skip + limit), total: all.length } as never;
  },
  exportGatewayTopSessionsCsv(ctx) {
    const rows = topSessions(ctx).map((s, i) => ({
      Rank: i + 1,
      Profile: s.profileId,
      "E-mail": s.identity.email,
      Room: s.identity.room,
      "Access code": s.identity.accessCode,
      Name: [s.identity.firstName, s.identity.lastName].filter(Boolean).join(" "),
      "MAC addresses": ((s.identity.macs as string[] | undefined) ?? []).join(", "),
      "Download (MB)": Math.round((s.download / MB) * 10) / 10,
      "Upload (MB)": Math.round((s.upload / MB) * 10) / 10,
      "Session time (s)": s.sessionTime,
    }));
    const fields = [
      "Rank",
      "Profile",
      "E-mail",
      "Room",
      "Access code",
      "Name",
      "MAC addresses",
      "Download (MB)",
      "Upload (MB)",
      "Session time (s)",
    ];
    return csv(rows, fields, `top-sessions-${pid(ctx)}.csv`) as never;
  },

  // Streaming devices: a name (not only spaces); MAC and IP are unique and read-only once created.
  createStreamDevice(ctx) {
    const list = items(ctx, GW.streamDevice);
    const name = requiredName(ctx.body.name);
    const macs = macsOf(ctx.body.mac);
    for (const device of list) {
      if (macsOf(device.mac).some((m) => macs.includes(m)))
        throw new HttpError(
          400,
          `A device with MAC ${String(device.mac)} already exists (${String(device.name)})`,
          "mac",
        );
      if (device.ip === ctx.body.ip)
        throw new HttpError(400, `The IP ${ctx.body.ip} is already used by ${String(device.name)}`, "ip");
    }
    const created: Item = {
      ...ctx.body,
      id: nextId(ctx.state, GW.streamDevice),
      name,
      mac: macs.join(", "),
      online: false,
      active: ctx.body.active ?? true,
    };
    list.push(created);
    return created as never;
  },
  updateStreamDevice(ctx) {
    const list = items(ctx, GW.streamDevice);
    const at = list.findIndex((d) => String(d.id) === ctx.params.id);
    if (at < 0) throw new HttpError(404, `No streaming device with id ${String(ctx.params.id)}`, "id");
    const existing = list[at]!;
    const name = requiredName(ctx.body.name);
    if (macsOf(ctx.body.mac).join(",") !== macsOf(existing.mac).join(","))
      throw new HttpError(400, "The MAC address of a device cannot be changed", "mac");
    if (ctx.body.ip !== existing.ip)
      throw new HttpError(400, "The IP address of a device cannot be changed", "ip");
    const updated: Item = {
      ...existing,
      ...ctx.body,
      id: existing.id,
      name,
      mac: existing.mac,
      online: existing.online,
    };
    list[at] = updated;
    return updated as never;
  },

  // Streaming statistics: usage events computed per device and day.
  listStreamStats(ctx) {
    const events = streamEvents(
      ctx,
      typeof ctx.query.deviceType === "string" ? ctx.query.deviceType : undefined,
    );
    return { items: events, total: events.length } as never;
  },
  listStreamServiceUsage(ctx) {
    const names = new Map(items(ctx, GW.streamMapping).map((m) => [String(m.value), String(m.name)]));
    const usage = new Map<string, { name: string; count: number; duration: number }>();
    for (const event of streamEvents(ctx)) {
      if (event.usage.type === "conn_fail") continue;
      const raw = event.usage.name ?? "Unknown";
      const name = names.get(raw) ?? raw;
      const row = usage.get(name) ?? { name, count: 0, duration: 0 };
      if (event.usage.type === "conn_succ") row.count += 1;
      else row.duration += event.usage.duration ?? 0;
      usage.set(name, row);
    }
    const list = [...usage.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
    return { items: list, total: list.length };
  },

  // Chromecast service mappings: one mapping per raw value.
  listStreamServiceMappings(ctx) {
    const list = items(ctx, GW.streamMapping);
    return { items: list, total: list.length } as never;
  },
  createStreamServiceMapping(ctx) {
    const list = items(ctx, GW.streamMapping);
    const value = ctx.body.value.trim();
    if (!value) throw new HttpError(400, "Enter the service identifier", "value");
    if (list.some((m) => String(m.value).toUpperCase() === value.toUpperCase()))
      throw new HttpError(400, `The service ${value} is already mapped`, "value");
    const created: Item = {
      _id: nextId(ctx.state, GW.streamMapping),
      value,
      name: ctx.body.name,
      lastUpdate: nowOf(ctx.state).toISOString(),
    };
    list.push(created);
    return created as never;
  },
  updateStreamServiceMapping(ctx) {
    const list = items(ctx, GW.streamMapping);
    const at = list.findIndex((m) => String(m._id) === ctx.params.id);
    if (at < 0) throw new HttpError(404, `No service mapping with _id ${String(ctx.params.id)}`, "id");
    const value = ctx.body.value.trim();
    if (list.some((m, i) => i !== at && String(m.value).toUpperCase() === value.toUpperCase()))
      throw new HttpError(400, `The service ${value} is already mapped`, "value");
    const updated: Item = {
      ...list[at],
      value,
      name: ctx.body.name,
      lastUpdate: nowOf(ctx.state).toISOString(),
    };
    list[at] = updated;
    return updated as never;
  },
  deleteStreamServiceMapping(ctx) {
    const list = items(ctx, GW.streamMapping);
    const at = list.findIndex((m) => String(m._id) === ctx.params.id);
    if (at < 0) throw new HttpError(404, `No service mapping with _id ${String(ctx.params.id)}`, "id");
    return list.splice(at, 1)[0] as never;
  },
};

function disconnect(ctx: HandlerContext, via: "radius" | "controller") {
  const body = ctx.body as { macs: string[] };
  const wanted = [...new Set(body.macs.map(normalizeMac))];
  const profiles = items(ctx, GW.profile);
  const owners = new Map<string, Item>();
  for (const profile of profiles)
    for (const device of (profile.devices as Item[] | undefined) ?? [])
      owners.set(normalizeMac(String(device.mac)), profile);
  const unknown = wanted.filter((mac) => !owners.has(mac));
  if (unknown.length)
    throw new HttpError(404, `No device with MAC ${unknown.join(", ")} in this property`, "macs");
  const now = nowOf(ctx.state);
  const settings = getSingleton<Item>(ctx.state, GW.settings, pid(ctx)) ?? {};
  for (const mac of wanted) {
    const profile = owners.get(mac)!;
    profile.devices = ((profile.devices as Item[] | undefined) ?? []).map((d) =>
      normalizeMac(String(d.mac)) === mac
        ? { ...d, online: false, connected: false, updatedAt: now.toISOString() }
        : d,
    );
    profile.updatedAt = now.toISOString();
    ctx.log(
      via === "radius"
        ? `RADIUS Disconnect-Request for ${mac} sent to ${String(settings["network.radiusServer"] ?? "radius")}:${String(settings["network.coaPort"] ?? 3799)}`
        : `controller (${String(settings["network.controller"] ?? "wlan")}) dropped the session of ${mac}`,
    );
  }
  return {
    message:
      wanted.length === 1
        ? `The device ${wanted[0]} was disconnected.`
        : `${wanted.length} devices were disconnected.`,
    disconnected: wanted,
  };
}

function streamEvents(ctx: HandlerContext, deviceType?: string) {
  const { from, to } = rangeOf(ctx, "from", "to");
  const { start } = dataWindow(ctx.state);
  const now = nowOf(ctx.state).getTime();
  const first = Math.floor(Math.max(from, start) / DAY) * DAY;
  const last = Math.min(to, now);
  const devices = items(ctx, GW.streamDevice).filter((d) => !deviceType || d.deviceType === deviceType);
  const events: {
    usage: { type: "conn_succ" | "conn_fail" | "stop"; name?: string; duration?: number };
    timestamp: string;
    deviceId: string;
  }[] = [];
  for (let day = first; day <= last; day += DAY) {
    for (const device of devices) {
      for (const event of streamEventsOn(device, day)) {
        if (event.at < from || event.at > last || event.at < start) continue;
        events.push({
          usage: event.usage,
          timestamp: new Date(event.at).toISOString(),
          deviceId: String(device.id),
        });
      }
    }
  }
  events.sort((a, b) => a.timestamp.localeCompare(b.timestamp));
  return events;
}
