import { describe, expect, it } from "vitest";
import { BULK_TICKET_BOUNDS, TICKET_BOUNDS } from "./ticketBounds";

type Property = { type?: string; minimum?: number; maximum?: number };

/** The bounds of `schema`'s properties as the dialogs take them. */
async function contractBounds(schema: string, names: readonly string[]) {
  const { default: document } = await import("@cms/api/openapi.json");
  const properties = (
    document as unknown as {
      components: { schemas: Record<string, { properties: Record<string, Property> }> };
    }
  ).components.schemas[schema]!.properties;
  return Object.fromEntries(
    names.map((name) => {
      const { type, minimum, maximum } = properties[name]!;
      return [name, { minimum, maximum, ...(type === "integer" ? { integer: true } : {}) }];
    }),
  );
}

describe("the ticket dialogs' number bounds", () => {
  it("are the contract's, so a dialog refuses exactly what the server refuses", async () => {
    expect(await contractBounds("GatewayTicket", Object.keys(TICKET_BOUNDS))).toEqual(TICKET_BOUNDS);
    expect(await contractBounds("GatewayBulkTicketCreate", Object.keys(BULK_TICKET_BOUNDS))).toEqual(
      BULK_TICKET_BOUNDS,
    );
  });
});
