// Writes openapi.yaml as packages/api/src/openapi.json, the one document the sandbox routes and validates
// with in Node and in the browser (no YAML parser or file system needed there). `--check` fails when stale.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

const root = fileURLToPath(new URL("..", import.meta.url));
const target = `${root}packages/api/src/openapi.json`;
const json = `${JSON.stringify(parse(readFileSync(`${root}openapi.yaml`, "utf8")), null, 1)}\n`;
if (process.argv.includes("--check")) {
  let current = "";
  try {
    current = readFileSync(target, "utf8");
  } catch {
    // missing counts as stale
  }
  if (current !== json) {
    console.error("packages/api/src/openapi.json is stale: run `pnpm gen:api`.");
    process.exit(1);
  }
  console.log("openapi.json is fresh.");
} else {
  writeFileSync(target, json);
  console.log(`wrote ${target}`);
}
