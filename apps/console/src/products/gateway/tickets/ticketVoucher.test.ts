import i18next from "i18next";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { GatewayTicket } from "./tickets";
import { hasTicketAccessCode, ticketCsv, ticketVoucherHtml } from "./ticketVoucher";

// Issue 42 item 6: a ticket (tariff) prints and downloads with its access code, as a profile does.
const en = JSON.parse(
  readFileSync(join(import.meta.dirname, "..", "locales", "en", "gateway.json"), "utf8"),
) as Record<string, unknown>;
const i18n = i18next.createInstance();
await i18n.init({ lng: "en", resources: { en: { gateway: en } }, interpolation: { escapeValue: false } });
const t = i18n.t;

const ticket: GatewayTicket = {
  id: "1d0010010000000000000001",
  i18n: [
    { language: "en", title: "Conference <day>" },
    { language: "de", title: "Konferenztag" },
  ],
  accessCode: " K7P2-QX9 ",
  expireInHours: 10,
  maxDevices: 2,
  priceAmount: 0,
  dataLimit: { uiInput: 5000, uiUnit: "MB" },
  timeLimit: { uiInput: 0, uiUnit: "s" },
};

describe("a ticket's voucher", () => {
  it("needs an access code: none, or only spaces, is none", () => {
    expect(hasTicketAccessCode(ticket)).toBe(true);
    expect(hasTicketAccessCode({ ...ticket, accessCode: "  " })).toBe(false);
    expect(hasTicketAccessCode({ ...ticket, accessCode: undefined })).toBe(false);
  });

  it("prints the hotel, the title in the UI language (escaped), the code large and what the guest gets", () => {
    const html = ticketVoucherHtml(ticket, t, "en", "Hotel Sacher Wien");
    expect(html).toContain("<p>Hotel Sacher Wien</p>");
    expect(html).toContain("<p>Conference &lt;day&gt;</p>");
    expect(html).toContain("<p><code>K7P2-QX9</code></p>");
    expect(html).toContain("<p>Expires after (hours): 10</p>");
    expect(html).toContain("<p>Data limit: 5,000 MB</p>");
    expect(html).toContain("<p>Time limit: Unlimited</p>");
    expect(html).toContain("<p>Price: Free</p>");
    expect(ticketVoucherHtml(ticket, t, "de")).toContain("<p>Konferenztag</p>");
  });

  it("downloads as one CSV row under its labels, the code first and safe from spreadsheet formulas", () => {
    expect(ticketCsv(ticket, t, "en")).toBe(
      "Access code,Title,Expires after (hours),Data limit,Time limit,Max. devices,Price\n" +
        'K7P2-QX9,Conference <day>,10,"5,000 MB",Unlimited,2,Free\n',
    );
    expect(ticketCsv({ ...ticket, accessCode: "=1+1" }, t, "en").split("\n")[1]).toMatch(/^'=1\+1,/);
  });
});
