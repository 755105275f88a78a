import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  createCmsClient,
  createMemoryTokenStore,
  downloadBlob,
  downloadStream,
  filenameFromDisposition,
} from "../src";

const BASE = "http://api.test";
const CSV_PATH = `${BASE}/api/cms/v3/p1/onespeed/bulkticket/b1/csv`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = () =>
  createCmsClient({ baseUrl: BASE, tokenStore: createMemoryTokenStore({ accessToken: "fresh" }) });

describe("filenameFromDisposition", () => {
  it.each([
    ['attachment; filename="tickets 2026.csv"', "tickets 2026.csv"],
    ["attachment; filename=tickets.pdf", "tickets.pdf"],
    ["attachment; filename=\"x.csv\"; filename*=UTF-8''G%C3%A4ste%20M%C3%A4rz.csv", "Gäste März.csv"],
    [null, "fallback.csv"],
    ["inline", "fallback.csv"],
  ])("reads %s as %s", (header, expected) => {
    expect(filenameFromDisposition(header, "fallback.csv")).toBe(expected);
  });
});

describe("downloads", () => {
  const csv = "code,validUntil\nAB12CD,2026-12-31T23:59:59Z\n";
  const csvResponse = () =>
    new HttpResponse(csv, {
      headers: { "Content-Type": "text/csv", "Content-Disposition": 'attachment; filename="summer.csv"' },
    });

  it("gives the browser a Blob with the server's file name", async () => {
    server.use(http.get(CSV_PATH, csvResponse));
    const file = await downloadBlob(
      client(),
      "/api/cms/v3/{propertyId}/onespeed/bulkticket/{ticketId}/csv",
      { params: { path: { propertyId: "p1", ticketId: "b1" } } },
      "tickets.csv",
    );
    expect(file.filename).toBe("summer.csv");
    expect(file.contentType).toBe("text/csv");
    expect(await file.body.text()).toBe(csv);
  });

  it("gives Node a stream", async () => {
    server.use(http.get(CSV_PATH, csvResponse));
    const file = await downloadStream(
      client(),
      "/api/cms/v3/{propertyId}/onespeed/bulkticket/{ticketId}/csv",
      { params: { path: { propertyId: "p1", ticketId: "b1" } } },
      "tickets.csv",
    );
    expect(await new Response(file.body).text()).toBe(csv);
  });

  it("fails with the server's message instead of saving an error page", async () => {
    server.use(
      http.get(CSV_PATH, () => HttpResponse.json({ message: "Bulk ticket not found" }, { status: 404 })),
    );
    await expect(
      downloadBlob(
        client(),
        "/api/cms/v3/{propertyId}/onespeed/bulkticket/{ticketId}/csv",
        { params: { path: { propertyId: "p1", ticketId: "b1" } } },
        "tickets.csv",
      ),
    ).rejects.toThrow("Bulk ticket not found");
  });
});
