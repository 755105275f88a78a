import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "../src/i18n/languages";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

/** Names of products the console manages, written the same in every language (devices a hotel streams to). */
const PRODUCT_NAMES = new Set(["Apple TV", "Chromecast"]);

/** i18next's plural keys: `<base>_<category>`, one per plural category of the language (Intl.PluralRules). */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const pluralBases = (keys: Iterable<string>) =>
  new Set([...keys].filter((key) => key.endsWith("_other")).map((key) => key.replace(PLURAL, "")));
const pluralKeys = (base: string, code: string) =>
  new Intl.PluralRules(code).resolvedOptions().pluralCategories.map((category) => `${base}_${category}`);

/**
 * The keys a locale must have: English's, with each plural base given the plural forms of the language
 * (Arabic has six, Russian four, Japanese one), so "Delete 1 selected entries?" cannot happen.
 */
function expectedKeys(english: Map<string, string>, code: string): Map<string, string> {
  const bases = pluralBases(english.keys());
  const expected = new Map<string, string>();
  for (const [key, value] of english) {
    const base = key.replace(PLURAL, "");
    if (!bases.has(base)) expected.set(key, value);
    else if (key.endsWith("_other")) for (const form of pluralKeys(base, code)) expected.set(form, value);
  }
  return expected;
}

/**
 * The rule for every translation folder (`<root>/<code>/<namespace>.json`, the library's and the console's):
 * one folder per language of the 22; every locale carries every key of English with a non-empty value, the
 * same placeholders, and nothing English lacks. Strings that may stay identical across languages (OK, ID,
 * brand names) are few; a whole file equal to English is not.
 */
export function describeLocales(name: string, root: string, required: string[] = []) {
  const read = (code: string, namespace: string) =>
    flatten(JSON.parse(readFileSync(join(root, code, `${namespace}.json`), "utf8")) as Tree);
  const namespaces = readdirSync(join(root, "en")).map((file) => file.replace(/\.json$/, ""));

  describe(name, () => {
    it("has a folder for each of the 22 languages and nothing else", () => {
      expect(readdirSync(root).sort()).toEqual([...LANGUAGE_CODES].sort());
    });

    it(`has the namespaces ${required.join(", ") || "(any)"} in English`, () => {
      expect(namespaces).toEqual(expect.arrayContaining(required));
    });

    for (const namespace of namespaces) {
      const english = read("en", namespace);

      it(`en/${namespace}.json has no empty strings, and each plural its "one" and "other" forms`, () => {
        for (const [key, value] of english) expect(value.trim(), `en ${key} is empty`).not.toBe("");
        expect([...english.keys()].filter((key) => PLURAL.test(key)).sort()).toEqual(
          [...pluralBases(english.keys())].flatMap((base) => pluralKeys(base, "en")).sort(),
        );
      });

      for (const code of LANGUAGE_CODES.filter((c) => c !== "en")) {
        it(`${code}/${namespace}.json has every key, each translated and with the same placeholders`, () => {
          const translated = read(code, namespace);
          const expected = expectedKeys(english, code);
          expect(
            [...translated.keys()].filter((key) => !expected.has(key)),
            "keys English lacks (or plural forms the language does not have)",
          ).toEqual([]);
          expect(
            [...expected.keys()].filter((key) => !translated.has(key)),
            "missing keys (or plural forms of the language)",
          ).toEqual([]);
          for (const [key, value] of translated) {
            expect(value.trim(), `${code} ${key} is empty`).not.toBe("");
            const wanted = placeholders(expected.get(key)!);
            // A plural form for exactly one or two ("the selected entry") may leave the count out.
            if (PLURAL.test(key) && !key.endsWith("_other"))
              expect(wanted, `${code} ${key} placeholders`).toEqual(
                expect.arrayContaining(placeholders(value)),
              );
            else expect(placeholders(value), `${code} ${key} placeholders`).toEqual(wanted);
          }
          // Product names are the same in every language and count neither way.
          const words = [...translated].filter(([, value]) => !PRODUCT_NAMES.has(value));
          const copied = words.filter(([key, value]) => value === expected.get(key) && value.length > 3);
          expect(copied.length / words.length, `${code}: too many strings equal to English`).toBeLessThan(
            0.2,
          );
        });
      }
    }
  });
}
