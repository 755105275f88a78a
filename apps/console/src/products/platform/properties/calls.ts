import type { CallResult } from "../../../kit";

/**
 * The item as the contract accepts it: the edit dialog saves an untouched optional field as null (platform.md
 * section 5), but the property's optional fields are plain strings, so empty ones are left out.
 */
export function withoutEmpty<T extends object>(item: T): T {
  return Object.fromEntries(
    Object.entries(item).filter(([, value]) => value !== null && value !== undefined && value !== ""),
  ) as T;
}

/**
 * Deletes one item after the other (the contract has no bulk delete for properties and groups), stopping at
 * the first refusal; answers the last call, so a failure carries the server's message.
 */
export async function deleteEach<T>(
  items: readonly T[],
  remove: (item: T) => Promise<CallResult<unknown>>,
): Promise<CallResult<unknown>> {
  let last = await remove(items[0]!);
  for (const item of items.slice(1)) {
    if (!last.data) break;
    last = await remove(item);
  }
  return last;
}
