import Papa from "papaparse";
import type { InStream } from "../io";

export type InputFormat = "csv" | "jsonl";

export interface InputRow {
  /** 1-based line in the file where the row starts, for messages that point at it. */
  line: number;
  record: Record<string, string>;
}

export interface BadRow {
  line: number;
  message: string;
}

export function formatOfPath(path: string): InputFormat | undefined {
  if (/\.(jsonl|ndjson)$/i.test(path)) return "jsonl";
  if (/\.csv$/i.test(path)) return "csv";
  return undefined;
}

/** stdin (`-`) has no extension: a first `{` means JSON lines, anything else CSV. */
export function sniffFormat(text: string): InputFormat {
  return text
    .replace(/^\uFEFF/, "")
    .trimStart()
    .startsWith("{")
    ? "jsonl"
    : "csv";
}

export async function readAll(stream: InStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * The text of an input file, which must be UTF-8 (a byte-order mark is dropped): a Latin-1 or Windows-1252
 * file would otherwise import "Jörg" as "J\uFFFDrg". Throws with the first line that is not UTF-8.
 */
export function decodeUtf8(bytes: Buffer): { text: string } | { badLine: number } {
  const strict = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
  try {
    return { text: strict.decode(bytes) };
  } catch {
    let line = 1;
    let start = 0;
    for (let i = 0; i <= bytes.length; i++) {
      if (i < bytes.length && bytes[i] !== 10) continue;
      try {
        strict.decode(bytes.subarray(start, i));
      } catch {
        return { badLine: line };
      }
      line++;
      start = i + 1;
    }
    return { badLine: line };
  }
}

/** A leading = + - @ (or tab, CR) makes a spreadsheet run a cell as a formula; plain numbers are not one. */
export const FORMULA = /^(?!-?\d+(?:\.\d+)?$)[=+\-@\t\r]/;

/**
 * Undoes the quote our CSV export puts before a formula-like cell (src/output.ts), so that an export fed
 * back as an import changes nothing. A cell of just `'` + number is also an older export's `-5`.
 */
export function unescapeFormula(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

/**
 * The 1-based line of each offset, for offsets that only grow (rows in file order). It carries on from
 * the previous offset instead of counting from the start, so a whole file costs one pass, not one per row.
 */
function lineCounter(text: string) {
  let line = 1;
  let counted = 0;
  return (offset: number) => {
    for (; counted < offset && counted < text.length; counted++) if (text.charCodeAt(counted) === 10) line++;
    return line;
  };
}

/** CSV with a header row; values trimmed; blank lines skipped. Line numbers survive quoted newlines. */
function parseCsv(text: string): { rows: InputRow[]; bad: BadRow[] } {
  const rows: InputRow[] = [];
  const bad: BadRow[] = [];
  const body = text;
  let header: string[] | undefined;
  let offset = 0;
  const lineAt = lineCounter(body);
  Papa.parse<string[]>(body, {
    header: false,
    delimiter: ",",
    skipEmptyLines: false,
    // Step by step because only the cursor tells where a row starts (a quoted field may span lines).
    step: (result) => {
      const line = lineAt(offset);
      offset = result.meta.cursor;
      if (body[offset] === "\r") offset++;
      if (body[offset] === "\n") offset++;
      const cells = result.data;
      if (cells.every((c) => c.trim() === "")) return;
      const problem = result.errors.find((e) => e.code !== "TooFewFields" && e.code !== "TooManyFields");
      if (problem) bad.push({ line, message: problem.message });
      else if (!header) header = cells.map((c) => c.trim());
      else if (cells.length !== header.length)
        bad.push({ line, message: `expected ${header.length} fields, found ${cells.length}` });
      else
        rows.push({
          line,
          record: Object.fromEntries(header.map((h, i) => [h, unescapeFormula(cells[i]!.trim())])),
        });
    },
  });
  return { rows, bad };
}

function parseJsonl(text: string): { rows: InputRow[]; bad: BadRow[] } {
  const rows: InputRow[] = [];
  const bad: BadRow[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    if (!raw.trim()) return;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      bad.push({ line, message: "not valid JSON" });
      return;
    }
    if (!value || typeof value !== "object" || Array.isArray(value)) {
      bad.push({ line, message: "expected a JSON object" });
      return;
    }
    rows.push({
      line,
      record: Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, v === null || v === undefined ? "" : String(v)]),
      ),
    });
  });
  return { rows, bad };
}

/** Parses a decoded file; a byte-order mark (as spreadsheet programs write) is dropped in either format. */
export function parseInput(text: string, format: InputFormat) {
  const body = text.replace(/^\uFEFF/, "");
  return format === "csv" ? parseCsv(body) : parseJsonl(body);
}
