import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { QueryState } from ".";

const meta = {
  title: "Components/Feedback/QueryState",
  component: QueryState,
  args: {
    refused: false,
    pending: false,
    failed: false,
    loadingLabel: "Loading the heartbeat",
    failureTitle: "The heartbeat could not be loaded",
    failureMessage: "The server did not answer.",
    onRetry: fn(),
    children: "The bridge service of Hotel Seeblick last reported at 09:41.",
  },
  argTypes: {
    refusedText: { table: { defaultValue: { summary: '"You are not authorized to perform this action"' } } },
    retryLabel: { table: { defaultValue: { summary: '"Retry"' } } },
    refused: { control: "boolean" },
    pending: { control: "boolean" },
    failed: { control: "boolean" },
    children: { control: "text" },
  },
  render: (args) => (
    <div style={{ inlineSize: 480, maxInlineSize: "100%" }}>
      <QueryState {...args} />
    </div>
  ),
} satisfies Meta<typeof QueryState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/last reported at 09:41/)).toBeVisible();
    await expect(canvas.queryByRole("progressbar")).not.toBeInTheDocument();
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
    await expect(canvas.queryByRole("status")).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar", { name: "Loading the heartbeat" })).toBeInTheDocument();
    await expect(canvas.queryByText(/last reported/)).not.toBeInTheDocument();
  },
};

export const Failure: Story = {
  args: { failed: true },
  play: async ({ args, canvas }) => {
    const notice = canvas.getByRole("alert");
    await expect(notice).toHaveTextContent("The heartbeat could not be loaded");
    await expect(notice).toHaveTextContent("The server did not answer.");
    const retry = within(notice).getByRole("button", { name: "Retry" });
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const FailureWithoutMessage: Story = {
  name: "Failure without message",
  args: { failed: true, failureMessage: "" },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole("alert");
    // Only the title and the button: no empty line where the message would be.
    await expect(notice).toHaveTextContent(/^The heartbeat could not be loadedRetry$/);
  },
};

export const Refused: Story = {
  // A refused call has also failed: the refusal wins, and no retry is offered.
  args: { refused: true, failed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "You are not authorized to perform this action",
    );
    await expect(canvas.queryByRole("button")).not.toBeInTheDocument();
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

export const Dark: Story = {
  ...Failure,
  globals: { scheme: "dark" },
};

export const RightToLeft: Story = {
  args: {
    failed: true,
    failureTitle: "تعذّر تحميل نبض الخدمة",
    failureMessage: "لم يستجب الخادم.",
  },
  globals: { locale: "ar" },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    const notice = canvas.getByRole("alert");
    // The library's own Arabic "Retry", at the inline end: the left in RTL.
    const retry = within(notice).getByRole("button", { name: "إعادة المحاولة" });
    const box = notice.getBoundingClientRect();
    await expect(retry.getBoundingClientRect().right).toBeLessThan(box.left + box.width / 2);
  },
};
