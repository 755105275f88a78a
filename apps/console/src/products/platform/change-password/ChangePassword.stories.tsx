import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import {
  consoleStory,
  DEMO_PASSWORD,
  failingCall,
  ISOLATED_STORY,
  sessionOf,
} from "../../../stories/ConsoleStory";
import type { Canvas, ConsoleParameters } from "../../../stories/ConsoleStory";
import ChangePassword from "./ChangePassword";
import { expectRightToLeft } from "../../../stories/storySupport";

const meta = {
  title: "Console/Sign-in/Change password",
  component: ChangePassword,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: { path: "/profile/change-password", user: "admin@demo.test" } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof ChangePassword>;

export default meta;
type Story = StoryObj<typeof meta>;

const NEW_PASSWORD = "Winter-Sunrise-42";

/** The two password inputs, new then repeat (password inputs have no textbox role). */
async function inputs(canvas: Canvas) {
  const form = await canvas.findByRole("form", {}, { timeout: 10_000 });
  const [password, repeat] = form.querySelectorAll<HTMLInputElement>('input[type="password"]');
  return { form, password: password!, repeat: repeat!, submit: form.querySelector("button")! };
}

/** Both fields empty, nothing said yet; the screen's one heading names it and the form (issue 26: none). */
export const Default: Story = {
  play: async ({ canvas }) => {
    const { form, password, repeat } = await inputs(canvas);
    await expect(canvas.getByRole("heading", { level: 2, name: "Change password" })).toBeVisible();
    await expect(form).toHaveAccessibleName("Change password");
    await expect(password).toHaveValue("");
    await expect(repeat).toHaveValue("");
    await expect(password).not.toHaveAttribute("aria-invalid");
  },
};

/** Three characters: the spec's minimum of 4, and nothing is sent. */
export const TooShort: Story = {
  play: async ({ canvas }) => {
    const { password, repeat, submit } = await inputs(canvas);
    await userEvent.type(password, "abc");
    await userEvent.type(repeat, "abc");
    await userEvent.click(submit);
    await waitFor(() => expect(password).toHaveAttribute("aria-invalid", "true"));
    await expect(password).toHaveAccessibleDescription("Password must be at least 4 characters");
    await expect(password).toHaveValue("abc");
  },
};

/** The repeat differs: said at the repeat field, nothing is sent. */
export const Mismatch: Story = {
  play: async ({ canvas }) => {
    const { password, repeat, submit } = await inputs(canvas);
    await userEvent.type(password, NEW_PASSWORD);
    await userEvent.type(repeat, `${NEW_PASSWORD}!`);
    await userEvent.click(submit);
    await waitFor(() => expect(repeat).toHaveAttribute("aria-invalid", "true"));
    await expect(repeat).toHaveAccessibleDescription("The passwords do not match");
  },
};

/** Saved: the notification says so, the form starts afresh, and the new password signs the user in. */
export const Saved: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { password, repeat, submit } = await inputs(canvas);
    await userEvent.type(password, NEW_PASSWORD);
    await userEvent.type(repeat, NEW_PASSWORD);
    await userEvent.click(submit);
    // The notification (its entering animation keeps it from counting as visible at first).
    await expect(await screen.findByText("Saved", {}, { timeout: 10_000 })).toBeInTheDocument();
    // A fresh form: both fields empty and neither marked invalid or "Required" after the save.
    await waitFor(async () => expect((await inputs(canvas)).password).toHaveValue(""));
    const after = await inputs(canvas);
    for (const field of [after.password, after.repeat]) {
      await expect(field).toHaveValue("");
      await expect(field).not.toHaveAttribute("aria-invalid");
    }
    await expect(canvas.queryByText(/^required/i)).not.toBeInTheDocument();
    const { client } = sessionOf(context);
    const old = await client.POST("/api/cms/v3/auth/token", {
      body: { email: "admin@demo.test", password: DEMO_PASSWORD },
    });
    await expect(old.response.status).toBe(401);
    const fresh = await client.POST("/api/cms/v3/auth/token", {
      body: { email: "admin@demo.test", password: NEW_PASSWORD },
    });
    await expect(fresh.response.ok).toBe(true);
  },
};

/** The server refuses: its message in the error notification, and what the user typed stays. */
export const Failure: Story = {
  parameters: {
    msw: { handlers: failingCall("put", "*/api/cms/v3/user", "Password was used before", 400) },
  },
  play: async ({ canvas }) => {
    const { password, repeat, submit } = await inputs(canvas);
    await userEvent.type(password, NEW_PASSWORD);
    await userEvent.type(repeat, NEW_PASSWORD);
    await userEvent.click(submit);
    await expect(
      await screen.findByText("Password was used before", {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await expect(password).toHaveValue(NEW_PASSWORD);
    await expect(repeat).toHaveValue(NEW_PASSWORD);
  },
};

export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async ({ canvas }) => void (await inputs(canvas)),
};

export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvas, canvasElement }) => {
    await inputs(canvas);
    await expectRightToLeft(canvasElement);
  },
};
