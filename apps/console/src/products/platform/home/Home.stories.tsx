import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { consoleStory, failingPropertyList, ISOLATED_STORY } from "../../../stories/ConsoleStory";
import type { Canvas, ConsoleParameters } from "../../../stories/ConsoleStory";
import Home from "./Home";
import { expectRightToLeft } from "../../../stories/storySupport";

const meta = {
  title: "Console/Platform/Home",
  component: Home,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: {
      path: "/",
      selection: { selected: "1002", recent: ["1002", "1008", "1001"] },
    } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof Home>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A section by the id of its heading, so the stories read it in any language. */
const section = async (canvas: Canvas, id: "home-go" | "home-recent" | "home-mine") =>
  (await canvas.findAllByRole("region", {}, { timeout: 10_000 })).find(
    (region) => region.getAttribute("aria-labelledby") === id,
  )!;
const cardTargets = async (canvas: Canvas, id: "home-recent" | "home-mine") =>
  within(await section(canvas, id))
    .queryAllByRole("link")
    .map((link) => link.getAttribute("href"));

/** Recently selected properties first (most recent first), then all of the user's; any language. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await cardTargets(canvas, "home-recent")).toEqual([
      "/property/1002/dashboard",
      "/property/1008/dashboard",
      "/property/1001/dashboard",
    ]);
    await expect(await cardTargets(canvas, "home-mine")).toHaveLength(25);
  },
};

/** Nothing chosen yet: the recent section says where choices will appear. */
export const NoRecent: Story = {
  parameters: { console: { selection: { selected: "", recent: [] } } },
  play: async ({ canvas }) => {
    const recent = await section(canvas, "home-recent");
    await expect(within(recent).queryAllByRole("link")).toHaveLength(0);
    await expect(recent).toHaveTextContent("Properties you choose appear here.");
  },
};

/** The front desk of one property: one card, and recent entries of other properties are left out. */
export const Staff: Story = {
  parameters: { console: { user: "staff@demo.test" } },
  play: async ({ canvas }) => {
    await expect(await cardTargets(canvas, "home-recent")).toEqual(["/property/1001/dashboard"]);
    await expect(await cardTargets(canvas, "home-mine")).toEqual(["/property/1001/dashboard"]);
    await expect(canvas.getByRole("heading", { name: "My properties (1)" })).toBeVisible();
  },
};

/** Go to property: choose one, Go, and its dashboard opens. */
export const GoToProperty: Story = {
  parameters: { console: { showLocation: true } },
  play: async ({ canvas }) => {
    const go = canvas.getByRole("button", { name: "Go" });
    await expect(go).toBeDisabled();
    await userEvent.type(await canvas.findByRole("combobox", { name: "Property" }), "Tallinn");
    await userEvent.click(await screen.findByRole("option", { name: "Hotel Lydia Tallinn (1010)" }));
    await waitFor(() => expect(go).toBeEnabled());
    await userEvent.click(go);
    await expect(await canvas.findByTestId("location")).toHaveTextContent("/property/1010/dashboard");
  },
};

/**
 * The property list request failed at sign-in (500). The session keeps an empty list, so Home says no
 * property is assigned: the failure is not told apart from having none.
 */
export const PropertyListFailed: Story = {
  parameters: {
    msw: { handlers: failingPropertyList },
  },
  play: async ({ canvas }) => {
    // A failed list is said as such, with a retry, and never reads as "no property is assigned to you".
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("The property list could not be loaded.");
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeEnabled();
    const mine = await section(canvas, "home-mine");
    await expect(mine).not.toHaveTextContent("No property is assigned to you.");
    await expect(await cardTargets(canvas, "home-recent")).toEqual([]);
  },
};

export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async ({ canvas }) => {
    await expect(await cardTargets(canvas, "home-recent")).toHaveLength(3);
  },
};

export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvas, canvasElement }) => {
    await expectRightToLeft(canvasElement);
    await expect(await cardTargets(canvas, "home-recent")).toHaveLength(3);
  },
};
