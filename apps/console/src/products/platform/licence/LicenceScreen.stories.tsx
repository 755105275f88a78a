import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { consoleStory, ISOLATED_STORY, SANDBOX_WAIT, WIDE_VIEWPORT } from "../../../stories/ConsoleStory";
import type { Canvas, ConsoleParameters } from "../../../stories/ConsoleStory";
import AppLayout from "../../../shell/AppLayout";
import { centreInView, expectRightToLeft } from "../../../stories/storySupport";
import LicenceScreen from "./LicenceScreen";
import type { LicenceProduct } from "./licences";
import { failing, pending } from "../../../stories/screenStates";

const meta = {
  title: "Console/Platform/Licence",
  component: LicenceScreen,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: { path: "/property/1001/admin/license" } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof LicenceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A product's block, by its data attribute: the same in any language. */
const block = async (canvas: Canvas, product: LicenceProduct) =>
  waitFor(() => {
    const found = canvas
      .getAllByRole("region")
      .find((region) => region.getAttribute("data-product") === product);
    if (!found) throw new Error(`No ${product} block`);
    return found;
  }, SANDBOX_WAIT);

/** A block once its licence has loaded (its fields show). */
const loadedBlock = async (canvas: Canvas, product: LicenceProduct) => {
  const region = await block(canvas, product);
  await within(region).findAllByRole("textbox", {}, SANDBOX_WAIT);
  return region;
};

const LICENCE_URL = (product: LicenceProduct) => `*/api/cms/v3/:propertyId/${product}/license`;

/**
 * Hotel Sacher Wien (demo data of 20.11.2026): four blocks in the spec's order; the gateway licence ran out
 * five days ago and says so; streaming has no themes.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const gateway = await loadedBlock(canvas, "onespeed");
    await expect(within(gateway).getByRole("heading", { level: 3 })).toHaveTextContent("Gateway");
    await expect(gateway).toHaveTextContent("Expired");
    // The last day, as the licence server means its 23:59 UTC: a day, not a moment (issue 43, item 9).
    await expect(within(gateway).getByText("15.11.2026", { exact: true })).toBeVisible();
    await expect(within(gateway).getByRole("switch", { name: "Auto renew" })).toBeChecked();
    await expect(within(gateway).getByRole("textbox", { name: /Auto renew days/ })).toHaveValue("365");
    await expect(within(gateway).getByRole("textbox", { name: /Themes/ })).toHaveValue("5");
    await expect(within(gateway).getByRole("button", { name: "Save" })).toBeEnabled();

    const streaming = await loadedBlock(canvas, "onestream");
    await expect(streaming).toHaveTextContent("Active");
    await expect(within(streaming).queryByRole("textbox", { name: /Themes/ })).not.toBeInTheDocument();
    // One heading names the screen, as on every screen (issue 26: it had none); the products are its parts.
    const title = canvas.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    await expect(title).toEqual(["Licence"]);
    const headings = canvas.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    await expect(headings).toEqual(["Streaming", "Gateway", "Guest app", "Digital key"]);
  },
};

/** Change the gateway's auto renew days and auto renew, and save: one notice says it is saved. */
export const Save: Story = {
  play: async ({ canvas }) => {
    const gateway = await loadedBlock(canvas, "onespeed");
    const days = within(gateway).getByRole("textbox", { name: /Auto renew days/ });
    await userEvent.clear(days);
    await userEvent.type(days, "400");
    await userEvent.click(within(gateway).getByRole("switch", { name: "Auto renew" }));
    await userEvent.click(within(gateway).getByRole("button", { name: "Save" }));
    // The spec's save notification, once (no second "Licence saved" in the block).
    await expect(await screen.findByText("Saved", { exact: true }, { timeout: 10_000 })).toBeInTheDocument();
    await expect(screen.queryByText(/Licence saved/)).not.toBeInTheDocument();
    await expect(days).toHaveValue("400");
    await expect(within(gateway).getByRole("switch", { name: "Auto renew" })).not.toBeChecked();
  },
};

/** The server refuses the value: its message shows in the block and the typed values stay. */
export const SaveFailure: Story = {
  parameters: failing(LICENCE_URL("onespeed"), "autoRenewDays must be at most 3650", {
    method: "put",
    status: 400,
  }),
  play: async ({ canvas }) => {
    const gateway = await loadedBlock(canvas, "onespeed");
    const days = within(gateway).getByRole("textbox", { name: /Auto renew days/ });
    await userEvent.clear(days);
    // Enter commits the number and submits the block's form.
    await userEvent.type(days, "400{Enter}");
    const alert = await within(gateway).findByRole("alert");
    await expect(alert).toHaveTextContent("The licence could not be saved");
    await expect(alert).toHaveTextContent("autoRenewDays must be at most 3650");
    await expect(days).toHaveValue("400");
    await expect(within(gateway).getByRole("button", { name: "Save" })).toBeEnabled();
  },
};

/**
 * Issue 26: the days field says why it refuses what was typed, instead of dropping it silently: a minus sign
 * (renewals add at least one day), letters, and 99,999,999,999 days, which become the contract's ten years.
 */
export const RefusedDays: Story = {
  play: async ({ canvas }) => {
    const gateway = await loadedBlock(canvas, "onespeed");
    const days = within(gateway).getByRole("textbox", { name: /Auto renew days/ });
    await userEvent.clear(days);
    await userEvent.type(days, "-5");
    await expect(days).toHaveValue("5");
    await expect(
      within(gateway).getByText("“-” cannot be entered here. Enter a number from 1 to 3650."),
    ).toBeVisible();
    await userEvent.clear(days);
    await userEvent.type(days, "abc");
    await expect(within(gateway).getByText(/^“c” cannot be entered here\./)).toBeVisible();
    await userEvent.type(days, "99999999999");
    await userEvent.tab();
    await expect(days).toHaveValue("3650");
    await expect(days).toHaveAttribute("aria-invalid", "true");
    await expect(days).toHaveAccessibleDescription(
      /99999999999 is outside the allowed range and became 3650\. Enter a number from 1 to 3650\./,
    );
  },
};

/** An empty number is refused before any call: "Required", and Save stays disabled. */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    const app = await loadedBlock(canvas, "oneapp");
    const themes = within(app).getByRole("textbox", { name: /Themes/ });
    await userEvent.clear(themes);
    await userEvent.tab();
    await expect(themes).toHaveAttribute("aria-invalid", "true");
    await expect(within(app).getByRole("button", { name: "Save" })).toBeDisabled();
    // The page scrolled to the field and then shifted as its message appeared, by timing: the field centred.
    await centreInView(themes);
  },
};

