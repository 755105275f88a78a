// The printable vouchers of a bulk ticket batch (products.md section 3, "Bulk ticket"): an A4 sheet of ten
// vouchers and an 80 mm receipt with one voucher per page, each with its access code, limits, validity and a
// QR code of the portal's login link. Batches run to 100,000 codes, so the PDF is streamed page by page with
// pdfkit: the whole document is never held in memory (jsPDF, used before, built it in memory: 1.7 GB and 18 s
// for 10,000 vouchers; see docs/benchmarks.md, "Voucher PDF").
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import { accessCode } from "../seed/gateway";
import type { Item } from "../state";

export const VOUCHER_LAYOUTS = ["a4", "receipt"] as const;
export type VoucherLayout = (typeof VOUCHER_LAYOUTS)[number];

const MM = 72 / 25.4;

/** Vouchers per page: 2 columns of 5 on A4; a receipt printer cuts after each voucher. */
const PER_PAGE: Record<VoucherLayout, number> = { a4: 10, receipt: 1 };
const PAGE_SIZE: Record<VoucherLayout, [number, number]> = {
  a4: [210 * MM, 297 * MM],
  receipt: [80 * MM, 150 * MM],
};

/** Pages the PDF of `count` vouchers has (the console's progress counts them as they arrive). */
export const voucherPages = (count: number, layout: VoucherLayout) =>
  Math.max(1, Math.ceil(count / PER_PAGE[layout]));

const LABELS: Record<string, Record<string, string>> = {
  en: {
    title: "Wi-Fi ticket",
    code: "Access code",
    valid: "Valid",
    until: "until",
    devices: "devices",
    data: "data",
    unlimited: "unlimited",
    online: "online time",
    price: "Price",
    network: "Network",
    scan: "Scan to sign in",
  },
  de: {
    title: "WLAN-Ticket",
    code: "Zugangscode",
    valid: "Gültig",
    until: "bis",
    devices: "Geräte",
    data: "Daten",
    unlimited: "unbegrenzt",
    online: "Onlinezeit",
    price: "Preis",
    network: "Netzwerk",
    scan: "Zum Anmelden scannen",
  },
  et: {
    title: "WiFi pilet",
    code: "Pääsukood",
    valid: "Kehtib",
    until: "kuni",
    devices: "seadet",
    data: "andmemaht",
    unlimited: "piiramatu",
    online: "ühenduse aeg",
    price: "Hind",
    network: "Võrk",
    scan: "Skanni sisselogimiseks",
  },
};

/**
 * The PDF's standard fonts cover Latin-1 only: other letters are dropped, and other ticket languages print
 * the English labels. Codes are Latin letters and digits, so they read left to right in every language.
 */
const latin = (text: string) =>
  text.replace(/[^\u0020-\u00ff\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u2013\u2014\u20ac]/g, "");

function duration(seconds: number, labels: Record<string, string>): string {
  if (!seconds) return labels.unlimited!;
  if (seconds % 86400 === 0) return `${seconds / 86400} d`;
  if (seconds % 3600 === 0) return `${seconds / 3600} h`;
  return `${Math.round(seconds / 60)} min`;
}

