import type { SettingsSchemaNode, SettingsValues } from "@cms/ui";
import { formatValue, readValue, toShownTime } from "@cms/ui";

/** How a value is written for people: the settings tree's own formatting (its "(not set / off)" and "On"). */
export interface SummaryFormat {
  locale: string;
  notSet: string;
  on: string;
}

export interface SummaryItem {
  key: string;
  title: string;
  value: string;
}

export interface SummaryGroup {
  key: string;
  title: string;
  description?: string;
  items: SummaryItem[];
}

/** The display's schedule keys (the onesquare settings schema's "Schedule" group). */
export const SCHEDULE_KEYS = {
  on: "schedule.onTime",
  off: "schedule.offTime",
  dimmed: "schedule.nightModeFrom",
} as const;

/** A node with child items is a group (the settings tree's rule), even an empty one. */
const hasItems = (node: SettingsSchemaNode) => Array.isArray(node.items);

/** The leaves under a node, a nested group's leaves titled "Group › Setting". */
function leaves(node: SettingsSchemaNode, prefix = ""): { node: SettingsSchemaNode; title: string }[] {
  return (node.items ?? []).flatMap((child) =>
    hasItems(child)
      ? leaves(child, `${prefix}${child.title} › `)
      : [{ node: child, title: `${prefix}${child.title}` }],
  );
}

/**
 * The settings as the dashboard lists them: one group per top-level group of the schema, each setting with
 * its value as the settings tree shows it (options by their text, times as 06:00, secrets masked). Settings
 * outside any group come last, under `otherTitle`.
 */
export function summaryGroups(
  schema: readonly SettingsSchemaNode[],
  values: SettingsValues,
  format: SummaryFormat,
  otherTitle: string,
): SummaryGroup[] {
  const item = ({ node, title }: { node: SettingsSchemaNode; title: string }): SummaryItem => ({
    key: node.key,
    title,
    value: formatValue(node, readValue(values, node.key), format),
  });
  const groups: SummaryGroup[] = schema.filter(hasItems).map((group) => ({
    key: group.key,
    title: group.title,
    ...(group.description ? { description: group.description } : {}),
    items: leaves(group).map(item),
  }));
  const loose = schema.filter((node) => !hasItems(node));
  if (loose.length)
    groups.push({
      key: "",
      title: otherTitle,
      items: loose.map((node) => item({ node, title: node.title })),
    });
  return groups.filter((group) => group.items.length > 0);
}

/** A time of day as minutes since midnight, from a stored time ("1970-01-01T06:00:00Z" → 360). */
export function minutesOf(value: unknown): number | null {
  const shown = toShownTime(value);
  if (!shown) return null;
  const [hours, minutes] = shown.split(":").map(Number);
  return hours! * 60 + minutes!;
}

/** The wall-clock minutes since midnight of `now` in a time zone (the browser's when none or unknown). */
export function minutesInZone(now: Date, timeZone?: string): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).formatToParts(now);
  } catch {
    // A zone the browser does not know: its own clock is the best guess.
    return now.getHours() * 60 + now.getMinutes();
  }
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part("hour") * 60 + part("minute");
}

export type ScheduleState =
  | { kind: "none" }
  | { kind: "allDay" }
  | { kind: "on"; until: string }
  | { kind: "dimmed"; until: string }
  | { kind: "off"; onAt: string };

export interface Schedule {
  /** "06:00", or null without a switch-on time. */
  on: string | null;
  off: string | null;
  dimmed: string | null;
}

/** The display's schedule as shown times. */
export function scheduleOf(values: SettingsValues): Schedule {
  const shown = (key: string) => toShownTime(readValue(values, key));
  return { on: shown(SCHEDULE_KEYS.on), off: shown(SCHEDULE_KEYS.off), dimmed: shown(SCHEDULE_KEYS.dimmed) };
}

/** Minutes from `from` forward to `to` on a 24-hour clock (0 when equal). */
const ahead = (from: number, to: number) => (to - from + 1440) % 1440;

/**
 * Whether the display is on at `minute` (minutes since midnight, the hotel's clock): on from its switch-on
 * time until its switch-off time, across midnight when it switches off earlier than on (23:00 → 06:00 is the
 * night); dimmed from the dimming time until off, when that lies inside the on time. Equal times: on all day.
 */
export function scheduleState(schedule: Schedule, minute: number): ScheduleState {
  const on = minutesOf(schedule.on);
  const off = minutesOf(schedule.off);
  if (on === null || off === null) return { kind: "none" };
  if (on === off) return { kind: "allDay" };
  const onSpan = ahead(on, off);
  const sinceOn = ahead(on, minute);
  if (sinceOn >= onSpan) return { kind: "off", onAt: schedule.on! };
  const dimmed = minutesOf(schedule.dimmed);
  if (dimmed !== null && ahead(on, dimmed) < onSpan && sinceOn >= ahead(on, dimmed))
    return { kind: "dimmed", until: schedule.off! };
  return { kind: "on", until: schedule.off! };
}

/**
 * One setting's value as the summary shows it, found by its key anywhere in the schema; undefined when the
 * schema lacks it or it is not set (a card then says "–" or leaves its line out).
 */
export function settingText(
  schema: readonly SettingsSchemaNode[],
  values: SettingsValues,
  key: string,
  format: SummaryFormat,
): string | undefined {
  const find = (nodes: readonly SettingsSchemaNode[]): SettingsSchemaNode | undefined => {
    for (const node of nodes) {
      if (node.key === key && !hasItems(node)) return node;
      const inner = find(node.items ?? []);
      if (inner) return inner;
    }
    return undefined;
  };
  const node = find(schema);
  const text = node && formatValue(node, readValue(values, key), format);
  return text === format.notSet ? undefined : text;
}
