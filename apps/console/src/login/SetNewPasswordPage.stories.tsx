import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  consoleStory,
  ISOLATED_STORY,
  SANDBOX_WAIT,
  sessionOf,
  TWO_FACTOR_CODE,
} from "../stories/ConsoleStory";
import type { Canvas, ConsoleParameters } from "../stories/ConsoleStory";
import { PUBLIC_PATHS } from "../app/paths";
import SetNewPasswordPage from "./SetNewPasswordPage";
import { preloadLanguageChoice } from "./LoginFrame";
import { expectRightToLeft } from "../stories/storySupport";

/** Storybook's sandbox sends one fixed code (`fixedCode` in .storybook/sandbox.ts); a real one sends random codes. */
const FIRST_RESET_CODE = TWO_FACTOR_CODE;

const meta = {
  title: "Console/Sign-in/Set new password",
  component: SetNewPasswordPage,
  ...consoleStory,
  loaders: [...consoleStory.loaders, preloadLanguageChoice],
  parameters: {
    docs: { story: ISOLATED_STORY },
    layout: "fullscreen",
    console: {
      user: null,
      path: PUBLIC_PATHS.setNewPassword,
      at: [PUBLIC_PATHS.setNewPassword],
    } satisfies ConsoleParameters,
  },
  beforeEach: [
    ...consoleStory.beforeEach,
    // A reset was requested for staff@demo.test, so the sandbox knows one code.
    async (context) => {
      const { response } = await sessionOf(context).client.POST("/api/cms/v3/auth/login/forgot-password", {
        body: { email: "staff@demo.test" },
      });
      if (!response.ok) throw new Error(`Requesting a reset code failed with HTTP ${response.status}`);
    },
  ],
} satisfies Meta<typeof SetNewPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills in both fields and presses the submit button (not Enter: see LoginPage.stories.tsx, `submit`). */
async function submit(canvas: Canvas, code: string, password: string) {
  const form = await canvas.findByRole("form", {}, SANDBOX_WAIT);
  await userEvent.type(within(form).getByRole("textbox"), code);
  await userEvent.type(form.querySelector<HTMLInputElement>('input[type="password"]')!, password);
  await userEvent.click(form.querySelector<HTMLButtonElement>('button[type="submit"]')!);
}

/** Empty: the code field has the focus. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const form = await canvas.findByRole("form", {}, SANDBOX_WAIT);
    await waitFor(() => expect(within(form).getByRole("textbox")).toHaveFocus());
    await expect(form.querySelector('input[type="password"]')).toHaveValue("");
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

/** A code the server does not know: the failure notice, with a link to reset again. */
export const WrongCode: Story = {
  play: async ({ canvas }) => {
    await submit(canvas, "999999", "Winter-Sunrise-42");
    const alert = await canvas.findByRole("alert", {}, SANDBOX_WAIT);
    await expect(alert).toHaveTextContent(/The password could not be set/);
    await expect(within(alert).getByRole("link", { name: "Reset again" })).toHaveAttribute(
      "href",
      PUBLIC_PATHS.forgotPassword,
    );
  },
};

/** Too many wrong codes in a row: the server makes resets wait (429), and the page says for how long. */
export const TooManyTries: Story = {
  parameters: {
    msw: {
      handlers: {
        tooManyTries: [
          http.post("*/api/cms/v3/auth/login/forgot-password/set-new-password", () =>
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
    await submit(canvas, "999999", "Winter-Sunrise-42");
    const alert = await canvas.findByRole("alert", {}, SANDBOX_WAIT);
    await expect(alert).toHaveTextContent("Too many wrong codes. Please wait 30 seconds, then try again.");
  },
};

/** Sent without the code: the code field says it is required, no call is made, and the password stays. */
export const MissingCode: Story = {
  play: async ({ canvas }) => {
    const form = await canvas.findByRole("form", {}, SANDBOX_WAIT);
    const password = form.querySelector<HTMLInputElement>('input[type="password"]')!;
    await userEvent.type(password, "Winter-Sunrise-42");
    await userEvent.click(form.querySelector<HTMLButtonElement>('button[type="submit"]')!);
    const code = within(form).getByRole("textbox");
    await waitFor(() => expect(code).toHaveAttribute("aria-invalid", "true"));
    await expect(code).toHaveAccessibleDescription(/required/);
    await expect(password).toHaveValue("Winter-Sunrise-42");
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

/** The code from the e-mail and a new password: success, and the way to the login page. */
export const Success: Story = {
  play: async ({ canvas }) => {
    await submit(canvas, FIRST_RESET_CODE, "Winter-Sunrise-42");
    const notice = await canvas.findByRole("status", {}, SANDBOX_WAIT);
    await expect(notice).toHaveTextContent("Your new password is set.");
    await expect(within(notice).getByRole("link", { name: "Go to the login page" })).toHaveAttribute(
      "href",
      PUBLIC_PATHS.login,
    );
    await expect(canvas.queryByRole("form")).not.toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async ({ canvas }) => {
    await submit(canvas, "999999", "Winter-Sunrise-42");
    await canvas.findByRole("alert", {}, SANDBOX_WAIT);
  },
};

export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvas, canvasElement }) => {
    await expectRightToLeft(canvasElement);
    await submit(canvas, "999999", "Winter-Sunrise-42");
    await canvas.findByRole("alert", {}, SANDBOX_WAIT);
  },
};
