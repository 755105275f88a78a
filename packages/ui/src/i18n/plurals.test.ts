import { describe, expect, it } from "vitest";
import { createI18n } from "./createI18n";

// Counted texts take the language's plural form (i18next over Intl.PluralRules): a receptionist deleting one
// entry reads "the selected entry", a Russian one reads the right case for 1, 3 and 5.
const confirm = (lng: string, count: number) => createI18n({ lng }).t("list.confirmDelete", { count });

describe("plural texts", () => {
  it("say one entry in the singular and more in the plural", () => {
    expect(confirm("en", 1)).toBe("Delete the selected entry? This cannot be undone.");
    expect(confirm("en", 2)).toBe("Delete 2 selected entries? This cannot be undone.");
    expect(confirm("de", 1)).toBe(
      "Den ausgewählten Eintrag löschen? Dies kann nicht rückgängig gemacht werden.",
    );
  });

  it("take each form of languages with several", () => {
    expect(confirm("ru", 1)).toContain("1 выбранную запись");
    expect(confirm("ru", 3)).toContain("3 выбранные записи");
    expect(confirm("ru", 5)).toContain("5 выбранных записей");
    expect(confirm("ru", 21)).toContain("21 выбранную запись");
    expect(confirm("ar", 2)).toContain("الإدخالين المحددين");
    expect(confirm("ar", 3)).toContain("3 إدخالات");
    expect(confirm("pl", 2)).toContain("2 zaznaczone wpisy");
    expect(confirm("pl", 5)).toContain("5 zaznaczonych wpisów");
    expect(confirm("ja", 1)).toBe(confirm("ja", 7).replace("7", "1"));
  });
});
