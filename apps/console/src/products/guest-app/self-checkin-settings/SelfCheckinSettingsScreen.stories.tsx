import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { ISOLATED_STORY, SANDBOX_WAIT, consoleStory, sessionOf } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import { dropStaleAnnouncements, provideVirtualizerEnv } from "../../../stories/storySupport";
import { settingsStates } from "../../../stories/screenStates";
import SelfCheckinSettingsScreen from "./SelfCheckinSettingsScreen";

const SCHEMA = "*/api/cms/v3/:propertyId/oneapp/self-checkin-settings/schema";

/** The self check-in terminal's settings through the generic settings screen: Hotel Sacher Wien's lobby. */
const meta = {
  title: "Console/Guest app/Self check-in settings",
  component: SelfCheckinSettingsScreen,
  ...consoleStory,
  // Saving closes the confirm dialog from its pending button; see dropStaleAnnouncements.
  beforeEach: [...consoleStory.beforeEach, provideVirtualizerEnv, () => dropStaleAnnouncements],
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: {
      path: "/property/1001/oneapp/self-checkin-settings",
      user: "admin@demo.test",
    } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof SelfCheckinSettingsScreen>;

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

/** The lobby terminal: kiosk, opening hours, room keys, documents and payment. */
export const Default: Story = {
  play: async () => {
    for (const group of ["Kiosk", "Opening hours", "Room keys", "Documents and payment"])
      await expect(await row(group)).toBeVisible();
  },
};

/** By keyboard: the terminal is renamed; the tree's Save lists the change and stores it. */
export const RenameTerminal: Story = {
  play: async (context) => {
    await expand("Kiosk");
    (await row(/^Terminal name/)).focus();
    await userEvent.keyboard("{Enter}");
    const editor = await screen.findByRole("dialog", { name: "Terminal name" });
    const text = within(editor).getByRole("textbox", { name: /Terminal name/ });
    await userEvent.clear(text);
    await userEvent.type(text, "Lobby terminal east wing");
    within(editor).getByRole("button", { name: "Save" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(await row(/^Terminal name/)).toHaveAttribute("data-changed");
    // The closed editor gives the focus back to its row a frame later: wait for it, or that restore could take
    // the focus from Save and the Enter below open the editor again.
    await waitFor(async () => expect(await row(/^Terminal name/)).toHaveFocus());

    screen.getByRole("button", { name: "Save" }).focus();
    await userEvent.keyboard("{Enter}");
    const confirm = await screen.findByRole("alertdialog", { name: "Save settings" });
    await expect(confirm.querySelector('[data-key="kiosk.name"] strong')).toHaveTextContent(
      "Lobby terminal east wing",
    );
    within(confirm).getByRole("button", { name: "Save" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(
      () => expect(screen.queryByRole("alertdialog", { name: "Save settings" })).not.toBeInTheDocument(),
      SANDBOX_WAIT,
    );
    const { data } = await sessionOf(context).client.GET(
      "/api/cms/v3/{propertyId}/oneapp/self-checkin-settings",
      { params: { path: { propertyId: "1001" } } },
    );
    await expect(data?.["kiosk.name"]).toBe("Lobby terminal east wing");
    dropStaleAnnouncements();
  },
};

/** What the terminal reports is shown, never edited: its serial number. */
export const TerminalReportsReadOnly: Story = {
  play: async () => {
    await expand("Kiosk");
    await expect(await row(/^Serial number/)).toHaveTextContent(/SCK-1001-/);
  },
};

const states = settingsStates({
  url: SCHEMA,
  refusedUser: "staff@demo.test",
  failureMessage: "Self check-in unavailable",
});

export const Empty: Story = states.Empty;

export const Loading: Story = { ...states.Loading, tags: ["no-visual"] };

export const Failure: Story = states.Failure;

/** The front desk of Hotel Sacher Wien: it holds no oneapp.self-checkin.settings.show. */
export const NoPermission: Story = states.NoPermission;

export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async () => {
    await expand("Opening hours");
    await expect(await row(/^Open from/)).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    // The schema's texts are translated by their keys (settingsSchemas.json), not shown in English.
    await expect(await row("الكشك")).toBeVisible();
    await userEvent.click(await row("ساعات العمل"));
    await expect(await row(/^مفتوح من/)).toBeVisible();
  },
};
