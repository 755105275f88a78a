import { createWriteStream, existsSync, mkdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { downloadStream, type CmsClient } from "@cms/api";
import Papa from "papaparse";
import type { Context } from "../context";
import { CliError, usageError } from "../errors";
import { toCsv, type Row } from "../output";
import { signedInClient } from "../session";
import { openJob, runJob, type JobOptions } from "../jobs/runner";
import { FORMULA, type InputFormat } from "../jobs/input";
import { planProperties, type PlannedRow, type TargetOptions } from "../jobs/targets";

export type TicketExportOptions = TargetOptions & JobOptions & { out?: string; pdf?: boolean };

/** Ids and names end up in file names: keep them to a safe alphabet. */
const safe = (value: string) => value.replace(/[^\w.-]+/g, "_");

/** A leading = + - @ (or tab, CR) makes a spreadsheet run the cell as a formula; a quote defuses it. */
const defuse = (cell: string) => (FORMULA.test(cell) ? `'${cell}` : cell);

/**
 * Streams an API CSV to disk row by row, re-escaping every cell against formula injection (the CLI does
 * not rely on the server having done it). Memory stays constant whatever the number of tickets.
 */
async function streamCsvToFile(body: ReadableStream<Uint8Array>, file: string): Promise<number> {
  let rows = 0;
  const escape = new Transform({
    objectMode: true,
    transform(row: string[], _encoding, done) {
      const line = Papa.unparse([row.map(defuse)], { newline: "\n" });
      done(null, `${rows++ ? "\n" : ""}${line}`);
    },
    flush(done) {
      done(null, rows ? "\n" : "");
    },
  });
  await pipeline(
    Readable.fromWeb(body as WebReadableStream<Uint8Array>),
    Papa.parse(Papa.NODE_STREAM_INPUT, { skipEmptyLines: true }),
    escape,
    createWriteStream(file, { mode: 0o600 }),
  );
  return Math.max(0, rows - 1);
}

async function exportProperty(
  client: CmsClient,
  propertyId: string,
  out: string,
  pdf: boolean,
): Promise<Row[]> {
  const params = { params: { path: { propertyId } } };
  const rows: Row[] = [];
  const types = await client.GET("/api/cms/v3/{propertyId}/onespeed/ticket/index", params);
  if (!types.data) throw new CliError(types.error?.message ?? `HTTP ${types.response.status}`);
  const typesFile = join(out, `${safe(propertyId)}-gateway-tickets.csv`);
  const typeRows = types.data.items.map((t) => ({
    id: t.id,
    title: t.i18n?.[0]?.title,
    enabled: t.enabled,
    expireInHours: t.expireInHours,
    maxDevices: t.maxDevices,
    priceAmount: t.priceAmount,
    priceCurrency: t.priceCurrency,
    accessCode: t.accessCode,
  }));
  const typeColumns = Object.keys(typeRows[0] ?? { id: 0 }).map((key) => ({ key }));
  await pipeline(
    Readable.from([`${toCsv(typeRows, typeColumns)}\n`]),
    createWriteStream(typesFile, { mode: 0o600 }),
  );
  rows.push({ property: propertyId, kind: "gateway tickets", tickets: typeRows.length, file: typesFile });

  const bulks = await client.GET("/api/cms/v3/{propertyId}/onespeed/bulkticket/index", params);
  if (!bulks.data) throw new CliError(bulks.error?.message ?? `HTTP ${bulks.response.status}`);
  for (const bulk of bulks.data.items) {
    const ticketId = String(bulk._id);
    const path = { params: { path: { propertyId, ticketId } } };
    const base = join(out, `${safe(propertyId)}-bulk-${safe(ticketId)}`);
    const csv = await downloadStream(
      client,
      "/api/cms/v3/{propertyId}/onespeed/bulkticket/{ticketId}/csv",
      path,
      "x.csv",
    );
    const count = await streamCsvToFile(csv.body, `${base}.csv`);
    rows.push({
      property: propertyId,
      kind: "bulk ticket csv",
      ticket: ticketId,
      tickets: count,
      file: `${base}.csv`,
    });
    if (pdf) {
      const file = await downloadStream(
        client,
        "/api/cms/v3/{propertyId}/onespeed/bulkticket/{ticketId}/pdf",
        path,
        "x.pdf",
      );
      await pipeline(
        Readable.fromWeb(file.body as WebReadableStream<Uint8Array>),
        createWriteStream(`${base}.pdf`, { mode: 0o600 }),
      );
      rows.push({ property: propertyId, kind: "bulk ticket pdf", ticket: ticketId, file: `${base}.pdf` });
    }
  }
  return rows;
}

/** `cms tickets export`: gateway ticket types and bulk tickets of the targets, one file each, into `--out`. */
export async function exportTickets(ctx: Context, options: TicketExportOptions): Promise<number> {
  if (!options.out) throw usageError("--out <dir> is required.");
  const out = options.out;
  if (existsSync(out) && !statSync(out).isDirectory())
    throw usageError(`--out: ${out} is a file; give a directory (it is made when missing).`);
  try {
    mkdirSync(out, { recursive: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw usageError(`--out: cannot make the directory ${out} (${code}).`);
  }
  const { client } = await signedInClient(ctx);
  const { properties, inputFormat } = await planProperties(ctx, client, options);
  return runJob<{ property: string }, object>(
    ctx,
    {
      command: "tickets export",
      mutating: false,
      items: properties.map((property) => ({ property })),
      params: {},
      keyOf: (item) => item.property,
      run: (item) => exportProperty(client, item.property, out, Boolean(options.pdf)),
      planColumns: [{ key: "property" }],
      planRow: (item) => ({ ...item }),
      resultColumns: [
        { key: "property" },
        { key: "kind" },
        { key: "ticket" },
        { key: "tickets" },
        { key: "file" },
        { key: "error" },
      ],
      inputRow: (item) => ({ ...item }),
      inputColumns: [{ key: "property" }],
      inputFormat,
    },
    options,
  );
}

export interface TicketEmailItem {
  property: string;
  ticket: string;
  name?: string;
}

export type TicketEmailOptions = TargetOptions & JobOptions & { to?: string; ticket?: string[] };

/**
 * The tickets a `--from-file` lists per property (a `ticket` column, as in the failed-items file); a property
 * with a row without a ticket keeps every ticket.
 */
function ticketsByProperty(rows: PlannedRow[]): Map<string, Set<string>> {
  const byProperty = new Map<string, Set<string>>();
  const everything = new Set<string>();
  for (const { property, record } of rows) {
    const ticket = record.ticket?.trim();
    if (!ticket) everything.add(property);
    else byProperty.set(property, (byProperty.get(property) ?? new Set()).add(ticket));
  }
  for (const property of everything) byProperty.delete(property);
  return byProperty;
}

/**
 * `cms tickets email`: sends bulk tickets (the API attaches the PDF) to one address, one e-mail per bulk
 * ticket. Sending is a POST: never repeated on a server error, and journaled so a resume does not resend.
 */
export async function emailTickets(ctx: Context, options: TicketEmailOptions): Promise<number> {
  const { client } = await signedInClient(ctx);
  let items: TicketEmailItem[];
  let to: string;
  let inputFormat: InputFormat = "csv";
  let resumed;
  if (options.resume) {
    resumed = openJob<TicketEmailItem, { to: string; inputFormat: InputFormat }>(
      ctx,
      options.resume,
      "tickets email",
    );
    items = resumed.header.items;
    ({ to, inputFormat } = resumed.header.params);
  } else {
    if (!options.to || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(options.to))
      throw usageError("--to <email> is required and must be an e-mail address.");
    to = options.to;
    const planned = await planProperties(ctx, client, options);
    inputFormat = planned.inputFormat;
    const wanted = options.ticket?.length ? new Set(options.ticket) : undefined;
    const fromFile = ticketsByProperty(planned.rows);
    items = [];
    for (const propertyId of planned.properties) {
      const listed = fromFile.get(propertyId);
      const bulks = await client.GET("/api/cms/v3/{propertyId}/onespeed/bulkticket/index", {
        params: { path: { propertyId } },
      });
      if (!bulks.data) throw new CliError(bulks.error?.message ?? `HTTP ${bulks.response.status}`);
      for (const bulk of bulks.data.items) {
        const id = String(bulk._id);
        if ((!wanted || wanted.has(id)) && (!listed || listed.has(id)))
          items.push({ property: propertyId, ticket: String(bulk._id), name: bulk.name });
      }
    }
  }
  return runJob<TicketEmailItem, { to: string; inputFormat: InputFormat }>(
    ctx,
    {
      command: "tickets email",
      mutating: true,
      items,
      params: { to, inputFormat },
      keyOf: (item) => `${item.property}/${item.ticket}`,
      // An e-mail sent twice cannot be taken back: an item whose call was in flight at a kill is reported
      // on resume, not sent again.
      repeatable: false,
      async run(item) {
        const { data, error, response } = await client.POST(
          "/api/cms/v3/{propertyId}/onespeed/bulkticket/{ticketId}/email",
          { params: { path: { propertyId: item.property, ticketId: item.ticket } }, body: { email: to } },
        );
        if (!data) throw new CliError(error?.message ?? `HTTP ${response.status}`);
        return { ...item, status: "sent", to };
      },
      planColumns: [{ key: "property" }, { key: "ticket" }, { key: "name" }, { key: "to" }],
      planRow: (item) => ({ ...item, to }),
      resultColumns: [
        { key: "property" },
        { key: "ticket" },
        { key: "name" },
        { key: "status" },
        { key: "to" },
        { key: "error" },
      ],
      // The failed-items file feeds back with --from-file: its ticket column limits each property to those.
      inputRow: (item) => ({ property: item.property, ticket: item.ticket }),
      inputColumns: [{ key: "property" }, { key: "ticket" }],
      inputFormat,
      resumed,
    },
    options,
  );
}
