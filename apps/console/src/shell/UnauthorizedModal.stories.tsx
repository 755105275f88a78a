import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { consoleStory, ISOLATED_STORY, sessionOf } from "../stories/ConsoleStory";
import { UnauthorizedModal } from "./UnauthorizedModal";
import { expectRightToLeft } from "../stories/storySupport";

/** The session's error is 401, as after the user gave up signing in again (the public way to get there). */
const meta = {
  title: "Console/Shell/Not authorized",
  component: UnauthorizedModal,
  ...consoleStory,
  parameters: { docs: { story: ISOLATED_STORY } },
  beforeEach: [...consoleStory.beforeEach, (context) => sessionOf(context).cancelReauth()],
} satisfies Meta<typeof UnauthorizedModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => {
  const found = await screen.findByRole("dialog", { name: "401" }, { timeout: 10_000 });
  await waitFor(() => expect(found).toBeVisible());
  return found;
};

/** Titled with the error value "401" in every language; one button. */
export const Default: Story = {
  play: async () => {
    const open = await dialog();
    await expect(within(open).getAllByRole("button").length).toBeGreaterThanOrEqual(1);
  },
};

/** The text explains, and OK clears the error. */
export const Acknowledged: Story = {
  play: async (context) => {
    const open = await dialog();
    await expect(open).toHaveTextContent("You are not signed in any more. Sign in again to continue.");
    await userEvent.click(within(open).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(sessionOf(context).getState().error).toBeNull();
  },
};

/** Without the error nothing shows. */
export const NoError: Story = {
  beforeEach: (context) => sessionOf(context).clearError(),
  play: async () => {
    await expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async () => {
    await dialog();
  },
};

export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    await expectRightToLeft(canvasElement);
    await dialog();
  },
};
