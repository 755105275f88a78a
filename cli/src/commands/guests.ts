import type { CmsClient } from "@cms/api";
import type { Context } from "../context";
import { CliError } from "../errors";
import type { Column } from "../output";
import { signedInClient } from "../session";
import { openJob, runJob, type JobOptions } from "../jobs/runner";
import { planProperties, type TargetOptions } from "../jobs/targets";

export type GuestJobOptions = TargetOptions & JobOptions;

/** A ping says when the PMS answered; a sync what it changed (when the PMS says so) and when it ran. */
const COLUMNS: Record<"ping" | "sync", Column[]> = {
  ping: [
    { key: "property" },
    { key: "status" },
    { key: "message" },
    { key: "timestamp" },
    { key: "lastSync" },
    { key: "error" },
  ],
  sync: [
    { key: "property" },
    { key: "status" },
    { key: "message" },
    { key: "added" },
    { key: "updated" },
    { key: "removed" },
    { key: "lastSync" },
    { key: "error" },
  ],
};

async function call(client: CmsClient, action: "ping" | "sync", propertyId: string) {
  const init = { params: { path: { propertyId } } };
  const { data, error, response } =
    action === "ping"
      ? await client.GET("/api/cms/v3/{propertyId}/guest/ping", init)
      : await client.GET("/api/cms/v3/{propertyId}/guest/sync", init);
  if (!data) throw new CliError(error?.message ?? `HTTP ${response.status}`);
  return data as { message: string; timestamp?: string; lastSync?: string };
}

/**
 * `cms guests ping|sync`: asks each property's PMS bridge and reports each answer. A sync starts work on
 * the PMS side, so it is a changing job (confirmation, journal, resume); a ping only reads.
 */
export async function guestsAction(
  ctx: Context,
  action: "ping" | "sync",
  options: GuestJobOptions,
): Promise<number> {
  const { client } = await signedInClient(ctx);
  let properties: string[];
  let inputFormat: "csv" | "jsonl" = "csv";
  let resumed;
  if (action === "sync" && options.resume) {
    resumed = openJob<{ property: string }, { inputFormat: "csv" | "jsonl" }>(
      ctx,
      options.resume,
      "guests sync",
    );
    properties = resumed.header.items.map((item) => item.property);
    inputFormat = resumed.header.params.inputFormat;
  } else {
    ({ properties, inputFormat } = await planProperties(ctx, client, options));
  }
  return runJob<{ property: string }, { inputFormat: "csv" | "jsonl" }>(
    ctx,
    {
      command: `guests ${action}`,
      mutating: action === "sync",
      items: properties.map((property) => ({ property })),
      params: { inputFormat },
      keyOf: (item) => item.property,
      run: async (item) => ({
        property: item.property,
        status: "ok",
        ...(await call(client, action, item.property)),
      }),
      planColumns: [{ key: "property" }, { key: "action" }],
      planRow: (item) => ({ property: item.property, action }),
      resultColumns: COLUMNS[action],
      inputRow: (item) => ({ property: item.property }),
      inputColumns: [{ key: "property" }],
      inputFormat,
      resumed,
    },
    options,
  );
}
