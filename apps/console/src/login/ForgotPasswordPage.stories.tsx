import type { Meta, StoryObj } from "@storybook/react-vite";
import {} from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { consoleStory, ISOLATED_STORY, SANDBOX_WAIT } from "../stories/ConsoleStory";
import type { Canvas, ConsoleParameters } from "../stories/ConsoleStory";
import { PUBLIC_PATHS } from "../app/paths";
import ForgotPasswordPage from "./ForgotPasswordPage";
import { preloadLanguageChoice } from "./LoginFrame";
import { failing, pending } from "../stories/screenStates";
import { expectRightToLeft } from "../stories/storySupport";

const FORGOT_PASSWORD = "*/api/cms/v3/auth/login/forgot-password";

const meta = {
  title: "Console/Sign-in/Forgot password",
  component: ForgotPasswordPage,
  ...consoleStory,
  loaders: [...consoleStory.loaders, preloadLanguageChoice],
  parameters: {
    docs: { story: ISOLATED_STORY },
    layout: "fullscreen",
    console: {
      user: null,
      path: PUBLIC_PATHS.forgotPassword,
      at: [PUBLIC_PATHS.forgotPassword],
    } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function requestCode(canvas: Canvas, email = "staff@demo.test") {
  const form = await canvas.findByRole("form", {}, SANDBOX_WAIT);
  await userEvent.type(within(form).getByRole("textbox"), `${email}{Enter}`);
}

/** Empty: the e-mail field has the focus; nothing sent yet. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const form = await canvas.findByRole("form", {}, SANDBOX_WAIT);
    const email = within(form).getByRole("textbox");
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveValue("");
    await waitFor(() => expect(email).toHaveFocus());
    await expect(canvas.queryByRole("status")).not.toBeInTheDocument();
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

/** The request is on its way: Send code is disabled. */
export const Sending: Story = {
  parameters: pending(FORGOT_PASSWORD, { method: "post" }),
  play: async ({ canvas }) => {
    await requestCode(canvas);
    await waitFor(() => expect(canvas.getByRole("button", { name: "Send code" })).toBeDisabled());
  },
};

/** The server took the request: the success notice links to the code entry. */
export const Success: Story = {
  play: async ({ canvas }) => {
    await requestCode(canvas);
    const notice = await canvas.findByRole("status", {}, SANDBOX_WAIT);
    await expect(notice).toHaveTextContent(
      "If the address belongs to an account, a code is on its way to it.",
    );
    await expect(within(notice).getByRole("link", { name: "Enter the code" })).toHaveAttribute(
      "href",
      PUBLIC_PATHS.setNewPassword,
    );
  },
};

/** The server fails (500): the failure notice; editing the address clears it. */
export const Failure: Story = {
  parameters: failing(FORGOT_PASSWORD, "Mail service unavailable", { method: "post" }),
  play: async ({ canvas }) => {
    await requestCode(canvas);
    await expect(await canvas.findByRole("alert", {}, SANDBOX_WAIT)).toHaveTextContent(
      "The code could not be requested. Please try again or contact support.",
    );
    await expect(canvas.getByRole("button", { name: "Send code" })).toBeEnabled();
  },
};

/** Not an e-mail address: the field's message, and no request. */
export const InvalidEmail: Story = {
  play: async ({ canvas }) => {
    await requestCode(canvas, "front desk");
    await waitFor(() => expect(canvas.getByRole("textbox")).toHaveAttribute("aria-invalid", "true"));
    await expect(canvas.queryByRole("status")).not.toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async ({ canvas }) => {
    await requestCode(canvas);
    await canvas.findByRole("status", {}, SANDBOX_WAIT);
  },
};

export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvas, canvasElement }) => {
    await expectRightToLeft(canvasElement);
    await requestCode(canvas);
    await canvas.findByRole("status", {}, SANDBOX_WAIT);
  },
};
