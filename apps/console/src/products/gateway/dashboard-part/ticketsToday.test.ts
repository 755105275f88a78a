import { describe, expect, it } from "vitest";
import { ticketsCreatedOn } from "./ticketsToday";

describe("the gateway's dashboard part", () => {
  it("counts the access codes of the batches created today", () => {
    expect(
      ticketsCreatedOn(
        [
          { name: "Conference", ticketCount: 20, createdAt: "2026-11-20T08:12:00.000Z" },
          { name: "Tour", ticketCount: 5, createdAt: "2026-11-20T09:40:00.000Z" },
          { name: "Old", ticketCount: 50, createdAt: "2026-11-19T23:59:00.000Z" },
          { name: "Unknown", ticketCount: 7 },
        ] as never,
        "2026-11-20",
      ),
    ).toEqual({ tickets: 25, batches: 2 });
  });
});
