import { describe, expect, it } from "vitest";
import {
  currencyRule,
  languagesOf,
  orderLanguages,
  parseVendorData,
  titleOf,
  vendorDataText,
  withFailureText,
} from "./guestAppContent";

describe("orderLanguages", () => {
  it("puts English first and keeps the others in order, once each", () => {
    expect(orderLanguages(["de", "en", "it", "de"])).toEqual(["en", "de", "it"]);
    expect(orderLanguages(["et", "fi"])).toEqual(["et", "fi"]);
    expect(orderLanguages([])).toEqual([]);
  });
  it("drops codes that are no iso1 code", () => {
    expect(orderLanguages(["de", "", "EN", "deu"])).toEqual(["de"]);
  });
});

describe("titleOf", () => {
  const i18n = [
    { iso2: "de", title: "Frühstück" },
    { iso2: "en", title: "Breakfast" },
    { iso2: "fr", title: "" },
  ];
  it("takes the UI language, else English, else the first title", () => {
    expect(titleOf(i18n, "de")).toBe("Frühstück");
    expect(titleOf(i18n, "fr")).toBe("Breakfast");
    expect(titleOf([{ iso2: "it", title: "Colazione" }], "de")).toBe("Colazione");
    expect(titleOf(undefined, "de")).toBe("");
  });
  it("lists the languages that have a title", () => {
    expect(languagesOf(i18n)).toBe("de, en");
  });
});

describe("currencyRule", () => {
  it("takes three capital letters or nothing", () => {
    expect(currencyRule("EUR")).toBeUndefined();
    expect(currencyRule("")).toBeUndefined();
    expect(currencyRule(null)).toBeUndefined();
    expect(currencyRule("eur")).toBe("guestAppContent:enhancements.currencyInvalid");
    expect(currencyRule("EURO")).toBe("guestAppContent:enhancements.currencyInvalid");
  });
});

describe("vendorData", () => {
  it("edits the object as JSON text and reads it back", () => {
    const data = { protelServiceCode: "BRK", postingType: "perStay" };
    expect(parseVendorData(vendorDataText(data))).toEqual(data);
    expect(vendorDataText(null)).toBe("");
  });
  it("is null for empty text and undefined for text that is no JSON object", () => {
    expect(parseVendorData("  ")).toBeNull();
    expect(parseVendorData("[1]")).toBeUndefined();
    expect(parseVendorData("{oops")).toBeUndefined();
    expect(parseVendorData("42")).toBeUndefined();
  });
});

describe("withFailureText", () => {
  const response = new Response(null, { status: 400 });
  it("puts the screen's text before the server's reason", () => {
    const failed = withFailureText(
      { error: { message: "code is taken" }, response },
      "Cannot save room category!",
    );
    expect(failed.error).toEqual({ message: "Cannot save room category! code is taken" });
    expect(withFailureText({ error: undefined, response }, "Cannot save room category!").error).toEqual({
      message: "Cannot save room category!",
    });
  });
  it("leaves a success alone", () => {
    const ok = { data: { _id: "1" }, response };
    expect(withFailureText(ok, "Cannot save room category!")).toBe(ok);
  });
});
