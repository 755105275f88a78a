import { describe, expect, it } from "vitest";
import { arrivalsOn, webCheckinCounts } from "./today";

describe("today at the front desk", () => {
  it("counts today's arrivals, not the guests staying on", () => {
    expect(
      arrivalsOn(
        [
          { reservationNumber: "1", start: "2026-11-20" },
          { reservationNumber: "2", start: "2026-11-18" },
          { reservationNumber: "3", start: "2026-11-20" },
          // Cancelled: nobody comes (the reservations' "Arrivals" view leaves it out too).
          { reservationNumber: "4", start: "2026-11-20", resStatus: "CANCELLED" },
        ],
        "2026-11-20",
      ),
    ).toBe(2);
  });

  it("sums started and completed web check-ins over devices and channels", () => {
    expect(
      webCheckinCounts([
        { stepName: "roomSelection", device: "ios", channel: "web", count: 4 },
        { stepName: "roomSelection", device: "pc", channel: "iframe", count: 3 },
        { stepName: "checkin", device: "ios", channel: "web", count: 2 },
        { stepName: "upsells", device: "ios", channel: "web", count: 9 },
      ] as never),
    ).toEqual({ started: 7, completed: 2 });
  });
});
