import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "../Button";
import { colors } from "../theme/tokens";
import { rgb } from "../__stories__/rgb";
import { NoDataInRange, Notice, UnderConstruction } from ".";
import type { NoticeProps } from ".";

type Args = NoticeProps & { onRetry?: () => void };

const meta = {
  title: "Components/Feedback/Notice",
  component: Notice,
  args: {
    tone: "info",
    title: "Rates are being recalculated",
    children: "New prices show in the booking engine within a few minutes.",
    onRetry: fn(),
  },
  argTypes: { tone: { control: "inline-radio", options: ["info", "warning", "error", "success"] } },
  render: ({ onRetry: _onRetry, ...args }) => <Notice {...args} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas }) => {
    const notice = canvas.getByRole("status");
    await expect(notice).toHaveTextContent("Rates are being recalculated");
    await expect(notice).toHaveTextContent("New prices show in the booking engine within a few minutes.");
    await expect(notice.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  },
};

const tones = ["info", "success", "warning", "error"] as const;

export const Tones: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 12, maxInlineSize: 560 }}>
      {tones.map((tone) => (
        <Notice key={tone} tone={tone} title={`${tone[0]!.toUpperCase()}${tone.slice(1)}`}>
          A {tone} message about Hotel Seeblick.
        </Notice>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    // Info and success are polite status messages; warning and error are alerts.
    await expect(canvas.getAllByRole("status").map((n) => n.dataset.tone)).toEqual(["info", "success"]);
    await expect(canvas.getAllByRole("alert").map((n) => n.dataset.tone)).toEqual(["warning", "error"]);
  },
};

export const WithAction: Story = {
  args: {
    tone: "error",
    title: "Loading the statistics failed",
    children: "The server did not answer.",
  },
  render: ({ onRetry, ...args }) => (
    <Notice
      {...args}
      action={
        <Button variant="outline" size="sm" onPress={onRetry}>
          Retry
        </Button>
      }
    />
  ),
  play: async ({ args, canvas }) => {
    const notice = canvas.getByRole("alert");
    const retry = within(notice).getByRole("button", { name: "Retry" });
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

const linkNotices = [
  { tone: "info", text: "The winter rates of Hotel Seeblick are published.", link: "Open the rates" },
  { tone: "success", text: "Your new password is set.", link: "Go to the login page" },
  { tone: "warning", text: "The guest app's licence ends in 12 days.", link: "Renew the licence" },
  { tone: "error", text: "The PMS interface did not answer.", link: "Open the PMS settings" },
] as const;

/**
 * A link as a notice's action (the sign-in pages' "Go to the login page"), in every tone: the product's link
 * colour, not the browser's blue, and the product's focus outline by keyboard. Axe checks the colour against each
 * tone's surface.
 */
export const LinkActions: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 12, maxInlineSize: 560 }}>
      {linkNotices.map(({ tone, text, link }) => (
        <Notice key={tone} tone={tone} action={<a href="#top">{link}</a>}>
          {text}
        </Notice>
      ))}
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const scheme = globals.scheme === "dark" ? "dark" : "light";
    const links = canvas.getAllByRole("link");
    await expect(links).toHaveLength(linkNotices.length);
    for (const link of links)
      await expect(getComputedStyle(link).color).toBe(rgb(colors[scheme].primaryText));
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    const focused = getComputedStyle(links[0]!);
    await expect([focused.outlineStyle, focused.outlineWidth, focused.outlineColor]).toEqual([
      "solid",
      "2px",
      rgb(colors[scheme].focusRing),
    ]);
  },
};

export const LinkActionsDark: Story = { ...LinkActions, globals: { scheme: "dark" } };

export const UnderConstructionNotice: Story = {
  name: "Under construction",
  render: () => <UnderConstruction />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("This view is under construction");
  },
};

export const NoDataInRangeNotice: Story = {
  name: "No data in range",
  render: () => <NoDataInRange />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("No data available in the defined time range");
  },
};

export const LongText: Story = {
  args: {
    tone: "warning",
    title:
      "The contract of Hotel Seeblick, Alpenhof and Seeresidenz ends on 31.12.2026 and has not been renewed",
    children:
      "Without a renewal the properties disappear from the booking engine on 01.01.2027, their rates are archived and the managers lose access to the statistics of the current season.",
  },
  render: ({ onRetry: _onRetry, ...args }) => (
    <div style={{ maxInlineSize: 360 }}>
      <Notice {...args} />
    </div>
  ),
};

export const Dark: Story = {
  ...Tones,
  globals: { scheme: "dark" },
};

export const RightToLeft: Story = {
  args: {
    tone: "info",
    title: "تتم إعادة حساب الأسعار",
    children: "تظهر الأسعار الجديدة في محرك الحجز خلال بضع دقائق.",
  },
  globals: { locale: "ar" },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    const notice = canvas.getByRole("status");
    // The icon leads at the inline start: the right in RTL.
    const icon = notice.querySelector("svg")!.getBoundingClientRect();
    await expect(icon.left).toBeGreaterThan(notice.getBoundingClientRect().left + notice.offsetWidth / 2);
  },
};
