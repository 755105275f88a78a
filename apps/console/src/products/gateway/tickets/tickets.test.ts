import { describe, expect, it } from "vitest";
import type { GatewayTicket } from "./tickets";
import {
  DATA_UNITS,
  TIME_UNITS,
  dataLimitInMb,
  formatPrice,
  limitText,
  parsePrice,
  ticketTitle,
  timeLimitInSeconds,
  toTicket,
  unitOptions,
} from "./tickets";

describe("limits", () => {
  it("counts a data limit in MB (binary multiples) and a time limit in seconds", () => {
    expect(dataLimitInMb({ uiInput: 5000, uiUnit: "MB" })).toBe(5000);
    expect(dataLimitInMb({ uiInput: 2, uiUnit: "GB" })).toBe(2048);
    expect(dataLimitInMb({ uiInput: 1, uiUnit: "TB" })).toBe(1_048_576);
    expect(dataLimitInMb(undefined)).toBe(0);
    expect(timeLimitInSeconds({ uiInput: 90, uiUnit: "s" })).toBe(90);
    expect(timeLimitInSeconds({ uiInput: 600, uiUnit: "m" })).toBe(36_000);
    expect(timeLimitInSeconds({ uiInput: 24, uiUnit: "h" })).toBe(86_400);
    expect(timeLimitInSeconds({ uiInput: 3, uiUnit: "d" })).toBe(259_200);
  });

  it("shows a limit as entered, its unit named as the UI language writes it, and none for 0", () => {
    expect(limitText({ uiInput: 2, uiUnit: "GB" }, "en")).toBe("2 GB");
    expect(limitText({ uiInput: 1.5, uiUnit: "h" }, "en")).toBe("1.5 hr");
    expect(limitText({ uiInput: 1.5, uiUnit: "h" }, "de")).toBe("1,5 Std.");
    expect(limitText({ uiInput: 3, uiUnit: "Mbit/s" }, "de")).toBe("3 Mbit/s");
    // Arabic: the unit in Arabic, after its number in reading order ("GB 2" and "d 1" before, issue 43, item 11).
    expect(limitText({ uiInput: 2, uiUnit: "GB" }, "ar")).toBe("2 غ.ب");
    expect(limitText({ uiInput: 3, uiUnit: "Mbit/s" }, "ar")).toBe("3 ميغابت/ث");
    expect(limitText({ uiInput: 0, uiUnit: "d" }, "en")).toBeUndefined();
    expect(limitText(undefined, "en")).toBeUndefined();
  });

  it("offers the units by their symbols or names in the UI language, saving the contract's unit", () => {
    expect(unitOptions(DATA_UNITS, "en")).toEqual([
      { id: "MB", label: "MB" },
      { id: "GB", label: "GB" },
      { id: "TB", label: "TB" },
    ]);
    expect(unitOptions(TIME_UNITS, "en").map((option) => option.label)).toEqual([
      "seconds",
      "minutes",
      "hours",
      "days",
    ]);
    expect(unitOptions(TIME_UNITS, "de").map((option) => option.label)).toEqual([
      "Sekunden",
      "Minuten",
      "Stunden",
      "Tage",
    ]);
  });
});

describe("prices", () => {
  it("formats as 999,99", () => {
    expect(formatPrice(9.9)).toBe("9,90");
    expect(formatPrice(24)).toBe("24,00");
    expect(formatPrice(undefined)).toBe("0,00");
  });

  it("reads 999,99, 999.99 and 999, and nothing else", () => {
    expect(parsePrice("999,99")).toBe(999.99);
    expect(parsePrice(" 9.9 ")).toBe(9.9);
    expect(parsePrice("12")).toBe(12);
    expect(parsePrice("9,999")).toBeUndefined();
    expect(parsePrice("-1")).toBeUndefined();
    expect(parsePrice("abc")).toBeUndefined();
  });
});

describe("the ticket the contract takes", () => {
  it("leaves out the dialog's nulls and empty titles, trims, fills a missing unit, drops a limit without value", () => {
    const saved = {
      i18n: [
        { language: "en", title: " Day pass " },
        { language: "de", title: null },
      ],
      enabled: true,
      globalReauthEnabled: null,
      expireInHours: 24,
      idleTimeoutInSeconds: null,
      maxDevices: 2,
      priceCurrency: "eur ",
      priceAmount: 4.5,
      pmsId: "  ",
      ciscoGuestRole: null,
      bandwidthUp: { uiInput: null, uiUnit: null },
      bandwidthDown: { uiInput: 20, uiUnit: null },
      dataLimit: { uiInput: 3, uiUnit: "GB" },
      timeLimit: { uiInput: 12, uiUnit: null },
    } as unknown as GatewayTicket;
    expect(toTicket(saved)).toEqual({
      i18n: [{ language: "en", title: "Day pass" }],
      enabled: true,
      globalReauthEnabled: false,
      expireInHours: 24,
      maxDevices: 2,
      priceCurrency: "EUR",
      priceAmount: 4.5,
      bandwidthDown: { uiInput: 20, uiUnit: "Mbit/s" },
      dataLimit: { uiInput: 3, uiUnit: "GB" },
      timeLimit: { uiInput: 12, uiUnit: "h" },
    });
  });

  it("keeps the id of a ticket being edited", () => {
    expect(toTicket({ id: "65a1f00000000000000000a1", expireInHours: 1 })).toEqual({
      id: "65a1f00000000000000000a1",
      expireInHours: 1,
      enabled: false,
      globalReauthEnabled: false,
    });
  });
});

describe("titles", () => {
  const ticket: GatewayTicket = {
    expireInHours: 24,
    i18n: [
      { language: "de", title: "Tagespass" },
      { language: "en", title: "Day pass" },
    ],
  };
  it("shows the title in the language shown, else English, else the first", () => {
    expect(ticketTitle(ticket, "de")).toBe("Tagespass");
    expect(ticketTitle(ticket, "zh-CN")).toBe("Day pass");
    expect(ticketTitle({ ...ticket, i18n: [{ language: "el", title: "Ημέρα" }] }, "fr")).toBe("Ημέρα");
    expect(ticketTitle({ expireInHours: 1 }, "en")).toBe("");
  });
});
