import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { ISOLATED_STORY, SANDBOX_WAIT, consoleStory, sessionOf } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import { dropStaleAnnouncements, provideVirtualizerEnv } from "../../../stories/storySupport";
import { settingsStates } from "../../../stories/screenStates";
import DisplaySettingsScreen from "./DisplaySettingsScreen";

const SCHEMA = "*/api/cms/v3/:propertyId/onesquare/settings/schema";

/** Display (onesquare) settings through the generic settings screen over the sandbox: the lobby screen. */
const meta = {
  title: "Console/Display settings",
  component: DisplaySettingsScreen,
  ...consoleStory,
  // Saving closes the confirm dialog from its pending button; see dropStaleAnnouncements.
  beforeEach: [...consoleStory.beforeEach, provideVirtualizerEnv, () => dropStaleAnnouncements],
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: {
      path: "/property/1001/onesquare/settings",
      user: "admin@demo.test",
    } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof DisplaySettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const tree = () => screen.findByRole("treegrid", {}, SANDBOX_WAIT);
const row = async (name: string | RegExp) => within(await tree()).findByRole("row", { name }, SANDBOX_WAIT);
/** Opens a group by keyboard. */
const expand = async (name: string) => {
  const group = await row(name);
  group.focus();
  await userEvent.keyboard("{ArrowRight}");
  await waitFor(() => expect(group).toHaveAttribute("aria-expanded", "true"));
};

/** Hotel Sacher Wien's lobby display: general, schedule, content and what the player reports. */
export const Default: Story = {
  play: async () => {
    for (const group of ["General", "Schedule", "Content", "Device"])
      await expect(await row(group)).toBeVisible();
  },
};

/**
 * By keyboard: the start page greets in English for the ski season. The editor opens with Enter, the text is
 * typed, the tree's Save lists the change and stores it.
 */
export const ChangeWelcomeText: Story = {
  play: async (context) => {
    await expand("Content");
    (await row("Welcome text")).focus();
    await userEvent.keyboard("{Enter}");
    const editor = await screen.findByRole("dialog", { name: "Welcome text" });
    const text = within(editor).getByRole("textbox", { name: /Welcome text/ });
    await userEvent.clear(text);
    await userEvent.type(text, "Welcome to the ski season");
    within(editor).getByRole("button", { name: "Save" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(await row("Welcome text")).toHaveAttribute("data-changed");
    // The closed editor gives the focus back to its row a frame later: wait for it, or that restore could take
    // the focus from Save and the Enter below open the editor again.
    await waitFor(async () => expect(await row("Welcome text")).toHaveFocus());

    screen.getByRole("button", { name: "Save" }).focus();
    await userEvent.keyboard("{Enter}");
    const confirm = await screen.findByRole("alertdialog", { name: "Save settings" });
    await expect(confirm.querySelector('[data-key="content.welcomeText"] strong')).toHaveTextContent(
      "Welcome to the ski season",
    );
    within(confirm).getByRole("button", { name: "Save" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(
      () => expect(screen.queryByRole("alertdialog", { name: "Save settings" })).not.toBeInTheDocument(),
      SANDBOX_WAIT,
    );
    await expect(await row("Welcome text")).not.toHaveAttribute("data-changed");
    const { data } = await sessionOf(context).client.GET("/api/cms/v3/{propertyId}/onesquare/settings", {
      params: { path: { propertyId: "1001" } },
    });
    await expect(data?.["content.welcomeText"]).toBe("Welcome to the ski season");
    dropStaleAnnouncements();
  },
};

/** What the player reports (serial number, firmware) is shown, never edited. */
export const DeviceReadOnly: Story = {
  play: async () => {
    await expand("Device");
    await expect(await row("Firmware")).toHaveTextContent(/4\.\d\.\d/);
    await expect(await row("Serial number")).toHaveTextContent(/OSQ-/);
  },
};

const states = settingsStates({
  url: SCHEMA,
  refusedUser: "staff@demo.test",
  failureMessage: "Display unavailable",
});

export const Empty: Story = states.Empty;

export const Loading: Story = { ...states.Loading, tags: ["no-visual"] };

export const Failure: Story = states.Failure;

/** The front desk of Hotel Sacher Wien: it holds no onesquare.settings.get. */
export const NoPermission: Story = states.NoPermission;

export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async () => {
    await expand("Schedule");
    await expect(await row("Switch on at")).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    // The schema's texts are translated by their keys (settingsSchemas.json), not shown in English.
    await expect(await row("المحتوى")).toBeVisible();
    await userEvent.click(await row("الجدول الزمني"));
    await expect(await row(/^التشغيل عند/)).toBeVisible();
  },
};
