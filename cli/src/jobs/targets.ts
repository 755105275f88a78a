import { existsSync, readFileSync, statSync } from "node:fs";
import type { CmsClient } from "@cms/api";
import type { Context } from "../context";
import { CliError, usageError } from "../errors";
import {
  decodeUtf8,
  formatOfPath,
  parseInput,
  readAll,
  sniffFormat,
  type BadRow,
  type InputFormat,
  type InputRow,
} from "./input";

/** The target options every bulk command shares. */
export interface TargetOptions {
  property?: string[];
  group?: string;
  all?: boolean;
  fromFile?: string;
  skipInvalid?: boolean;
}

export interface FileInput {
  format: InputFormat;
  rows: InputRow[];
}

/** Reads `--from-file` (a path or `-` for stdin); the format comes from the extension or the content. */
export async function readInputFile(ctx: Context, path: string): Promise<FileInput & { bad: BadRow[] }> {
  let bytes: Buffer;
  if (path === "-") bytes = await readAll(ctx.io.stdin);
  else if (!existsSync(path)) throw usageError(`--from-file: no file ${path}.`);
  else if (statSync(path).isDirectory()) throw usageError(`--from-file: ${path} is a directory, not a file.`);
  else {
    try {
      bytes = readFileSync(path);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? String(error);
      throw usageError(`--from-file: cannot read ${path} (${code}).`);
    }
  }
  const decoded = decodeUtf8(bytes);
  if ("badLine" in decoded)
    throw usageError(
      `--from-file: ${path === "-" ? "stdin" : path} is not UTF-8 at line ${decoded.badLine}; save it as UTF-8 and try again.`,
    );
  const text = decoded.text;
  const format = (path === "-" ? undefined : formatOfPath(path)) ?? sniffFormat(text);
  return { format, ...parseInput(text, format) };
}

/**
 * Reports bad rows with their line numbers and refuses to go on unless `--skip-invalid`: half a file
 * applied because of a typo is worse than none.
 */
export function checkBadRows(ctx: Context, path: string, bad: BadRow[], skipInvalid: boolean | undefined) {
  if (!bad.length) return;
  const sorted = [...bad].sort((a, b) => a.line - b.line);
  for (const row of sorted) ctx.log(`${path}:${row.line}: ${row.message}`);
  if (!skipInvalid)
    throw usageError(
      `${bad.length} invalid row(s) in ${path}; fix them or pass --skip-invalid to leave them out.`,
    );
  ctx.log(`skipping ${bad.length} invalid row(s)`);
}

export function countTargetKinds(options: TargetOptions): number {
  return [options.property?.length, options.group, options.all, options.fromFile].filter(Boolean).length;
}

/** Property ids from `--property`, `--group` or `--all`, in the order given, without duplicates. */
export async function resolveProperties(client: CmsClient, options: TargetOptions): Promise<string[]> {
  if (options.property?.length) {
    const ids = options.property
      .flatMap((p) => p.split(","))
      .map((p) => p.trim())
      .filter(Boolean);
    return [...new Set(ids)];
  }
  if (options.group) {
    const { data, response } = await client.GET("/api/cms/v3/property-group/index");
    if (!data) throw new CliError(`Listing property groups failed with HTTP ${response.status}`);
    const group = data.items.find((g) => g._id === options.group || g.name === options.group);
    if (!group) throw usageError(`--group: no property group "${options.group}".`);
    return [...new Set(group.properties ?? [])];
  }
  if (options.all) {
    const { data, response } = await client.GET("/api/cms/v3/property/index");
    if (!data) throw new CliError(`Listing properties failed with HTTP ${response.status}`);
    return data.items.map((p) => String(p.id));
  }
  throw usageError("choose the targets: --property <id...>, --group <id>, --all or --from-file <file>.");
}

/** Targets that are whole properties: from `--from-file` (a `property` column) or the target options. */
export async function planProperties(
  ctx: Context,
  client: CmsClient,
  options: TargetOptions,
): Promise<{ properties: string[]; inputFormat: InputFormat; rows: PlannedRow[] }> {
  if (countTargetKinds(options) > 1)
    throw usageError("use one of --property, --group, --all and --from-file.");
  if (!options.fromFile)
    return { properties: await resolveProperties(client, options), inputFormat: "csv", rows: [] };
  const file = await readInputFile(ctx, options.fromFile);
  const bad = [...file.bad];
  const rows: PlannedRow[] = [];
  for (const { line, record } of file.rows) {
    const property = (record.property ?? record.propertyId ?? "").trim();
    if (/^[\w-]+$/.test(property)) rows.push({ property, record });
    else bad.push({ line, message: property ? `"${property}" is not a property id` : "property is missing" });
  }
  checkBadRows(ctx, options.fromFile === "-" ? "stdin" : options.fromFile, bad, options.skipInvalid);
  return { properties: [...new Set(rows.map((row) => row.property))], inputFormat: file.format, rows };
}

/** A valid row of `--from-file`: its property and every column, for commands that read more than `property`. */
export interface PlannedRow {
  property: string;
  record: Record<string, string | undefined>;
}
