import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { ISOLATED_STORY, SANDBOX_WAIT, consoleStory, sessionOf } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import { dropStaleAnnouncements, provideVirtualizerEnv } from "../../../stories/storySupport";
import { settingsStates } from "../../../stories/screenStates";
import AppSettingsScreen from "./AppSettingsScreen";

const SCHEMA = "*/api/cms/v3/:propertyId/oneapp/settings/schema";

/** The guest app's settings through the generic settings screen over the sandbox: Hotel Sacher Wien. */
const meta = {
  title: "Console/Guest app/Settings",
  component: AppSettingsScreen,
  ...consoleStory,
  // Saving closes the confirm dialog from its pending button; see dropStaleAnnouncements.
  beforeEach: [...consoleStory.beforeEach, provideVirtualizerEnv, () => dropStaleAnnouncements],
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: { path: "/property/1001/oneapp/settings", user: "admin@demo.test" } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof AppSettingsScreen>;

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

/** Hotel Sacher Wien's guest app: general, check-in, web check-in, payment, e-mails and the app's features. */
export const Default: Story = {
  play: async () => {
    for (const group of ["General", "Check-in", "Web check-in", "Payment", "E-mails", "App features"])
      await expect(await row(group)).toBeVisible();
  },
};

/** The web check-in group: the additional document, the registration card text and the connected PMS. */
export const WebCheckin: Story = {
  play: async () => {
    await expand("Web check-in");
    await expect(await row(/^Ask for an additional document/)).toBeVisible();
    await expect(await row(/^Registration card e-mail text/)).toHaveTextContent(/Meldeblatt/);
    await expect(await row(/^Connected PMS/)).toHaveTextContent("protel");
  },
};

/**
 * By keyboard: the additional document is asked of every guest. The editor opens with Enter, "Always" is
 * chosen from the list, the tree's Save lists the change and stores it.
 */
export const AskAlwaysForDocument: Story = {
  play: async (context) => {
    await expand("Web check-in");
    (await row(/^Ask for an additional document/)).focus();
    await userEvent.keyboard("{Enter}");
    const editor = await screen.findByRole("dialog", { name: "Ask for an additional document" });
    const select = within(editor).getByRole("button", { name: /Ask for an additional document/ });
    select.focus();
    await userEvent.keyboard("{Enter}");
    const listbox = await screen.findByRole("listbox");
    await userEvent.click(within(listbox).getByRole("option", { name: "Always" }));
    await waitFor(() => expect(select).toHaveTextContent("Always"));
    within(editor).getByRole("button", { name: "Save" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(await row(/^Ask for an additional document/)).toHaveAttribute("data-changed");
    // The closed editor gives the focus back to its row a frame later: wait for it, or that restore could take
    // the focus from Save and the Enter below open the editor again.
    await waitFor(async () => expect(await row(/^Ask for an additional document/)).toHaveFocus());

    screen.getByRole("button", { name: "Save" }).focus();
    await userEvent.keyboard("{Enter}");
    const confirm = await screen.findByRole("alertdialog", { name: "Save settings" });
    within(confirm).getByRole("button", { name: "Save" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(
      () => expect(screen.queryByRole("alertdialog", { name: "Save settings" })).not.toBeInTheDocument(),
      SANDBOX_WAIT,
    );
    const { data } = await sessionOf(context).client.GET("/api/cms/v3/{propertyId}/oneapp/settings", {
      params: { path: { propertyId: "1001" } },
    });
    await expect(data?.webcheckin?.additionalDocument).toBe("always");
    dropStaleAnnouncements();
  },
};

const states = settingsStates({
  url: SCHEMA,
  refusedUser: "staff@demo.test",
  failureMessage: "Guest app unavailable",
});

export const Empty: Story = states.Empty;

export const Loading: Story = { ...states.Loading, tags: ["no-visual"] };

export const Failure: Story = states.Failure;

/** The front desk of Hotel Sacher Wien: it holds no oneapp.settings.show. */
export const NoPermission: Story = states.NoPermission;

export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async () => {
    await expand("Check-in");
    await expect(await row(/^Web check-in enabled/)).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    // The schema's texts are translated by their keys (settingsSchemas.json), not shown in English.
    await expect(await row("تسجيل الوصول عبر الويب")).toBeVisible();
    await userEvent.click(await row("ميزات التطبيق"));
    await expect(await row(/^المفتاح المحمول/)).toBeVisible();
  },
};
