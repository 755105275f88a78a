import type { CallResult, PropertyScreenContext } from "../../../kit";
import type { PartName, RoomControlData } from "./roomControl";
import { KEYS, hasKey, removeEntries, upsert } from "./roomControl";

type Entry<P extends PartName> = RoomControlData[P][number];

const load = ({ client, propertyId }: PropertyScreenContext) =>
  client.GET("/api/cms/v3/{propertyId}/oneapp/roomcontrol/index", { params: { path: { propertyId } } });

const save = ({ client, propertyId }: PropertyScreenContext, data: RoomControlData) =>
  client.PUT("/api/cms/v3/{propertyId}/oneapp/roomcontrol", { params: { path: { propertyId } }, body: data });

/** A refusal of the screen's own, shown in the dialog like the server's message. */
const refusal = (message: string | undefined): CallResult<never> => ({
  error: { message },
  response: new Response(null, { status: 400, statusText: "Bad Request" }),
});

const failed = <R>(result: { error?: unknown; response: Response }): CallResult<R> => ({
  error: result.error,
  response: result.response,
});

export interface PartCallsOptions<P extends PartName, Row> {
  toRow: (entry: Entry<P>) => Row;
  fromRow: (row: Row) => Entry<P>;
  /** The screen's own refusal of an entry (a translated message), before anything is sent. */
  check?: (entry: Entry<P>, context: PropertyScreenContext) => string | undefined;
}

/**
 * The calls of one room control list. The contract reads and saves the whole configuration, so each change
 * reads it afresh, changes its one list and saves the whole: a change made meanwhile in another list stays.
 */
export function partCalls<P extends PartName, Row extends object>(
  part: P,
  { toRow, fromRow, check }: PartCallsOptions<P, Row>,
) {
  const key: string = KEYS[part];
  const keyOf = (entry: Entry<P>) => String((entry as Record<string, unknown>)[key]);
  const write = async (
    context: PropertyScreenContext,
    row: Row,
    isNew: boolean,
  ): Promise<CallResult<Row>> => {
    const entry = fromRow(row);
    const problem = check?.(entry, context);
    if (problem) return refusal(problem);
    const current = await load(context);
    if (!current.data) return failed(current);
    const id = keyOf(entry);
    if (isNew && hasKey(current.data, part, id))
      return refusal(context.t?.(`roomControl:${part}.exists`, { id }) ?? id);
    const saved = await save(context, upsert(current.data, part, entry));
    if (!saved.data) return failed(saved);
    const stored = (saved.data[part] as Entry<P>[]).find((candidate) => keyOf(candidate) === id);
    return { data: toRow(stored ?? entry), response: saved.response };
  };
  return {
    list: async (context: PropertyScreenContext): Promise<CallResult<Row[]>> => {
      const result = await load(context);
      if (!result.data) return failed(result);
      return { data: (result.data[part] as Entry<P>[]).map(toRow), response: result.response };
    },
    create: (context: PropertyScreenContext, row: Row) => write(context, row, true),
    update: (context: PropertyScreenContext, row: Row) => write(context, row, false),
    remove: async (context: PropertyScreenContext, rows: Row[]): Promise<CallResult<Row[]>> => {
      const current = await load(context);
      if (!current.data) return failed(current);
      const ids = rows.map((row) => keyOf(fromRow(row)));
      const saved = await save(context, removeEntries(current.data, part, ids));
      if (!saved.data) return failed(saved);
      return { data: rows, response: saved.response };
    },
  };
}

/** The configuration for the pickers (commands, groups, target systems), empty when it cannot be read. */
export async function loadChoicesOf(context: PropertyScreenContext): Promise<RoomControlData> {
  const { data } = await load(context);
  return data ?? { cameras: [], assignments: [], commands: [], groups: [], settings: [] };
}
