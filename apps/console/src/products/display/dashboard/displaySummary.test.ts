import type { SettingsSchemaNode } from "@cms/ui";
import { describe, expect, it } from "vitest";
import {
  minutesInZone,
  minutesOf,
  scheduleOf,
  scheduleState,
  settingText,
  summaryGroups,
} from "./displaySummary";

const format = { locale: "en", notSet: "(not set / off)", on: "On" };
const at = (hhmm: string) => minutesOf(`1970-01-01T${hhmm}:00Z`)!;
const schedule = (on: string | null, off: string | null, dimmed: string | null = null) => ({
  on,
  off,
  dimmed,
});

const schema: SettingsSchemaNode[] = [
  {
    key: "general",
    title: "General",
    type: "string",
    description: "Name and layout",
    items: [
      { key: "general.displayName", title: "Display name", type: "string" },
      {
        key: "general.orientation",
        title: "Orientation",
        type: "string",
        options: [
          { value: "landscape", text: "Landscape" },
          { value: "portrait", text: "Portrait" },
        ],
      },
    ],
  },
  {
    key: "content",
    title: "Content",
    type: "string",
    items: [
      {
        key: "content.widgets",
        title: "Widgets",
        type: "string",
        multiSelect: true,
        options: [
          { value: "clock", text: "Clock" },
          { value: "weather", text: "Weather" },
        ],
      },
      { key: "content.showEvents", title: "Show events", type: "boolean" },
      {
        key: "content.player",
        title: "Player",
        type: "string",
        items: [{ key: "content.player.pin", title: "PIN", type: "string", secret: true }],
      },
    ],
  },
  { key: "schedule.onTime", title: "Switch on at", type: "time" },
  { key: "empty", title: "Empty group", type: "string", items: [] },
];

describe("summaryGroups", () => {
  it("lists each group's settings with their values as the settings tree shows them", () => {
    const groups = summaryGroups(
      schema,
      {
        "general.displayName": "Lobby display",
        "general.orientation": "portrait",
        "content.widgets": ["clock", "weather"],
        "content.showEvents": false,
        "content.player.pin": "4711",
        "schedule.onTime": "1970-01-01T06:00:00Z",
      },
      format,
      "Other settings",
    );
    expect(groups).toEqual([
      {
        key: "general",
        title: "General",
        description: "Name and layout",
        items: [
          { key: "general.displayName", title: "Display name", value: "Lobby display" },
          { key: "general.orientation", title: "Orientation", value: "Portrait" },
        ],
      },
      {
        key: "content",
        title: "Content",
        items: [
          { key: "content.widgets", title: "Widgets", value: "Clock, Weather" },
          { key: "content.showEvents", title: "Show events", value: "(not set / off)" },
          { key: "content.player.pin", title: "Player › PIN", value: "••••••••" },
        ],
      },
      {
        key: "",
        title: "Other settings",
        items: [{ key: "schedule.onTime", title: "Switch on at", value: "06:00" }],
      },
    ]);
  });

  it("reads nested values too, and has nothing to list without a schema", () => {
    const [general] = summaryGroups(schema, { general: { displayName: "Elevator" } }, format, "Other");
    expect(general!.items[0]!.value).toBe("Elevator");
    expect(summaryGroups([], {}, format, "Other")).toEqual([]);
  });
});

describe("settingText", () => {
  it("formats one setting found by its key in any group, and has none when unset or unknown", () => {
    const values = { "content.widgets": ["weather", "clock"] };
    expect(settingText(schema, values, "content.widgets", format)).toBe("Weather, Clock");
    expect(settingText(schema, values, "general.displayName", format)).toBeUndefined();
    expect(settingText(schema, values, "content.slideSeconds", format)).toBeUndefined();
  });
});

describe("scheduleState", () => {
  const day = schedule("06:00", "23:00", "21:30");

  it("is on from the switch-on time, dimmed from the dimming time, off from the switch-off time", () => {
    expect(scheduleState(day, at("05:59"))).toEqual({ kind: "off", onAt: "06:00" });
    expect(scheduleState(day, at("06:00"))).toEqual({ kind: "on", until: "23:00" });
    expect(scheduleState(day, at("21:29"))).toEqual({ kind: "on", until: "23:00" });
    expect(scheduleState(day, at("21:30"))).toEqual({ kind: "dimmed", until: "23:00" });
    expect(scheduleState(day, at("23:00"))).toEqual({ kind: "off", onAt: "06:00" });
  });

  it("runs to midnight when it switches off at 00:00, and across midnight when off comes before on", () => {
    const midnight = schedule("06:00", "00:00", "21:30");
    expect(scheduleState(midnight, at("23:59"))).toEqual({ kind: "dimmed", until: "00:00" });
    expect(scheduleState(midnight, at("00:00"))).toEqual({ kind: "off", onAt: "06:00" });
    const night = schedule("18:00", "02:00");
    expect(scheduleState(night, at("01:00"))).toEqual({ kind: "on", until: "02:00" });
    expect(scheduleState(night, at("12:00"))).toEqual({ kind: "off", onAt: "18:00" });
  });

  it("ignores a dimming time outside the on time, is on all day when on equals off, and knows no state without times", () => {
    expect(scheduleState(schedule("06:00", "20:00", "21:30"), at("19:00"))).toEqual({
      kind: "on",
      until: "20:00",
    });
    expect(scheduleState(schedule("00:00", "00:00"), at("03:00"))).toEqual({ kind: "allDay" });
    expect(scheduleState(schedule(null, "23:00"), at("12:00"))).toEqual({ kind: "none" });
  });

  it("reads the display's schedule keys as shown times", () => {
    expect(
      scheduleOf({
        "schedule.onTime": "1970-01-01T06:00:00Z",
        "schedule.offTime": "1970-01-01T23:00:00.000Z",
      }),
    ).toEqual({ on: "06:00", off: "23:00", dimmed: null });
  });
});

describe("minutesInZone", () => {
  it("reads the hotel's wall clock in its time zone", () => {
    const noonUtc = new Date("2026-11-26T12:00:00Z");
    expect(minutesInZone(noonUtc, "UTC")).toBe(720);
    expect(minutesInZone(noonUtc, "Europe/Vienna")).toBe(780);
    expect(minutesInZone(noonUtc, "Europe/Athens")).toBe(840);
  });
});
