import { describe, expect, it } from "vitest";
import { emailPerformance, monthSeries, stepTotals, stepsBy } from "./webcheckinStats";

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
    expect(series.map((s) => s.label)).toEqual(["queued", "sent", "rejected"]);
    expect(series[1]!.points).toEqual([
      { x: "preStay", y: 9 },
      { x: "checkout", y: 0 },
    ]);
  });
  it("puts months on the time axis", () => {
    expect(monthSeries([{ month: "2026-03", count: 4 }], "Guests")[0]!.points).toEqual([
      { x: Date.UTC(2026, 2, 1), y: 4 },
    ]);
  });
});
