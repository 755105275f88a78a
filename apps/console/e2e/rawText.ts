import { readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";

/**
 * Texts a user must never read (issue 43, item 1): a translation key shown as itself (`common.no`,
 * `ui:common.yes`), a code's raw enum (`DUE_IN`, `CHECKED_OUT`), a yes/no flag as the letter it is stored as
 * ("Y", "N") or a boolean as code (`true`), and what JavaScript prints for a value it could not format.
 */

/** The first segments a key of any namespace can start with: the top-level keys of every English file. */
function keyRoots(): string[] {
  const folders = [
    new URL("../locales/en/", import.meta.url),
    new URL("../../../packages/ui/locales/en/", import.meta.url),
    ...readdirSync(fileURLToPath(new URL("../src/products/", import.meta.url))).map(
      (product) => new URL(`../src/products/${product}/locales/en/`, import.meta.url),
    ),
  ];
  const roots = new Set<string>();
  for (const folder of folders) {
    let files: string[];
    try {
      files = readdirSync(fileURLToPath(folder)).filter((file) => file.endsWith(".json"));
    } catch {
      continue;
    }
    for (const file of files) {
      const json = JSON.parse(readFileSync(new URL(file, folder), "utf8")) as Record<string, unknown>;
      for (const [key, value] of Object.entries(json)) if (typeof value === "object") roots.add(key);
    }
  }
  return [...roots];
}

const ROOTS = keyRoots();

/** In the page: every raw text on screen, each with where it stands. A string, so no transpiler helper leaks in. */
const FIND_RAW = `((roots) => {
  const found = [];
  const text = document.body.innerText;
  const rootSet = new Set(roots);
  // A dotted key whose first segment is a translation file's section, or a namespaced key ("ui:common.yes").
  for (const match of text.matchAll(/(?<![\\w@/.:-])(?:([a-z][a-zA-Z]*):)?([a-z][a-zA-Z0-9]*)((?:\\.[a-zA-Z][a-zA-Z0-9]*)+)(?![\\w@/-])/g)) {
    if (match[1] || rootSet.has(match[2])) found.push("key " + match[0]);
  }
  for (const match of text.matchAll(/(?<![\\w-])[A-Z][A-Z0-9]+(?:_[A-Z0-9]+)+(?![\\w-])/g)) found.push("enum " + match[0]);
  for (const match of text.matchAll(/\\bundefined\\b|\\bNaN\\b|\\[object Object\\]|Invalid Date/g)) found.push("value " + match[0]);
  const cells = document.querySelectorAll('td, [role="cell"], [role="gridcell"], dd');
  for (const cell of cells) {
    const value = cell.textContent.trim();
    if (/^(Y|N|true|false|null)$/.test(value)) found.push("cell " + value);
  }
  return found;
})`;

/** Fails when the page shows a raw key, enum, flag or unformatted value anywhere. */
export async function expectNoRawText(page: Page, where: string) {
  const found = await page.evaluate(`${FIND_RAW}(${JSON.stringify(ROOTS)})`);
  expect(found as string[], `raw texts on ${where}`).toEqual([]);
}
