import { formatDateTime } from "@cms/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  consoleStory,
  FRONT_DESK_SCREENS_1001,
  ISOLATED_STORY,
  SANDBOX_WAIT,
} from "../../../stories/ConsoleStory";
import type { Canvas, ConsoleParameters } from "../../../stories/ConsoleStory";
import PropertyDashboard from "./PropertyDashboard";
import { expectRightToLeft } from "../../../stories/storySupport";

const meta = {
  title: "Console/Platform/Property dashboard",
  component: PropertyDashboard,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: { path: "/property/1001/dashboard" } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof PropertyDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

type PartName =
  "frontDesk" | "gateway" | "webCheckin" | "streaming" | "digitalKey" | "display" | "licences" | "heartbeat";

/** The parts shown, in order, by their data attribute: the same in any language. */
const partNames = (canvas: Canvas) =>
  canvas
    .getAllByRole("region")
    .map((region) => region.getAttribute("data-part"))
    .filter(Boolean);

/** A dashboard part by its data attribute. */
const part = (canvas: Canvas, name: PartName) =>
  waitFor(() => {
    const found = canvas.getAllByRole("region").find((region) => region.getAttribute("data-part") === name);
    if (!found) throw new Error(`No ${name} part`);
    return found;
  }, SANDBOX_WAIT);

/** A figure of a part (a StatCard: a region named by its label) once it shows a number. */
const figure = async (canvas: Canvas, name: PartName, label: string) => {
  const card = within(await part(canvas, name)).getByRole("region", { name: label });
  await waitFor(() => expect(card.textContent).toMatch(/\d/), SANDBOX_WAIT);
  return card;
};

/** The licence rows once loaded: product → renewal state. */
const licenceStates = async (canvas: Canvas) => {
  const licences = await part(canvas, "licences");
  const rows = await waitFor(() => {
    const found = within(licences).getAllByRole("row").slice(1);
    if (found.length < 4) throw new Error("The licences are still loading");
    return found;
  }, SANDBOX_WAIT);
  return Object.fromEntries(rows.map((row) => [row.dataset.product, row.dataset.state]));
};

const bridgeState = async (canvas: Canvas) => {
  const heartbeat = await part(canvas, "heartbeat");
  const status = await within(heartbeat).findByTestId("bridge-status", {}, SANDBOX_WAIT);
  return status.querySelector("[data-state]")?.getAttribute("data-state");
};

const screenLinks = (canvas: Canvas) =>
  within(
    canvas.getAllByRole("region").find((r) => r.getAttribute("aria-labelledby") === "dashboard-screens")!,
  )
    .getAllByRole("link")
    .map((link) => link.getAttribute("href"));

/** No refusal anywhere: parts without permission are left out, not refused. */
const noRefusal = async (canvas: Canvas) => {
  await expect(canvas.queryByText("You are not authorized to perform this action")).not.toBeInTheDocument();
  await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
};

/** The front desk's ping, by keyboard: the PMS answers and the last ping reads its time. */
const pingByKeyboard = async (canvas: Canvas) => {
  const frontDesk = await part(canvas, "frontDesk");
  const lastPing = within(frontDesk).getByTestId("last-ping");
  await waitFor(() => expect(lastPing).toHaveAttribute("data-state", "success"), SANDBOX_WAIT);
  within(frontDesk).getByRole("button", { name: "Ping PMS" }).focus();
  await userEvent.keyboard("{Enter}");
  await waitFor(() => expect(lastPing).toHaveAttribute("data-state", "success"), SANDBOX_WAIT);
  await expect(lastPing).toHaveTextContent(/\d{2}\.\d{2}\.\d{4}/);
};

/** Every product's part, in the dashboard's order: the front desk's work first. */
const EVERY_PRODUCT_PART = ["frontDesk", "gateway", "webCheckin", "streaming", "digitalKey", "display"];

/**
 * The super administrator at Hotel Sacher Wien on 20.11.2026: every product part is live (front desk,
 * gateway now, web check-in, streaming, digital key, display), then the licences with their period bars and
 * the bridge heartbeat, then every screen of the property.
 */
export const SuperAdministrator: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Hotel Sacher Wien" })).toBeVisible();
    await part(canvas, "heartbeat");
    await expect(partNames(canvas)).toEqual([...EVERY_PRODUCT_PART, "licences", "heartbeat"]);
    await figure(canvas, "frontDesk", "Arrivals today");
    await figure(canvas, "gateway", "Sessions now");
    await figure(canvas, "gateway", "Download now");
    await figure(canvas, "gateway", "Tickets created today");
    await figure(canvas, "streaming", "Devices online");
    await figure(canvas, "digitalKey", "Rooms");
    await figure(canvas, "digitalKey", "Doors");
    const funnel = within(await part(canvas, "webCheckin")).getByTestId("funnel");
    await waitFor(
      () =>
        expect([...funnel.querySelectorAll("li")].map((li) => li.dataset.stage)).toEqual([
          "arrivals",
          "started",
          "completed",
        ]),
      SANDBOX_WAIT,
    );
    const display = within(await part(canvas, "display"));
    await expect(await display.findByTestId("display-state", {}, SANDBOX_WAIT)).toHaveAttribute(
      "data-state",
      "on",
    );
    await expect(display.getByRole("link", { name: "Display settings" })).toHaveAttribute(
      "href",
      "/property/1001/onesquare/settings",
    );

    await expect(await licenceStates(canvas)).toEqual({
      onestream: "active",
      onespeed: "expired",
      oneapp: "active",
      onekey: "active",
    });
    const licences = await part(canvas, "licences");
    const gateway = within(licences).getByRole("row", { name: /Gateway/ });
    await expect(gateway).toHaveTextContent("Expired");
    // An expired licence has used all of its period: the bar is red.
    await expect(gateway.querySelector("[data-ui=UsageBar]")).toHaveAttribute("data-level", "red");
    // "Days left" ends where its numbers end, and the numbers are in equally wide digits (issue 26: the
    // header started where the numbers ended).
    const textEnd = (element: Element) => {
      const range = element.ownerDocument.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect().right;
    };
    const daysHeader = within(licences).getByRole("columnheader", { name: "Days left" });
    const daysCell = gateway.querySelector("td[data-numeric]")!;
    await expect(Math.abs(textEnd(daysHeader) - textEnd(daysCell))).toBeLessThan(1);
    await expect(getComputedStyle(daysCell).fontVariantNumeric).toBe("tabular-nums");
    // The part leads to the licence screen, where the menu does.
    await expect(within(licences).getByRole("link", { name: "Manage licences" })).toHaveAttribute(
      "href",
      "/property/1001/admin/license",
    );
    await expect(await bridgeState(canvas)).toBe("current");
    await expect(screenLinks(canvas)).toContain("/property/1001/content-management/mediapool");
    await noRefusal(canvas);
  },
};

