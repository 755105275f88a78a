import { describe, expect, it } from "vitest";
import {
  asUtc,
  bytesText,
  durationText,
  formatUtc,
  isEmail,
  pageCounter,
  newBatchDefaults,
  readWithProgress,
  toBulkTicketCreate,
  type DownloadProgress,
} from "./bulkTickets";

const bytes = (text: string) => new TextEncoder().encode(text);

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(bytes(chunk));
      controller.close();
    },
  });
}

describe("bulk tickets: the create body", () => {
  const form = {
    name: " Conference ",
    validFrom: "2026-11-26T08:00:00",
    validUntil: "2026-11-28T18:00",
    ticketLanguage: "de",
    ticketCount: "20",
  };

  it("takes the picker's wall-clock time as UTC+0 and leaves empty fields out", () => {
    expect(
      toBulkTicketCreate(
        { ...form, description: "", ticketPrice: null as never, dataLimit: { uiInput: null, uiUnit: "GB" } },
        true,
      ),
    ).toEqual({
      name: "Conference",
      validFrom: "2026-11-26T08:00:00.000Z",
      validUntil: "2026-11-28T18:00:00.000Z",
      ticketLanguage: "de",
      ticketCount: 20,
    });
  });

  it("turns limits into MB and seconds and sends every filled field", () => {
    expect(
      toBulkTicketCreate(
        {
          ...form,
          description: "Autumn",
          ticketPrice: "4,90",
          maxDevices: "2",
          dataLimit: { uiInput: "1,5", uiUnit: "GB" },
          timeLimit: { uiInput: 2, uiUnit: "d" },
          maxBandwidthDownInMbit: "50",
          maxBandwidthUpInMbit: 10,
          expireInHours: "48",
          chargeRoom: true,
          room: "101",
          sendEmail: true,
          email: " events@hotel-demo.test ",
        },
        true,
      ),
    ).toMatchObject({
      description: "Autumn",
      ticketPrice: "4,90",
      maxDevices: 2,
      dataLimitInMb: 1536,
      timeLimitInSeconds: 172_800,
      maxBandwidthDownInMbit: 50,
      maxBandwidthUpInMbit: 10,
      expireInHours: 48,
      chargeRoom: true,
      room: "101",
      sendEmail: true,
      email: "events@hotel-demo.test",
    });
  });

  it("drops expireInHours without its override, and the room and address when their switch is off", () => {
    const body = toBulkTicketCreate(
      { ...form, expireInHours: 48, chargeRoom: false, room: "101", sendEmail: false, email: "a@b.test" },
      false,
    );
    expect(body).not.toHaveProperty("expireInHours");
    expect(body).not.toHaveProperty("room");
    expect(body).not.toHaveProperty("email");
  });

  it("keeps an instant that names its zone", () => {
    expect(asUtc("2026-11-26T09:00:00+01:00")).toBe("2026-11-26T08:00:00.000Z");
  });
});

describe("bulk tickets: texts and rules", () => {
  it("shows times in UTC+0 as DD.MM.YYYY HH:mm", () => {
    expect(formatUtc("2026-11-28T23:59:00.000Z")).toBe("28.11.2026 23:59");
    expect(formatUtc(undefined)).toBe("");
  });

  it("shows a time limit in its largest whole unit", () => {
    expect(durationText(259_200, "en")).toBe("3 days");
    expect(durationText(43_200, "en")).toBe("12 hr");
    expect(durationText(5400, "en")).toBe("90 min");
    expect(durationText(45, "en")).toBe("45 sec");
    expect(durationText(43_200, "ar")).toBe("12 س");
    expect(durationText(0, "en")).toBeUndefined();
  });

  it("checks counts and addresses", () => {
    expect(isEmail("frontdesk@hotel-demo.test")).toBe(true);
    expect(isEmail("frontdesk@hotel")).toBe(false);
    expect(isEmail("front desk@hotel.test")).toBe(false);
    expect(bytesText(1_572_864)).toBe("1.5 MB");
  });
});

describe("bulk tickets: download progress", () => {
  it("counts pages, not the page tree, also across chunk boundaries", () => {
    const counter = pageCounter();
    expect(counter.push(bytes("<<\n/Type /Pages\n/Count 3>> <<\n/Type /Pa"))).toBe(0);
    expect(counter.push(bytes("ge\n>> <<\n/Type /Page"))).toBe(1);
    expect(counter.push(bytes("\n/Parent 1 0 R>>"))).toBe(2);
    expect(counter.push(bytes(" <<\n/Type /Page\n>>"))).toBe(3);
  });

  it("reports pages against X-Page-Count for a streamed PDF", async () => {
    const seen: DownloadProgress[] = [];
    const blob = await readWithProgress(
      streamOf(["%PDF-1.3 ", "<</Type /Page\n>>", "<</Type /Page\n>> %%EOF"]),
      { pageCount: 2 },
      (progress) => seen.push(progress),
    );
    expect(seen.map((p) => p.pages?.seen)).toEqual([0, 1, 2, 2]);
    expect(seen.at(-1)?.fraction).toBe(1);
    expect(blob.size).toBe("%PDF-1.3 <</Type /Page\n>><</Type /Page\n>> %%EOF".length);
  });

  it("reports bytes against Content-Length for a CSV", async () => {
    const seen: DownloadProgress[] = [];
    await readWithProgress(streamOf(["a,b\n", "1,2\n"]), { contentLength: 8 }, (p) => seen.push(p));
    expect(seen.map((p) => p.fraction)).toEqual([0.5, 1, 1]);
  });
});

describe("bulk tickets: a new batch's first values", () => {
  const now = new Date("2026-11-20T10:07:31.500Z");

  it("is valid from now, to the minute, for a day", () => {
    expect(newBatchDefaults(now)).toMatchObject({
      validFrom: "2026-11-20T10:07:00",
      validUntil: "2026-11-21T10:07:00",
      ticketLanguage: "en",
    });
    expect(newBatchDefaults(now).name).toBeUndefined();
  });

  it("takes a guest from a link: one ticket until the stay ends, in the guest's name, mailed to the guest", () => {
    const link = new URLSearchParams({
      new: "1",
      name: "Anna Gruber, room 101",
      room: "101",
      email: "anna.gruber@example.com",
      until: "2026-11-22T10:00:00.000Z",
    });
    expect(newBatchDefaults(now, link)).toMatchObject({
      name: "Anna Gruber, room 101",
      ticketCount: 1,
      room: "101",
      sendEmail: true,
      email: "anna.gruber@example.com",
      validFrom: "2026-11-20T10:07:00",
      validUntil: "2026-11-22T10:00:00",
    });
  });

  it("keeps a day when the link's end is past or no date", () => {
    const past = new URLSearchParams({ name: "Late", until: "2026-11-19T10:00:00Z" });
    expect(newBatchDefaults(now, past).validUntil).toBe("2026-11-21T10:07:00");
    const broken = new URLSearchParams({ name: "Broken", until: "tomorrow" });
    expect(newBatchDefaults(now, broken).validUntil).toBe("2026-11-21T10:07:00");
  });
});
