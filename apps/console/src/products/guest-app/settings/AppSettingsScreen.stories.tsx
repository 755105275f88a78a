import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { ISOLATED_STORY, consoleStory, sessionOf } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import { dropStaleAnnouncements } from "../../../stories/storySupport";
import { settingsStates } from "../../../stories/screenStates";
import * as settingsStory from "../../../stories/settingsStories";
import AppSettingsScreen from "./AppSettingsScreen";

const SCHEMA = "*/api/cms/v3/:propertyId/oneapp/settings/schema";

/** The guest app's settings through the generic settings screen over the sandbox: Hotel Sacher Wien. */
const meta = {
  title: "Console/Guest app/Settings",
  component: AppSettingsScreen,
  ...consoleStory,
  beforeEach: settingsStory.settingsBeforeEach,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: { path: "/property/1001/oneapp/settings", user: "admin@demo.test" } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof AppSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hotel Sacher Wien's guest app: general, check-in, web check-in, payment, e-mails and the app's features. */
export const Default: Story = settingsStory.settingsGroupsStory([
  "General",
  "Check-in",
  "Web check-in",
  "Payment",
  "E-mails",
  "App features",
]);

/** The web check-in group: the additional document, the registration card text and the connected PMS. */
export const WebCheckin: Story = {
  play: async () => {
    await settingsStory.expandGroup("Web check-in");
    await expect(await settingsStory.settingRow(/^Ask for an additional document/)).toBeVisible();
    await expect(await settingsStory.settingRow(/^Registration card e-mail text/)).toHaveTextContent(
      /Meldeblatt/,
    );
    await expect(await settingsStory.settingRow(/^Connected PMS/)).toHaveTextContent("protel");
  },
};

/**
 * By keyboard: the additional document is asked of every guest. The editor opens with Enter, "Always" is
 * chosen from the list, the tree's Save lists the change and stores it.
 */
export const AskAlwaysForDocument: Story = {
  play: async (context) => {
    await settingsStory.expandGroup("Web check-in");
    const editor = await settingsStory.openSetting(
      /^Ask for an additional document/,
      "Ask for an additional document",
    );
    const select = within(editor).getByRole("button", { name: /Ask for an additional document/ });
    select.focus();
    await userEvent.keyboard("{Enter}");
    const listbox = await screen.findByRole("listbox");
    await userEvent.click(within(listbox).getByRole("option", { name: "Always" }));
    await waitFor(() => expect(select).toHaveTextContent("Always"));
    await settingsStory.keepEdit(editor, /^Ask for an additional document/);
    await expect(await settingsStory.settingRow(/^Ask for an additional document/)).toHaveAttribute(
      "data-changed",
    );

    const confirm = await settingsStory.openSaveConfirm();
    await settingsStory.confirmSave(confirm);
    const { data } = await sessionOf(context).client.GET("/api/cms/v3/{propertyId}/oneapp/settings", {
      params: { path: { propertyId: "1001" } },
    });
    await expect(data?.webcheckin?.additionalDocument).toBe("always");
    dropStaleAnnouncements();
  },
};

const states = settingsStates({ url: SCHEMA, failureMessage: "Guest app unavailable" });

export const Empty: Story = states.Empty;

export const Loading: Story = { ...states.Loading, tags: ["no-visual"] };

export const Failure: Story = states.Failure;

/** The front desk of Hotel Sacher Wien: it holds no oneapp.settings.show. */
export const NoPermission: Story = states.NoPermission;

export const Dark: Story = settingsStory.darkSettingsStory("Check-in", /^Web check-in enabled/);

export const RightToLeft: Story = settingsStory.rightToLeftSettingsStory("تسجيل الوصول عبر الويب", {
  group: "ميزات التطبيق",
  setting: /^المفتاح المحمول/,
});
