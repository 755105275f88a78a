import type { components } from "@cms/api";
import { formatQuantity } from "@cms/ui";
import { DATA_UNITS, TIME_UNITS, dataLimitInMb, timeLimitInSeconds } from "../tickets/tickets";

export type BulkTicket = components["schemas"]["GatewayBulkTicket"];
export type BulkTicketCreate = components["schemas"]["GatewayBulkTicketCreate"];
export type VoucherLayout = "a4" | "receipt";

export const MAX_TICKETS = 100_000;
export { DATA_UNITS, TIME_UNITS };

/** What the create dialog holds: limits as value and unit, times as the wall-clock text the picker gives. */
export interface BulkTicketForm {
  _id?: string;
  name?: string;
  description?: string;
  validFrom?: string;
  validUntil?: string;
  ticketLanguage?: string;
  ticketPrice?: string | number;
  ticketCount?: number | string;
  maxDevices?: number | string;
  dataLimit?: { uiInput?: number | string | null; uiUnit?: string | null };
  timeLimit?: { uiInput?: number | string | null; uiUnit?: string | null };
  maxBandwidthDownInMbit?: number | string;
  maxBandwidthUpInMbit?: number | string;
  expireInHours?: number | string;
  chargeRoom?: boolean;
  room?: string;
  sendEmail?: boolean;
  email?: string;
}

const filled = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== "";
const numberOf = (value: unknown) => Number(String(value).trim().replace(",", "."));

/**
 * Bulk ticket times are UTC+0 (products.md section 9): the picker's wall-clock time is taken as UTC, so the
 * front desk types the time printed on the vouchers. An instant with a zone is kept as it is.
 */
export function asUtc(value: string): string {
  const text = value.trim();
  if (/(Z|[+-]\d\d:\d\d)$/.test(text)) return new Date(text).toISOString();
  const withSeconds = /T\d\d:\d\d$/.test(text) ? `${text}:00` : text;
  return new Date(`${withSeconds}Z`).toISOString();
}

/** An instant as the dialog's UTC pickers take it: the UTC wall clock to the minute ("2026-11-20T10:00:00"). */
export const utcWallClock = (instant: Date): string => `${instant.toISOString().slice(0, 16)}:00`;

/** The URL query a link to a new batch may carry (the reservations' "Wi-Fi tickets" for a guest). */
export const NEW_BATCH_PARAMS = ["new", "name", "room", "email", "until"] as const;

/**
 * A new batch's first values (issue 43, item 10): valid from now for a day; from a link for a guest, named after
 * the guest, one ticket until the stay ends (`until`, an instant), charged to and mailed to the guest.
 */
export function newBatchDefaults(now: Date, link?: URLSearchParams): BulkTicketForm {
  const start = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const until = link?.get("until") ? new Date(link.get("until")!) : undefined;
  const end =
    until && !Number.isNaN(until.getTime()) && until > start
      ? until
      : new Date(start.getTime() + 24 * 3600_000);
  const form: BulkTicketForm = {
    dataLimit: { uiUnit: "GB" },
    timeLimit: { uiUnit: "h" },
    ticketLanguage: "en",
    validFrom: utcWallClock(start),
    validUntil: utcWallClock(end),
  };
  const name = link?.get("name")?.trim();
  if (!name) return form;
  const email = link?.get("email")?.trim();
  const room = link?.get("room")?.trim();
  return {
    ...form,
    name,
    ticketCount: 1,
    ...(room ? { room } : {}),
    ...(email ? { sendEmail: true, email } : {}),
  };
}

/**
 * The create call's body from the dialog's values: empty optional fields are left out (the dialog saves them
 * as null, which the contract refuses), limits become MB and seconds, and expireInHours goes only with its
 * override permission.
 */
