import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { consoleStory, ISOLATED_STORY, NARROW_VIEWPORT, SANDBOX_WAIT } from "../stories/ConsoleStory";
import type { Canvas, ConsoleParameters } from "../stories/ConsoleStory";
import * as listStory from "../stories/listStories";
import AppLayout from "./AppLayout";

/**
 * A 390 px frame: the toolbar, the lists and the media pool change their layout by their own width (container
 * queries), so the screenshot harness's wider page shows the phone's layout too.
 */
const phoneFrame: Decorator = (Story) => (
  <div data-phone-frame style={{ inlineSize: 390, maxInlineSize: "100%" }}>
    <Story />
  </div>
);

/**
 * The signed-in console on a phone (390 × 844, issue 26): the menu in a drawer, the toolbar keeps the screen's
 * title whole (language, dark design and support wait in its "More actions" menu), a list's rows are cards with
 * their actions on screen.
 */
const meta = {
  title: "Console/Shell/Phone",
  component: AppLayout,
  ...consoleStory,
  decorators: [phoneFrame, ...consoleStory.decorators],
  parameters: {
    docs: { story: ISOLATED_STORY },
    layout: "fullscreen",
    console: {
      layout: true,
      path: "/super/users",
      selection: { selected: "1001" },
      mediumScreen: false,
    } satisfies ConsoleParameters,
    ...NARROW_VIEWPORT.parameters,
  },
  globals: NARROW_VIEWPORT.globals,
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The screen's title in the toolbar, read whole: nothing of it is cut off. */
async function expectWholeTitle(canvas: Canvas, title: string) {
  const heading = await canvas.findByRole("heading", { level: 1, name: title }, SANDBOX_WAIT);
  await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
}

/** The users list: each user a card, Edit in reach; the title "Users" whole. */
export const Users: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expectWholeTitle(canvas, "Users");
    await listStory.loadedRows();
    const frame = canvasElement.querySelector<HTMLElement>("[data-phone-frame]")!;
    const row = await listStory.rowNamed("Andreas");
    const edit = within(row).getByRole("button", { name: /^Edit/ });
    await expect(edit.getBoundingClientRect().right).toBeLessThanOrEqual(frame.getBoundingClientRect().right);
    const list = canvasElement.querySelector<HTMLElement>('[data-ui="ListTable"]')!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    await userEvent.click(edit);
    const dialog = await screen.findByRole("dialog", { name: "Edit user" }, SANDBOX_WAIT);
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

/** The shell on a phone: the long title whole, the secondary controls in "More actions". */
export const Shell: Story = {
  parameters: { console: { path: "/weather/locations" } satisfies ConsoleParameters },
  play: async ({ canvas }) => {
    await expectWholeTitle(canvas, "Weather locations");
    await listStory.loadedRows();
    const bar = canvas.getByRole("banner");
    await expect(within(bar).queryByRole("button", { name: "Contact support" })).not.toBeInTheDocument();
    await expect(within(bar).getByRole("button", { name: "More actions" })).toBeVisible();
  },
};

/** The media pool on a phone: its table keeps to the screen, the actions of a file in reach. */
export const MediaPool: Story = {
  parameters: {
    console: { path: "/property/1001/content-management/mediapool" } satisfies ConsoleParameters,
  },
  play: async ({ canvas, canvasElement }) => {
    await expectWholeTitle(canvas, "Media pool");
    const grid = await canvas.findByRole("grid", { name: "Media pool" }, SANDBOX_WAIT);
    const frame = canvasElement.querySelector<HTMLElement>("[data-phone-frame]")!;
    await expect(grid.getBoundingClientRect().right).toBeLessThanOrEqual(frame.getBoundingClientRect().right);
    await waitFor(() => expect(canvas.queryAllByRole("progressbar")).toEqual([]), SANDBOX_WAIT);
  },
};
