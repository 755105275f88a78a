import { describeLocales } from "@cms/ui/locale-checks";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// The console's own namespaces follow the library's rule: the shared ones (apps/console/locales) and each
// product's (products/<id>/locales), which the product owns (issue 44: products are plugins).
const SHARED = join(import.meta.dirname, "..", "locales");
const PRODUCTS = join(import.meta.dirname, "products");

const products = readdirSync(PRODUCTS).filter((id) => existsSync(join(PRODUCTS, id, "locales")));
const namespacesIn = (root: string) =>
  readdirSync(join(root, "en")).map((file) => file.replace(/\.json$/, ""));
const owned = new Map(products.map((id) => [id, namespacesIn(join(PRODUCTS, id, "locales"))]));

describeLocales("console locales", SHARED, ["console"]);
for (const id of products) describeLocales(`${id} locales`, join(PRODUCTS, id, "locales"));

function sources(dir: string, files: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sources(path, files);
    else if (/\.tsx?$/.test(entry.name)) files.push(path);
  }
  return files;
}

describe("product namespaces", () => {
  it("are named once across the console, as the bundles merge them by name", () => {
    const all = [...namespacesIn(SHARED), ...[...owned.values()].flat()];
    expect(all.filter((name, index) => all.indexOf(name) !== index)).toEqual([]);
  });

  it("are used by their own product only: a product's texts move with it", () => {
    const misuse: string[] = [];
    for (const id of products) {
      const theirs = [...owned].filter(([other]) => other !== id).flatMap(([, namespaces]) => namespaces);
      const names = theirs.join("|");
      // A key with its namespace ("gateway:…", `gateway:…`), a file's `NS = "gateway"`, or useTranslation("gateway").
      const pattern = new RegExp(
        `["'\`](${names}):|\\bNS = ["'](${names})["']|useTranslation\\(["'](${names})["']`,
      );
      for (const file of sources(join(PRODUCTS, id))) {
        const found = pattern.exec(readFileSync(file, "utf8"));
        if (found) misuse.push(`${relative(PRODUCTS, file)}: ${found.slice(1).find(Boolean)}`);
      }
    }
    expect(misuse).toEqual([]);
  });
});
