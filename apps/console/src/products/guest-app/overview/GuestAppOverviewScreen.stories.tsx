import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, waitFor } from "storybook/test";
import { consoleStory, ISOLATED_STORY, SANDBOX_WAIT } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import GuestAppOverviewScreen from "./GuestAppOverviewScreen";
import { expectRefusal } from "../../../stories/screenStates";

const meta = {
  title: "Console/Guest app/Dashboard",
  component: GuestAppOverviewScreen,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: { path: "/property/1001/oneapp", user: "admin@demo.test" } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof GuestAppOverviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** This month's check-ins, today's funnel and the shortcuts. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("group", { name: "Today's web check-in funnel" }, SANDBOX_WAIT),
    ).toHaveAccessibleDescription(/started at Room selection/);
    await waitFor(
      () =>
        expect(canvas.getByRole("region", { name: "Check-ins started this month" })).toHaveTextContent(/\d/),
      SANDBOX_WAIT,
    );
    const shortcuts = canvas.getByRole("navigation", { name: "Shortcuts" });
    await expect(shortcuts.querySelectorAll("a")).toHaveLength(4);
    await expect(screen.getByRole("link", { name: "Web check-in statistics" })).toHaveAttribute(
      "href",
      "/property/1001/oneapp/webcheckin/dashboard",
    );
  },
};

/** The front desk: shortcuts only to the screens its menu offers (no upsells, no settings). */
export const FrontDesk: Story = {
  parameters: { console: { user: "staff@demo.test" } },
  play: async ({ canvas }) => {
    const shortcuts = await canvas.findByRole("navigation", { name: "Shortcuts" }, SANDBOX_WAIT);
    await waitFor(() =>
      expect([...shortcuts.querySelectorAll("a")].map((link) => link.textContent)).toEqual([
        "Web check-in statistics",
        "Reservations",
      ]),
    );
  },
};

export const NoPermission: Story = {
  parameters: { console: { user: "staff@demo.test", path: "/property/1002/oneapp" } },
  play: async ({ canvas }) => {
    await expectRefusal(canvas);
  },
};

export const Dark: Story = { ...Default, globals: { scheme: "dark" } };
export const RightToLeft: Story = { globals: { locale: "ar" } };
