import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Fact, Facts } from ".";
import { Badge } from "../Badge";
import { Note } from "../Note";

/** A dashboard part's status: a few facts, one of them a badge, one a date with a note. */
const status = (
  <>
    <Fact label="Display">Lobby screen</Fact>
    <Fact label="State" data-testid="state">
      <Badge tone="success">On</Badge>
    </Fact>
    <Fact label="Last sync">
      20.11.2026 06:00
      <Note>3 rooms changed</Note>
    </Fact>
  </>
);

const meta = {
  title: "Components/Layout/Facts",
  component: Facts,
  tags: ["autodocs"],
  args: { children: status },
  argTypes: { density: { control: "inline-radio", options: ["regular", "compact"] } },
} satisfies Meta<typeof Facts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The gap between two rows, from the first row's value to the second row's name. */
const rowGap = (list: HTMLElement) => Number.parseFloat(getComputedStyle(list).rowGap);

export const Playground: Story = {};

/** Each name beside its value, the names muted; the props of a fact go to its value (a test id, a state). */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = canvasElement.querySelector<HTMLElement>('[data-ui="Facts"]')!;
    await expect(list.tagName).toBe("DL");
    await expect(canvas.getByText("State").tagName).toBe("DT");
    await expect(canvas.getByTestId("state")).toHaveTextContent("On");
    const name = canvas.getByText("Display").getBoundingClientRect();
    const value = canvas.getByText("Lobby screen").getBoundingClientRect();
    await expect(value.left).toBeGreaterThan(name.right);
    await expect(rowGap(list)).toBe(8);
  },
};

/** A long list of plain values (a session's detail in monitoring): rows 4 px apart, names and values 16. */
export const Compact: Story = {
  args: {
    density: "compact",
    children: (
      <>
        <Fact label="Guest">Anna Schmidt</Fact>
        <Fact label="Room">204</Fact>
        <Fact label="E-mail">anna.schmidt@example.com</Fact>
        <Fact label="Access code">K7P-2QX-9MD</Fact>
        <Fact label="Maximum devices">3</Fact>
        <Fact label="Created">18.11.2026 14:05</Fact>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector<HTMLElement>('[data-ui="Facts"]')!;
    await expect(rowGap(list)).toBe(4);
    await expect(getComputedStyle(list).columnGap).toBe("16px");
  },
};

/** A value the guest never gave is left out with its name, rather than a name over an empty space; 0 is a value. */
export const EmptyValuesLeftOut: Story = {
  args: {
    density: "compact",
    children: (
      <>
        <Fact label="Guest">Anna Schmidt</Fact>
        <Fact label="E-mail">{undefined}</Fact>
        <Fact label="Member number">{""}</Fact>
        <Fact label="Days left">{0}</Fact>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText("E-mail")).toBeNull();
    await expect(canvas.queryByText("Member number")).toBeNull();
    await expect(canvas.getByText("Days left").nextElementSibling).toHaveTextContent("0");
  },
};

/** A long value with no spaces (an address, a token) breaks within the column instead of widening the page. */
export const LongValue: Story = {
  args: {
    density: "compact",
    children: (
      <Fact label="Portal address">
        https://portal.example.com/login?property=1001&session=4f9c2a7e81d34b0f
      </Fact>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 280 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector<HTMLElement>('[data-ui="Facts"]')!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

/**
 * Lists in cards side by side (the display's settings): the names take the share given, so the values of the
 * two cards start at the same place, and a long name wraps within its share.
 */
export const SharedColumns: Story = {
  args: { density: "compact", nameShare: 0.45 },
  render: (args) => (
    <div style={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 16, inlineSize: 640 }}>
      <Facts {...args}>
        <Fact label="Display name">Lobby display</Fact>
        <Fact label="Orientation">Landscape</Fact>
      </Facts>
      <Facts {...args}>
        <Fact label="Switch on at">06:00</Fact>
        <Fact label="Screensaver after (minutes)">15 minutes</Fact>
      </Facts>
    </div>
  ),
  play: async ({ canvas }) => {
    const start = (text: string) => canvas.getByText(text).getBoundingClientRect().left;
    const [first, second] = [start("Lobby display"), start("06:00")];
    // The second card starts 328 px further (half of 640 less the gap, and the gap): its values as far into it as the first card's.
    await expect(Math.abs(second - first - 328)).toBeLessThan(1);
    await expect(
      canvas.getByText("Screensaver after (minutes)").getBoundingClientRect().height,
    ).toBeGreaterThan(30);
  },
};

export const Dark: Story = { globals: { scheme: "dark" } };

export const RightToLeft: Story = {
  globals: { locale: "ar" },
  args: {
    children: (
      <>
        <Fact label="الشاشة">شاشة الردهة</Fact>
        <Fact label="الحالة">
          <Badge tone="success">تعمل</Badge>
        </Fact>
        <Fact label="آخر مزامنة">20.11.2026 06:00</Fact>
      </>
    ),
  },
  play: async ({ canvas }) => {
    // The names stand on the right, their values to their left.
    const name = canvas.getByText("الشاشة").getBoundingClientRect();
    const value = canvas.getByText("شاشة الردهة").getBoundingClientRect();
    await expect(value.right).toBeLessThan(name.left);
  },
};
