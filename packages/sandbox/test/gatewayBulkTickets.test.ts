import { inflateSync } from "node:zlib";
import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { readPdf } from "../../../tooling/pdfText";
import { accessCode } from "../src/seed/gateway";
import { portalLoginLink, voucherPages } from "../src/handlers/vouchers";
import { call, PROPERTY, testSandbox, frontDeskWith, type Message, listOf } from "./harness";

// The gateway bulk tickets screen's calls (products.md sections 3, 5, 6 and 7) as the super administrator and a
// front desk with chosen permissions make them: the list, create with every field, the rooms to charge, the CSV,
// the voucher PDF in both layouts, the e-mail, and the refusals.
type Bulk = Record<string, unknown> & { _id: string; ticketCount: number };

const BULK = `/api/cms/v3/${PROPERTY}/onespeed/bulkticket`;
// The super administrator holds the expireInHours override, which the property administrator role lacks (the
// overrides are granted one by one, like the profile overrides).
const admin = () => testSandbox();

const everyField = {
  name: "Conference Wi-Fi",
  description: "Wi-Fi for the autumn conference",
  validFrom: "2026-11-26T08:00:00.000Z",
  validUntil: "2026-11-28T18:00:00.000Z",
  ticketLanguage: "de",
  ticketPrice: "4,90",
  ticketCount: 25,
  maxDevices: 3,
  dataLimitInMb: 5120,
  maxBandwidthDownInMbit: 50,
  maxBandwidthUpInMbit: 10,
  timeLimitInSeconds: 86400,
  expireInHours: 48,
  chargeRoom: true,
  room: "101",
  sendEmail: true,
  email: "events@hotel-demo.test",
};

async function create(sandbox: ReturnType<typeof admin>, body: Record<string, unknown>) {
  return call(sandbox, { method: "POST", path: BULK, body });
}

async function bytesOf(body: unknown): Promise<Buffer> {
  if (body instanceof ReadableStream) return Buffer.from(await new Response(body).arrayBuffer());
  if (typeof body === "string") return Buffer.from(body);
  return Buffer.from(body as Uint8Array);
}

/** Every stream of a PDF that pdfkit wrote (each is compressed), inflated, in the order of the file. */
function streamsOf(pdf: Buffer): string[] {
  const text = pdf.toString("latin1");
  const streams: string[] = [];
  for (const match of text.matchAll(/\/Length (\d+)[^>]*>>\nstream\n/g)) {
    const start = match.index + match[0].length;
    streams.push(inflateSync(pdf.subarray(start, start + Number(match[1]))).toString("latin1"));
  }
  return streams;
}

interface DrawnQr {
  /** Side of the code with its quiet zone of 2 modules, in points. */
  side: number;
  modules: Uint8Array;
}

/** The QR codes a PDF's pages draw: a transform to module units, then `x y w h re` rectangles, then the fill. */
function qrCodesOf(pdf: Buffer): DrawnQr[] {
  const codes: DrawnQr[] = [];
  for (const content of streamsOf(pdf)) {
    for (const [, scale, rects] of content.matchAll(
      /q (\S+) 0 0 \S+ \S+ \S+ cm\n((?:\d+ \d+ \d+ \d+ re\n)+)f\nQ/g,
    )) {
      const cell = Number(scale);
      const bounds = [...rects!.matchAll(/(\d+) (\d+) (\d+) (\d+) re/g)].map((m) => m.slice(1).map(Number));
      const size = Math.max(...bounds.map(([x, , w]) => x! + w!));
      const modules = new Uint8Array(size * size);
      for (const [x, y, w, h] of bounds)
        for (let row = y!; row < y! + h!; row++)
          for (let col = x!; col < x! + w!; col++) modules[row * size + col] = 1;
      codes.push({ side: cell * (size + 4), modules });
    }
  }
  return codes;
}

