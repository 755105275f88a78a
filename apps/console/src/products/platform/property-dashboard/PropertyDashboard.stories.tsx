import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { consoleStory, ISOLATED_STORY, SANDBOX_WAIT } from "../../../stories/ConsoleStory";
import type { Canvas, ConsoleParameters } from "../../../stories/ConsoleStory";
import PropertyDashboard from "./PropertyDashboard";

const meta = {
  title: "Console/Property dashboard",
  component: PropertyDashboard,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: { path: "/property/1001/dashboard" } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof PropertyDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dashboard part by its data attribute: the same in any language. */
const part = (canvas: Canvas, name: "licences" | "heartbeat") =>
  waitFor(() => {
    const found = canvas.getAllByRole("region").find((region) => region.getAttribute("data-part") === name);
    if (!found) throw new Error(`No ${name} part`);
    return found;
  }, SANDBOX_WAIT);

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

/**
 * Hotel Sacher Wien on 20.11.2026: the gateway licence expired on 15.11 (and stands out), the others run;
 * the bridge reported at 09:55 today; then every screen of the property.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Hotel Sacher Wien" })).toBeVisible();
    await expect(await licenceStates(canvas)).toEqual({
      onestream: "active",
      onespeed: "expired",
      oneapp: "active",
      onekey: "active",
    });
    const licences = await part(canvas, "licences");
    const gateway = within(licences).getByRole("row", { name: /Gateway/ });
    await expect(gateway).toHaveTextContent("Expired");
    await expect(gateway).toHaveTextContent("15.11.2026");
    await expect(within(licences).getByRole("link", { name: "Manage licences" })).toHaveAttribute(
      "href",
      "/property/1001/admin/license",
    );

    await expect(await bridgeState(canvas)).toBe("current");
    const heartbeat = await part(canvas, "heartbeat");
    await expect(heartbeat).toHaveTextContent("20.11.2026 09:55:00");
    await expect(heartbeat).toHaveTextContent("Opera");
    await expect(screenLinks(canvas)).toContain("/property/1001/content-management/mediapool");
  },
};

/**
 * Bayerischer Hof Hamburg needs attention: the gateway licence ends in 9 days, guest app and digital key have
 * expired, and the bridge has been silent for days.
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
    await expect(await bridgeState(canvas)).toBe("stale");
    await expect(await part(canvas, "heartbeat")).toHaveTextContent("Stale");
  },
};

/**
 * The front desk holds neither the licence nor the heartbeat permission: both parts say so (calmly, without
 * an alert) and load nothing; the links to the screens they may open stay.
 */
export const NoPermission: Story = {
  parameters: { console: { user: "staff@demo.test" } },
  play: async ({ canvas }) => {
    for (const name of ["licences", "heartbeat"] as const) {
      await expect(within(await part(canvas, name)).getByRole("status")).toHaveTextContent(
        "You are not authorized to perform this action",
      );
    }
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
    await expect(screenLinks(canvas)).toEqual([
      "/property/1001/checkin-room-manager",
      "/property/1001/onespeed-gateway/monitoring",
      "/property/1001/onespeed-gateway/tickets",
      "/property/1001/onespeed-gateway/bulk-tickets",
      "/property/1001/onespeed-gateway/blocklist",
      "/property/1001/oneapp",
      "/property/1001/oneapp/webcheckin/dashboard",
      "/property/1001/oneapp/webcheckin/reservations",
      "/property/1001/oneapp/webcheckin/por_report",
      "/property/1001/oneapp/webcheckin/release_authorization",
      "/property/1001/oneapp/theme",
    ]);
  },
};

/** One licence fails (500): the licences part says so with a retry, and the rest of the page is whole. */
export const Failure: Story = {
  parameters: {
    msw: {
      handlers: {
        failing: [
          http.get("*/api/cms/v3/:propertyId/oneapp/license", () =>
            HttpResponse.json({ message: "Licence service unavailable" }, { status: 500 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const licences = await part(canvas, "licences");
    const alert = await within(licences).findByRole("alert", {}, SANDBOX_WAIT);
    await expect(alert).toHaveTextContent("The licences could not be loaded");
    await expect(alert).toHaveTextContent("Licence service unavailable");
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeEnabled();
    await waitFor(() => expect(within(licences).getAllByRole("row")).toHaveLength(4), SANDBOX_WAIT);
    await expect(await bridgeState(canvas)).toBe("current");
  },
};

/** The heartbeat list has no row for the property: the part says no bridge has reported. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        empty: [
          http.get("*/api/cms/v3/property/heartbeat/index", () => HttpResponse.json({ items: [], total: 0 })),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const heartbeat = await part(canvas, "heartbeat");
    await expect(await within(heartbeat).findByRole("status", {}, SANDBOX_WAIT)).toHaveTextContent(
      "No bridge service has reported for this property.",
    );
    await licenceStates(canvas);
  },
};

/** Both parts wait for the server; the property and its screens show at once. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        pending: [
          http.get("*/api/cms/v3/:propertyId/:product/license", () => new Promise(() => {})),
          http.get("*/api/cms/v3/property/heartbeat/index", () => new Promise(() => {})),
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
    await expect(screenLinks(canvas).length).toBeGreaterThan(5);
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
  },
};

export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    await expect((await licenceStates(canvas)).onespeed).toBe("expired");
    await expect(await bridgeState(canvas)).toBe("current");
  },
};
