import type { CmsClient, components } from "@cms/api";
import pLimit from "p-limit";
import type { Context } from "../context";
import { CliError, usageError } from "../errors";
import { printRows, type Column } from "../output";
import { signedInClient } from "../session";
import { openJob, runJob, type JobOptions } from "../jobs/runner";
import { checkBadRows, planProperties, readInputFile, type TargetOptions } from "../jobs/targets";
import type { InputFormat } from "../jobs/input";

type GuestData = components["schemas"]["CheckinGuestData"];

/** The columns of an export, which are also what an import reads: an export can be fed back as it is. */
const FIELDS = [
  "room",
  "reservationNr",
  "checkin",
  "checkout",
  "title",
  "firstName",
  "lastName",
  "language",
  "shareFlag",
  "groupNr",
  "vipStatus",
  "noPost",
] as const satisfies readonly (keyof GuestData)[];
/** Required by the spec's CheckinGuestData. */
const REQUIRED = ["room", "reservationNr", "firstName", "lastName", "language"] as const;

const COLUMNS: Column[] = [{ key: "property" }, ...FIELDS.map((key) => ({ key }))];

async function guestsOf(client: CmsClient, propertyId: string) {
  const { data, error, response } = await client.GET("/api/cms/v3/{propertyId}/guest/index", {
    params: { path: { propertyId } },
  });
  if (!data) throw new CliError(error?.message ?? `HTTP ${response.status}`);
  return data.items;
}

/**
 * `cms guests export`: every guest of the targets, one row each (CSV unless `--format` says otherwise), in the
 * targets' order. Up to `--concurrency` properties are read at once.
 */
export async function exportGuests(
  ctx: Context,
  options: TargetOptions & Pick<JobOptions, "concurrency">,
  explicitFormat: boolean,
) {
  const { client } = await signedInClient(ctx);
  const { properties } = await planProperties(ctx, client, options);
  const limit = pLimit(Math.max(1, options.concurrency));
  const perProperty = await Promise.all(
    properties.map((property) => limit(() => guestsOf(client, property))),
  );
  const rows = properties.flatMap((property, index) =>
    perProperty[index]!.map((guest) => ({ property, ...guest.data })),
  );
  printRows(explicitFormat ? ctx : { ...ctx, format: "csv" }, rows, COLUMNS);
  return 0;
}

export interface GuestImportItem {
  property: string;
  data: GuestData;
}

/**
 * A guest of a file: property, room, reservation number and name. Sharers of a room (a couple, a family)
 * have one reservation number, so those three alone would make them one guest (docs/decisions.md).
 */
const guestKey = (
  property: string,
  data: Pick<GuestData, "room" | "reservationNr" | "firstName" | "lastName">,
) =>
  [
    property,
    data.room,
    data.reservationNr,
    (data.firstName ?? "").trim().toLowerCase(),
    (data.lastName ?? "").trim().toLowerCase(),
  ].join("/");
const keyOf = (item: GuestImportItem) => guestKey(item.property, item.data);

/** A row of the file as guest data, or what is wrong with it. */
function toItem(record: Record<string, string>): GuestImportItem | string {
  const property = (record.property ?? "").trim();
  if (!/^[\w-]+$/.test(property))
    return property ? `"${property}" is not a property id` : "property is missing";
  const missing = REQUIRED.filter((field) => !record[field]?.trim());
  if (missing.length) return `missing ${missing.join(", ")}`;
  const data: Record<string, string | boolean> = {};
  for (const field of FIELDS) {
    const value = record[field]?.trim();
    if (!value) continue;
    if (field === "noPost") {
      if (!/^(true|false)$/i.test(value)) return `noPost must be true or false, not "${value}"`;
      data.noPost = value.toLowerCase() === "true";
    } else data[field] = value;
  }
  return { property, data: data as unknown as GuestData };
}

/**
 * `cms guests import`: creates or updates check-in guests from a file, matched by property, room,
 * reservation number and name; two rows for one guest are refused by line. Creating is a POST, which the
 * transport never repeats on a server error; a resume or a re-fed file finds the guest it created and
 * updates it instead of creating it again.
 */
export async function importGuests(ctx: Context, options: TargetOptions & JobOptions): Promise<number> {
  const { client } = await signedInClient(ctx);
  let items: GuestImportItem[];
  let inputFormat: InputFormat;
  let resumed;
  if (options.resume) {
    if (options.fromFile)
      throw usageError("--resume takes the rows from the job's journal; leave out --from-file.");
    resumed = openJob<GuestImportItem, { inputFormat: InputFormat }>(ctx, options.resume, "guests import");
    items = resumed.header.items;
    inputFormat = resumed.header.params.inputFormat;
  } else {
    if (!options.fromFile) throw usageError("--from-file <csv|jsonl|-> is required.");
    if (options.property?.length || options.group || options.all)
      throw usageError("guests import takes its properties from the file's property column.");
    const file = await readInputFile(ctx, options.fromFile);
    const bad = [...file.bad];
    items = [];
    // Two rows for one guest would create it twice (both find no guest when they start): refused by line.
    const firstLine = new Map<string, number>();
    for (const { line, record } of file.rows) {
      const item = toItem(record);
      if (typeof item === "string") {
        bad.push({ line, message: item });
        continue;
      }
      const seen = firstLine.get(keyOf(item));
      if (seen !== undefined)
        bad.push({ line, message: `same guest (property, room, reservation number, name) as line ${seen}` });
      else {
        firstLine.set(keyOf(item), line);
        items.push(item);
      }
    }
    checkBadRows(ctx, options.fromFile === "-" ? "stdin" : options.fromFile, bad, options.skipInvalid);
    inputFormat = file.format;
  }

  // One listing per property, shared by its rows, to find the guest a row updates.
  const existing = new Map<string, ReturnType<typeof guestsOf>>();
  const findGuest = async (item: GuestImportItem) => {
    if (!existing.has(item.property)) existing.set(item.property, guestsOf(client, item.property));
    const guests = await existing.get(item.property)!;
    return guests.find((g) => guestKey(item.property, g.data) === keyOf(item));
  };

  return runJob<GuestImportItem, { inputFormat: InputFormat }>(
    ctx,
    {
      command: "guests import",
      mutating: true,
      items,
      params: { inputFormat },
      keyOf,
      async run(item) {
        const found = await findGuest(item);
        const path = { propertyId: item.property };
        const answer = found?._id
          ? await client.PUT("/api/cms/v3/{propertyId}/guest/{_id}", {
              params: { path: { ...path, _id: found._id } },
              body: { _id: found._id, data: { ...found.data, ...item.data } },
            })
          : await client.POST("/api/cms/v3/{propertyId}/guest", {
              params: { path },
              body: { data: item.data },
            });
        if (!answer.data) throw new CliError(answer.error?.message ?? `HTTP ${answer.response.status}`);
        return {
          property: item.property,
          room: item.data.room,
          reservationNr: item.data.reservationNr,
          status: found ? "updated" : "created",
        };
      },
      planColumns: [{ key: "property" }, { key: "room" }, { key: "reservationNr" }, { key: "lastName" }],
      planRow: (item) => ({ property: item.property, ...item.data }),
      resultColumns: [
        { key: "property" },
        { key: "room" },
        { key: "reservationNr" },
        { key: "status" },
        { key: "error" },
      ],
      inputRow: (item) => ({ property: item.property, ...item.data }),
      inputColumns: COLUMNS,
      inputFormat,
      resumed,
    },
    options,
  );
}
