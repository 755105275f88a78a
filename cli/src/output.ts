import Papa from "papaparse";
import type { Context } from "./context";
import { FORMULA } from "./jobs/input";

export type Row = Record<string, unknown>;

export interface Column {
  key: string;
  header?: string;
}

const cell = (value: unknown): string =>
  value === undefined || value === null
    ? ""
    : typeof value === "object"
      ? JSON.stringify(value)
      : String(value);

/**
 * CSV safe to open in a spreadsheet: cells starting with = + - @ (tab, CR) get a leading `'` against formula
 * injection, except plain numbers (`-5` stays `-5`); an import takes the quote off again (src/jobs/input.ts).
 */
export function toCsv(rows: Row[], columns: Column[], header = true): string {
  return Papa.unparse(
    {
      fields: columns.map((c) => c.key),
      data: rows.map((row) => columns.map((c) => cell(row[c.key]))),
    },
    { header, escapeFormulae: FORMULA, newline: "\n" },
  );
}

function toTable(ctx: Context, rows: Row[], columns: Column[]): string {
  const headers = columns.map((c) => c.header ?? c.key);
  const body = rows.map((row) => columns.map((c) => cell(row[c.key])));
  const widths = headers.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd();
  return [ctx.colors.bold(line(headers)), ...body.map(line)].join("\n");
}

/** Writes records to stdout in `--format`; the only way a command prints data. */
export function printRows(ctx: Context, rows: Row[], columns: Column[]) {
  const out = ctx.io.stdout;
  const pick = (row: Row) => Object.fromEntries(columns.map((c) => [c.key, row[c.key]]));
  switch (ctx.format) {
    case "json":
      out.write(`${JSON.stringify(rows.map(pick), null, 2)}\n`);
      return;
    case "jsonl":
      for (const row of rows) out.write(`${JSON.stringify(pick(row))}\n`);
      return;
    case "csv":
      out.write(`${toCsv(rows, columns)}\n`);
      return;
    case "table":
      if (rows.length) out.write(`${toTable(ctx, rows, columns)}\n`);
      return;
  }
}

/** One object (whoami): a JSON object, or key-value lines. */
export function printObject(ctx: Context, value: Row) {
  if (ctx.format === "json" || ctx.format === "jsonl") {
    ctx.io.stdout.write(`${JSON.stringify(value, null, ctx.format === "json" ? 2 : undefined)}\n`);
    return;
  }
  if (ctx.format === "csv") {
    printRows(
      ctx,
      [value],
      Object.keys(value).map((key) => ({ key })),
    );
    return;
  }
  const width = Math.max(...Object.keys(value).map((k) => k.length));
  for (const [key, v] of Object.entries(value))
    ctx.io.stdout.write(`${ctx.colors.dim(key.padEnd(width))}  ${cell(v)}\n`);
}