/**
 * The administrator of Alpine Resorts at Hotel Sacher Wien: every product and the licences, no heartbeat
 * (a platform permission they do not hold), and no refusal anywhere.
 */
export const Administrator: Story = {
  parameters: { console: { user: "admin@demo.test" } },
  play: async ({ canvas }) => {
    await part(canvas, "licences");
    await expect(partNames(canvas)).toEqual([...EVERY_PRODUCT_PART, "licences"]);
    await licenceStates(canvas);
    await noRefusal(canvas);
  },
};

/**
 * The front desk (staff@demo.test): the front-desk part first, with today's arrivals, the room manager's last
 * ping and sync (pinged and synced by keyboard), the gateway's tickets created today with New tickets, and
 * web check-in's funnel; no licences, no heartbeat, no refusal; the screens are those the role opens.
 */
export const FrontDesk: Story = {
  parameters: { console: { user: "staff@demo.test" } },
  play: async ({ canvas }) => {
    await part(canvas, "webCheckin");
    await expect(partNames(canvas)).toEqual(["frontDesk", "gateway", "webCheckin"]);
    await figure(canvas, "frontDesk", "Arrivals today");
    await figure(canvas, "frontDesk", "Checked in online today");
    await pingByKeyboard(canvas);

    const frontDesk = await part(canvas, "frontDesk");
    const lastSync = within(frontDesk).getByTestId("last-sync");
    // The PMS interface's last sync (this morning's), then this one's with what it changed.
    await expect(lastSync).toHaveTextContent(formatDateTime("2026-11-20T05:00:00.000Z"));
    within(frontDesk).getByRole("button", { name: "Sync with PMS" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(
      () =>
        expect(lastSync).toHaveTextContent(
          `${formatDateTime("2026-11-20T10:00:00.000Z")}Added: 4, updated: 3, removed: 2`,
        ),
      SANDBOX_WAIT,
    );

    const gateway = await part(canvas, "gateway");
    await figure(canvas, "gateway", "Tickets created today");
    // Without the dashboard permission there is no "now", and no refusal in its place.
    await expect(within(gateway).queryByRole("region", { name: "Sessions now" })).not.toBeInTheDocument();
    await expect(within(gateway).getByRole("button", { name: "New tickets" })).toBeEnabled();
    await noRefusal(canvas);
    await expect(screenLinks(canvas)).toEqual(FRONT_DESK_SCREENS_1001);
  },
};

/** The front desk's New tickets opens the new batch's form on the voucher batches (the list behind it). */
export const FrontDeskNewTickets: Story = {
  parameters: { console: { user: "staff@demo.test", showLocation: true } },
  play: async ({ canvas }) => {
    const gateway = await part(canvas, "gateway");
    within(gateway).getByRole("button", { name: "New tickets" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(
      () =>
        expect(canvas.getByTestId("location")).toHaveTextContent(
          "/property/1001/onespeed-gateway/bulk-tickets",
        ),
      SANDBOX_WAIT,
    );
    // The batch's form opens there (bulk tickets' `?new=1`).
    await expect(canvas.getByTestId("location")).toHaveTextContent("?new=1");
  },
};

/**
 * A user whose role at the property holds no product (only the media pool): a short note says whom to ask;
 * the screens they can open stay.
 */
export const NoProduct: Story = {
  parameters: {
    console: { user: "staff@demo.test" },
    msw: {
      handlers: {
        user: [
          http.get("*/api/cms/v3/auth/info", () =>
            HttpResponse.json({
              id: "6601c0000000000000000003",
              email: "staff@demo.test",
              globalPermissions: [],
              propertyPermissions: { "1001": ["content.mediaPool.list"] },
            }),
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const note = await canvas.findByRole("status", {}, SANDBOX_WAIT);
    await expect(note).toHaveTextContent("No product of this property is yours yet");
    await expect(note).toHaveTextContent("Ask your hotel's console administrator");
    await expect(partNames(canvas)).toEqual([]);
    await expect(screenLinks(canvas)).toEqual(["/property/1001/content-management/mediapool"]);
    await noRefusal(canvas);
  },
};

const EMPTY = { items: [], total: 0 };

/**
 * An empty property: no arrivals, no web check-ins, no voucher batches, no devices, no lock rooms, nobody on
 * the network: every part says 0 rather than failing.
 */
export const EmptyProperty: Story = {
  parameters: {
    msw: {
      handlers: {
        empty: [
          http.get("*/api/cms/v3/:propertyId/oneapp/webcheckin/:pms/reservations/index", () =>
            HttpResponse.json({ reservations: { reservationList: [] } }),
          ),
          http.get("*/api/cms/v3/:propertyId/oneapp/statistics/webcheckinsteps", () =>
            HttpResponse.json(EMPTY),
          ),
          http.get("*/api/cms/v3/:propertyId/onespeed/bulkticket/index", () => HttpResponse.json(EMPTY)),
          http.get("*/api/cms/v3/:propertyId/onestream/device/index", () => HttpResponse.json(EMPTY)),
          http.get("*/api/cms/v3/:propertyId/onekey/salto-rooms/index", () => HttpResponse.json(EMPTY)),
          http.get("*/api/cms/v3/:propertyId/onespeed/stats/sessions/now", () =>
            HttpResponse.json({ sessions: 0, timestamp: "2026-11-20T10:00:00.000Z" }),
          ),
          http.get("*/api/cms/v3/property/heartbeat/index", () => HttpResponse.json(EMPTY)),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await figure(canvas, "frontDesk", "Arrivals today")).toHaveTextContent("0");
    await expect(await figure(canvas, "gateway", "Tickets created today")).toHaveTextContent("0");
    await expect(await figure(canvas, "gateway", "Sessions now")).toHaveTextContent("0");
    await expect(await figure(canvas, "streaming", "Devices online")).toHaveTextContent("0of 0");
    await expect(await figure(canvas, "digitalKey", "Rooms")).toHaveTextContent("0");
    const funnel = within(await part(canvas, "webCheckin")).getByTestId("funnel");
    await waitFor(() => expect(funnel).toHaveTextContent("Arrivals 0Started 0Completed 0"), SANDBOX_WAIT);
    await expect(
      await within(await part(canvas, "heartbeat")).findByRole("status", {}, SANDBOX_WAIT),
    ).toHaveTextContent("No bridge service has reported for this property.");
  },
};

/**
 * Failing parts: the streaming devices and one licence answer 500 and the PMS does not answer the ping;
 * each says so in its own part (with Try again) while every other part shows its figures.
 */
export const FailingParts: Story = {
  parameters: {
    msw: {
      handlers: {
        failing: [
          http.get("*/api/cms/v3/:propertyId/onestream/device/index", () =>
            HttpResponse.json({ message: "Streaming controller unreachable" }, { status: 500 }),
          ),
          http.get("*/api/cms/v3/:propertyId/oneapp/license", () =>
            HttpResponse.json({ message: "Licence service unavailable" }, { status: 500 }),
          ),
          http.get("*/api/cms/v3/:propertyId/guest/ping", () =>
            HttpResponse.json({ message: "PMS interface down" }, { status: 502 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const streaming = await part(canvas, "streaming");
    const alert = await within(streaming).findByRole("alert", {}, SANDBOX_WAIT);
    await expect(alert).toHaveTextContent("Streaming devices could not be loaded");
    await expect(alert).toHaveTextContent("Streaming controller unreachable");
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeEnabled();

    const licences = await part(canvas, "licences");
    const licenceAlert = await within(licences).findByRole("alert", {}, SANDBOX_WAIT);
    await expect(licenceAlert).toHaveTextContent("Licence service unavailable");
    await waitFor(() => expect(within(licences).getAllByRole("row")).toHaveLength(4), SANDBOX_WAIT);

    const lastPing = within(await part(canvas, "frontDesk")).getByTestId("last-ping");
    await waitFor(() => expect(lastPing).toHaveTextContent("Ping failed"), SANDBOX_WAIT);
    // The rest of the page is whole.
    await figure(canvas, "digitalKey", "Rooms");
    await figure(canvas, "gateway", "Sessions now");
    await expect(await bridgeState(canvas)).toBe("current");
  },
};

/** Every part waits for the server; the property and its screens show at once. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        pending: [
          http.get("*/api/cms/v3/:propertyId/:product/license", () => new Promise(() => {})),
          http.get("*/api/cms/v3/property/heartbeat/index", () => new Promise(() => {})),
          http.get("*/api/cms/v3/:propertyId/onestream/device/index", () => new Promise(() => {})),
          http.get("*/api/cms/v3/:propertyId/onekey/salto-rooms/index", () => new Promise(() => {})),
          http.get("*/api/cms/v3/:propertyId/onesquare/settings", () => new Promise(() => {})),
          http.get("*/api/cms/v3/:propertyId/oneapp/statistics/webcheckinsteps", () => new Promise(() => {})),
          http.get("*/api/cms/v3/:propertyId/onespeed/stats/:kind/now", () => new Promise(() => {})),
          http.get("*/api/cms/v3/:propertyId/onespeed/bulkticket/index", () => new Promise(() => {})),
          http.get(
            "*/api/cms/v3/:propertyId/oneapp/webcheckin/:pms/reservations/index",
            () => new Promise(() => {}),
          ),
          http.get("*/api/cms/v3/:propertyId/guest/ping", () => new Promise(() => {})),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      within(await part(canvas, "licences")).getByRole("progressbar", { name: "Loading the licences" }),
    ).toBeInTheDocument();
    await expect(
      within(await part(canvas, "heartbeat")).getByRole("progressbar", { name: "Loading the heartbeat" }),
    ).toBeInTheDocument();
    await expect(
      within(await part(canvas, "streaming")).getByRole("progressbar", { name: "Loading Streaming devices" }),
    ).toBeInTheDocument();
    await expect(
      within(await part(canvas, "gateway")).getByRole("progressbar", { name: "Loading Sessions now" }),
    ).toBeInTheDocument();
    await expect(within(await part(canvas, "frontDesk")).getByTestId("last-ping")).toHaveTextContent(
      "Asking…",
    );
    await expect(screenLinks(canvas).length).toBeGreaterThan(5);
  },
};

/**
 * Bayerischer Hof Hamburg needs attention: the gateway licence ends in 9 days (orange bar), guest app and
 * digital key have expired, and the bridge has been silent for days.
 */
export const NeedsAttention: Story = {
  parameters: { console: { path: "/property/1009/dashboard" } },
  play: async ({ canvas }) => {
    await expect(await licenceStates(canvas)).toEqual({
      onestream: "active",
      onespeed: "expiringSoon",
      oneapp: "expired",
      onekey: "expired",
    });
    const gateway = within(await part(canvas, "licences")).getByRole("row", { name: /Gateway/ });
    await expect(gateway).toHaveTextContent("Expires soon");
    // State, valid until, days left, auto renew.
    await expect(within(gateway).getAllByRole("cell")[2]).toHaveTextContent(/^9$/);
    await expect(gateway.querySelector("[data-ui=UsageBar]")).toHaveAttribute("data-level", "orange");
    await expect(await bridgeState(canvas)).toBe("stale");
    await expect(await part(canvas, "heartbeat")).toHaveTextContent("Stale");
  },
};

/** Whether the heartbeat story's server is down; the story brings it back before the user retries. */
let heartbeatDown = true;

/** A retry after a failed heartbeat load shows the heartbeat once the server answers again. */
export const HeartbeatRetry: Story = {
  beforeEach: () => {
    heartbeatDown = true;
  },
  parameters: {
    msw: {
      handlers: {
        failing: [
          http.get("*/api/cms/v3/property/heartbeat/index", () =>
            heartbeatDown
              ? HttpResponse.json({ message: "Bridge registry offline" }, { status: 503 })
              : undefined,
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const heartbeat = await part(canvas, "heartbeat");
    const alert = await within(heartbeat).findByRole("alert", {}, SANDBOX_WAIT);
    await expect(alert).toHaveTextContent("Bridge registry offline");
    heartbeatDown = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await expect(await bridgeState(canvas)).toBe("current");
  },
};

export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async ({ canvas }) => {
    await licenceStates(canvas);
    await expect(await bridgeState(canvas)).toBe("current");
    await figure(canvas, "digitalKey", "Doors");
  },
};

export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvas, canvasElement }) => {
    await expectRightToLeft(canvasElement);
    await expect((await licenceStates(canvas)).onespeed).toBe("expired");
    await expect(await bridgeState(canvas)).toBe("current");
    await part(canvas, "frontDesk");
  },
};