/** DD.MM.YYYY HH:mm in UTC (bulk ticket times are UTC+0, products.md section 9). */
function utc(iso: unknown): string {
  if (typeof iso !== "string" || !iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(d.getUTCDate())}.${two(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

/** The portal's sign-in link with the code filled in: what the voucher's QR code opens. */
export const portalLoginLink = (propertyId: string, code: string) =>
  `https://portal.hotel-demo.test/${encodeURIComponent(propertyId)}/login?code=${code}`;

export interface VoucherSheet {
  bulk: Item;
  propertyId: string;
  hotel: string;
  ssid: string;
  layout: VoucherLayout;
}

interface Texts {
  labels: Record<string, string>;
  hotel: string;
  name: string;
  ssid: string;
  from: string;
  until: string;
  devicesAndData: string;
  timeAndSpeed: string;
  description: string;
  price: string;
}

function textsOf({ bulk, hotel, ssid }: VoucherSheet): Texts {
  const labels = LABELS[String(bulk.ticketLanguage)] ?? LABELS.en!;
  const data = Number(bulk.dataLimitInMb ?? 0);
  const volume = data
    ? data >= 1024
      ? `${Math.round((data / 1024) * 10) / 10} GB`
      : `${data} MB`
    : labels.unlimited;
  const speed =
    bulk.maxBandwidthDownInMbit !== undefined || bulk.maxBandwidthUpInMbit !== undefined
      ? `${String(bulk.maxBandwidthDownInMbit ?? "-")}/${String(bulk.maxBandwidthUpInMbit ?? "-")} Mbit/s`
      : "";
  return {
    labels,
    hotel: latin(hotel),
    name: latin(String(bulk.name ?? "")),
    ssid: latin(ssid),
    from: `${labels.valid}: ${utc(bulk.validFrom)}`,
    until: `${labels.until} ${utc(bulk.validTo)} (UTC)`,
    devicesAndData: `${String(bulk.maxDevices ?? 1)} ${labels.devices} · ${labels.data} ${volume}`,
    timeAndSpeed: [`${labels.online} ${duration(Number(bulk.timeLimitInSeconds ?? 0), labels)}`, speed]
      .filter(Boolean)
      .join(" · "),
    description: latin(String(bulk.description ?? "")),
    price: bulk.ticketPrice ? `${labels.price}: ${String(bulk.ticketPrice)} EUR` : "",
  };
}

/** The QR code's dark modules as one path of row runs (far fewer rectangles than one per module). */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: "M" });
  const n = qr.modules.size;
  const data = qr.modules.data;
  const quiet = 2;
  const cell = size / (n + 2 * quiet);
  for (let row = 0; row < n; row++) {
    let col = 0;
    while (col < n) {
      if (!data[row * n + col]) {
        col++;
        continue;
      }
      const start = col;
      while (col < n && data[row * n + col]) col++;
      doc.rect(x + (quiet + start) * cell, y + (quiet + row) * cell, (col - start) * cell, cell);
    }
  }
  doc.fillColor("black").fill();
}

const one = { lineBreak: false } as const;

function drawA4Voucher(
  doc: PDFKit.PDFDocument,
  t: Texts,
  code: string,
  link: string,
  label: string,
  x: number,
  y: number,
) {
  const w = 95 * MM;
  const h = 54 * MM;
  doc
    .save()
    .dash(1.5 * MM, { space: 1.5 * MM })
    .strokeColor("#969696")
    .rect(x, y, w, h)
    .stroke()
    .restore();
  const left = x + 5 * MM;
  const textWidth = 57 * MM;
  doc.font("Helvetica-Bold").fontSize(11).fillColor("black");
  doc.text(t.hotel, left, y + 4 * MM, { ...one, width: 85 * MM, ellipsis: true, height: 5 * MM });
  doc.font("Helvetica").fontSize(8);
  doc.text(`${t.labels.title} · ${t.name}`, left, y + 10 * MM, {
    ...one,
    width: textWidth,
    ellipsis: true,
    height: 4 * MM,
  });
  doc.text(`${t.labels.network}: ${t.ssid}`, left, y + 14 * MM, {
    ...one,
    width: textWidth,
    ellipsis: true,
    height: 4 * MM,
  });
  doc.text(t.labels.code!, left, y + 20 * MM, one);
  doc.font("Courier-Bold").fontSize(18);
  doc.text(code, left, y + 24 * MM, one);
  doc.font("Helvetica").fontSize(7);
  doc.text(t.from, left, y + 32 * MM, one);
  doc.text(t.until, left, y + 35.5 * MM, one);
  doc.text(t.devicesAndData, left, y + 39 * MM, { ...one, width: textWidth, ellipsis: true, height: 3 * MM });
  doc.text(t.timeAndSpeed, left, y + 42.5 * MM, { ...one, width: textWidth, ellipsis: true, height: 3 * MM });
  if (t.description)
    doc.text(t.description, left, y + 46 * MM, { ...one, width: textWidth, ellipsis: true, height: 3 * MM });
  if (t.price) doc.text(t.price, left, y + 49.5 * MM, one);
  drawQr(doc, link, x + 64 * MM, y + 11 * MM, 28 * MM);
  doc.fontSize(6).text(t.labels.scan!, x + 62 * MM, y + 40 * MM, { ...one, width: 32 * MM, align: "center" });
  doc.text(label, x + 62 * MM, y + 49.5 * MM, { ...one, width: 30 * MM, align: "right" });
}

