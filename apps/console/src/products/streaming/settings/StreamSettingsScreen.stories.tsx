import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { ISOLATED_STORY, SANDBOX_WAIT, consoleStory, sessionOf } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import { dropStaleAnnouncements, provideVirtualizerEnv } from "../../../stories/storySupport";
import { settingsStates } from "../../../stories/screenStates";
import StreamSettingsScreen from "./StreamSettingsScreen";

const SCHEMA = "*/api/cms/v3/:propertyId/onestream/settings/schema";

/** Streaming settings through the generic settings screen over the sandbox. */
const meta = {
  title: "Console/Streaming settings",
  component: StreamSettingsScreen,
  ...consoleStory,
  // Saving closes the confirm dialog from its pending button; see dropStaleAnnouncements.
  beforeEach: [...consoleStory.beforeEach, provideVirtualizerEnv, () => dropStaleAnnouncements],
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: {
      path: "/property/1001/onestream/settings",
      user: "admin@demo.test",
    } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof StreamSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const tree = () => screen.findByRole("treegrid", {}, SANDBOX_WAIT);
const row = async (name: string) => within(await tree()).findByRole("row", { name }, SANDBOX_WAIT);
/** Opens a group by keyboard. */
const expand = async (name: string) => {
  const group = await row(name);
  group.focus();
  await userEvent.keyboard("{ArrowRight}");
  await waitFor(() => expect(group).toHaveAttribute("aria-expanded", "true"));
};

/** Hotel Sacher Wien's streaming: general, pairing and network settings. */
export const Default: Story = {
  play: async () => {
    await expect(await row("General")).toBeVisible();
    await expect(await row("Pairing")).toBeVisible();
    await expect(await row("Network")).toBeVisible();
  },
};

/**
 * By keyboard: pairings are no longer forgotten at check-out. The editor opens with Enter, Space turns the switch
 * off, the tree's Save lists the change and stores it.
 */
export const KeepPairingsOnCheckout: Story = {
  play: async (context) => {
    await expand("Pairing");
    (await row("Forget pairings on check-out")).focus();
    await userEvent.keyboard("{Enter}");
    const editor = await screen.findByRole("dialog", { name: "Forget pairings on check-out" });
    within(editor).getByRole("switch", { name: "Forget pairings on check-out" }).focus();
    await userEvent.keyboard(" ");
    within(editor).getByRole("button", { name: "Save" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // The closed editor gives the focus back to its row a frame later: wait for it, or that restore could take
    // the focus from Save and the Enter below open the editor again (met once in a full run).
    await waitFor(async () => expect(await row("Forget pairings on check-out")).toHaveFocus());

    screen.getByRole("button", { name: "Save" }).focus();
    await userEvent.keyboard("{Enter}");
    const confirm = await screen.findByRole("alertdialog", { name: "Save settings" });
    await expect(confirm.querySelector('[data-key="pairing.resetOnCheckout"] strong')).toHaveTextContent(
      "(not set / off)",
    );
    within(confirm).getByRole("button", { name: "Save" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(
      () => expect(screen.queryByRole("alertdialog", { name: "Save settings" })).not.toBeInTheDocument(),
      SANDBOX_WAIT,
    );
    await expect(await row("Forget pairings on check-out")).not.toHaveAttribute("data-changed");
    const { data } = await sessionOf(context).client.GET("/api/cms/v3/{propertyId}/onestream/settings", {
      params: { path: { propertyId: "1001" } },
    });
    await expect(data?.["pairing.resetOnCheckout"]).toBe(false);
    dropStaleAnnouncements();
  },
};

const states = settingsStates({
  url: SCHEMA,
  refusedUser: "staff@demo.test",
  failureMessage: "Streaming server unavailable",
});

export const Empty: Story = states.Empty;

export const Loading: Story = { ...states.Loading, tags: ["no-visual"] };

export const Failure: Story = states.Failure;

/** The front desk of Hotel Sacher Wien: it holds no onestream.settings.get. */
export const NoPermission: Story = states.NoPermission;

export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async () => {
    await expand("Pairing");
    await expect(await row("Pairing mode")).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    // The schema's titles are translated ("Pairing").
    await expect(await row("الاقتران")).toBeVisible();
  },
};
