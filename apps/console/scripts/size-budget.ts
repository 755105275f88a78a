// The sign-in route's initial JavaScript, gzip: the entry chunk, the login page chunk and every chunk they
// import statically (what the browser must fetch before /login is usable). Fails above the budget; with
// --write it records the figure in docs/benchmarks.md. Reads the build's manifest (dist/.vite/manifest.json,
// or the directory CONSOLE_DIST names).
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { table, writeSection } from "../../../tooling/benchmarks";

// The sign-in page's budget (issue 8). React DOM alone is about 57 KB of it: what the page does not need
// (shell, route table, toasts, dates, validation, notices) loads after it.
const BUDGET_KB = 150;
const here = dirname(fileURLToPath(import.meta.url));
const dist = process.env.CONSOLE_DIST ?? join(here, "..", "dist");
const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8")) as Record<
  string,
  { file: string; imports?: string[] }
>;

const files = new Set<string>();
const visit = (key: string) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit("index.html");
visit("src/login/LoginPage.tsx");

const sizes = [...files].map((file) => {
  const bytes = readFileSync(join(dist, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});
const total = sizes.reduce((sum, entry) => sum + entry.gzip, 0);
const totalKb = total / 1024;
for (const entry of sizes.sort((a, b) => b.gzip - a.gzip))
  console.log(`${(entry.gzip / 1024).toFixed(1).padStart(7)} KB  ${entry.file}`);
console.log(`sign-in route initial JS: ${totalKb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);

if (process.argv.includes("--write")) {
  writeSection("Console: sign-in page size (`pnpm --filter @cms/console size`)", [
    "Gzip of the JavaScript the browser fetches before /login is usable: the entry, the login page and every chunk",
    "they import statically, from a production build.",
    "",
    ...table(
      ["what", "gzip", "budget"],
      [[`sign-in route, ${files.size} chunks`, `${totalKb.toFixed(1)} KB`, `${BUDGET_KB} KB`]],
    ),
    "",
    "React DOM is about 57 KB of it; React, i18next and styled-components about 31 KB; React Router 14 KB;",
    "react-aria's shared code about 22 KB.",
  ]);
}

if (totalKb > BUDGET_KB) {
  console.error(`Over the budget by ${(totalKb - BUDGET_KB).toFixed(1)} KB.`);
  process.exit(1);
}
