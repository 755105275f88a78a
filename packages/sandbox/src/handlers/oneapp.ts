import type { components } from "@cms/api";
import PDFDocument from "pdfkit";
import { listAnswer } from "../crud";
import { HttpError, type HandlerContext, type HandlerMap } from "../http";
import {
  CHANNELS,
  CONFIGURED_PMS,
  DEVICES,
  EMAIL_TYPES,
  HISTORY_DAYS,
  KNOWN_PMS,
  ONEAPP,
  STEP_NAMES,
  WEEKDAY,
  guestProfileOf,
  roomCountOf,
  roomsOf,
  seasonOf,
} from "../seed/oneapp";
import { pmsOf, profileOf } from "../pms";
import { sequence, textUnit } from "../seed/random";
import { collection, getSingleton, nextId, setSingleton, type Item, type SandboxState } from "../state";
import { deletePath, readPath, writePath } from "../paths";
import { checkReadOnly, checkSetting, settingLeaves } from "../settings";

type Schemas = components["schemas"];
type Reservation = Schemas["Reservation"];
type GuestProfile = Schemas["GuestProfile"];
type UpsellCondition = Schemas["UpsellCondition"];
type UpsellItem = Schemas["UpsellItem"];
type SchemaNode = Schemas["SettingsSchemaNode"];
type RoomControlData = Schemas["RoomControlData"];

const DAY_MS = 86_400_000;

// ---------------------------------------------------------------------------------------------------
// Shared helpers

interface PropertyRef {
  id: string;
  index: number;
  country: string;
  name: string;
}

function propertyOf(state: SandboxState, propertyId: string): PropertyRef {
  const properties = collection(state, "/api/cms/v3/property");
  const index = properties.findIndex((p) => p.id === propertyId);
  const found = properties[index];
  if (!found) throw new HttpError(404, `No property with id ${propertyId}`, "propertyId");
  return { id: propertyId, index, country: String(found.country), name: String(found.name) };
}

