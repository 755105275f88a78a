import { describe, expect, it, vi } from "vitest";
import { createLazyI18n, loadLanguage } from "./lazy";

describe("createLazyI18n with per-language bundles", () => {
  const bundle = (code: string, texts: Record<string, Record<string, string>>) =>
    vi.fn(async () =>
      Object.fromEntries(
        Object.entries(texts).map(([ns, content]) => [`../../locales/${code}/${ns}.json`, content]),
      ),
    );

  it("fetches every namespace of the language shown and of English in one go, and no other language", async () => {
    const en = bundle("en", { console: { hello: "Hello" }, users: { title: "Users" } });
    const de = bundle("de", { console: { hello: "Hallo" }, users: { title: "Benutzer" } });
    const fr = bundle("fr", { console: { hello: "Bonjour" } });
    const i18n = createLazyI18n({
      bundles: { "./i18nBundles/en.ts": en, "./i18nBundles/de.ts": de, "./i18nBundles/fr.ts": fr },
      defaultNS: "console",
    });

    await loadLanguage(i18n, "de");
    await i18n.changeLanguage("de");

    expect(i18n.t("hello")).toBe("Hallo");
    expect(i18n.t("users:title")).toBe("Benutzer");
    // The library's own texts come along with the language.
    expect(i18n.t("ui:list.refresh")).toBe("Aktualisieren");
    expect(en).toHaveBeenCalledTimes(1);
    expect(de).toHaveBeenCalledTimes(1);
    expect(fr).not.toHaveBeenCalled();

    await loadLanguage(i18n, "de");
    expect(de).toHaveBeenCalledTimes(1);
  });
});
