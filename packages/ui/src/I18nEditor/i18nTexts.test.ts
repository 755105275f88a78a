import { describe, expect, it } from "vitest";
import type { I18nRule } from "./i18nTexts";
import {
  asI18nList,
  copyLanguage,
  hasContent,
  invalidLanguages,
  missingLanguages,
  setText,
} from "./i18nTexts";

const rule: I18nRule = {
  languageKey: "iso2",
  texts: [
    { name: "title", label: "Title" },
    { name: "description", label: "Description", multiline: true, required: false },
  ],
  requiredLanguages: ["de"],
};

const breakfast = [
  { iso2: "en", title: "Breakfast buffet", description: "From 6:30" },
  { iso2: "de", title: "Frühstücksbuffet", description: "" },
];

describe("asI18nList", () => {
  it("keeps the object entries of an array and makes anything else empty", () => {
    expect(asI18nList([{ iso2: "en" }, null, "x"])).toEqual([{ iso2: "en" }]);
    expect(asI18nList(undefined)).toEqual([]);
    expect(asI18nList({ en: {} })).toEqual([]);
  });
});

describe("missingLanguages", () => {
  it("marks an incomplete required language and any language without text", () => {
    expect(missingLanguages(breakfast, ["de", "en", "fr"], rule)).toEqual(["fr"]);
    expect(missingLanguages([{ iso2: "de", description: "x" }], ["de", "en"], rule)).toEqual(["de", "en"]);
  });
});

describe("invalidLanguages", () => {
  it("requires the required language's title", () => {
    expect(invalidLanguages([], ["de", "en"], rule)).toEqual(["de"]);
    expect(invalidLanguages(breakfast, ["de", "en"], rule)).toEqual([]);
  });
  it("requires the title of a language that was begun, not of an untouched one", () => {
    const begun = [...breakfast, { iso2: "fr", description: "Dès 6h30" }];
    expect(invalidLanguages(begun, ["de", "en", "fr", "it"], rule)).toEqual(["fr"]);
  });
  it("judges only the property's languages (an old entry of another language is no error)", () => {
    expect(invalidLanguages([...breakfast, { iso2: "ru", description: "x" }], ["de"], rule)).toEqual([]);
  });
});

describe("setText", () => {
  it("changes a text in place, keeping the entry's position and other keys", () => {
    const list = [
      { iso2: "en", title: "A", vendor: 7 },
      { iso2: "de", title: "B" },
    ];
    expect(setText(list, "en", "title", "C", rule)).toEqual([
      { iso2: "en", title: "C", vendor: 7 },
      { iso2: "de", title: "B" },
    ]);
  });
  it("adds a new language at the end and removes an entry emptied again", () => {
    const added = setText(breakfast, "fr", "title", "Petit-déjeuner", rule);
    expect(added.at(-1)).toEqual({ iso2: "fr", title: "Petit-déjeuner" });
    expect(setText(added, "fr", "title", "", rule)).toEqual(breakfast);
  });
  it("keeps an emptied entry that holds keys the editor does not show", () => {
    const list = [{ iso2: "en", title: "A", _id: "x1" }];
    expect(setText(list, "en", "title", "", rule)).toEqual([{ iso2: "en", title: "", _id: "x1" }]);
  });
  it("does not change the list it was given", () => {
    const list = [{ iso2: "en", title: "A" }];
    setText(list, "en", "title", "B", rule);
    expect(list).toEqual([{ iso2: "en", title: "A" }]);
  });
});

describe("copyLanguage", () => {
  it("copies every text of one language to another", () => {
    const copied = copyLanguage(breakfast, "en", "fr", rule);
    expect(copied.at(-1)).toEqual({ iso2: "fr", title: "Breakfast buffet", description: "From 6:30" });
    expect(hasContent(copied.at(-1), rule.texts)).toBe(true);
  });
  it("replaces the texts of a language that had some", () => {
    expect(copyLanguage(breakfast, "en", "de", rule)[1]).toEqual({
      iso2: "de",
      title: "Breakfast buffet",
      description: "From 6:30",
    });
  });
  it("leaves the list as it is for an unknown source or the same language", () => {
    expect(copyLanguage(breakfast, "it", "de", rule)).toEqual(breakfast);
    expect(copyLanguage(breakfast, "en", "en", rule)).toEqual(breakfast);
  });
  it("works with the gateway's language key", () => {
    const gateway = { ...rule, languageKey: "language" };
    expect(copyLanguage([{ language: "en", title: "Day pass" }], "en", "de", gateway)).toEqual([
      { language: "en", title: "Day pass" },
      { language: "de", title: "Day pass", description: "" },
    ]);
  });
});
