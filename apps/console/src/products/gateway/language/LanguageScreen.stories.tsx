import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { consoleStory, ISOLATED_STORY } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import * as listStory from "../../../stories/listStories";
import LanguageScreen from "./LanguageScreen";

const LANGUAGES = "*/api/cms/v3/:propertyId/onespeed/language/index";

const meta = {
  title: "Console/Gateway/Language",
  component: LanguageScreen,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: {
      path: "/property/1001/onespeed-gateway/language",
      user: "admin@demo.test",
    } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof LanguageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hotel Sacher Wien's portal: German (the default), English and French. */
export const Default: Story = {
  play: async () => {
    await listStory.loadedRows();
    await listStory.expectRowCount(3);
    await listStory.expectColumns(["Language", "Name in the language", "Code", "Default language"]);
    await listStory.expectRow("German", ["de", "Deutsch", "Yes"]);
  },
};

const states = listStory.listStates({ url: LANGUAGES, failureMessage: "Gateway unavailable" });

export const Empty: Story = states.Empty;

export const Loading: Story = { ...states.Loading, tags: ["no-visual"] };

export const Failure: Story = states.Failure;

/** The front desk of Hotel Sacher Wien: it holds no onespeed.language.get. */
export const NoPermission: Story = states.NoPermission;

/**
 * Italian, by keyboard: the code refuses to stay empty and refuses three letters; typed "IT" it is saved as
 * "it" and listed with its names.
 */
export const AddLanguage: Story = {
  play: async ({ canvas }) => {
    const { dialog, inDialog } = await listStory.openNewRow(canvas, "New language");
    const code = inDialog.getByRole("textbox", { name: /^Code/ });
    await listStory.leaveEmpty(code);
    code.focus();
    await userEvent.keyboard("ita");
    await userEvent.tab();
    await expect(await inDialog.findByText("Two letters (ISO 639-1), e.g. de")).toBeVisible();
    await userEvent.clear(code);
    await userEvent.keyboard("IT");
    await userEvent.tab();
    await userEvent.keyboard("Italian");
    await userEvent.tab();
    await userEvent.keyboard("Italiano");

    await listStory.saveAndSeeSaved(dialog);
    await listStory.expectRow("Italian", ["it", "Italiano", "No"]);
    listStory.dropStaleAnnouncements();
  },
};

export const Dark: Story = listStory.darkList(3);

/** Arabic, right to left: the list and a language's dialog by role and structure only. */
export const RightToLeft: Story = listStory.rightToLeftList("de");
