// Writes openapi.yaml as packages/api/src/openapi.json, the one document the sandbox routes and validates
// with in Node and in the browser (no YAML parser or file system needed there), and the bounds of every
// schema's properties as packages/api/src/bounds.ts, which the console's forms check before sending (a few
// hundred bytes per screen, not the whole contract). `--check` fails when either is stale.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

const root = fileURLToPath(new URL("..", import.meta.url));
const contract = parse(readFileSync(`${root}openapi.yaml`, "utf8"));
const outputs = {
  [`${root}packages/api/src/openapi.json`]: `${JSON.stringify(contract, null, 1)}\n`,
  [`${root}packages/api/src/bounds.ts`]: boundsModule(contract.components.schemas),
};

/** A property's schema with a `$ref` to a named primitive (ObjectId, a string enum...) followed. */
function resolved(schemas, property) {
  const ref = property.$ref?.replace("#/components/schemas/", "");
  return ref ? { ...schemas[ref], ...property, $ref: undefined } : property;
}

/** Each object schema's properties that have bounds: minimum, maximum, whole numbers, maxLength, pattern. */
function boundsModule(schemas) {
  const lines = [
    "// Generated from openapi.yaml by scripts/openapi-json.mjs (`pnpm gen:api`); `pnpm lint:api` fails when stale.",
    "// The bounds of each schema's properties, for forms that state and check the rule the server applies.",
    "",
  ];
  for (const [name, schema] of Object.entries(schemas)) {
    const parts = [schema, ...(schema.allOf ?? []).map((part) => resolved(schemas, part))];
    const properties = Object.assign({}, ...parts.map((part) => part.properties ?? {}));
    const bounds = {};
    for (const [key, raw] of Object.entries(properties)) {
      const property = resolved(schemas, raw);
      const entry = {};
      if (property.type === "integer" || property.type === "number") {
        if (property.minimum !== undefined) entry.minimum = property.minimum;
        if (property.maximum !== undefined) entry.maximum = property.maximum;
        if (property.type === "integer") entry.integer = true;
      }
      if (property.type === "string") {
        if (property.maxLength !== undefined) entry.maxLength = property.maxLength;
        if (property.pattern !== undefined) entry.pattern = property.pattern;
      }
      if (Object.keys(entry).length > 0) bounds[key] = entry;
    }
    if (Object.keys(bounds).length > 0)
      lines.push(`export const ${name} = ${JSON.stringify(bounds)} as const;`);
  }
  return `${lines.join("\n")}\n`;
}

if (process.argv.includes("--check")) {
  for (const [target, text] of Object.entries(outputs)) {
    let current = "";
    try {
      current = readFileSync(target, "utf8");
    } catch {
      // missing counts as stale
    }
    if (current !== text) {
      console.error(`${target.slice(root.length)} is stale: run \`pnpm gen:api\`.`);
      process.exit(1);
    }
  }
  console.log("openapi.json and bounds.ts are fresh.");
} else {
  for (const [target, text] of Object.entries(outputs)) {
    writeFileSync(target, text);
    console.log(`wrote ${target}`);
  }
}
