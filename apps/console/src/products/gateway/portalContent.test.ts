import { describe, expect, it } from "vitest";
import { languageOptions, toPortalItem, toPortalLanguage } from "./portalContent";

describe("portal content", () => {
  it("saves a language with its code lower case and its default switch off when untouched", () => {
    expect(
      toPortalLanguage({
        iso1: " IT ",
        language: " Italian ",
        local: "",
        default: null as unknown as boolean,
      }),
    ).toEqual({ iso1: "it", language: "Italian", default: false });
  });

  it("leaves out the dialog's empty fields: a theme without a language is for all languages", () => {
    expect(toPortalItem({ name: "Winter", language: null, primary: "#37474F", logoImage: " " })).toEqual({
      name: "Winter",
      primary: "#37474F",
    });
    expect(toPortalItem({ title: " Terms ", language: "FR", text: "<p>x</p>" })).toEqual({
      title: "Terms",
      language: "fr",
      text: "<p>x</p>",
    });
  });

  it("offers the portal's languages, the default one first", () => {
    expect(
      languageOptions([
        { iso1: "en", language: "English", default: false },
        { iso1: "de", language: "German", default: true },
      ]),
    ).toEqual([
      { id: "de", label: "German (de)" },
      { id: "en", label: "English (en)" },
    ]);
  });
});
