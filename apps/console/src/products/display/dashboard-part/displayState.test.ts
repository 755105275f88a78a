import { describe, expect, it } from "vitest";
import { displayState } from "./displayState";

const NOW = new Date("2026-11-20T10:00:00.000Z");

describe("displayState", () => {
  const schedule = (on: string, off: string) => ({
    "general.displayName": "Lobby display",
    "schedule.onTime": `1970-01-01T${on}:00Z`,
    "schedule.offTime": `1970-01-01T${off}:00Z`,
  });

  it("is on within the schedule in the property's time zone", () => {
    // 10:00 UTC is 11:00 in Vienna.
    expect(displayState(schedule("06:00", "23:00"), NOW, "Europe/Vienna")).toEqual({
      state: "on",
      onTime: "06:00",
      offTime: "23:00",
      name: "Lobby display",
    });
    expect(displayState(schedule("12:00", "23:00"), NOW, "Europe/Vienna").state).toBe("off");
    expect(displayState(schedule("10:30", "23:00"), NOW, "UTC").state).toBe("off");
  });

  it("runs past midnight when the off time is at or before the on time", () => {
    expect(displayState(schedule("06:00", "00:00"), NOW, "Europe/Vienna").state).toBe("on");
    expect(displayState(schedule("18:00", "02:00"), NOW, "UTC").state).toBe("off");
    expect(displayState(schedule("18:00", "02:00"), new Date("2026-11-20T01:00:00Z"), "UTC").state).toBe(
      "on",
    );
  });

  it("is on without a schedule", () => {
    expect(displayState({}, NOW, "UTC").state).toBe("on");
  });
});
