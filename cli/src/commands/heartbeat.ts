import type { Context } from "../context";
import { CliError, EXIT, usageError } from "../errors";
import { printRows } from "../output";
import { rethrowAuth, signedInClient } from "../session";

export interface HeartbeatOptions {
  maxAge: number;
  /** The clock to judge against (ISO date-time); tests and replays of old data set it. */
  now?: string;
  onlyStale?: boolean;
}

/**
 * The stale-bridge report for cron: each property's bridge (and room control, where enabled) with the age
 * of its last report; exit 1 when any is older than `--max-age` minutes or never reported, so cron mails it.
 */
export async function heartbeat(ctx: Context, options: HeartbeatOptions): Promise<number> {
  const now = options.now ? Date.parse(options.now) : Date.now();
  if (Number.isNaN(now)) throw usageError("--now must be an ISO date-time.");
  const { client } = await signedInClient(ctx);
  try {
    const { data, response } = await client.GET("/api/cms/v3/property/heartbeat/index");
    if (!data) throw new CliError(`Reading heartbeats failed with HTTP ${response.status}`);
    const ageMinutes = (time: string | undefined) => {
      const at = time ? Date.parse(time) : NaN;
      return Number.isNaN(at) ? undefined : Math.max(0, Math.round((now - at) / 60_000));
    };
    const limit = options.maxAge;
    const rows = data.items.map((item) => {
      const bridgeAge = ageMinutes(item.bridgeServiceStatusTime);
      const roomControlAge = item.roomControlEnabled ? ageMinutes(item.roomControlStatusTime) : undefined;
      const bridgeStale = bridgeAge === undefined || bridgeAge > limit;
      const roomControlStale =
        Boolean(item.roomControlEnabled) && (roomControlAge === undefined || roomControlAge > limit);
      return {
        property: item.propertyID,
        name: item.propertyName,
        bridgeLastSeen: item.bridgeServiceStatusTime,
        bridgeAgeMinutes: bridgeAge,
        roomControlAgeMinutes: roomControlAge,
        stale: bridgeStale || roomControlStale,
        what:
          [bridgeStale ? "bridge" : "", roomControlStale ? "room control" : ""].filter(Boolean).join(", ") ||
          undefined,
      };
    });
    const stale = rows.filter((row) => row.stale);
    printRows(ctx, options.onlyStale ? stale : rows, [
      { key: "property" },
      { key: "name" },
      { key: "bridgeLastSeen" },
      { key: "bridgeAgeMinutes" },
      { key: "roomControlAgeMinutes" },
      { key: "stale" },
      { key: "what" },
    ]);
    ctx.log(
      stale.length
        ? ctx.errColors.red(`${stale.length} of ${rows.length} properties stale (older than ${limit} min)`)
        : `all ${rows.length} bridges reported within ${limit} min`,
    );
    return stale.length ? EXIT.error : EXIT.ok;
  } catch (error) {
    return rethrowAuth(error);
  }
}
