import { shownFields } from "./places";
import type { FieldSchema } from "./schema";

/**
 * A save the server refused: its message as the server worded it and, when the answer named one, the
 * offending field (the contract's Error `field`: a parameter name or a JSON pointer such as `body/email`).
 * Screens reject `onSave` with it; any Error with a string `field` is read the same way.
 */
export class ServerRefusal extends Error {
  override readonly name = "ServerRefusal";
  readonly field: string | undefined;

  constructor(message: string, field?: string) {
    super(message);
    this.field = field;
  }
}

/** The message and field of whatever `onSave` rejected with. */
export function refusalOf(error: unknown): { message: string; field: string | undefined } {
  if (error instanceof Error) {
    const field = (error as { field?: unknown }).field;
    return { message: error.message, field: typeof field === "string" && field ? field : undefined };
  }
  return { message: String(error), field: undefined };
}

/**
 * The form field a server's `field` names, or undefined when no field of the dialog shows it (the message
 * then goes to the dialog's banner). `body/address/country`, `address.country` and `country` all find a field
 * named `address.country` or `country`; the longest match wins, so `body/roles/0` finds `roles`.
 * Multi-language fields and slots take no message of their own (their inputs are per language or custom).
 */
export function fieldOfRefusal(
  serverField: string | undefined,
  fields: readonly FieldSchema[],
  isNew: boolean,
): string | undefined {
  if (!serverField) return undefined;
  const segments = serverField
    .replace(/^#?\/?/, "")
    .split(/[/.]/)
    .filter(Boolean)
    .map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"));
  if (segments[0] === "body" || segments[0] === "query" || segments[0] === "path") segments.shift();
  const names = new Set(
    shownFields(fields, isNew)
      .filter(({ field }) => field.kind !== "i18n" && field.kind !== "slot")
      .map(({ field }) => field.name),
  );
  for (let length = segments.length; length > 0; length--) {
    const name = segments.slice(0, length).join(".");
    if (names.has(name)) return name;
  }
  return undefined;
}