const dayOffset = (state: SandboxState, day: string) =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${state.today}T00:00:00Z`)) / DAY_MS);

const dayString = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const formatDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/** Rounds a non-negative expectation to an integer, up with the probability of its fraction. */
const draw = (expected: number, random: () => number) => Math.floor(Math.max(0, expected) + random());

interface DayRange {
  /** Day offsets from the seed's today, inclusive, clipped to the statistics history. */
  first: number;
  last: number;
}

/** The days a statistics range touches (start of the first to end of the last day, UTC), clipped. */
function statisticsRange(state: SandboxState, from: unknown, to: unknown, fromName: string): DayRange | null {
  const start = Date.parse(String(from));
  const end = Date.parse(String(to));
  if (Number.isNaN(start) || Number.isNaN(end))
    throw new HttpError(400, `${fromName} and its end must be date-times`, fromName);
  if (start > end) throw new HttpError(400, `${fromName} must not be after the end of the range`, fromName);
  const first = Math.max(-HISTORY_DAYS, dayOffset(state, dayString(start)));
  const last = Math.min(0, dayOffset(state, dayString(end)));
  return first > last ? null : { first, last };
}

/** Guests starting web check-in per day: rooms, season, week rhythm and noise. */
function webcheckinStarts(property: PropertyRef, dayMs: number): number {
  const date = new Date(dayMs);
  const arrivals = roomCountOf(property.index) * 0.2;
  return (
    arrivals *
    0.6 *
    seasonOf(property.country, date.getUTCMonth()) *
    (WEEKDAY[date.getUTCDay()] ?? 1) *
    (0.75 + textUnit(property.id, "starts", dayMs) * 0.5)
  );
}

const DEVICE_SHARE: Record<string, number> = { ios: 0.44, android: 0.33, pc: 0.23 };
const CHANNEL_SHARE: Record<string, number> = { web: 0.62, iframe: 0.23, self_checkin: 0.15 };
/** Share of the guests of one step that go on to the next (the funnel). */
const STEP_CONVERSION = [1, 0.86, 0.84, 0.9, 0.93, 0.72, 0.62, 0.8, 0.86, 0.7];

/** Counts per step, device and channel for one day: a funnel, never more guests at a later step. */
function stepCountsOfDay(
  property: PropertyRef,
  dayMs: number,
  add: (step: number, d: number, c: number, n: number) => void,
) {
  const starts = webcheckinStarts(property, dayMs);
  DEVICES.forEach((device, d) => {
    CHANNELS.forEach((channel, c) => {
      const random = sequence(textUnit(property.id, dayMs, device, channel));
      let count = draw(starts * DEVICE_SHARE[device]! * CHANNEL_SHARE[channel]!, random);
      for (let step = 0; step < STEP_NAMES.length && count > 0; step++) {
        if (step > 0) count = draw(count * STEP_CONVERSION[step]!, random);
        if (count > 0) add(step, d, c, count);
      }
    });
  });
}

// E-mail statistics: daily mails per type, split over templates and channels, and their events.
const MAIL_RATE: Record<string, number> = {
  preStay: 7,
  certificateOfRegistration: 4,
  checkinReminder: 5,
  referenceList: 1.5,
  checkinConfirmation: 6,
  checkout: 5,
  preRegistration: 3,
  lokalee: 2,
};
const OPEN_RATE: Record<string, number> = {
  preStay: 0.68,
  certificateOfRegistration: 0.55,
  checkinReminder: 0.6,
  referenceList: 0.8,
  checkinConfirmation: 0.74,
  checkout: 0.45,
  preRegistration: 0.63,
  lokalee: 0.4,
};
const CLICK_RATE: Record<string, number> = {
  preStay: 0.52,
  certificateOfRegistration: 0.2,
  checkinReminder: 0.48,
  referenceList: 0.1,
  checkinConfirmation: 0.3,
  checkout: 0.15,
  preRegistration: 0.45,
  lokalee: 0.35,
};

type EmailEventCount = Schemas["EmailEventCount"];

function emailTemplatesOf(state: SandboxState, propertyId: string): Item[] {
  return collection(state, ONEAPP.emailTemplates, propertyId);
}

/** The mails and events of one template on one day, per channel (and device for open and click). */
function emailEventsOfDay(
  property: PropertyRef,
  dayMs: number,
  template: Item,
  share: number,
  add: (event: EmailEventCount["event"], count: number, channel: string, device?: string) => void,
) {
  const type = String(template.type);
  const date = new Date(dayMs);
  const volume =
    (MAIL_RATE[type] ?? 1) *
    share *
    (roomCountOf(property.index) / 45) *
    seasonOf(property.country, date.getUTCMonth()) *
    (0.7 + textUnit(property.id, "mail", dayMs, type) * 0.6);
  for (const channel of CHANNELS) {
    const random = sequence(textUnit(property.id, dayMs, String(template._id), channel));
    const processed = draw(volume * CHANNEL_SHARE[channel]!, random);
    if (!processed) continue;
    const dropped = draw(processed * 0.02, random);
    const bounce = draw((processed - dropped) * 0.03, random);
    const delivered = Math.max(0, processed - dropped - bounce);
    const deferred = draw(processed * 0.05, random);
    add("processed", processed, channel);
    add("delivered", delivered, channel);
    add("dropped", dropped, channel);
    add("bounce", bounce, channel);
    add("deferred", deferred, channel);
    for (const device of DEVICES) {
      const open = Math.min(
        delivered,
        draw(delivered * (OPEN_RATE[type] ?? 0.5) * DEVICE_SHARE[device]!, random),
      );
      const click = draw(open * (CLICK_RATE[type] ?? 0.3), random);
      add("open", open, channel, device);
      add("click", click, channel, device);
    }
  }
}

/** Templates of a type share its mails: the first (English) template sends most. */
function templateShares(templates: Item[]): Map<Item, number> {
  const shares = new Map<Item, number>();
  for (const type of EMAIL_TYPES) {
    const ofType = templates.filter((t) => t.type === type);
    ofType.forEach((t, n) =>
      shares.set(t, ofType.length === 1 ? 1 : n === 0 ? 0.6 : 0.4 / (ofType.length - 1)),
    );
  }
  return shares;
}

// ---------------------------------------------------------------------------------------------------
// Settings

function readSetting(values: Item, key: string): unknown {
  if (key in values) return values[key];
  return readPath(values, key);
}

function isPresent(values: Item, key: string): boolean {
  return readSetting(values, key) !== undefined;
}

/** Clears a value, flat (`"checkin.minimumAge"`) or nested (`webcheckin.pmsAccessInfo.configuredPms`): null clears. */
function clearSetting(values: Item, key: string): void {
  if (key in values) {
    delete values[key];
    return;
  }
  deletePath(values, key);
}

/**
 * Checks the values the schema knows by the one settings validator (settings.ts): types, options, bounds;
 * a changed read-only value is refused, an unchanged one keeps what is stored; null clears. The guest app's values may nest (webcheckin.…).
 */
function checkSettings(schema: SchemaNode[], body: Item, previous: Item): Item {
  // Copies: a null clears inside nested values, and a refused save must leave the stored ones as they were
  // (the merged webcheckin object too, which spread the stored one's nested objects).
  const base = structuredClone(previous);
  const change = structuredClone(body);
  const next: Item = { ...base, ...change };
  if (base.webcheckin || change.webcheckin)
    next.webcheckin = {
      ...(base.webcheckin as Item | undefined),
      ...(change.webcheckin as Item | undefined),
    };
  for (const node of settingLeaves(schema).values()) {
    if (node.readonly) {
      const stored = readSetting(previous, node.key);
      if (isPresent(body, node.key)) checkReadOnly(node, readSetting(body, node.key), stored);
      if (stored === undefined) continue;
      if (node.key in previous || !node.key.includes(".")) next[node.key] = stored;
      else {
        // Nested read-only value (webcheckin.pmsAccessInfo.configuredPms): put the stored one back.
        writePath(next, node.key, stored);
      }
      continue;
    }
    if (!isPresent(body, node.key)) continue;
    const value = readSetting(body, node.key);
    if (value === null) clearSetting(next, node.key);
    else checkSetting(node, value);
  }
  return next;
}

function saveSettings(ctx: HandlerContext, template: string, schemaTemplate: string): Item {
  const propertyId = ctx.params.propertyId!;
  const schema = getSingleton<{ schema: SchemaNode[] }>(ctx.state, schemaTemplate, propertyId)?.schema ?? [];
  const previous = getSingleton<Item>(ctx.state, template, propertyId) ?? {};
  const body = ctx.body as Item;
  const next = checkSettings(schema, body, previous);
  setSingleton(ctx.state, template, propertyId, next);
  return next;
}

// ---------------------------------------------------------------------------------------------------
// Upsells

const DUPLICATE = "There already exists a condition or reward item with the same values";

const conditionKey = (c: Pick<UpsellCondition, "property" | "condition" | "value">) =>
  `${c.property.trim().toLowerCase()}|${c.condition}|${String(c.value).trim().toLowerCase()}`;

const itemKey = (item: Pick<UpsellItem, "price" | "i18n">) =>
  `${item.price.replace(",", ".")}|${[...item.i18n]
    .map((t) => `${t.iso2}:${t.title.trim().toLowerCase()}`)
    .sort()
    .join(";")}`;

function upsellsOf(state: SandboxState, propertyId: string): Item[] {
  return collection(state, ONEAPP.upsells, propertyId);
}

function conditionById(state: SandboxState, propertyId: string, id: string): Item {
  const found = upsellsOf(state, propertyId).find((c) => c._id === id);
  if (!found) throw new HttpError(404, `No upsell condition with _id ${id}`, "id");
  return found;
}

/** The path's upsell item (`upsellID` in condition `condID`): the condition's items and where it stands. */
function upsellItemAt(ctx: HandlerContext): { items: Item[]; at: number; id: string } {
  const condition = conditionById(ctx.state, ctx.params.propertyId!, ctx.params.condID!);
  const items = (condition.items as Item[] | undefined) ?? [];
  const id = ctx.params.upsellID!;
  const at = items.findIndex((i) => i._id === id);
  if (at < 0) throw new HttpError(404, `No upsell item with _id ${id} in this condition`, "upsellID");
  return { items, at, id };
}

/** Items of a condition as stored: every item with an _id and a position, no two alike. */
function normalizeItems(state: SandboxState, items: UpsellItem[] | undefined, previous: Item[] = []): Item[] {
  const seen = new Set<string>();
  return (items ?? []).map((item, n) => {
    const key = itemKey(item);
    if (seen.has(key)) throw new HttpError(409, DUPLICATE, `items/${n}`);
    seen.add(key);
    const known = item._id && previous.some((p) => p._id === item._id);
    return {
      ...item,
      _id: known ? item._id : nextId(state, "oneapp-upsell-item"),
      active: item.active ?? true,
      position: item.position ?? n,
    };
  });
}

// ---------------------------------------------------------------------------------------------------
// Reservations

const reservationsOf = (state: SandboxState, propertyId: string, pms = CONFIGURED_PMS) =>
  collection(state, ONEAPP.reservations, `${propertyId}/${pms}`) as unknown as Reservation[];

function checkPms(state: SandboxState, propertyId: string, pms: string): void {
  const configured = pmsOf(state, propertyId);
  if (pms.toLowerCase() === configured) return;
  if (KNOWN_PMS.includes(pms.toLowerCase()))
    throw new HttpError(
      404,
      `The PMS ${pms} is not connected to this property (it uses ${configured})`,
      "pms",
    );
  throw new HttpError(404, `Unknown PMS connector ${pms}`, "pms");
}

function findReservation(
  state: SandboxState,
  propertyId: string,
  confirmationNumber: string,
  lastName: string,
  checkinDate: string,
): Reservation | undefined {
  const number = confirmationNumber.trim();
  const last = lastName.trim().toLocaleLowerCase("de");
  return reservationsOf(state, propertyId).find(
    (r) =>
      r.reservationNumber === number &&
      (r.lastname ?? "").toLocaleLowerCase("de") === last &&
      r.start === checkinDate,
  );
}

function ageOn(birthday: string, day: string): number {
  const [by, bm, bd] = birthday.split("-").map(Number) as [number, number, number];
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The guest form rules: 18 or older, document not expired. */
function checkGuest(profile: Partial<GuestProfile>, today: string): void {
  if (profile.birthday && ageOn(profile.birthday, today) < 18)
    throw new HttpError(
      400,
      "The guest must be at least 18 years old to check in (guest.minimumAge)",
      "birthday",
    );
  if (profile.birthday && profile.birthday > today)
    throw new HttpError(400, "The date of birth must not be in the future", "birthday");
  if (profile.identificationExpiryDate && profile.identificationExpiryDate < today)
    throw new HttpError(
      400,
      "The identification document has expired: the expiry date must not be in the past",
      "identificationExpiryDate",
    );
}

const OCCUPYING = new Set(["IN_HOUSE", "DUE_OUT", "DUE_IN", "RESERVED", "CHECKED_OUT"]);

/** Occupied rooms of a day: from the seeded reservations where they cover it, else from history. */
function occupiedRooms(state: SandboxState, property: PropertyRef, day: string, offset: number): number {
  if (offset >= -5) {
    return reservationsOf(state, property.id).filter(
      (r) => OCCUPYING.has(r.resStatus ?? "") && (r.start ?? "") <= day && day < (r.end ?? ""),
    ).length;
  }
  const date = new Date(`${day}T00:00:00Z`);
  const rooms = roomCountOf(property.index);
  const expected =
    (5 + (property.index % 5)) *
    2.7 *
    seasonOf(property.country, date.getUTCMonth()) *
    (WEEKDAY[date.getUTCDay()] ?? 1) *
    (0.85 + textUnit(property.id, "por", day) * 0.3);
  return Math.min(rooms, Math.round(expected));
}

// ---------------------------------------------------------------------------------------------------
// Room control

function checkRoomControl(data: RoomControlData): void {
  const unique = (list: Item[], key: string, where: string) => {
    const seen = new Set<string>();
    list.forEach((entry, n) => {
      const value = String(entry[key]);
      if (!value.trim())
        throw new HttpError(400, `${where}/${n}/${key} must not be empty`, `${where}/${n}/${key}`);
      if (seen.has(value))
        throw new HttpError(400, `Duplicate ${key} ${value} in ${where}`, `${where}/${n}/${key}`);
      seen.add(value);
    });
    return seen;
  };
  const targets = unique(data.settings as Item[], "targetId", "settings");
  const commands = unique(data.commands as Item[], "commandId", "commands");
  const groups = unique(data.groups as Item[], "groupId", "groups");
  unique(data.assignments as Item[], "assignmentId", "assignments");
  unique(data.cameras as Item[], "cameraId", "cameras");
  const target = (id: string | undefined, field: string) => {
    if (id !== undefined && id !== "" && !targets.has(id))
      throw new HttpError(400, `${field}: no setting with targetId ${id}`, field);
  };
  const knownCommands = (ids: string[] | undefined, field: string) =>
    (ids ?? []).forEach((id) => {
      if (!commands.has(id)) throw new HttpError(400, `${field}: no command with commandId ${id}`, field);
    });
  data.commands.forEach((c, n) => {
    target(c.targetId, `commands/${n}/targetId`);
    if (c.actionType === "slider") {
      if (c.min === undefined || c.max === undefined || c.min >= c.max)
        throw new HttpError(400, `Slider ${c.name}: min must be below max`, `commands/${n}/min`);
      if (c.step !== undefined && c.step <= 0)
        throw new HttpError(400, `Slider ${c.name}: step must be greater than 0`, `commands/${n}/step`);
    }
  });
  data.assignments.forEach((a, n) => {
    target(a.targetId, `assignments/${n}/targetId`);
    knownCommands(a.assignedCommandIds, `assignments/${n}/assignedCommandIds`);
  });
  data.groups.forEach((g, n) => {
    knownCommands(g.assignedCommandIds, `groups/${n}/assignedCommandIds`);
    if (g.parentGroupId !== undefined && (g.parentGroupId === g.groupId || !groups.has(g.parentGroupId)))
      throw new HttpError(
        400,
        `groups/${n}/parentGroupId: no other group ${g.parentGroupId}`,
        `groups/${n}/parentGroupId`,
      );
  });
  const address =
    /^((rtsps?|https?):\/\/[^\s/$.?#][^\s]*|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?)$/i;
  data.cameras.forEach((c, n) => {
    if (!address.test(c.cameraAddress.trim()))
      throw new HttpError(
        400,
        "The camera address must be a stream URL (rtsp://, http://, https://) or a host name",
        `cameras/${n}/cameraAddress`,
      );
  });
}

// ---------------------------------------------------------------------------------------------------
// Guest PDF

const stripHtml = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, "")
    .replace(/<br\s*\/?>|<\/(p|div|h[1-6]|li|tr)>/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/[ \t]+/g, " ")
    .trim();

/**
 * Renders the HTML's text on 595 x 841 pt pages, as the mail would carry it (pdfkit, as the vouchers: one PDF
 * library in the sandbox); answers its pages and size. The standard font covers Latin-1; other letters print "?".
 */
export async function renderPdf(html: string): Promise<{ pages: number; bytes: number }> {
  const doc = new PDFDocument({
    size: [595, 841],
    margins: { top: 40, bottom: 41, left: 40, right: 40 },
    compress: true,
    bufferPages: true,
  });
  let bytes = 0;
  doc.on("data", (chunk: Uint8Array) => (bytes += chunk.byteLength));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  doc
    .fontSize(10)
    .text(stripHtml(html).replace(/[^\x20-\x7e\n\u00a0-\u00ff]/g, "?"), { width: 515, lineGap: 2 });
  const pages = doc.bufferedPageRange().count;
  doc.end();
  await ended;
  return { pages, bytes };
}

// ---------------------------------------------------------------------------------------------------

export const oneappHandlers: HandlerMap = {
  updateAppSettings: (ctx) => saveSettings(ctx, ONEAPP.settings, ONEAPP.settingsSchema) as never,
  updateAppSelfCheckinSettings: (ctx) => saveSettings(ctx, ONEAPP.selfCheckin, ONEAPP.selfCheckinSchema),

  createAppTheme(ctx) {
    const propertyId = ctx.params.propertyId!;
    const themes = collection(ctx.state, ONEAPP.themes, propertyId);
    const licence = getSingleton<{ info?: { themes?: number } }>(ctx.state, ONEAPP.license, propertyId);
    const limit = licence?.info?.themes ?? 5;
    if (themes.length >= limit)
      throw new HttpError(400, `The guest app licence allows ${limit} themes; delete a theme first`, "name");
    const { id: _id, ...body } = ctx.body;
    const created = { ...body, id: nextId(ctx.state, ONEAPP.themes) };
    themes.push(created);
    return created;
  },

  createAppLanguage(ctx) {
    const propertyId = ctx.params.propertyId!;
    const iso1 = ctx.body.iso1;
    const known = collection(ctx.state, "/api/cms/v3/language").find((l) => l.iso1 === iso1);
    if (!known) throw new HttpError(400, `Unknown language code ${iso1}`, "iso1");
    const languages = collection(ctx.state, ONEAPP.languages, propertyId);
    if (languages.some((l) => l.iso1 === iso1))
      throw new HttpError(400, `The guest app already offers ${String(known.name)}`, "iso1");
    const created = {
      id: nextId(ctx.state, ONEAPP.languages),
      iso1,
      language: { name: String(known.name), local: String(known.local), ...ctx.body.language },
    };
    languages.push(created);
    return created;
  },

  saveAppTerms(ctx) {
    const terms = collection(ctx.state, ONEAPP.terms, ctx.params.propertyId!);
    const languages = new Set<string>();
    ctx.body.items.forEach((item, n) => {
      if (languages.has(item.language))
        throw new HttpError(400, `The language ${item.language} appears twice`, `items/${n}/language`);
      languages.add(item.language);
      if (!item.text.trim()) throw new HttpError(400, "The terms text must not be empty", `items/${n}/text`);
    });
    for (const item of ctx.body.items) {
      const at = terms.findIndex((t) => t.language === item.language);
      if (at >= 0) terms[at] = { ...terms[at], language: item.language, text: item.text };
      else terms.push({ id: nextId(ctx.state, ONEAPP.terms), language: item.language, text: item.text });
    }
    return { items: terms, total: terms.length } as never;
  },

  createAppRoomCategory(ctx) {
    const categories = collection(ctx.state, ONEAPP.roomCategories, ctx.params.propertyId!);
    const code = ctx.body.code.trim();
    if (!code) throw new HttpError(400, "The room type code must not be empty", "code");
    if (categories.some((c) => String(c.code).toLowerCase() === code.toLowerCase()))
      throw new HttpError(400, `A room category with code ${code} already exists`, "code");
    const { _id: _ignored, ...body } = ctx.body;
    const created = { ...body, code, _id: nextId(ctx.state, ONEAPP.roomCategories) };
    categories.push(created);
    return created;
  },
  updateAppRoomCategory(ctx) {
    const categories = collection(ctx.state, ONEAPP.roomCategories, ctx.params.propertyId!);
    const id = ctx.params._id!;
    const at = categories.findIndex((c) => c._id === id);
    if (at < 0) throw new HttpError(404, `No room category with _id ${id}`, "_id");
    const code = ctx.body.code.trim();
    if (categories.some((c) => c._id !== id && String(c.code).toLowerCase() === code.toLowerCase()))
      throw new HttpError(400, `A room category with code ${code} already exists`, "code");
    const updated = { ...categories[at], ...ctx.body, code, _id: id };
    categories[at] = updated;
    return updated as never;
  },

  createAppUpsellCondition(ctx) {
    const upsells = upsellsOf(ctx.state, ctx.params.propertyId!);
    const key = conditionKey(ctx.body);
    if (upsells.some((c) => conditionKey(c as unknown as UpsellCondition) === key))
      throw new HttpError(409, DUPLICATE, "value");
    const { _id: _ignored, ...body } = ctx.body;
    const created = {
      ...body,
      _id: nextId(ctx.state, "oneapp-upsell"),
      items: normalizeItems(ctx.state, ctx.body.items),
    };
    upsells.push(created);
    return created as never;
  },
  updateAppUpsellCondition(ctx) {
    const propertyId = ctx.params.propertyId!;
    const id = ctx.params.id!;
    const condition = conditionById(ctx.state, propertyId, id);
    const key = conditionKey(ctx.body);
    if (
      upsellsOf(ctx.state, propertyId).some(
        (c) => c._id !== id && conditionKey(c as unknown as UpsellCondition) === key,
      )
    )
      throw new HttpError(409, DUPLICATE, "value");
    const previous = (condition.items as Item[] | undefined) ?? [];
    const items =
      ctx.body.items === undefined ? previous : normalizeItems(ctx.state, ctx.body.items, previous);
    Object.assign(condition, ctx.body, { _id: id, items });
    return condition as never;
  },
  updateAppUpsellHeader(ctx) {
    const condition = conditionById(ctx.state, ctx.params.propertyId!, ctx.params.id!);
    condition.header = ctx.body.header;
    ctx.log(`upsell condition ${ctx.params.id!}: Rewards header saved successfully`);
    return condition as never;
  },
  createAppUpsellItem(ctx) {
    const condition = conditionById(ctx.state, ctx.params.propertyId!, ctx.params.condID!);
    const items = ((condition.items as Item[] | undefined) ??= []);
    const key = itemKey(ctx.body);
    if (items.some((i) => itemKey(i as unknown as UpsellItem) === key))
      throw new HttpError(409, DUPLICATE, "i18n");
    const { _id: _ignored, ...body } = ctx.body;
    const created = {
      ...body,
      _id: nextId(ctx.state, "oneapp-upsell-item"),
      active: body.active ?? true,
      position: body.position ?? items.reduce((max, i) => Math.max(max, Number(i.position ?? 0) + 1), 0),
    };
    items.push(created);
    return created as never;
  },
  updateAppUpsellItem(ctx) {
    const { items, at, id } = upsellItemAt(ctx);
    const key = itemKey(ctx.body);
    if (items.some((i) => i._id !== id && itemKey(i as unknown as UpsellItem) === key))
      throw new HttpError(409, DUPLICATE, "i18n");
    const updated = { ...items[at], ...ctx.body, _id: id };
    items[at] = updated;
    return updated as never;
  },
  deleteAppUpsellItem(ctx) {
    const { items, at } = upsellItemAt(ctx);
    return items.splice(at, 1)[0] as never;
  },

  listAppReservations(ctx) {
    const propertyId = ctx.params.propertyId!;
    const pms = ctx.params.pms!;
    checkPms(ctx.state, propertyId, pms);
    const day = String(ctx.query.date);
    const reservationList = reservationsOf(ctx.state, propertyId, pms.toLowerCase())
      .filter((r) => (r.start ?? "") <= day && day <= (r.end ?? ""))
      .sort(
        (a, b) =>
          (a.roomNumber || "~").localeCompare(b.roomNumber || "~", "en", { numeric: true }) ||
          a.reservationNumber.localeCompare(b.reservationNumber),
      );
    return { reservations: { reservationList } };
  },
  lookupAppGuestProfile(ctx) {
    const property = propertyOf(ctx.state, ctx.params.propertyId!);
    const { checkinDate, lastName, confirmationNumber } = ctx.body;
    const reservation = findReservation(ctx.state, property.id, confirmationNumber, lastName, checkinDate);
    if (!reservation)
      throw new HttpError(
        404,
        "No reservation found for this confirmation number, last name and arrival date",
        "confirmationNumber",
      );
    return {
      reservationInfo: {
        reservation,
        profile: profileOf(ctx.state, property.id, property.country, reservation),
      },
    };
  },
  updateAppGuestProfile(ctx) {
    const property = propertyOf(ctx.state, ctx.params.propertyId!);
    const profileID = ctx.params.profileID!;
    const linked = reservationsOf(ctx.state, property.id).filter((r) => r.primaryGuestID === profileID);
    const profiles = collection(ctx.state, ONEAPP.profiles, property.id);
    const at = profiles.findIndex((p) => p.profileID === profileID);
    if (at < 0 && !linked.length)
      throw new HttpError(404, `Guest profile ${profileID} not found in the PMS`, "profileID");
    const current =
      (profiles[at] as GuestProfile | undefined) ??
      guestProfileOf(linked[0]!, property.country, ctx.state.today);
    checkGuest(ctx.body, ctx.state.today);
    const updated: GuestProfile = { ...current, ...ctx.body, profileID };
    if (at >= 0) profiles[at] = updated as Item;
    else profiles.push(updated as Item);
    for (const reservation of linked) {
      reservation.firstname = updated.firstName;
      reservation.lastname = updated.lastName;
    }
    return updated;
  },
  checkinAppReservation(ctx) {
    const property = propertyOf(ctx.state, ctx.params.propertyId!);
    const { checkinDate, lastname, confirmationNumber } = ctx.body;
    const reservation = findReservation(ctx.state, property.id, confirmationNumber, lastname, checkinDate);
    if (!reservation)
      throw new HttpError(
        400,
        "No reservation matches this confirmation number, last name and arrival date",
        "confirmationNumber",
      );
    const today = ctx.state.today;
    const status = reservation.resStatus ?? "";
    if (status === "CANCELLED" || status === "NO_SHOW")
      throw new HttpError(
        400,
        `Reservation ${reservation.reservationNumber} is cancelled`,
        "confirmationNumber",
      );
    if (status === "IN_HOUSE" || status === "DUE_OUT")
      throw new HttpError(
        400,
        `Reservation ${reservation.reservationNumber} is already checked in`,
        "confirmationNumber",
      );
    if (today < (reservation.start ?? ""))
      throw new HttpError(
        400,
        `Wrong check-in time: check-in for this reservation opens on ${formatDay(reservation.start!)}`,
        "checkinDate",
      );
    if (status === "CHECKED_OUT" || today >= (reservation.end ?? ""))
      throw new HttpError(
        400,
        `Wrong check-in time: the stay ended on ${formatDay(reservation.end ?? today)}`,
        "checkinDate",
      );
    const profile = profileOf(ctx.state, property.id, property.country, reservation);
    checkGuest(profile, today);
    const companions = Math.max(0, (profile.numberOfResidents ?? 1) - 1);
    const added = profile.accompanyingGuests?.length ?? 0;
    if (added < companions)
      throw new HttpError(
        400,
        `All accompanying guests must be added before check-in (${added} of ${companions})`,
        "accompanyingGuests",
      );
    if (!reservation.roomNumber) {
      const occupied = new Set(
        reservationsOf(ctx.state, property.id)
          .filter(
            (r) =>
              r.roomNumber &&
              (r.start ?? "") <= today &&
              today < (r.end ?? "") &&
              OCCUPYING.has(r.resStatus ?? ""),
          )
          .map((r) => r.roomNumber),
      );
      const rooms = roomsOf(property.index, ctx.scale);
      const free =
        rooms.find((r) => r.type === reservation.roomTypeCode && !occupied.has(r.number)) ??
        rooms.find((r) => !occupied.has(r.number));
      if (!free) throw new HttpError(400, "No room is free for this reservation today", "confirmationNumber");
      reservation.roomNumber = free.number;
    }
    reservation.resStatus = "IN_HOUSE";
    ctx.log(`check-in: reservation ${reservation.reservationNumber}, room ${reservation.roomNumber}`);
    return {
      message:
        `${reservation.firstname ?? ""} ${reservation.lastname ?? ""} is checked in to room ${reservation.roomNumber}.`.trim(),
    };
  },

  getAppPorReport(ctx) {
    const property = propertyOf(ctx.state, ctx.params.propertyId!);
    const [year, month] = ctx.body.month.split("-").map(Number) as [number, number];
    const items: Schemas["PorReportItem"][] = [];
    const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
    for (let d = 1; d <= days; d++) {
      const day = `${ctx.body.month}-${String(d).padStart(2, "0")}`;
      const offset = dayOffset(ctx.state, day);
      // Occupied rooms are known up to today, back to the start of the guest app history.
      if (offset > 0 || offset < -HISTORY_DAYS) continue;
      items.push({ date: day, roomCount: occupiedRooms(ctx.state, property, day, offset) });
    }
    return { items, total: items.reduce((sum, item) => sum + item.roomCount, 0) };
  },
  releaseAppAuthorization(ctx) {
    const id = ctx.body.authorizationId.trim();
    // The contract's minLength counts spaces: an ID of blanks is as empty as "" and says so, not "not found".
    if (!id) throw new HttpError(400, "authorizationId must not be empty", "authorizationId");
    const authorizations = collection(ctx.state, ONEAPP.authorizations, ctx.params.propertyId!);
    const found = authorizations.find((a) => a.id === id);
    if (!found) throw new HttpError(404, "Authorization of this ID not found", "authorizationId");
    if (found.released)
      throw new HttpError(400, "This authorization has already been released", "authorizationId");
    found.released = true;
    found.releasedAt = new Date(Date.parse(`${ctx.state.today}T00:00:00Z`)).toISOString();
    ctx.log(`payment authorization ${id} released (${String(found.amount)} ${String(found.currency)})`);
    return { message: "Authorization release successful!" };
  },

  listAppWebcheckinStepStats(ctx) {
    const property = propertyOf(ctx.state, ctx.params.propertyId!);
    const range = statisticsRange(ctx.state, ctx.query.dateFrom, ctx.query.dateTo, "dateFrom");
    if (!range) return { items: [], total: 0 };
    const counts = new Array<number>(STEP_NAMES.length * DEVICES.length * CHANNELS.length).fill(0);
    const todayMs = Date.parse(`${ctx.state.today}T00:00:00Z`);
    for (let offset = range.first; offset <= range.last; offset++) {
      stepCountsOfDay(property, todayMs + offset * DAY_MS, (step, d, c, n) => {
        counts[(step * DEVICES.length + d) * CHANNELS.length + c]! += n;
      });
    }
    const items: Schemas["WebcheckinStepCount"][] = [];
    STEP_NAMES.forEach((stepName, step) =>
      DEVICES.forEach((device, d) =>
        CHANNELS.forEach((channel, c) => {
          const count = counts[(step * DEVICES.length + d) * CHANNELS.length + c]!;
          if (count > 0) items.push({ stepName, device, channel, count });
        }),
      ),
    );
    return { items, total: items.length };
  },
  listAppWebcheckinStepStatsByMonth(ctx) {
    const property = propertyOf(ctx.state, ctx.params.propertyId!);
    const range = statisticsRange(ctx.state, ctx.query.dateFrom, ctx.query.dateTo, "dateFrom");
    if (!range) return { items: [], total: 0 };
    const step = STEP_NAMES.indexOf(ctx.query.stepName as Schemas["WebcheckinStepName"]);
    if (step < 0) throw new HttpError(400, "Unknown stepName", "stepName");
    const months = new Map<string, number>();
    const todayMs = Date.parse(`${ctx.state.today}T00:00:00Z`);
    for (let offset = range.first; offset <= range.last; offset++) {
      const dayMs = todayMs + offset * DAY_MS;
      const month = dayString(dayMs).slice(0, 7);
      months.set(month, months.get(month) ?? 0);
      stepCountsOfDay(property, dayMs, (s, _d, _c, n) => {
        if (s === step) months.set(month, months.get(month)! + n);
      });
    }
    const items = [...months].filter(([, count]) => count > 0).map(([month, count]) => ({ month, count }));
    return { items, total: items.length };
  },

  getAppRoomControl(ctx) {
    const stored = getSingleton<RoomControlData>(ctx.state, ONEAPP.roomControl, ctx.params.propertyId!);
    return stored ?? { cameras: [], assignments: [], commands: [], groups: [], settings: [] };
  },
  updateAppRoomControl(ctx) {
    checkRoomControl(ctx.body);
    const saved: RoomControlData = {
      cameras: ctx.body.cameras,
      assignments: ctx.body.assignments,
      commands: ctx.body.commands,
      groups: ctx.body.groups,
      settings: ctx.body.settings,
    };
    setSingleton(ctx.state, ONEAPP.roomControl, ctx.params.propertyId!, saved);
    return saved;
  },

  listEmailTemplates(ctx) {
    const { type, ...rest } = ctx.query;
    const templates = emailTemplatesOf(ctx.state, ctx.params.propertyId!).filter(
      (t) => type === undefined || t.type === type,
    );
    return listAnswer(templates, rest) as never;
  },

  async sendAppGuestPdf(ctx) {
    const { attachmentItems, subject, emailMsg, email, formData } = ctx.body;
    if (!subject.trim()) throw new HttpError(400, "The subject must not be empty", "subject");
    if (!emailMsg.trim()) throw new HttpError(400, "The message must not be empty", "emailMsg");
    const names = new Set<string>();
    attachmentItems.forEach((item, n) => {
      if (!stripHtml(item.html))
        throw new HttpError(
          400,
          `Attachment ${item.pdfFileName} has no content`,
          `attachmentItems/${n}/html`,
        );
      if (names.has(item.pdfFileName))
        throw new HttpError(400, `${item.pdfFileName} is attached twice`, `attachmentItems/${n}/pdfFileName`);
      names.add(item.pdfFileName);
    });
    if (formData && !formData.dataProcessingNotice)
      throw new HttpError(
        400,
        "The guest must acknowledge the data-processing notice",
        "formData/dataProcessingNotice",
      );
    if (formData && ageOn(formData.birthday, ctx.state.today) < 0)
      throw new HttpError(400, "The date of birth must not be in the future", "formData/birthday");
    const rendered = await Promise.all(
      attachmentItems.map(async (item) => {
        try {
          const { pages, bytes } = await renderPdf(item.html);
          return `${item.pdfFileName} (${pages} page${pages === 1 ? "" : "s"}, ${Math.ceil(bytes / 1024)} KB)`;
        } catch {
          return item.pdfFileName;
        }
      }),
    );
    ctx.log(`e-mail to ${email}: "${subject}" with ${rendered.join(", ")}`);
    return {
      message: `The e-mail with ${attachmentItems.length === 1 ? "1 document" : `${attachmentItems.length} documents`} was sent to ${email}.`,
    };
  },

  listEmailEventStats(ctx) {
    const property = propertyOf(ctx.state, ctx.params.propertyId!);
    const { productType, emailType, emailTemplateId } = ctx.query;
    const range = statisticsRange(ctx.state, ctx.query.from, ctx.query.to, "from");
    if (!range || (productType !== undefined && productType !== "oneapp")) return { items: [], total: 0 };
    const all = emailTemplatesOf(ctx.state, property.id);
    const shares = templateShares(all);
    const templates = all.filter(
      (t) =>
        (emailType === undefined || t.type === emailType) &&
        (emailTemplateId === undefined || t._id === emailTemplateId),
    );
    // Up to two months day by day; longer ranges in monthly sums (dated on their first day).
    const monthly = range.last - range.first > 62;
    const todayMs = Date.parse(`${ctx.state.today}T00:00:00Z`);
    const firstDay = dayString(todayMs + range.first * DAY_MS);
    const counts = new Map<string, EmailEventCount>();
    for (let offset = range.first; offset <= range.last; offset++) {
      const dayMs = todayMs + offset * DAY_MS;
      const day = dayString(dayMs);
      const bucket = monthly
        ? day.slice(0, 7) === firstDay.slice(0, 7)
          ? firstDay
          : `${day.slice(0, 7)}-01`
        : day;
      for (const template of templates) {
        emailEventsOfDay(
          property,
          dayMs,
          template,
          shares.get(template) ?? 1,
          (event, count, channel, device) => {
            if (!count) return;
            const key = `${bucket}|${String(template._id)}|${event}|${channel}|${device ?? ""}`;
            const entry = counts.get(key);
            if (entry) entry.count += count;
            else
              counts.set(key, {
                date: bucket,
                emailType: template.type as EmailEventCount["emailType"],
                emailTemplateId: String(template._id),
                event,
                channel: channel as EmailEventCount["channel"],
                ...(device ? { device: device as EmailEventCount["device"] } : {}),
                count,
              });
          },
        );
      }
    }
    const items = [...counts.values()];
    return { items, total: items.length };
  },
  listEmailStatsUsedTemplates(ctx) {
    const property = propertyOf(ctx.state, ctx.params.propertyId!);
    const { productType, emailType } = ctx.query;
    const range = statisticsRange(ctx.state, ctx.query.from, ctx.query.to, "from");
    if (!range || (productType !== undefined && productType !== "oneapp")) return { items: [], total: 0 };
    const all = emailTemplatesOf(ctx.state, property.id);
    const shares = templateShares(all);
    const todayMs = Date.parse(`${ctx.state.today}T00:00:00Z`);
    const items = all
      .filter((t) => emailType === undefined || t.type === emailType)
      .filter((template) => {
        for (let offset = range.last; offset >= range.first; offset--) {
          let sent = 0;
          emailEventsOfDay(
            property,
            todayMs + offset * DAY_MS,
            template,
            shares.get(template) ?? 1,
            (event, count) => {
              if (event === "processed") sent += count;
            },
          );
          if (sent > 0) return true;
        }
        return false;
      })
      .map((t) => ({
        emailTemplateId: String(t._id),
        name: String(t.name),
        emailType: t.type as Schemas["WebcheckinEmailType"],
      }));
    return { items, total: items.length };
  },
};
