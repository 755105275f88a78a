import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, http } from "msw";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import {
  consoleStory,
  failingPropertyList,
  ISOLATED_STORY,
  NARROW_VIEWPORT,
  SANDBOX_WAIT,
  sessionOf,
  WIDE_VIEWPORT,
} from "../stories/ConsoleStory";
import type { Canvas, ConsoleParameters } from "../stories/ConsoleStory";
import AppLayout from "./AppLayout";
import { expectRightToLeft } from "../stories/storySupport";

/**
 * The whole signed-in frame as the router builds it: the guard, this layout, and the app's own screens
 * (lazy chunks) at the story's path.
 */
const meta = {
  title: "Console/Shell/Shell",
  component: AppLayout,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    layout: "fullscreen",
    console: {
      layout: true,
      path: "/property/1001/dashboard",
      selection: { selected: "1001" },
      mediumScreen: true,
    } satisfies ConsoleParameters,
    ...WIDE_VIEWPORT.parameters,
  },
  globals: WIDE_VIEWPORT.globals,
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The dashboard screen once its chunk and its parts (licences, heartbeat) have loaded: the property's name is
 * data, the same in any language; no loading bar is left, so a screenshot never catches a part half-loaded.
 */
async function dashboard(canvas: Canvas) {
  const heading = await canvas.findByRole("heading", { level: 2, name: "Hotel Sacher Wien" }, SANDBOX_WAIT);
  await waitFor(() => expect(canvas.queryAllByRole("progressbar")).toEqual([]), SANDBOX_WAIT);
  return heading;
}
const drawerToggle = (canvas: Canvas) => within(canvas.getByRole("banner")).getAllByRole("button")[0]!;

/** 1280 px wide on a property dashboard: the drawer beside the content, the toolbar above it; any language. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await dashboard(canvas);
    const side = canvas.getByRole("complementary");
    await expect(within(side).getByRole("navigation")).toBeVisible();
    await expect(side.querySelector('[aria-current="page"]')).toHaveAttribute(
      "href",
      "/property/1001/dashboard",
    );
    await expect(drawerToggle(canvas)).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("heading", { level: 1 })).toBeVisible();
    // The spec's drawer width.
    await expect(side.getBoundingClientRect().width).toBe(320);
  },
};

/** The toggle hides the drawer on wide screens too; the content takes the width. */
export const WideDrawerHidden: Story = {
  play: async ({ canvas }) => {
    await dashboard(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Close menu" }));
    await waitFor(() => expect(canvas.queryByRole("complementary")).not.toBeInTheDocument());
    await expect(canvas.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  },
};

/** A narrow screen: the drawer starts closed. */
export const Narrow: Story = {
  parameters: { console: { mediumScreen: false }, ...NARROW_VIEWPORT.parameters },
  globals: NARROW_VIEWPORT.globals,
  play: async ({ canvas }) => {
    await dashboard(canvas);
    await expect(canvas.queryByRole("complementary")).not.toBeInTheDocument();
    await expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  },
};

/** On a narrow screen the drawer opens as a modal sheet over the content. */
export const NarrowDrawerOpen: Story = {
  parameters: { console: { mediumScreen: false }, ...NARROW_VIEWPORT.parameters },
  globals: NARROW_VIEWPORT.globals,
  play: async ({ canvas }) => {
    await dashboard(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Open menu" }));
    const drawer = await screen.findByRole("dialog", { name: "Hotel property console" });
    await waitFor(() => expect(drawer).toBeVisible());
    await expect(within(drawer).getByRole("navigation", { name: "Main menu" })).toBeVisible();
  },
};

/** Choosing a menu entry in the narrow drawer opens the screen and closes the drawer. */
export const NarrowMenuEntryClosesDrawer: Story = {
  parameters: { console: { mediumScreen: false }, ...NARROW_VIEWPORT.parameters },
  globals: NARROW_VIEWPORT.globals,
  play: async ({ canvas }) => {
    await dashboard(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Open menu" }));
    const drawer = await screen.findByRole("dialog", { name: "Hotel property console" });
    await userEvent.click(within(drawer).getByRole("link", { name: "Home" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(
      await canvas.findByRole("heading", { name: "Recently selected" }, SANDBOX_WAIT),
    ).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Home");
  },
};

/** A stored session is renewed before anything shows: the guard's loading bar while the server answers. */
export const Restoring: Story = {
  parameters: {
    console: { user: null, authToken: "stored-auth-token" },
    msw: { handlers: { pendingRenewal: [http.post("*/api/cms/v3/auth/token", () => delay("infinite"))] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("progressbar", { name: "Restoring your session" })).toBeVisible();
    await expect(canvas.queryByRole("banner")).not.toBeInTheDocument();
  },
};

/** The stored session cannot be renewed: the login page, carrying the page asked for. */
export const SessionExpired: Story = {
  parameters: { console: { user: null, authToken: "unknown-auth-token" } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId("location", {}, SANDBOX_WAIT)).toHaveTextContent(
      "/login?nextpage=%2Fproperty%2F1001%2Fdashboard",
    );
  },
};

/** The front desk opens an administration screen by its URL: the screen refuses, the menu stays narrow. */
export const NoPermission: Story = {
  parameters: { console: { user: "staff@demo.test", path: "/super/properties" } },
  play: async ({ canvas }) => {
    const main = await canvas.findByRole("main", {}, SANDBOX_WAIT);
    await expect(await within(main).findByRole("alert", {}, SANDBOX_WAIT)).toHaveTextContent(
      "You are not authorized to perform this action",
    );
    const nav = within(canvas.getByRole("complementary")).getByRole("navigation");
    await expect(within(nav).queryByRole("link", { name: "Properties" })).not.toBeInTheDocument();
  },
};

/** A call the server refuses (403) shows the global notice over the screen; Close dismisses it. */
export const Forbidden: Story = {
  parameters: { console: { user: "staff@demo.test" } },
  play: async (context) => {
    const { canvas } = context;
    await dashboard(canvas);
    await sessionOf(context)
      .client.GET("/api/cms/v3/role/index")
      .catch(() => undefined);
    const notice = await within(canvas.getByRole("main")).findByRole("alert");
    await expect(notice).toHaveTextContent("Access refused");
    await expect(within(notice).getByRole("button", { name: "Close" })).toBeVisible();
  },
};

/** The property list failed at sign-in (500): the dashboard cannot name the property. */
export const PropertyListFailed: Story = {
  parameters: { msw: { handlers: failingPropertyList } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert", {}, SANDBOX_WAIT)).toHaveTextContent(
      "Property 1001 is not one of yours.",
    );
  },
};

export const Dark: Story = {
  globals: { ...WIDE_VIEWPORT.globals, scheme: "dark" },
  play: async ({ canvas }) => {
    await dashboard(canvas);
  },
};

export const RightToLeft: Story = {
  globals: { ...WIDE_VIEWPORT.globals, locale: "ar" },
  play: async ({ canvas, canvasElement }) => {
    await expectRightToLeft(canvasElement);
    await dashboard(canvas);
  },
};
