import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { ISOLATED_STORY, consoleStory, sessionOf } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import { centreInView, dropStaleAnnouncements } from "../../../stories/storySupport";
import { settingsStates, failing } from "../../../stories/screenStates";
import * as settingsStory from "../../../stories/settingsStories";
import GatewaySettingsScreen from "./GatewaySettingsScreen";

const SCHEMA = "*/api/cms/v3/:propertyId/onespeed/settings/schema";
const LOGIN_TYPES = "*/api/cms/v3/:propertyId/onespeed/logintypes";

/**
 * Gateway settings through the generic settings screen over the sandbox: the settings tree with the login types
 * group, read from and saved to the login type configuration.
 */
const meta = {
  title: "Console/Gateway/Settings",
  component: GatewaySettingsScreen,
  ...consoleStory,
  beforeEach: settingsStory.settingsBeforeEach,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: {
      path: "/property/1001/onespeed-gateway/settings",
      user: "admin@demo.test",
    } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof GatewaySettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = settingsStory.settingsGroupsStory(["Captive portal", "Login types", "Network"]);

/** The login types group: the social providers' secrets show masked, the loyalty ids as whole numbers. */
export const LoginTypes: Story = {
  play: async () => {
    await settingsStory.expandGroup("Login types");
    await expect(await settingsStory.settingRow("Easy login mode")).toBeVisible();
    await settingsStory.expandGroup("Social sign-in");
    await settingsStory.expandGroup("Google");
    const secret = await settingsStory.settingRow("Client secret");
    await expect(secret).toHaveTextContent("••••••••");
    await expect(secret).not.toHaveTextContent("GOCSPX");
  },
};

/**
 * SMS login, by keyboard: the setting's editor opens with Enter, Space turns the switch on, the editor keeps the
 * change, the tree's Save lists it and saves it into the login type configuration.
 */
export const TurnOnSmsLogin: Story = {
  play: async (context) => {
    await settingsStory.expandGroup("Login types");
    const editor = await settingsStory.openSetting("Code by SMS", "Code by SMS");
    within(editor).getByRole("switch", { name: "Code by SMS" }).focus();
    await userEvent.keyboard(" ");
    await settingsStory.keepEdit(editor, "Code by SMS");

    const confirm = await settingsStory.openSaveConfirm();
    const change = confirm.querySelector('[data-key="loginTypes.sms"]')!;
    await expect(change.querySelector("del")).toHaveTextContent("(not set / off)");
    await expect(change.querySelector("strong")).toHaveTextContent("On");
    await settingsStory.confirmSave(confirm);
    await expect(await settingsStory.settingRow("Code by SMS")).not.toHaveAttribute("data-changed");
    const { data } = await sessionOf(context).client.GET(
      "/api/cms/v3/{propertyId}/onespeed/logintypes/index",
      {
        params: { path: { propertyId: "1001" } },
      },
    );
    await expect(data?.sms).toBe(true);
    await expect(data?.enabledLoginTypes).toContain("sms");
    dropStaleAnnouncements();
    // How far the tree scrolled when the editor handed the focus back depends on timing: the row centred.
    await centreInView(await settingsStory.settingRow("Code by SMS"));
  },
};

/** A refused login type save keeps the edit and says why. */
export const SaveRefused: Story = {
  parameters: failing(LOGIN_TYPES, "The loyalty programme needs its API endpoint", {
    method: "post",
    status: 400,
  }),
  play: async () => {
    await settingsStory.expandGroup("Login types");
    const editor = await settingsStory.openSetting("Code by SMS", "Code by SMS");
    await userEvent.click(within(editor).getByRole("switch", { name: "Code by SMS" }));
    await userEvent.click(within(editor).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Code by SMS" })).not.toBeInTheDocument(),
    );
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Save settings" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Save" }));
    await expect(await within(confirm).findByText("The settings could not be saved")).toBeVisible();
    await expect(confirm).toHaveTextContent("The loyalty programme needs its API endpoint");
    await userEvent.keyboard("{Escape}");
    await expect(await settingsStory.settingRow("Code by SMS")).toHaveAttribute("data-changed");
    dropStaleAnnouncements();
  },
};

const states = settingsStates({ url: SCHEMA, failureMessage: "Gateway unavailable" });

export const Empty: Story = states.Empty;

export const Loading: Story = states.Loading;

export const Failure: Story = states.Failure;

/** The front desk of Hotel Sacher Wien: it holds no onespeed.settings.show. */
export const NoPermission: Story = states.NoPermission;

export const Dark: Story = settingsStory.darkSettingsStory("Login types", "Easy login mode");

export const RightToLeft: Story = settingsStory.rightToLeftSettingsStory("طرق تسجيل الدخول");
