import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, http, HttpResponse } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  consoleStory,
  DEMO_PASSWORD,
  ISOLATED_STORY,
  SANDBOX_WAIT,
  TWO_FACTOR_CODE,
  TWO_FACTOR_USER,
} from "../stories/ConsoleStory";
import type { Canvas, ConsoleParameters } from "../stories/ConsoleStory";
import { PUBLIC_PATHS } from "../app/paths";
import LoginPage from "./LoginPage";
import { preloadLanguageChoice } from "./LoginFrame";
import { expectRightToLeft } from "../stories/storySupport";

const meta = {
  title: "Console/Sign-in/Sign in",
  component: LoginPage,
  ...consoleStory,
  loaders: [...consoleStory.loaders, preloadLanguageChoice],
  parameters: {
    docs: { story: ISOLATED_STORY },
    layout: "fullscreen",
    console: { user: null, path: PUBLIC_PATHS.login, at: [PUBLIC_PATHS.login] } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvas: Canvas) => canvas.findByRole("form", {}, SANDBOX_WAIT);

/**
 * Presses the form's submit button. The button, not Enter in a field: a field that goes away when the step
 * changes would lose the focus during React's commit, and user-event's change-on-blur for an edited field then
 * runs inside it (React: "Should not already be working", and the page stops updating).
 */
const submit = async (canvas: Canvas) =>
  userEvent.click((await form(canvas)).querySelector<HTMLButtonElement>('button[type="submit"]')!);

/** The e-mail step, then Continue: the password step. */
async function toPasswordStep(canvas: Canvas, email: string) {
  await userEvent.type(within(await form(canvas)).getByRole("textbox"), email);
  await submit(canvas);
  return canvas.findByLabelText(/Password/);
}

async function signIn(canvas: Canvas, email: string, password: string) {
  const field = await toPasswordStep(canvas, email);
  await waitFor(() => expect(field).toHaveFocus());
  await userEvent.type(field, password);
  await submit(canvas);
}

/** The e-mail step: one e-mail field with the focus (checked by role and type, so it holds in any language). */
export const Default: Story = {
  play: async ({ canvas }) => {
    const email = within(await form(canvas)).getByRole("textbox");
    await expect(email).toHaveAttribute("type", "email");
    await waitFor(() => expect(email).toHaveFocus());
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

/** A typo in the address: the field says so and the page stays on the e-mail step. */
export const InvalidEmail: Story = {
  play: async ({ canvas }) => {
    const email = within(await form(canvas)).getByRole("textbox", { name: "E-mail" });
    await userEvent.type(email, "front.desk@");
    await submit(canvas);
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    await expect(canvas.queryByLabelText(/Password/)).not.toBeInTheDocument();
  },
};

/** Continue leads to the password step, which names the account and can go back to change it. */
export const PasswordStep: Story = {
  play: async ({ canvas }) => {
    const password = await toPasswordStep(canvas, "super@demo.test");
    await waitFor(() => expect(password).toHaveFocus());
    await expect(canvas.getByText(/Signing in as super@demo.test/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Sign in" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Change" })).toBeEnabled();
  },
};

/** While the server answers, Sign in is disabled. */
export const SigningIn: Story = {
  parameters: {
    msw: { handlers: { pendingToken: [http.post("*/api/cms/v3/auth/token", () => delay("infinite"))] } },
  },
  play: async ({ canvas }) => {
    await signIn(canvas, "super@demo.test", DEMO_PASSWORD);
    await waitFor(() => expect(canvas.getByRole("button", { name: "Sign in" })).toBeDisabled());
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

/** A wrong password: the message, and the page asked for is kept in `nextpage`. */
export const BadCredentials: Story = {
  parameters: { console: { showLocation: true } },
  play: async ({ canvas }) => {
    await signIn(canvas, "super@demo.test", "wrong-password");
    await expect(await canvas.findByRole("alert", {}, SANDBOX_WAIT)).toHaveTextContent(
      "Bad credentials, please try again.",
    );
    await waitFor(() => expect(canvas.getByTestId("location")).toHaveTextContent("/login?nextpage=%2F"));
  },
};

/** Too many wrong passwords for the address: the server makes sign-in wait (429), and the page says how long. */
export const TooManyTries: Story = {
  parameters: {
    msw: {
      handlers: {
        tooManyTries: [
          http.post("*/api/cms/v3/auth/token", () =>
            HttpResponse.json(
              { message: "Too many tries. Wait 30 seconds and try again." },
              { status: 429, headers: { "Retry-After": "30" } },
            ),
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await signIn(canvas, "super@demo.test", DEMO_PASSWORD);
    await expect(await canvas.findByRole("alert", {}, SANDBOX_WAIT)).toHaveTextContent(
      "Too many tries. Please wait 30 seconds, then try again.",
    );
  },
};

/** A successful sign-in opens the page asked for. */
export const SignedIn: Story = {
  parameters: { console: { path: `${PUBLIC_PATHS.login}?nextpage=%2Fproperty%2F1001%2Fdashboard` } },
  play: async ({ canvas }) => {
    await signIn(canvas, "super@demo.test", DEMO_PASSWORD);
    await expect(await canvas.findByTestId("location", {}, SANDBOX_WAIT)).toHaveTextContent(
      "/property/1001/dashboard",
    );
  },
};

/** An account with two-factor sign-in: the code step after the password. */
export const TwoFactor: Story = {
  play: async ({ canvas }) => {
    await signIn(canvas, TWO_FACTOR_USER, DEMO_PASSWORD);
    await expect(await canvas.findByRole("heading", { name: "Two-factor code" }, SANDBOX_WAIT)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole("textbox", { name: /Code/ })).toHaveFocus());
    await expect(canvas.getByRole("button", { name: "Send a new code" })).toBeEnabled();
  },
};

/** A wrong code: the message, and the code step stays. */
export const TwoFactorWrongCode: Story = {
  play: async ({ canvas }) => {
    await signIn(canvas, TWO_FACTOR_USER, DEMO_PASSWORD);
    await userEvent.type(await canvas.findByRole("textbox", { name: /Code/ }, SANDBOX_WAIT), "000000");
    await submit(canvas);
    await expect(await canvas.findByRole("alert", {}, SANDBOX_WAIT)).toHaveTextContent(
      "Wrong code, please try again.",
    );
    await expect(canvas.getByRole("heading", { name: "Two-factor code" })).toBeVisible();
  },
};

/** A code asked for again and again: five go out, then the server makes the next wait and the page says how long. */
export const TwoFactorResendTooOften: Story = {
  play: async ({ canvas }) => {
    await signIn(canvas, TWO_FACTOR_USER, DEMO_PASSWORD);
    const resend = await canvas.findByRole("button", { name: "Send a new code" }, SANDBOX_WAIT);
    for (let i = 0; i < 5; i++) {
      await userEvent.click(resend);
      await expect(await canvas.findByRole("status", {}, SANDBOX_WAIT)).toHaveTextContent(
        "A new code is on its way.",
      );
    }
    await userEvent.click(resend);
    await expect(await canvas.findByRole("alert", {}, SANDBOX_WAIT)).toHaveTextContent(
      "Too many tries. Please wait 30 seconds, then try again.",
    );
    await expect(canvas.queryByRole("status")).not.toBeInTheDocument();
    await expect(canvas.getByRole("heading", { name: "Two-factor code" })).toBeVisible();
  },
};

/** The right code signs in. */
export const TwoFactorVerified: Story = {
  play: async ({ canvas }) => {
    await signIn(canvas, TWO_FACTOR_USER, DEMO_PASSWORD);
    await userEvent.type(await canvas.findByRole("textbox", { name: /Code/ }, SANDBOX_WAIT), TWO_FACTOR_CODE);
    await submit(canvas);
    await expect(await canvas.findByTestId("location", {}, SANDBOX_WAIT)).toHaveTextContent(/^\/$/);
  },
};

/** The language is the toolbar's choice (a list box, by keyboard here); the page switches at once. */
export const LanguageChoice: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole("heading", { level: 1 });
    const choice = canvas.getByRole("button", { name: /Language/ });
    await expect(choice).toHaveTextContent("English");
    choice.focus();
    await userEvent.keyboard("{ArrowDown}");
    const listbox = await within(canvasElement.ownerDocument.body).findByRole("listbox");
    await userEvent.click(within(listbox).getByRole("option", { name: "Deutsch" }));
    // The choice is saved for the console (the story's own language stays pinned by its globals; the
    // sign-in journey in e2e/preferences.spec.ts sees the page switch).
    await waitFor(() => expect(localStorage.getItem("cms-lang")).toBe("de"));
    await expect(canvas.getByRole("button", { name: /Language|Sprache/ })).toHaveTextContent("Deutsch");
  },
};

export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async ({ canvas }) => {
    await toPasswordStep(canvas, "super@demo.test");
  },
};

export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvas, canvasElement }) => {
    await expectRightToLeft(canvasElement);
    const email = within(await form(canvas)).getByRole("textbox");
    await waitFor(() => expect(email).toHaveFocus());
  },
};