function drawReceipt(doc: PDFKit.PDFDocument, t: Texts, code: string, link: string, label: string) {
  const left = 5 * MM;
  const width = 70 * MM;
  const center = { ...one, width, align: "center" } as const;
  doc.fillColor("black").font("Helvetica-Bold").fontSize(12);
  doc.text(t.hotel, left, 6 * MM, { ...center, ellipsis: true, height: 6 * MM });
  doc.font("Helvetica").fontSize(9);
  doc.text(`${t.labels.title} · ${t.name}`, left, 13 * MM, { ...center, ellipsis: true, height: 5 * MM });
  doc.text(`${t.labels.network}: ${t.ssid}`, left, 18 * MM, { ...center, ellipsis: true, height: 5 * MM });
  doc.text(t.labels.code!, left, 25 * MM, center);
  doc.font("Courier-Bold").fontSize(22);
  doc.text(code, left, 30 * MM, center);
  drawQr(doc, link, 20 * MM, 40 * MM, 40 * MM);
  doc
    .font("Helvetica")
    .fontSize(7)
    .text(t.labels.scan!, left, 81 * MM, center);
  doc.fontSize(8);
  doc.text(t.from, left, 88 * MM, center);
  doc.text(t.until, left, 92.5 * MM, center);
  doc.text(t.devicesAndData, left, 99 * MM, { ...center, ellipsis: true, height: 4 * MM });
  doc.text(t.timeAndSpeed, left, 103.5 * MM, { ...center, ellipsis: true, height: 4 * MM });
  if (t.description)
    doc.text(t.description, left, 110 * MM, { width, align: "center", height: 16 * MM, ellipsis: true });
  if (t.price) doc.font("Helvetica-Bold").text(t.price, left, 130 * MM, center);
  doc
    .font("Helvetica")
    .fontSize(7)
    .text(label, left, 140 * MM, center);
}

function concat(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.byteLength, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

const tick = () =>
  new Promise<void>((resolve) =>
    typeof setImmediate === "function" ? setImmediate(resolve) : setTimeout(resolve, 0),
  );

/**
 * The vouchers as a PDF byte stream. Pages are drawn as the reader pulls (a few pages per pull), so a slow
 * download holds back the drawing instead of filling memory.
 */
export function voucherPdf(sheet: VoucherSheet): ReadableStream<Uint8Array> {
  const { bulk, layout } = sheet;
  const id = String(bulk._id);
  const count = Number(bulk.ticketCount ?? 0);
  const texts = textsOf(sheet);
  const perPage = PER_PAGE[layout];
  const pagesPerPull = layout === "a4" ? 4 : 40;
  const doc = new PDFDocument({
    size: PAGE_SIZE[layout],
    margin: 0,
    autoFirstPage: false,
    compress: true,
    info: { Title: `${texts.name} - ${texts.hotel}`, Creator: "CMS sandbox" },
  });
  const pending: Uint8Array[] = [];
  let ended = false;
  let failed: unknown;
  doc.on("data", (chunk: Uint8Array) => pending.push(chunk));
  doc.on("end", () => (ended = true));
  doc.on("error", (error: unknown) => (failed = error));
  let next = 0;
  let closing = false;

  const drawPage = () => {
    doc.addPage();
    const last = Math.min(count, next + perPage);
    for (let i = next; i < last; i++) {
      const code = accessCode(id, i);
      const link = portalLoginLink(sheet.propertyId, code);
      const label = `${i + 1}/${count}`;
      if (layout === "receipt") drawReceipt(doc, texts, code, link, label);
      else {
        const slot = i - next;
        drawA4Voucher(
          doc,
          texts,
          code,
          link,
          label,
          (10 + (slot % 2) * 95) * MM,
          (13 + Math.floor(slot / 2) * 54) * MM,
        );
      }
    }
    next = last;
  };

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (;;) {
        if (!closing) {
          if (count === 0) doc.addPage();
          for (let p = 0; p < pagesPerPull && next < count; p++) drawPage();
          if (next >= count) {
            closing = true;
            doc.end();
          }
        }
        await tick();
        if (failed) return controller.error(failed);
        // One chunk per pull: pdfkit writes many small pieces (an object header is a few bytes).
        if (pending.length) controller.enqueue(concat(pending.splice(0)));
        if (ended) return controller.close();
        if (controller.desiredSize !== null && controller.desiredSize <= 0) return;
      }
    },
  });
}
