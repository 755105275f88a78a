import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import {
  consoleStory,
  failingCall,
  ISOLATED_STORY,
  pendingCall,
  SANDBOX_WAIT,
} from "../../../stories/ConsoleStory";
import type { Canvas, ConsoleParameters } from "../../../stories/ConsoleStory";
import * as listStory from "../../../stories/listStories";
import ReleaseAuthorizationScreen from "./ReleaseAuthorizationScreen";
import { expectRefusal } from "../../../stories/screenStates";
import { expectRightToLeft } from "../../../stories/storySupport";

const RELEASE = "*/api/cms/v3/:propertyId/oneapp/webcheckin/release_authorization";
/** The first payment pre-authorization the sandbox seeds for Hotel Sacher Wien (not yet released). */
const KNOWN_ID = "8800100140007919";
const UNKNOWN_ID = "8800100199999999";

const meta = {
  title: "Console/Guest app/Release authorization",
  component: ReleaseAuthorizationScreen,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: {
      path: "/property/1001/oneapp/webcheckin/release_authorization",
      user: "staff@demo.test",
    } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof ReleaseAuthorizationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const idField = (canvas: Canvas) => canvas.findByRole("textbox", { name: /^Authorization ID/ }, SANDBOX_WAIT);

/** Types the ID and asks to release it with Enter: the confirmation opens, naming the ID. */
async function askToRelease(canvas: Canvas, id: string): Promise<HTMLElement> {
  const field = await idField(canvas);
  await userEvent.type(field, id);
  await userEvent.keyboard("{Enter}");
  const dialog = await screen.findByRole("alertdialog", { name: "Release this authorization?" });
  await expect(dialog).toHaveTextContent(id.trim());
  return dialog;
}

/** Confirms from the keyboard: the dialog's Release button, Enter. */
async function confirmByKeyboard(dialog: HTMLElement): Promise<void> {
  within(dialog).getByRole("button", { name: "Release" }).focus();
  await userEvent.keyboard("{Enter}");
}

/** The screen as the front desk opens it: what it does, the required ID, and Release waiting for it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const field = await idField(canvas);
    await expect(field).toHaveValue("");
    await expect(field).toBeRequired();
    await expect(canvas.getByRole("heading", { name: "Release authorization" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Release" })).toBeDisabled();
  },
};

/** Nothing typed, or only blanks: the field says it is required and Release stays disabled. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const field = await idField(canvas);
    await listStory.leaveEmpty(field);
    await expect(canvas.getByText("required")).toBeVisible();
    await userEvent.type(field, "   ");
    await expect(canvas.getByRole("button", { name: "Release" })).toBeDisabled();
    await userEvent.keyboard("{Enter}");
    await expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  },
};

/** The release on its way: the confirmation stays open with its button pending until the answer. */
export const Loading: Story = {
  tags: ["no-visual"],
  parameters: { msw: { handlers: pendingCall("post", RELEASE) } },
  play: async ({ canvas }) => {
    const dialog = await askToRelease(canvas, KNOWN_ID);
    await confirmByKeyboard(dialog);
    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: /Release/ })).toHaveAttribute(
        "aria-disabled",
        "true",
      ),
    );
    await expect(dialog).toBeInTheDocument();
    await expect(await idField(canvas)).toHaveValue(KNOWN_ID);
  },
};

/** The payment provider does not answer: the failure with the server's reason, and the ID is kept. */
export const Failure: Story = {
  parameters: { msw: { handlers: failingCall("post", RELEASE, "Payment provider unavailable", 503) } },
  play: async ({ canvas }) => {
    await confirmByKeyboard(await askToRelease(canvas, KNOWN_ID));
    const alert = await canvas.findByRole("alert", {}, SANDBOX_WAIT);
    await expect(alert).toHaveTextContent("The authorization could not be released");
    await expect(alert).toHaveTextContent("Payment provider unavailable");
    await expect(await idField(canvas)).toHaveValue(KNOWN_ID);
    listStory.dropStaleAnnouncements();
  },
};

/** The front desk of Hotel Sacher Wien at another hotel: the refusal, and no field to type into. */
export const NoPermission: Story = {
  parameters: {
    console: {
      path: "/property/1002/oneapp/webcheckin/release_authorization",
      user: "staff@demo.test",
    } satisfies ConsoleParameters,
  },
  play: async ({ canvas }) => {
    await expectRefusal(canvas);
    await expect(canvas.queryByRole("textbox")).not.toBeInTheDocument();
  },
};

/**
 * A release by keyboard, with the ID pasted with a trailing space: Enter asks, Enter on Release confirms; the
 * spec's success is said exactly once, the field is empty and has the focus for the next ID.
 */
export const ReleaseByKeyboard: Story = {
  play: async ({ canvas }) => {
    const dialog = await askToRelease(canvas, `${KNOWN_ID} `);
    await confirmByKeyboard(dialog);
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), SANDBOX_WAIT);
    const notice = await canvas.findByRole("status", {}, SANDBOX_WAIT);
    await expect(notice).toHaveTextContent("Authorization release successful!");
    await expect(screen.getAllByText("Authorization release successful!")).toHaveLength(1);
    const field = await idField(canvas);
    await expect(field).toHaveValue("");
    // A fresh start for the next ID, not an empty required field to complain about.
    await expect(field).not.toHaveAttribute("aria-invalid", "true");
    await expect(canvas.queryByText("required")).not.toBeInTheDocument();
    await waitFor(() => expect(field).toHaveFocus());
    listStory.dropStaleAnnouncements();
  },
};

/** An ID the payment provider does not know: refused at the field with the spec's text, the ID kept to correct. */
export const UnknownId: Story = {
  play: async ({ canvas }) => {
    await confirmByKeyboard(await askToRelease(canvas, UNKNOWN_ID));
    const field = await idField(canvas);
    await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"), SANDBOX_WAIT);
    await expect(field).toHaveAccessibleDescription(/Authorization of this ID not found/);
    await expect(field).toHaveValue(UNKNOWN_ID);
    await waitFor(() => expect(field).toHaveFocus());
    await expect(screen.queryByText("Authorization release successful!")).not.toBeInTheDocument();
    listStory.dropStaleAnnouncements();
  },
};

/** The refused ID in the dark scheme (the field's error colours); no overlay open at the screenshot. */
export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async ({ canvas }) => {
    await confirmByKeyboard(await askToRelease(canvas, UNKNOWN_ID));
    const field = await idField(canvas);
    await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"), SANDBOX_WAIT);
    listStory.dropStaleAnnouncements();
  },
};

/** Arabic, right to left: the unknown ID refused at the field, by role and structure only. */
export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvas, canvasElement }) => {
    await expectRightToLeft(canvasElement);
    const field = await canvas.findByRole("textbox", {}, SANDBOX_WAIT);
    await userEvent.type(field, UNKNOWN_ID);
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("alertdialog");
    within(dialog).getAllByRole("button").at(-1)!.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"), SANDBOX_WAIT);
    await expect(field).toHaveValue(UNKNOWN_ID);
    listStory.dropStaleAnnouncements();
  },
};
