import { describe, expect, it } from "vitest";
import {
  alignedTimes,
  formatBucket,
  formatNumber,
  hasData,
  niceMax,
  peaks,
  tickGranularity,
  toRows,
} from "./chartData";
import { SERIES_COLORS } from "./Chart.styles";
import { seriesColors } from "./Charts";
import { theme } from "../theme/theme";

const down = {
  id: "down",
  label: "Download",
  points: [
    { x: 2, y: 5 },
    { x: 1, y: 812 },
    { x: 3, y: 812 },
  ],
};
const up = {
  id: "up",
  label: "Upload",
  points: [
    { x: 1, y: 3 },
    { x: 4, y: 9 },
  ],
};

describe("toRows", () => {
  it("merges series by x, every point, sorted by time", () => {
    expect(toRows([down, up])).toEqual([
      { key: "1", x: 1, values: { down: 812, up: 3 } },
      { key: "2", x: 2, values: { down: 5 } },
      { key: "3", x: 3, values: { down: 812 } },
      { key: "4", x: 4, values: { up: 9 } },
    ]);
  });
  it("keeps categories in their order", () => {
    const steps = {
      id: "n",
      label: "Guests",
      points: [
        { x: "checkin", y: 3 },
        { x: "upsells", y: 2 },
      ],
    };
    expect(toRows([steps]).map((row) => row.x)).toEqual(["checkin", "upsells"]);
  });
  it("gives the same rows for series at the same times (its quick way) as for any others", () => {
    const at = (id: string, ys: number[]) => ({
      id,
      label: id,
      points: ys.map((y, i) => ({ x: 10 + i, y })),
    });
    expect(toRows([at("down", [5, 812, 7]), at("up", [3, 9, 1])])).toEqual([
      { key: "10", x: 10, values: { down: 5, up: 3 } },
      { key: "11", x: 11, values: { down: 812, up: 9 } },
      { key: "12", x: 12, values: { down: 7, up: 1 } },
    ]);
    // Same length but times out of order, or one series at other times: merged and sorted as before.
    const shuffled = {
      id: "down",
      label: "down",
      points: [
        { x: 11, y: 1 },
        { x: 10, y: 2 },
      ],
    };
    expect(toRows([shuffled]).map((row) => row.x)).toEqual([10, 11]);
    const other = {
      id: "up",
      label: "up",
      points: [
        { x: 10, y: 4 },
        { x: 12, y: 5 },
      ],
    };
    expect(toRows([at("down", [1, 2]), other])).toEqual([
      { key: "10", x: 10, values: { down: 1, up: 4 } },
      { key: "11", x: 11, values: { down: 2 } },
      { key: "12", x: 12, values: { up: 5 } },
    ]);
  });
});

describe("alignedTimes", () => {
  const at = (id: string, xs: (number | string)[]) => ({
    id,
    label: id,
    points: xs.map((x) => ({ x, y: 1 })),
  });
  it("gives the rows' times when every series has a point at each of the same ascending times", () => {
    expect(alignedTimes([at("down", [10, 11, 12]), at("up", [10, 11, 12])])).toEqual([10, 11, 12]);
    // Then toRows' rows are those times, in that order.
    expect(toRows([at("down", [10, 11, 12]), at("up", [10, 11, 12])]).map((row) => row.x)).toEqual([
      10, 11, 12,
    ]);
  });
  it("is undefined for series that are not so aligned: other times, other lengths, disorder, categories", () => {
    expect(alignedTimes([at("down", [10, 11]), at("up", [10, 12])])).toBeUndefined();
    expect(alignedTimes([at("down", [10, 11]), at("up", [10])])).toBeUndefined();
    expect(alignedTimes([at("down", [11, 10])])).toBeUndefined();
    expect(alignedTimes([at("down", [10, 10])])).toBeUndefined();
    expect(alignedTimes([at("steps", ["checkin", "upsells"])])).toBeUndefined();
    expect(alignedTimes([])).toBeUndefined();
  });
});

describe("peaks and hasData", () => {
  it("finds the first highest point of each series", () => {
    expect(peaks([down, up, { id: "e", label: "Empty", points: [] }])).toEqual([
      { id: "down", label: "Download", value: 812, x: 1 },
      { id: "up", label: "Upload", value: 9, x: 4 },
    ]);
  });
  it("counts only non-zero points as data", () => {
    expect(hasData([{ id: "z", label: "Z", points: [{ x: 1, y: 0 }] }])).toBe(false);
    expect(hasData([down])).toBe(true);
  });
});

describe("formats", () => {
  const may3 = Date.UTC(2026, 4, 3, 22, 0);
  it("formats buckets in UTC and the locale", () => {
    expect(formatBucket(may3, "daily", "en-GB")).toBe("3 May 2026");
    expect(formatBucket(may3, "monthly", "de")).toBe("Mai 2026");
    expect(formatBucket(may3, "hourly", "en-GB", true)).toBe("22:00");
  });
  it("writes a month's tick with its whole year: 'Nov 26' read as the 26th of November", () => {
    expect(formatBucket(may3, "monthly", "en", true)).toBe("May 2026");
    expect(formatBucket(may3, "monthly", "de", true)).toBe("Mai 2026");
  });
  it("writes an axis over a long span in coarser ticks than its data", () => {
    const hour = 3_600_000;
    const day = 24 * hour;
    // One day of hours keeps times; a year of hours shows dates (its ticks would all read "00:00").
    expect(tickGranularity("hourly", 23 * hour)).toBe("hourly");
    expect(tickGranularity("hourly", 7 * day)).toBe("daily");
    expect(tickGranularity("hourly", 365 * day)).toBe("daily");
    expect(tickGranularity("hourly", 400 * day)).toBe("monthly");
    expect(tickGranularity("daily", 30 * day)).toBe("daily");
    expect(tickGranularity("monthly", 20 * 365 * day)).toBe("yearly");
  });

  it("formats numbers in the locale", () => {
    expect(formatNumber(1234.56, "de")).toBe("1.234,6");
    expect(formatNumber(1234.56, "en", 0)).toBe("1,235");
  });
  it("rounds the axis end up to a readable number", () => {
    expect(niceMax(812)).toBe(1000);
    expect(niceMax(180)).toBe(200);
    expect(niceMax(23)).toBe(25);
    expect(niceMax(0)).toBe(1);
  });
});

describe("seriesColors", () => {
  it("draws a chart without meanings in the palette's order", () => {
    expect(seriesColors([{}, {}, {}])).toEqual(SERIES_COLORS.slice(0, 3));
  });

  it("draws each meaning in its colour, and ordinary series in colours no meaning took", () => {
    const drawn = seriesColors([
      {},
      { tone: "success" },
      { tone: "warning" },
      { tone: "failure" },
      { tone: "failure" },
      {},
      {},
    ]);
    expect(drawn.slice(1, 5)).toEqual([
      theme.color.success,
      theme.color.usageOrange,
      theme.color.error,
      theme.color.errorText,
    ]);
    const ordinary = [drawn[0], drawn[5], drawn[6]];
    expect(ordinary).toEqual([theme.color.info, theme.color.primary, theme.color.secondary]);
  });
});
