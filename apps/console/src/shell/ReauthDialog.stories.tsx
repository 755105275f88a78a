import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import {
  consoleStory,
  DEMO_PASSWORD,
  expireSession,
  ISOLATED_STORY,
  SANDBOX_WAIT,
  sessionOf,
} from "../stories/ConsoleStory";
import { ReauthDialog } from "./ReauthDialog";
import { expectRightToLeft } from "../stories/storySupport";

/**
 * The dialog opens the way it does in the app: signed in as super, the session's access token stops working
 * and its auth token is gone, so the next call asks the user to sign in again in place.
 */
const meta = {
  title: "Console/Shell/Sign in again",
  component: ReauthDialog,
  ...consoleStory,
  parameters: { docs: { story: ISOLATED_STORY } },
  beforeEach: [...consoleStory.beforeEach, async (context) => expireSession(sessionOf(context))],
} satisfies Meta<typeof ReauthDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => {
  const found = await screen.findByRole("dialog", {}, SANDBOX_WAIT);
  await waitFor(() => expect(found).toBeVisible());
  return found;
};
const passwordField = (element: HTMLElement) =>
  element.querySelector<HTMLInputElement>('input[type="password"]')!;
/** Types the password and presses Sign in (not Enter: see LoginPage.stories.tsx, `submit`). */
async function signIn(dialog: HTMLElement, password: string) {
  await userEvent.type(passwordField(dialog), password);
  await userEvent.click(dialog.querySelector<HTMLButtonElement>('button[type="submit"]')!);
}

/** Open: the password field has the focus, and the dialog cannot be dismissed; any language. */
export const Default: Story = {
  play: async () => {
    const open = await dialog();
    await waitFor(() => expect(passwordField(open)).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    await expect(open).toBeVisible();
  },
};

/** The text names the account to sign in as. */
export const NamesTheAccount: Story = {
  play: async () => {
    const open = await dialog();
    await expect(open).toHaveAccessibleName("Sign in again");
    await expect(within(open).getByText(/Sign in again as super@demo.test/)).toBeVisible();
    // Nothing to send yet: Sign in waits for a password.
    await expect(within(open).getByRole("button", { name: "Sign in" })).toBeDisabled();
  },
};

/** A wrong password: the message, and the dialog stays. */
export const WrongPassword: Story = {
  play: async () => {
    const open = await dialog();
    await signIn(open, "wrong-password");
    await expect(await within(open).findByRole("alert", {}, SANDBOX_WAIT)).toHaveTextContent(
      "Bad credentials, please try again.",
    );
  },
};

/** The right password closes the dialog; the session is back and the waiting call went through. */
export const SignedInAgain: Story = {
  play: async (context) => {
    const open = await dialog();
    await signIn(open, DEMO_PASSWORD);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument(), SANDBOX_WAIT);
    const state = sessionOf(context).getState();
    await expect(state.reauth).toBeNull();
    await expect(state.user?.email).toBe("super@demo.test");
    await expect(state.error).toBeNull();
  },
};

/** Cancel gives up: the dialog closes and the session's error is 401 (the 401 modal then explains). */
export const Cancelled: Story = {
  play: async (context) => {
    const open = await dialog();
    await userEvent.click(within(open).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(sessionOf(context).getState().error).toBe(401);
  },
};

export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async () => {
    const open = await dialog();
    await signIn(open, "wrong-password");
    await within(open).findByRole("alert", {}, SANDBOX_WAIT);
  },
};

export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    await expectRightToLeft(canvasElement);
    const open = await dialog();
    await waitFor(() => expect(passwordField(open)).toHaveFocus());
  },
};
