import type { TextFieldSchema } from "@cms/ui";

type NumberBounds = NonNullable<TextFieldSchema["bounds"]>;

/**
 * The contract's bounds of the ticket numbers the gateway's dialogs edit (openapi.yaml: GatewayTicket and
 * GatewayBulkTicketCreate; ticketBounds.test.ts holds them equal), so a dialog states and checks the rule
 * the server applies before anything is sent. Copied rather than read from the 390 kB contract at run time.
 */
export const TICKET_BOUNDS = {
  expireInHours: { minimum: 0, maximum: 87_600, integer: true },
  idleTimeoutInSeconds: { minimum: 0, maximum: 31_536_000, integer: true },
  maxDevices: { minimum: 1, maximum: 1000, integer: true },
  priceAmount: { minimum: 0, maximum: 1_000_000 },
} as const satisfies Record<string, NumberBounds>;

export const BULK_TICKET_BOUNDS = {
  ticketCount: { minimum: 1, maximum: 100_000, integer: true },
  maxDevices: { minimum: 1, maximum: 1000, integer: true },
  maxBandwidthDownInMbit: { minimum: 0, maximum: 100_000 },
  maxBandwidthUpInMbit: { minimum: 0, maximum: 100_000 },
  expireInHours: { minimum: 0, maximum: 87_600, integer: true },
} as const satisfies Record<string, NumberBounds>;
