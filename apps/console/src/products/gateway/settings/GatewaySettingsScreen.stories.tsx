import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { ISOLATED_STORY, SANDBOX_WAIT, consoleStory, sessionOf } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import { centreInView, dropStaleAnnouncements, provideVirtualizerEnv } from "../../../stories/storySupport";
import { settingsStates } from "../../../stories/screenStates";
import GatewaySettingsScreen from "./GatewaySettingsScreen";

const SCHEMA = "*/api/cms/v3/:propertyId/onespeed/settings/schema";
const LOGIN_TYPES = "*/api/cms/v3/:propertyId/onespeed/logintypes";

/**
 * Gateway settings through the generic settings screen over the sandbox: the settings tree with the login types
 * group, read from and saved to the login type configuration.
 */
const meta = {
  title: "Console/Gateway settings",
  component: GatewaySettingsScreen,
  ...consoleStory,
  // Saving closes the confirm dialog from its pending button; see dropStaleAnnouncements.
  beforeEach: [...consoleStory.beforeEach, provideVirtualizerEnv, () => dropStaleAnnouncements],
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

const tree = () => screen.findByRole("treegrid", {}, SANDBOX_WAIT);
const row = async (name: string) => within(await tree()).findByRole("row", { name }, SANDBOX_WAIT);
/** Opens a group by keyboard. */
const expand = async (name: string) => {
  const group = await row(name);
  group.focus();
  await userEvent.keyboard("{ArrowRight}");
  await waitFor(() => expect(group).toHaveAttribute("aria-expanded", "true"));
};

export const Default: Story = {
  play: async () => {
    await expect(await row("Captive portal")).toBeVisible();
    await expect(await row("Login types")).toBeVisible();
    await expect(await row("Network")).toBeVisible();
  },
};

/** The login types group: the social providers' secrets show masked, the loyalty ids as whole numbers. */
export const LoginTypes: Story = {
  play: async () => {
    await expand("Login types");
    await expect(await row("Easy login mode")).toBeVisible();
    await expand("Social sign-in");
    await expand("Google");
    const secret = await row("Client secret");
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
    await expand("Login types");
    (await row("Code by SMS")).focus();
    await userEvent.keyboard("{Enter}");
    const editor = await screen.findByRole("dialog", { name: "Code by SMS" });
    within(editor).getByRole("switch", { name: "Code by SMS" }).focus();
    await userEvent.keyboard(" ");
    within(editor).getByRole("button", { name: "Save" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Code by SMS" })).not.toBeInTheDocument(),
    );
    // The closed editor gives the focus back to its row a frame later: wait for it, or that restore could take
    // the focus from Save and the Enter below open the editor again.
    await waitFor(async () => expect(await row("Code by SMS")).toHaveFocus());

    screen.getByRole("button", { name: "Save" }).focus();
    await userEvent.keyboard("{Enter}");
    const confirm = await screen.findByRole("alertdialog", { name: "Save settings" });
    const change = confirm.querySelector('[data-key="loginTypes.sms"]')!;
    await expect(change.querySelector("del")).toHaveTextContent("(not set / off)");
    await expect(change.querySelector("strong")).toHaveTextContent("On");
    within(confirm).getByRole("button", { name: "Save" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(
      () => expect(screen.queryByRole("alertdialog", { name: "Save settings" })).not.toBeInTheDocument(),
      SANDBOX_WAIT,
    );
    await expect(await row("Code by SMS")).not.toHaveAttribute("data-changed");
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
    centreInView(await row("Code by SMS"));
  },
};

/** A refused login type save keeps the edit and says why. */
export const SaveRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        failing: [
          http.post(LOGIN_TYPES, () =>
            HttpResponse.json({ message: "The loyalty programme needs its API endpoint" }, { status: 400 }),
          ),
        ],
      },
    },
  },
  play: async () => {
    await expand("Login types");
    (await row("Code by SMS")).focus();
    await userEvent.keyboard("{Enter}");
    const editor = await screen.findByRole("dialog", { name: "Code by SMS" });
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
    await expect(await row("Code by SMS")).toHaveAttribute("data-changed");
    dropStaleAnnouncements();
  },
};

const states = settingsStates({
  url: SCHEMA,
  refusedUser: "staff@demo.test",
  failureMessage: "Gateway unavailable",
});

export const Empty: Story = states.Empty;

export const Loading: Story = states.Loading;

export const Failure: Story = states.Failure;

/** The front desk of Hotel Sacher Wien: it holds no onespeed.settings.show. */
export const NoPermission: Story = states.NoPermission;

export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async () => {
    await expand("Login types");
    await expect(await row("Easy login mode")).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    // The schema's titles are translated ("Login types").
    await expect(await row("طرق تسجيل الدخول")).toBeVisible();
  },
};
