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
  return text.trimStart().startsWith("{") ? "jsonl" : "csv";
}

export async function readAll(stream: InStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
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
  const body = text.replace(/^\uFEFF/, "");
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
      else rows.push({ line, record: Object.fromEntries(header.map((h, i) => [h, cells[i]!.trim()])) });
    },
  });
  return { rows, bad };
}

function parseJsonl(text: string): { rows: InputRow[]; bad: BadRow[] } {
  const rows: InputRow[] = [];
  const bad: BadRow[] = [];
  text.split("\n").forEach((raw, index) => {
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

export function parseInput(text: string, format: InputFormat) {
  return format === "csv" ? parseCsv(text) : parseJsonl(text);
}
