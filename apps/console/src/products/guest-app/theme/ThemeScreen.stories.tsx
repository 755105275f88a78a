import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { consoleStory, ISOLATED_STORY, SANDBOX_WAIT } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import * as listStory from "../../../stories/listStories";
import ThemeScreen from "./ThemeScreen";
import { expectRefusal } from "../../../stories/screenStates";

const THEMES = "*/api/cms/v3/:propertyId/oneapp/theme/index";

const meta = {
  title: "Console/Guest app/Themes",
  component: ThemeScreen,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: { path: "/property/1001/oneapp/theme", user: "admin@demo.test" } satisfies ConsoleParameters,
    // The phones paint the hotel's own colours, whatever their contrast: that is what the colour fields'
    // contrast warning judges, so axe's colour-contrast check leaves the picture out (the rest is checked).
    a11y: { context: { exclude: ["[data-live-announcer]", '[data-ui="ThemePreviewPhone"]'] } },
  },
} satisfies Meta<typeof ThemeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = (mode: "light" | "dark") =>
  screen.getByRole("img", { name: `Guest app preview, ${mode === "light" ? "Light" : "Dark"}` });

/** Hotel Sacher Wien's classic theme: its colours in the list. */
export const Default: Story = {
  play: async () => {
    await listStory.loadedRows();
    await listStory.expectColumns([
      "Name",
      "Title",
      "Starts in dark mode",
      "Primary colour",
      "Toolbar background",
    ]);
    await listStory.expectRow("classic", ["Classic", "#8C1D2F", "#FFFFFF", "#F6F1EA"]);
    await expectHeadersInTheirColumns();
  },
};

/** Each column's header stays within its column, wrapping when its words are wider than the column's data. */
async function expectHeadersInTheirColumns() {
  for (const header of screen.getAllByRole("columnheader")) {
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  }
}

/**
 * German, whose headers are longer than the colours under them: "Startet im dunklen Modus" takes two lines
 * (it ran on over "Primärfarbe", the header beside it).
 */
export const German: Story = {
  globals: { locale: "de" },
  play: async () => {
    await listStory.loadedRows();
    await screen.findByRole("columnheader", { name: /Startet im dunklen Modus/ });
    await expectHeadersInTheirColumns();
  },
};

const states = listStory.listStates({
  url: THEMES,
  // Every demo user may list themes (the front desk sees them with reservations): see NoPermission.
  failureMessage: "Guest app unavailable",
});

export const Empty: Story = states.Empty;

export const Loading: Story = { ...states.Loading, tags: ["no-visual"] };

export const Failure: Story = states.Failure;

/**
 * Every demo user may list the themes where they work (the front desk sees them with its reservations): the
 * front desk at a property it does not work for is refused.
 */
export const NoPermission: Story = {
  parameters: { console: { path: "/property/1002/oneapp/theme", user: "staff@demo.test" } },
  play: async ({ canvas }) => {
    await expectRefusal(canvas);
    await expect(canvas.queryByRole("table")).not.toBeInTheDocument();
  },
};

/**
 * The classic theme's dialog with the guest app beside it in light and dark; a new primary colour typed in
 * the light tab repaints the light phone at once, and a light gold is warned about (white text on it).
 */
export const PreviewFollows: Story = {
  play: async () => {
    const row = await listStory.rowNamed("classic");
    await userEvent.click(within(row).getAllByRole("button")[0]!);
    const dialog = await screen.findByRole("dialog", { name: "Edit theme" });
    // The preview's part may come a moment after the dialog (its chunk is asked as the pointer reaches the list).
    await waitFor(() => expect(phone("light")).toHaveAttribute("data-primary", "#8C1D2F"));
    await expect(phone("dark")).toHaveAttribute("data-primary", "#D9485F");
    const primary = within(dialog).getByRole("textbox", { name: "Primary colour" });
    await userEvent.clear(primary);
    await userEvent.type(primary, "#0D5EAF");
    await waitFor(() => expect(phone("light")).toHaveAttribute("data-primary", "#0D5EAF"));
    // The dark phone keeps its own primary colour.
    await expect(phone("dark")).toHaveAttribute("data-primary", "#D9485F");
    await userEvent.clear(primary);
    await userEvent.type(primary, "#F6C445");
    // White on light gold fails WCAG AA: the field warns (so does the toolbar, titled in that colour).
    const warnings = await within(dialog).findAllByText(/Low contrast/);
    await expect(warnings[0]).toHaveTextContent("Low contrast: text on this background has 1.6");
  },
};

/** A new theme by keyboard: its name required; its dark primary colour, in the dark tab, paints the dark phone. */
export const AddTheme: Story = {
  play: async ({ canvas }) => {
    const { dialog, inDialog } = await listStory.openNewRow(canvas, "New theme");
    await userEvent.type(inDialog.getByRole("textbox", { name: /^Name/ }), "winter");
    await userEvent.type(inDialog.getByRole("textbox", { name: /^Title/ }), "Winter");
    await userEvent.click(inDialog.getByRole("tab", { name: "Dark mode" }));
    await userEvent.type(inDialog.getByRole("textbox", { name: "Primary colour" }), "#5FA8D3");
    await waitFor(() => expect(phone("dark")).toHaveAttribute("data-primary", "#5FA8D3"));
    await listStory.saveAndSeeSaved(dialog);
    await listStory.expectRow("winter", ["Winter"]);
    listStory.dropStaleAnnouncements();
  },
};

/** The front desk sees the themes with its reservations, but may not add one: New is refused. */
export const ReadOnly: Story = {
  parameters: { console: { path: "/property/1001/oneapp/theme", user: "staff@demo.test" } },
  play: async ({ canvas }) => {
    await listStory.loadedRows();
    await userEvent.click(canvas.getByRole("button", { name: "New" }));
    // The refusal is announced in a notice that fades in: wait until it shows.
    await waitFor(async () => {
      const texts = await screen.findAllByText("You are not authorized to perform this action");
      await expect(texts.some((text) => text.checkVisibility())).toBe(true);
    }, SANDBOX_WAIT);
    await expect(screen.queryByRole("dialog", { name: "New theme" })).not.toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async () => {
    const row = await listStory.rowNamed("classic");
    await userEvent.click(within(row).getAllByRole("button")[0]!);
    await screen.findByRole("dialog", { name: "Edit theme" });
    // Asked until it holds: the dialog fades in from opacity 0, and a check in its first frame sees it hidden.
    await waitFor(() => expect(phone("dark")).toBeVisible());
  },
};

export const RightToLeft: Story = listStory.rightToLeftList("classic");