export const Loading: Story = {
  parameters: pending("*/api/cms/v3/:propertyId/:product/license"),
  play: async ({ canvas }) => {
    const gateway = await block(canvas, "onespeed");
    await expect(
      within(gateway).getByRole("progressbar", { name: "Loading the licence" }),
    ).toBeInTheDocument();
    await expect(within(gateway).queryByRole("textbox")).not.toBeInTheDocument();
  },
};

/** The gateway licence fails to load (500): its block shows the message and a retry; the others load. */
export const Failure: Story = {
  parameters: failing(LICENCE_URL("onespeed"), "Licence service unavailable"),
  play: async ({ canvas }) => {
    const gateway = await block(canvas, "onespeed");
    const alert = await within(gateway).findByRole("alert", {}, SANDBOX_WAIT);
    await expect(alert).toHaveTextContent("The licence could not be loaded");
    await expect(alert).toHaveTextContent("Licence service unavailable");
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeEnabled();
    await loadedBlock(canvas, "oneapp");
  },
};

/** The front desk has no licence permission: the screen refuses and loads nothing. */
export const NoPermission: Story = {
  parameters: { console: { user: "staff@demo.test", path: "/property/1001/admin/license" } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert", {}, SANDBOX_WAIT)).toHaveTextContent(
      "You are not authorized to perform this action",
    );
    await expect(canvas.queryByRole("region")).not.toBeInTheDocument();
  },
};

/** List without update: the values show read-only, with no Save, and the screen says why. */
export const ReadOnly: Story = {
  parameters: {
    msw: {
      handlers: {
        readOnly: [
          http.get("*/api/cms/v3/auth/info", () =>
            HttpResponse.json({
              id: "6601c0000000000000000001",
              email: "super@demo.test",
              firstname: "Sophie",
              lastname: "Steiner",
              propertyPermissions: { "1001": ["property.settings.license.list"] },
              globalPermissions: [],
            }),
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "You can view these licences but not change them.",
    );
    const gateway = await loadedBlock(canvas, "onespeed");
    await expect(within(gateway).getByRole("textbox", { name: /Auto renew days/ })).toHaveAttribute(
      "readonly",
    );
    await expect(within(gateway).queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async ({ canvas }) => {
    await loadedBlock(canvas, "onespeed");
    await loadedBlock(canvas, "onestream");
  },
};

export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvas, canvasElement }) => {
    await expectRightToLeft(canvasElement);
    const gateway = await loadedBlock(canvas, "onespeed");
    await expect(within(gateway).getByRole("heading", { level: 3 })).toHaveTextContent("البوابة");
  },
};

/**
 * The screen in the console with its menu: the menu's sections (Gateway, Guest app...) are groups of the
 * navigation, not landmarks, so each licence block is the one region of its name (axe landmark-unique).
 */
export const InConsole: Story = {
  render: () => <AppLayout />,
  parameters: {
    layout: "fullscreen",
    console: {
      layout: true,
      path: "/property/1001/admin/license",
      selection: { selected: "1001" },
      mediumScreen: true,
    } satisfies ConsoleParameters,
    a11y: { config: { rules: [{ id: "landmark-unique", enabled: true }] } },
    ...WIDE_VIEWPORT.parameters,
  },
  globals: WIDE_VIEWPORT.globals,
  play: async ({ canvas }) => {
    await loadedBlock(canvas, "onespeed");
    await loadedBlock(canvas, "onestream");
    const menu = canvas.getByRole("navigation");
    await expect(within(menu).getByRole("group", { name: "Gateway" })).toBeInTheDocument();
    await expect(canvas.getAllByRole("region", { name: "Gateway" })).toHaveLength(1);
  },
};

/**
 * A gateway screen while the gateway licence has ended: "Licence expired" beside its title, linking to the
 * licences, for the administrator who can renew it (issue 43, item 9).
 */
export const TitleBadgeOnGatewayScreen: Story = {
  render: () => <AppLayout />,
  parameters: {
    layout: "fullscreen",
    console: {
      layout: true,
      path: "/property/1001/onespeed-gateway/tickets",
      selection: { selected: "1001" },
      mediumScreen: true,
    } satisfies ConsoleParameters,
    ...WIDE_VIEWPORT.parameters,
  },
  globals: WIDE_VIEWPORT.globals,
  play: async ({ canvas }) => {
    const badge = await canvas.findByRole("link", { name: "Licence expired" }, SANDBOX_WAIT);
    await expect(badge).toHaveAccessibleDescription("The Gateway licence ended on 15.11.2026.");
    await expect(badge).toHaveAttribute("href", "/property/1001/admin/license");
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Tickets");
    await canvas.findAllByRole("row", {}, SANDBOX_WAIT);
  },
};
