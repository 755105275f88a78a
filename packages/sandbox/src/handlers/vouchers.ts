// The printable vouchers of a bulk ticket batch (products.md section 3, "Bulk ticket"): an A4 sheet of ten
// vouchers and an 80 mm receipt with one voucher per page, each with its access code, limits, validity and a
// QR code of the portal's login link. Batches run to 100,000 codes, so the PDF is streamed page by page with
// pdfkit: the whole document is never held in memory (jsPDF, used before, built it in memory: 1.7 GB and 18 s
// for 10,000 vouchers; see docs/benchmarks.md, "Voucher PDF").
import PDFDocument from "pdfkit";
import { accessCode } from "../seed/gateway";
import type { Item } from "../state";
import { qrMatrix, qrPath } from "./voucherQr";

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

/**
 * DD.MM.YYYY HH:mm:ss in UTC, as the console shows session dates; without `seconds` DD.MM.YYYY HH:mm, as
 * the vouchers print validity (bulk ticket times are UTC+0, products.md section 9). "" for no date.
 */
export function displayDate(iso: unknown, seconds = true): string {
  if (typeof iso !== "string" || !iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  const two = (n: number) => String(n).padStart(2, "0");
  const time = `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}${seconds ? `:${two(d.getUTCSeconds())}` : ""}`;
  return `${two(d.getUTCDate())}.${two(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${time}`;
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
    from: `${labels.valid}: ${displayDate(bulk.validFrom, false)}`,
    until: `${labels.until} ${displayDate(bulk.validTo, false)} (UTC)`,
    devicesAndData: `${String(bulk.maxDevices ?? 1)} ${labels.devices} · ${labels.data} ${volume}`,
    timeAndSpeed: [`${labels.online} ${duration(Number(bulk.timeLimitInSeconds ?? 0), labels)}`, speed]
      .filter(Boolean)
      .join(" · "),
    description: latin(String(bulk.description ?? "")),
    price: bulk.ticketPrice ? `${labels.price}: ${String(bulk.ticketPrice)} EUR` : "",
  };
}

/** A coordinate as pdfkit writes one (six decimals at most). */
const coordinate = (value: number) => String(Math.round(value * 1e6) / 1e6);

/**
 * The QR code as one filled path in module units, placed and scaled by one transform: a module is a unit
 * square, so the path is small integers (voucherQr.ts), far shorter and faster to write than a rectangle per
 * module in page coordinates.
 */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const matrix = qrMatrix(text);
  const quiet = 2;
  const cell = size / (matrix.size + 2 * quiet);
  const scale = coordinate(cell);
  doc.fillColor("black");
  doc.addContent(
    `q ${scale} 0 0 ${scale} ${coordinate(x + quiet * cell)} ${coordinate(y + quiet * cell)} cm`,
  );
  doc.addContent(qrPath(matrix));
  doc.addContent("Q");
}

const one = { lineBreak: false } as const;

/** What one voucher has of its own: everything else on it is the same on every voucher of the sheet. */
interface Voucher {
  code: string;
  link: string;
  label: string;
}

/** Options for measuring: `qr: false` leaves the QR codes out (the benchmark's floor, never a download). */
export interface VoucherPdfOptions {
  qr?: boolean;
}

const A4_VOUCHER: [number, number] = [95 * MM, 54 * MM];

/** The A4 voucher's frame and texts, the same on every voucher, with the voucher's top left corner at (0, 0). */
function drawA4Template(doc: PDFKit.PDFDocument, t: Texts) {
  const [w, h] = A4_VOUCHER;
  doc
    .save()
    .dash(1.5 * MM, { space: 1.5 * MM })
    .strokeColor("#969696")
    .rect(0, 0, w, h)
    .stroke()
    .restore();
  const left = 5 * MM;
  const textWidth = 57 * MM;
  doc.font("Helvetica-Bold").fontSize(11).fillColor("black");
  doc.text(t.hotel, left, 4 * MM, { ...one, width: 85 * MM, ellipsis: true, height: 5 * MM });
  doc.font("Helvetica").fontSize(8);
  doc.text(`${t.labels.title} · ${t.name}`, left, 10 * MM, {
    ...one,
    width: textWidth,
    ellipsis: true,
    height: 4 * MM,
  });
  doc.text(`${t.labels.network}: ${t.ssid}`, left, 14 * MM, {
    ...one,
    width: textWidth,
    ellipsis: true,
    height: 4 * MM,
  });
  doc.text(t.labels.code!, left, 20 * MM, one);
  doc.fontSize(7);
  doc.text(t.from, left, 32 * MM, one);
  doc.text(t.until, left, 35.5 * MM, one);
  doc.text(t.devicesAndData, left, 39 * MM, { ...one, width: textWidth, ellipsis: true, height: 3 * MM });
  doc.text(t.timeAndSpeed, left, 42.5 * MM, { ...one, width: textWidth, ellipsis: true, height: 3 * MM });
  if (t.description)
    doc.text(t.description, left, 46 * MM, { ...one, width: textWidth, ellipsis: true, height: 3 * MM });
  if (t.price) doc.text(t.price, left, 49.5 * MM, one);
  doc.fontSize(6).text(t.labels.scan!, 62 * MM, 40 * MM, { ...one, width: 32 * MM, align: "center" });
}

/** The A4 voucher's own code, QR code and number, at the voucher's place (x, y) on the page. */
function drawA4Voucher(doc: PDFKit.PDFDocument, v: Voucher, x: number, y: number, qr: boolean) {
  doc.fillColor("black").font("Courier-Bold").fontSize(18);
  doc.text(v.code, x + 5 * MM, y + 24 * MM, one);
  if (qr) drawQr(doc, v.link, x + 64 * MM, y + 11 * MM, 28 * MM);
  doc.font("Helvetica").fontSize(6);
  doc.text(v.label, x + 62 * MM, y + 49.5 * MM, { ...one, width: 30 * MM, align: "right" });
}