export function toBulkTicketCreate(form: BulkTicketForm, mayOverrideExpiry: boolean): BulkTicketCreate {
  const body: BulkTicketCreate = {
    name: String(form.name ?? "").trim(),
    validFrom: asUtc(String(form.validFrom ?? "")),
    validUntil: asUtc(String(form.validUntil ?? "")),
    ticketLanguage: String(form.ticketLanguage ?? ""),
    ticketCount: numberOf(form.ticketCount),
  };
  if (filled(form.description)) body.description = String(form.description).trim();
  if (filled(form.ticketPrice)) body.ticketPrice = String(form.ticketPrice).trim();
  if (filled(form.maxDevices)) body.maxDevices = numberOf(form.maxDevices);
  if (filled(form.dataLimit?.uiInput)) {
    const unit = (form.dataLimit?.uiUnit ?? "MB") as (typeof DATA_UNITS)[number];
    body.dataLimitInMb = Math.round(
      dataLimitInMb({ uiInput: numberOf(form.dataLimit!.uiInput), uiUnit: unit }),
    );
  }
  if (filled(form.timeLimit?.uiInput)) {
    const unit = (form.timeLimit?.uiUnit ?? "h") as (typeof TIME_UNITS)[number];
    body.timeLimitInSeconds = Math.round(
      timeLimitInSeconds({ uiInput: numberOf(form.timeLimit!.uiInput), uiUnit: unit }),
    );
  }
  if (filled(form.maxBandwidthDownInMbit))
    body.maxBandwidthDownInMbit = numberOf(form.maxBandwidthDownInMbit);
  if (filled(form.maxBandwidthUpInMbit)) body.maxBandwidthUpInMbit = numberOf(form.maxBandwidthUpInMbit);
  if (mayOverrideExpiry && filled(form.expireInHours)) body.expireInHours = numberOf(form.expireInHours);
  if (form.chargeRoom) {
    body.chargeRoom = true;
    if (filled(form.room)) body.room = String(form.room);
  }
  if (form.sendEmail) {
    body.sendEmail = true;
    if (filled(form.email)) body.email = String(form.email).trim();
  }
  return body;
}

/** DD.MM.YYYY HH:mm in UTC+0, as the vouchers print it. */
export function formatUtc(iso: string | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(date.getUTCDate())}.${two(date.getUTCMonth() + 1)}.${date.getUTCFullYear()} ${two(date.getUTCHours())}:${two(date.getUTCMinutes())}`;
}

/**
 * A time limit in the largest whole unit, as the UI language writes it: "3 days", "12 hr", "90 min", "45 sec"
 * ("3 Tg.", Arabic in Arabic); undefined for none.
 */
export function durationText(seconds: number | undefined, locale: string): string | undefined {
  if (!seconds) return undefined;
  const [amount, unit] =
    seconds % 86_400 === 0
      ? [seconds / 86_400, "d"]
      : seconds % 3600 === 0
        ? [seconds / 3600, "h"]
        : seconds % 60 === 0
          ? [seconds / 60, "m"]
          : [seconds, "s"];
  return formatQuantity(amount, unit, locale);
}

/** An e-mail address (one @, a dot in the domain, no spaces). */
export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

// ---------------------------------------------------------------------------------------------------------
// Download progress

export interface DownloadProgress {
  /** Bytes received so far. */
  received: number;
  /** Share done from 0 to 1, when it can be known. */
  fraction?: number;
  /** Pages seen of a PDF, and how many will come. */
  pages?: { seen: number; total: number };
}

const PAGE_MARK = "/Type /Page";

/**
 * Counts the page objects of a PDF as its bytes arrive (a streamed PDF has no Content-Length; the server says
 * in X-Page-Count how many pages come). A mark split across two chunks is found through the kept tail.
 */
export function pageCounter() {
  let tail = "";
  let seen = 0;
  const decoder = new TextDecoder("latin1");
  return {
    push(chunk: Uint8Array): number {
      const text = tail + decoder.decode(chunk, { stream: true });
      // "/Type /Pages" is the page tree, not a page; a mark at the very end waits for the next chunk.
      const mark = /\/Type \/Page(?=[^s])/g;
      let after = 0;
      for (let found = mark.exec(text); found; found = mark.exec(text)) {
        seen++;
        after = found.index + PAGE_MARK.length;
      }
      tail = text.slice(Math.max(after, text.length - PAGE_MARK.length));
      return seen;
    },
    get seen() {
      return seen;
    },
  };
}

/**
 * Reads a download to the end, reporting progress: from Content-Length when the server knows the size (CSV),
 * else from the pages seen against X-Page-Count (a streamed PDF), else bytes only.
 */
export async function readWithProgress(
  body: ReadableStream<Uint8Array>,
  headers: { contentLength?: number; pageCount?: number },
  onProgress: (progress: DownloadProgress) => void,
): Promise<Blob> {
  const chunks: Uint8Array[] = [];
  const pages = headers.pageCount ? pageCounter() : undefined;
  let received = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    const progress: DownloadProgress = { received };
    if (headers.contentLength) progress.fraction = Math.min(1, received / headers.contentLength);
    else if (pages && headers.pageCount) {
      const seen = Math.min(pages.push(value), headers.pageCount);
      progress.pages = { seen, total: headers.pageCount };
      progress.fraction = seen / headers.pageCount;
    }
    onProgress(progress);
  }
  onProgress({
    received,
    fraction: 1,
    ...(headers.pageCount ? { pages: { seen: headers.pageCount, total: headers.pageCount } } : {}),
  });
  return new Blob(chunks as BlobPart[]);
}

/** "1.2 MB", "640 kB", "12 B". */
export function bytesText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${bytes} B`;
}
