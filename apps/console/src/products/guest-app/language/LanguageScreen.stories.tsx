import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { consoleStory, ISOLATED_STORY, SANDBOX_WAIT } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import { languageListStories } from "../../../stories/languageListStories";
import * as listStory from "../../../stories/listStories";
import LanguageScreen from "./LanguageScreen";

const LANGUAGES = "*/api/cms/v3/:propertyId/oneapp/language/index";

const meta = {
  title: "Console/Guest app/Languages",
  component: LanguageScreen,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: {
      path: "/property/1001/oneapp/language/index",
      user: "admin@demo.test",
    } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof LanguageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const languages = languageListStories({
  url: LANGUAGES,
  failureMessage: "Guest app unavailable",
});

/** Hotel Sacher Wien's guest app in German, English, Italian and Russian; no edit (the contract has no update). */
export const Default: Story = languages.Default;

/**
 * Spanish, by keyboard: the code refuses to stay empty and to have three letters; "ES" is taken and saved lower
 * case, and the server names the known language itself.
 */
export const AddSpanish: Story = languages.AddSpanish;

/** A language offered already is refused by the server, which names it; the dialog keeps the code. */
export const AddOfferedRefused: Story = {
  play: async ({ canvas }) => {
    await listStory.loadedRows();
    const dialog = await listStory.openNewByKeyboard(canvas, "New language");
    const code = within(dialog).getByRole("textbox", { name: /^Code/ });
    await userEvent.type(code, "de");
    within(dialog).getByRole("button", { name: "Save" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(await within(dialog).findByText(/already offers German/, {}, SANDBOX_WAIT)).toBeVisible();
    await expect(code).toHaveValue("de");
    listStory.dropStaleAnnouncements();
  },
};

/** Russian is no longer offered: deleted by its id after the confirmation. */
export const DeleteRussian: Story = {
  play: async ({ canvas }) => {
    await listStory.loadedRows();
    // Deleting is locked until the user unlocks it (the generic list's delete lock).
    await userEvent.click(canvas.getByRole("switch", { name: "Delete unlocked" }));
    const row = await listStory.rowNamed("Russian");
    await userEvent.click(within(row).getByRole("button", { name: "Delete: Russian" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete entry" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument(), SANDBOX_WAIT);
    await waitFor(async () => expect(await listStory.dataRows()).toHaveLength(3), SANDBOX_WAIT);
    await expect(within(await screen.findByRole("table")).queryByRole("row", { name: "Russian" })).toBeNull();
    listStory.dropStaleAnnouncements();
  },
};

export const Empty: Story = languages.Empty;

export const Loading: Story = { ...languages.Loading, tags: ["no-visual"] };

export const Failure: Story = languages.Failure;

/** The front desk of Hotel Sacher Wien: its role holds no oneapp.language.get. */
export const NoPermission: Story = languages.NoPermission;

export const Dark: Story = languages.Dark;

export const RightToLeft: Story = languages.RightToLeft;
