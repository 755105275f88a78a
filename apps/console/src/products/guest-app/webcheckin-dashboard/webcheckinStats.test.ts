import { describe, expect, it } from "vitest";
import { seriesColors } from "@cms/ui/charts";
import { emailPerformance, monthSeries, stepTotals, stepsBy } from "./webcheckinStats";
import type { EmailEventCount } from "./webcheckinStats";

const items = [
  { stepName: "upsells" as const, device: "ios" as const, channel: "web" as const, count: 3 },
  { stepName: "roomSelection" as const, device: "ios" as const, channel: "web" as const, count: 5 },
  { stepName: "roomSelection" as const, device: "pc" as const, channel: "iframe" as const, count: 2 },
];

describe("web check-in statistics", () => {
  it("sums steps in the guest's order", () => {
    expect(stepTotals(items, (s) => s.toUpperCase())).toEqual([
      { id: "roomSelection", label: "ROOMSELECTION", value: 7 },
      { id: "upsells", label: "UPSELLS", value: 3 },
    ]);
  });
  it("splits steps by device", () => {
    const series = stepsBy(items, "device", ["ios", "android", "pc"], (d) => d);
    expect(series.map((s) => s.points.map((p) => p.y))).toEqual([
      [5, 3],
      [0, 0],
      [2, 0],
    ]);
  });
  it("shows e-mail events under their display names", () => {
    const series = emailPerformance(
      [
        { event: "delivered", count: 9, emailType: "preStay" },
        { event: "bounce", count: 1, emailType: "preStay" },
        { event: "processed", count: 10, emailType: "checkout" },
      ],
      (name) => name,
    );
    expect(series.map((s) => s.label)).toEqual([
      "queued",
      "sent",
      "delayed",
      "rejected",
      "failed",
      "opened",
      "clicked",
    ]);
    expect(series[1]!.points).toEqual([
      { x: "preStay", y: 9 },
      { x: "checkout", y: 0 },
    ]);
    expect(series[4]!.points).toEqual([
      { x: "preStay", y: 0 },
      { x: "checkout", y: 0 },
    ]);
  });
  it("draws each e-mail event in the same colour whichever events the range holds", () => {
    const colours = (events: EmailEventCount["event"][]) => {
      const series = emailPerformance(
        events.map((event) => ({ event, count: 2, emailType: "preStay" as const })),
        (name) => name,
      );
      const drawn = seriesColors(series);
      return Object.fromEntries(series.map((s, i) => [s.label, drawn[i]]));
    };
    const month = colours(["processed", "delivered", "bounce", "dropped", "open", "click"]);
    const day = colours(["processed", "delivered", "open", "click"]);
    expect(day).toEqual(month);
    // Clicked is no failure: never drawn in the rejected mails' red.
    expect(day.clicked).not.toBe(month.rejected);
  });
  it("puts months on the time axis", () => {
    expect(monthSeries([{ month: "2026-03", count: 4 }], "Guests")[0]!.points).toEqual([
      { x: Date.UTC(2026, 2, 1), y: 4 },
    ]);
  });
});