const RECEIPT_LEFT = 5 * MM;
const RECEIPT_CENTER = { ...one, width: 70 * MM, align: "center" } as const;

/** The receipt's texts, the same on every receipt. */
function drawReceiptTemplate(doc: PDFKit.PDFDocument, t: Texts) {
  const left = RECEIPT_LEFT;
  const center = RECEIPT_CENTER;
  doc.fillColor("black").font("Helvetica-Bold").fontSize(12);
  doc.text(t.hotel, left, 6 * MM, { ...center, ellipsis: true, height: 6 * MM });
  doc.font("Helvetica").fontSize(9);
  doc.text(`${t.labels.title} · ${t.name}`, left, 13 * MM, { ...center, ellipsis: true, height: 5 * MM });
  doc.text(`${t.labels.network}: ${t.ssid}`, left, 18 * MM, { ...center, ellipsis: true, height: 5 * MM });
  doc.text(t.labels.code!, left, 25 * MM, center);
  doc.fontSize(7).text(t.labels.scan!, left, 81 * MM, center);
  doc.fontSize(8);
  doc.text(t.from, left, 88 * MM, center);
  doc.text(t.until, left, 92.5 * MM, center);
  doc.text(t.devicesAndData, left, 99 * MM, { ...center, ellipsis: true, height: 4 * MM });
  doc.text(t.timeAndSpeed, left, 103.5 * MM, { ...center, ellipsis: true, height: 4 * MM });
  if (t.description)
    doc.text(t.description, left, 110 * MM, {
      width: center.width,
      align: "center",
      height: 16 * MM,
      ellipsis: true,
    });
  if (t.price) doc.font("Helvetica-Bold").text(t.price, left, 130 * MM, center);
}

/** The receipt's own code, QR code and number. */
function drawReceipt(doc: PDFKit.PDFDocument, v: Voucher, qr: boolean) {
  doc.fillColor("black").font("Courier-Bold").fontSize(22);
  doc.text(v.code, RECEIPT_LEFT, 30 * MM, RECEIPT_CENTER);
  if (qr) drawQr(doc, v.link, 20 * MM, 40 * MM, 40 * MM);
  doc
    .font("Helvetica")
    .fontSize(7)
    .text(v.label, RECEIPT_LEFT, 140 * MM, RECEIPT_CENTER);
}

/** The name the template goes by in each page's resources. */
const TEMPLATE = "Voucher";

/**
 * Draws `draw` once into a form XObject, the PDF's way to paint the same content in many places: a page then
 * places it with `/Voucher Do`, so the texts every voucher shares are laid out, measured and compressed once
 * per document instead of once per voucher (a quarter of the time for 10,000 vouchers when drawn on each;
 * docs/benchmarks.md, "Voucher PDF"). pdfkit has no API for forms (foliojs/pdfkit#680), so while `draw` runs, the document's current page
 * is a stand-in whose content goes to the form and whose fonts become the form's resources; pdfkit's text and
 * graphics calls write through `doc.page` only. The stand-in has the real page's size, so text fits (and is
 * cut with an ellipsis) exactly as it did when drawn on the page.
 */
function drawTemplate(
  doc: PDFKit.PDFDocument,
  bbox: [number, number, number, number],
  draw: () => void,
): PDFKit.PDFKitReference {
  const page = doc.page;
  const fonts: Record<string, unknown> = {};
  const form = doc.ref({
    Type: "XObject",
    Subtype: "Form",
    BBox: bbox,
    Resources: { ProcSet: ["PDF", "Text"], Font: fonts },
  });
  const standIn: Partial<PDFKit.PDFPage> = {
    width: page.width,
    height: page.height,
    margins: page.margins,
    fonts,
    xobjects: {},
    ext_gstates: {},
    patterns: {},
    maxY: () => page.maxY(),
    write: (chunk: unknown) => form.write(chunk),
  };
  doc.page = standIn as PDFKit.PDFPage;
  try {
    doc.save();
    draw();
    doc.restore();
  } finally {
    doc.page = page;
  }
  form.end(undefined);
  return form;
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
export function voucherPdf(
  sheet: VoucherSheet,
  { qr = true }: VoucherPdfOptions = {},
): ReadableStream<Uint8Array> {
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

  let template: PDFKit.PDFKitReference | undefined;

  const drawPage = () => {
    doc.addPage();
    template ??=
      layout === "receipt"
        ? drawTemplate(doc, [0, 0, doc.page.width, doc.page.height], () => drawReceiptTemplate(doc, texts))
        : // A little more than the voucher, for the frame's line width.
          drawTemplate(doc, [-2, -2, A4_VOUCHER[0] + 2, A4_VOUCHER[1] + 2], () => drawA4Template(doc, texts));
    doc.page.xobjects[TEMPLATE] = template;
    const last = Math.min(count, next + perPage);
    for (let i = next; i < last; i++) {
      const code = accessCode(id, i);
      const voucher = { code, link: portalLoginLink(sheet.propertyId, code), label: `${i + 1}/${count}` };
      if (layout === "receipt") {
        doc.addContent(`/${TEMPLATE} Do`);
        drawReceipt(doc, voucher, qr);
      } else {
        const slot = i - next;
        const x = (10 + (slot % 2) * 95) * MM;
        const y = (13 + Math.floor(slot / 2) * 54) * MM;
        doc.addContent(`q 1 0 0 1 ${coordinate(x)} ${coordinate(y)} cm /${TEMPLATE} Do Q`);
        drawA4Voucher(doc, voucher, x, y, qr);
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
