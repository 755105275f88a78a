import { describe, expect, it } from "vitest";
import { countryChoices, resultKey, searchQuery, toLocation } from "./weatherLocations";

describe("weather location search", () => {
  it("makes no call for an empty query (spec section 4)", () => {
    expect(searchQuery("", "AT")).toBeUndefined();
    expect(searchQuery("   ", "")).toBeUndefined();
  });

  it("trims the query and sends the picked country's code, or none", () => {
    expect(searchQuery(" Graz ", "AT")).toEqual({ query: "Graz", cc: "AT" });
    expect(searchQuery("Graz", "")).toEqual({ query: "Graz" });
  });

  it("never sends a country's name or its first letters as the code (Austria is not AU)", () => {
    expect(searchQuery("Graz", "Austria")).toEqual({ query: "Graz" });
    expect(searchQuery("Graz", "Au")).toEqual({ query: "Graz" });
  });

  it("offers every country by its name in the UI language, with its code", () => {
    const english = countryChoices("en");
    expect(english).toHaveLength(249);
    expect(english).toContainEqual({ id: "AT", label: "Austria (AT)" });
    expect(english).toContainEqual({ id: "AU", label: "Australia (AU)" });
    expect(countryChoices("de")).toContainEqual({ id: "AT", label: "Österreich (AT)" });
    expect(english.filter((c) => c.label.toLowerCase().includes("austria")).map((c) => c.id)).toEqual(["AT"]);
  });

  it("tells apart two places of one country, which share their iso1", () => {
    const vienna = { id: "2761369", name: "Vienna", iso1: "AT", local: "Wien" };
    const salzburg = { id: "2766824", name: "Salzburg", iso1: "AT", local: "Salzburg" };
    expect(resultKey(vienna)).not.toBe(resultKey(salzburg));
    expect(resultKey({ name: "Vienna", iso1: "AT" })).not.toBe(resultKey({ name: "Graz", iso1: "AT" }));
  });

  it("makes an active location of a picked place, its country as an ISO code", () => {
    expect(toLocation({ name: "Oia", iso1: "GR", local: "Οία", country: "Greece" })).toEqual({
      city: "Oia",
      country: "GR",
      active: true,
    });
    expect(toLocation({ name: "Oia", iso1: "x", country: "gr" })).toMatchObject({ country: "GR" });
  });
});
