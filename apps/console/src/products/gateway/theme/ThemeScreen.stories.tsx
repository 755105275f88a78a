import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import { consoleStory, ISOLATED_STORY } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import * as listStory from "../../../stories/listStories";
import ThemeScreen from "./ThemeScreen";

const THEMES = "*/api/cms/v3/:propertyId/onespeed/theme/index";

const meta = {
  title: "Console/Gateway/Theme",
  component: ThemeScreen,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: {
      path: "/property/1001/onespeed-gateway/theme",
      user: "admin@demo.test",
    } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof ThemeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hotel Sacher Wien's house style for all languages and a summer theme for German. */
export const Default: Story = {
  play: async () => {
    await listStory.loadedRows();
    await listStory.expectRowCount(2);
    await listStory.expectColumns(["Name", "Language", "Primary colour", "Accent colour"]);
    await listStory.expectRow("Hotel Sacher Wien standard", ["All languages", "#1976D2"]);
    await listStory.expectRow("Summer", ["German (de)"]);
  },
};

const states = listStory.listStates({ url: THEMES, failureMessage: "Gateway unavailable" });

export const Empty: Story = states.Empty;

export const Loading: Story = { ...states.Loading, tags: ["no-visual"] };

export const Failure: Story = states.Failure;

/** The front desk of Hotel Sacher Wien: it holds no onespeed.themes.list. */
export const NoPermission: Story = states.NoPermission;

/** A Christmas theme for English, by keyboard: the name refuses to stay empty; the language is picked. */
export const AddTheme: Story = {
  play: async ({ canvas }) => {
    const { dialog, inDialog } = await listStory.openNewRow(canvas, "New theme");
    const name = inDialog.getByRole("textbox", { name: /^Name/ });
    await listStory.leaveEmpty(name);
    name.focus();
    await userEvent.keyboard("Christmas");
    const language = inDialog.getByRole("combobox", { name: /^Language/ });
    await userEvent.type(language, "Eng");
    await screen.findByRole("option", { name: "English (en)" });
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(language).toHaveValue("English (en)"));

    await listStory.saveAndSeeSaved(dialog);
    await listStory.expectRow("Christmas", ["English (en)"]);
    listStory.dropStaleAnnouncements();
  },
};

export const Dark: Story = listStory.darkList(2);

/** Arabic, right to left: the list and a theme's dialog by role and structure only. */
export const RightToLeft: Story = listStory.rightToLeftList("Hotel Sacher Wien standard");
