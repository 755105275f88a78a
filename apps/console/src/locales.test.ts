import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { LANGUAGE_CODES } from "@cms/ui/i18n";
import { describe, expect, it } from "vitest";

// The console's own namespaces (apps/console/locales) follow the library's rule: every locale carries every
// key of English with a non-empty value and the same placeholders, and nothing English lacks. Strings that
// may stay identical across languages (ID, brand and product names) are few; a whole file equal to English
// is not.
const root = join(import.meta.dirname, "..", "locales");

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

const read = (code: string, namespace: string) =>
  flatten(JSON.parse(readFileSync(join(root, code, `${namespace}.json`), "utf8")) as Tree);

const namespaces = readdirSync(join(root, "en")).map((file) => file.replace(/\.json$/, ""));
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe("console locales", () => {
  it("has a folder for each of the 22 languages and nothing else", () => {
    expect(readdirSync(root).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it("has the console namespace in English", () => {
    expect(namespaces).toContain("console");
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
          expect(placeholders(value), `${code} ${key} placeholders`).toEqual(placeholders(english.get(key)!));
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