describe("gateway bulk tickets", { timeout: 60_000 }, () => {
  it("lists the seeded batches with name, time limit, valid to and created at in UTC", async () => {
    const answer = await call(admin(), { method: "GET", path: `${BULK}/index` });
    expect(answer.status).toBe(200);
    const { items, total } = answer.body as { items: Bulk[]; total: number };
    expect(total).toBe(items.length);
    expect(items.length).toBeGreaterThan(2);
    for (const bulk of items) {
      expect(bulk).toEqual(
        expect.objectContaining({
          _id: expect.any(String),
          name: expect.any(String),
          timeLimitInSeconds: expect.any(Number),
        }),
      );
      expect(String(bulk.validTo)).toMatch(/Z$/);
      expect(String(bulk.createdAt)).toMatch(/Z$/);
    }
  });

  it("creates a batch with every field and lists it", async () => {
    const sandbox = admin();
    const created = await create(sandbox, everyField);
    expect(created.status).toBe(201);
    const bulk = created.body as Bulk;
    expect(bulk).toMatchObject({
      name: everyField.name,
      description: everyField.description,
      validFrom: everyField.validFrom,
      validTo: everyField.validUntil,
      ticketLanguage: "de",
      ticketPrice: "4,90",
      ticketCount: 25,
      maxDevices: 3,
      dataLimitInMb: 5120,
      maxBandwidthDownInMbit: 50,
      maxBandwidthUpInMbit: 10,
      timeLimitInSeconds: 86400,
      expireInHours: 48,
      chargeRoom: true,
    });
    expect((await listOf<Bulk>(sandbox, BULK)).items.map((b) => b._id)).toContain(bulk._id);
    const one = await call(sandbox, { method: "GET", path: `${BULK}/${bulk._id}` });
    expect(one.body).toMatchObject({ name: everyField.name });
  });

  it("offers the property's rooms to charge and refuses another room", async () => {
    const sandbox = admin();
    const rooms = await call(sandbox, { method: "GET", path: `${BULK}/rooms` });
    expect(rooms.status).toBe(200);
    const { items } = rooms.body as { items: string[] };
    expect(items).toContain("101");
    const missing = await create(sandbox, { ...everyField, room: undefined });
    expect(missing.status).toBe(400);
    expect((missing.body as Message).field).toBe("room");
    const unknown = await create(sandbox, { ...everyField, room: "9999" });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ field: "room", message: "There is no room 9999" });
  });

  it("answers invalid input with 400 naming the field", async () => {
    const sandbox = admin();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...everyField, validFrom: undefined }, "validFrom"],
      [{ ...everyField, validUntil: "2026-11-20T00:00:00.000Z" }, "validUntil"],
      [{ ...everyField, ticketCount: 0 }, "ticketCount"],
      [{ ...everyField, ticketCount: 100_001 }, "ticketCount"],
      [{ ...everyField, ticketLanguage: "deutsch" }, "ticketLanguage"],
      [{ ...everyField, ticketPrice: "9.99 EUR" }, "ticketPrice"],
      [{ ...everyField, maxDevices: 0 }, "maxDevices"],
      [{ ...everyField, email: "not an address" }, "email"],
      [{ ...everyField, email: undefined }, "email"],
    ];
    for (const [body, field] of cases) {
      const answer = await create(sandbox, body);
      expect(answer.status, field).toBe(400);
      expect((answer.body as Message).field ?? "", field).toContain(field);
    }
  });

  it("downloads the codes as CSV, one row per code", async () => {
    const sandbox = admin();
    const bulk = (await create(sandbox, everyField)).body as Bulk;
    const answer = await call(sandbox, { method: "GET", path: `${BULK}/${bulk._id}/csv` });
    expect(answer.status).toBe(200);
    expect(answer.headers["Content-Type"]).toMatch(/^text\/csv/);
    const text = String(answer.body);
    expect(Number(answer.headers["Content-Length"])).toBe(Buffer.byteLength(text));
    const lines = text.trim().split(/\r?\n/);
    expect(lines).toHaveLength(26);
    expect(lines[1]).toContain(accessCode(bulk._id, 0));
    expect(lines[25]).toContain(accessCode(bulk._id, 24));
  });

  it.each([
    ["a4", 25, 3],
    ["receipt", 7, 7],
  ] as const)(
    "streams a valid %s PDF of %i vouchers on %i pages with every code",
    async (layout, count, pages) => {
      const sandbox = admin();
      const bulk = (await create(sandbox, { ...everyField, ticketCount: count })).body as Bulk;
      const answer = await call(sandbox, {
        method: "GET",
        path: `${BULK}/${bulk._id}/pdf`,
        query: { layout },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.headers["Content-Type"]).toBe("application/pdf");
      expect(answer.headers["X-Page-Count"]).toBe(String(pages));
      expect(answer.body).toBeInstanceOf(ReadableStream);
      const pdf = await bytesOf(answer.body);
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      expect(pdf.subarray(-6).toString()).toMatch(/%%EOF\s*$/);
      const read = await readPdf(pdf);
      expect(read.pages).toBe(pages);
      expect(voucherPages(count, layout)).toBe(pages);
      for (let i = 0; i < count; i++) expect(read.text).toContain(accessCode(bulk._id, i));
      // What every voucher shares is drawn once and placed on each: every voucher still shows it.
      expect(read.text.split("Zugangscode").length - 1).toBe(count);
      expect(read.text.split("(UTC)").length - 1).toBe(count);
    },
  );

  it.each([
    ["a4", 13, 28],
    ["receipt", 3, 40],
  ] as const)(
    "draws each %s voucher's QR code module for module as qrcode encodes its portal login link",
    async (layout, count, millimetres) => {
      const sandbox = admin();
      const bulk = (await create(sandbox, { ...everyField, ticketCount: count })).body as Bulk;
      const download = async () =>
        bytesOf(
          (await call(sandbox, { method: "GET", path: `${BULK}/${bulk._id}/pdf`, query: { layout } })).body,
        );
      const pdf = await download();
      const codes = qrCodesOf(pdf);
      expect(codes).toHaveLength(count);
      codes.forEach(({ side, modules }, i) => {
        const expected = QRCode.create(portalLoginLink(PROPERTY, accessCode(bulk._id, i)), {
          errorCorrectionLevel: "M",
        }).modules;
        expect(Buffer.from(modules).equals(Buffer.from(expected.data)), `voucher ${i + 1}`).toBe(true);
        expect(side).toBeCloseTo((millimetres * 72) / 25.4, 3);
      });
      // The same batch gives the same pages again (only the document's creation date differs).
      expect(streamsOf(await download())).toEqual(streamsOf(pdf));
    },
  );

  it("keeps A4 as the default layout and refuses an unknown one naming the parameter", async () => {
    const sandbox = admin();
    const bulk = (await create(sandbox, { ...everyField, ticketCount: 11 })).body as Bulk;
    const plain = await call(sandbox, { method: "GET", path: `${BULK}/${bulk._id}/pdf` });
    expect(plain.headers["X-Page-Count"]).toBe("2");
    await bytesOf(plain.body);
    const wrong = await call(sandbox, {
      method: "GET",
      path: `${BULK}/${bulk._id}/pdf`,
      query: { layout: "a5" },
    });
    expect(wrong.status).toBe(400);
    expect((wrong.body as Message).field).toBe("layout");
  });

  it("sends the tickets by e-mail to a valid address only", async () => {
    const sandbox = admin();
    const bulk = (await create(sandbox, everyField)).body as Bulk;
    const path = `${BULK}/${bulk._id}/email`;
    const sent = await call(sandbox, { method: "POST", path, body: { email: "frontdesk@hotel-demo.test" } });
    expect(sent.status).toBe(200);
    expect((sent.body as Message).message).toContain("frontdesk@hotel-demo.test");
    for (const email of ["", "frontdesk", "front desk@hotel", undefined]) {
      const refused = await call(sandbox, {
        method: "POST",
        path,
        body: email === undefined ? {} : { email },
      });
      expect(refused.status, String(email)).toBe(400);
      expect((refused.body as Message).field).toContain("email");
    }
  });

  it("answers 404 naming the batch for an unknown id", async () => {
    const answer = await call(admin(), { method: "GET", path: `${BULK}/000000000000000000000000/csv` });
    expect(answer.status).toBe(404);
    expect((answer.body as Message).field).toBe("ticketId");
  });

  it("deletes a batch", async () => {
    const sandbox = admin();
    const bulk = (await create(sandbox, everyField)).body as Bulk;
    const deleted = await call(sandbox, { method: "DELETE", path: `${BULK}/${bulk._id}` });
    expect(deleted.status).toBe(200);
    const gone = await call(sandbox, { method: "GET", path: `${BULK}/${bulk._id}` });
    expect(gone.status).toBe(404);
  });

  it("refuses each call without its permission, and expireInHours without its override", async () => {
    const refused = "You are not authorized to perform this action";
    const listOnly = frontDeskWith(["onespeed.bulkTickets.list"]);
    const seeded = (await listOf<Bulk>(listOnly, BULK)).items[0]!;
    for (const request of [
      { method: "POST", path: BULK, body: everyField },
      { method: "GET", path: `${BULK}/rooms` },
      { method: "DELETE", path: `${BULK}/${seeded._id}` },
      { method: "GET", path: `${BULK}/${seeded._id}/csv` },
      { method: "GET", path: `${BULK}/${seeded._id}/pdf` },
      { method: "POST", path: `${BULK}/${seeded._id}/email`, body: { email: "a@hotel-demo.test" } },
    ]) {
      const answer = await call(listOnly, request);
      expect(answer.status, `${request.method} ${request.path}`).toBe(403);
      expect((answer.body as Message).message).toContain(refused);
    }
    const nothing = frontDeskWith([]);
    expect((await call(nothing, { method: "GET", path: `${BULK}/index` })).status).toBe(403);

    const creator = frontDeskWith(["onespeed.bulkTickets.list", "onespeed.bulkTickets.create"]);
    const override = await create(creator, everyField);
    expect(override.status).toBe(403);
    expect(override.body).toMatchObject({ field: "expireInHours" });
    const { expireInHours: _, ...withoutOverride } = everyField;
    expect((await create(creator, withoutOverride)).status).toBe(201);
  });
});
