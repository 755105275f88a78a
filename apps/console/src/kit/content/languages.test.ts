import { describe, expect, it } from "vitest";
import { iso1Rule, languageName, toNamedLanguage } from "./languages";

describe("content languages", () => {
  it("accepts two-letter language codes, in either case", () => {
    expect(iso1Rule("de", {})).toBeUndefined();
    expect(iso1Rule(" DE ", {})).toBeUndefined();
    expect(iso1Rule("", {})).toBeUndefined();
    expect(iso1Rule("deu", {})).toBe("console:content.iso1");
    expect(iso1Rule("d1", {})).toBe("console:content.iso1");
  });

  it("names a language code in the UI language", () => {
    expect(languageName("de", "en")).toBe("German (de)");
    expect(languageName("de", "de")).toBe("Deutsch (de)");
    expect(languageName(undefined, "en")).toBe("");
  });

  it("saves a language's code lower case and leaves out empty names, for the server to fill in", () => {
    expect(toNamedLanguage({ iso1: " IT ", language: { name: " Italian ", local: "" } })).toEqual({
      iso1: "it",
      language: { name: "Italian" },
    });
    expect(toNamedLanguage({ iso1: "fr", language: { name: "", local: " " } })).toEqual({ iso1: "fr" });
  });
});
