import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { consoleStory, ISOLATED_STORY, SANDBOX_WAIT } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import {
  cellTexts,
  dataRows,
  dismissSaved,
  dropStaleAnnouncements,
  expectColumns,
  leaveEmpty,
  listStates,
  loadedRows,
  openNewByKeyboard,
  rowNamed,
  saveByKeyboard,
} from "../../../stories/listStories";
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

/** Hotel Sacher Wien's guest app in German, English, Italian and Russian; no edit (the contract has no update). */
export const Default: Story = {
  play: async () => {
    await loadedRows();
    await expectColumns(["Language", "Name in the language", "Code"]);
    const german = await rowNamed("German");
    await expect(cellTexts(german)).toEqual(expect.arrayContaining(["Deutsch", "de"]));
    await expect(within(german).queryByRole("button", { name: "Edit: German" })).not.toBeInTheDocument();
  },
};

/**
 * Spanish, by keyboard: the code refuses to stay empty and to have three letters; "ES" is taken and saved lower
 * case, and the server names the known language itself.
 */
export const AddSpanish: Story = {
  play: async ({ canvas }) => {
    await loadedRows();
    const dialog = await openNewByKeyboard(canvas, "New language");
    const code = within(dialog).getByRole("textbox", { name: /^Code/ });
    await leaveEmpty(code);
    await userEvent.type(code, "esp");
    await userEvent.tab();
    await expect(within(dialog).getByRole("button", { name: "Save" })).toBeDisabled();
    await userEvent.clear(code);
    await userEvent.type(code, "ES");
    await saveByKeyboard(dialog);
    await dismissSaved();
    await expect(cellTexts(await rowNamed("Spanish"))).toEqual(expect.arrayContaining(["Español", "es"]));
    dropStaleAnnouncements();
  },
};

/** A language offered already is refused by the server, which names it; the dialog keeps the code. */
export const AddOfferedRefused: Story = {
  play: async ({ canvas }) => {
    await loadedRows();
    const dialog = await openNewByKeyboard(canvas, "New language");
    const code = within(dialog).getByRole("textbox", { name: /^Code/ });
    await userEvent.type(code, "de");
    within(dialog).getByRole("button", { name: "Save" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(await within(dialog).findByText(/already offers German/, {}, SANDBOX_WAIT)).toBeVisible();
    await expect(code).toHaveValue("de");
    dropStaleAnnouncements();
  },
};

/** Russian is no longer offered: deleted by its id after the confirmation. */
export const DeleteRussian: Story = {
  play: async ({ canvas }) => {
    await loadedRows();
    // Deleting is locked until the user unlocks it (the generic list's delete lock).
    await userEvent.click(canvas.getByRole("switch", { name: "Delete unlocked" }));
    const row = await rowNamed("Russian");
    await userEvent.click(within(row).getByRole("button", { name: "Delete: Russian" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete entry" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument(), SANDBOX_WAIT);
    await waitFor(async () => expect(await dataRows()).toHaveLength(3), SANDBOX_WAIT);
    await expect(within(await screen.findByRole("table")).queryByRole("row", { name: "Russian" })).toBeNull();
    dropStaleAnnouncements();
  },
};

const states = listStates({
  url: LANGUAGES,
  refusedUser: "staff@demo.test",
  failureMessage: "Guest app unavailable",
});

export const Empty: Story = states.Empty;

export const Loading: Story = { ...states.Loading, tags: ["no-visual"] };

export const Failure: Story = states.Failure;

/** The front desk of Hotel Sacher Wien: its role holds no oneapp.language.get. */
export const NoPermission: Story = states.NoPermission;

export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async () => {
    await expect(await loadedRows()).toHaveLength(4);
  },
};

export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    await expect(await loadedRows()).toHaveLength(4);
  },
};
