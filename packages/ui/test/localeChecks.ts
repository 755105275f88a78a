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

      it(`en/${namespace}.json has no empty strings`, () => {
        for (const [key, value] of english) expect(value.trim(), `en ${key} is empty`).not.toBe("");
      });

      for (const code of LANGUAGE_CODES.filter((c) => c !== "en")) {
        it(`${code}/${namespace}.json has every key, each translated and with the same placeholders`, () => {
          const translated = read(code, namespace);
          expect(
            [...translated.keys()].filter((key) => !english.has(key)),
            "keys English lacks",
          ).toEqual([]);
          expect(
            [...english.keys()].filter((key) => !translated.has(key)),
            "missing keys",
          ).toEqual([]);
          for (const [key, value] of translated) {
            expect(value.trim(), `${code} ${key} is empty`).not.toBe("");
            expect(placeholders(value), `${code} ${key} placeholders`).toEqual(
              placeholders(english.get(key)!),
            );
          }
          const copied = [...translated].filter(
            ([key, value]) => value === english.get(key) && value.length > 3,
          );
          expect(copied.length / translated.size, `${code}: too many strings equal to English`).toBeLessThan(
            0.2,
          );
        });
      }
    }
  });
}
