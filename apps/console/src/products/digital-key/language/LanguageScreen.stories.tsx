import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, within } from "storybook/test";
import { consoleStory, ISOLATED_STORY } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import {
  cellTexts,
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
import KeyLanguageScreen from "./LanguageScreen";

const LANGUAGES = "*/api/cms/v3/:propertyId/onekey/language/index";

const meta = {
  title: "Console/Digital key/Languages",
  component: KeyLanguageScreen,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: {
      path: "/property/1001/onekey/language",
      user: "admin@demo.test",
    } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof KeyLanguageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hotel Sacher Wien's key app in German, English, Italian and French; no edit (the contract has no update). */
export const Default: Story = {
  play: async () => {
    await loadedRows();
    await expectColumns(["Language", "Name in the language", "Code"]);
    const german = await rowNamed("German");
    await expect(cellTexts(german)).toEqual(expect.arrayContaining(["Deutsch", "de"]));
    await expect(within(german).queryByRole("button", { name: "Edit: German" })).not.toBeInTheDocument();
  },
};

const states = listStates({
  url: LANGUAGES,
  refusedUser: "staff@demo.test",
  failureMessage: "Digital key unavailable",
});

export const Empty: Story = states.Empty;

export const Loading: Story = { ...states.Loading, tags: ["no-visual"] };

export const Failure: Story = states.Failure;

/** The front desk of Hotel Sacher Wien: its role holds no onekey.language.get. */
export const NoPermission: Story = states.NoPermission;

/**
 * Spanish, by keyboard: the code refuses to stay empty and to have three letters; "ES" is taken and saved lower
 * case, and the server names a known language itself.
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

export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async () => {
    await loadedRows();
    await expect(await screen.findByRole("table")).toHaveAttribute("aria-rowcount", "5");
  },
};

export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    await expect(await loadedRows()).toHaveLength(4);
  },
};
