import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { consoleStory, ISOLATED_STORY, SANDBOX_WAIT } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import * as listStory from "../../../stories/listStories";
import TermsScreen from "./TermsScreen";
import { expectRightToLeft } from "../../../stories/storySupport";

const TERMS = "*/api/cms/v3/:propertyId/oneapp/terms/index";

const meta = {
  title: "Console/Guest app/Terms",
  component: TermsScreen,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: {
      path: "/property/1001/oneapp/terms/index",
      user: "admin@demo.test",
    } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof TermsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hotel Sacher Wien's terms in German and English, read as plain text. */
export const Default: Story = {
  play: async () => {
    await listStory.loadedRows();
    await expect(await listStory.dataRows()).toHaveLength(2);
    await listStory.expectColumns(["Language", "Text"]);
    await expect(listStory.cellTexts(await listStory.rowNamed("English (en)")).join(" ")).toMatch(
      /Terms and conditions/,
    );
  },
};

/** Picks a language in the copy dialog by keyboard. */
async function copyEnglishTo(typed: string, option: string) {
  const row = await listStory.rowNamed("English (en)");
  await userEvent.click(within(row).getByRole("button", { name: "Copy: English (en)" }));
  const dialog = await screen.findByRole("dialog", { name: "New terms and conditions" });
  const language = within(dialog).getByRole("combobox", { name: /^Language/ });
  await expect(language).toHaveValue("");
  // Asked again until it holds: the text editor may put its paragraphs anew once the copied text arrives, and the
  // first one found is then no longer in the page.
  await waitFor(() => expect(within(dialog).getByText(/By checking in online/)).toBeVisible(), SANDBOX_WAIT);
  await userEvent.type(language, typed);
  await screen.findByRole("option", { name: option });
  await userEvent.keyboard("{ArrowDown}{Enter}");
  await waitFor(() => expect(language).toHaveValue(option));
  return dialog;
}

/** The English terms copied to Italian: the copy keeps the text, the language is picked anew, a third row. */
export const CopyToItalian: Story = {
  play: async () => {
    await listStory.loadedRows();
    const dialog = await copyEnglishTo("Ital", "Italian (it)");
    const save = within(dialog).getByRole("button", { name: "Save" });
    save.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), SANDBOX_WAIT);
    await listStory.dismissSaved();
    await expect(listStory.cellTexts(await listStory.rowNamed("Italian (it)")).join(" ")).toMatch(
      /Terms and conditions/,
    );
    await expect(await listStory.dataRows()).toHaveLength(3);
  },
};

/** A copy to German, which has its own terms, is refused: they are edited in their row, not overwritten. */
export const CopyOverGermanRefused: Story = {
  play: async () => {
    await listStory.loadedRows();
    const dialog = await copyEnglishTo("Germ", "German (de)");
    within(dialog).getByRole("button", { name: "Save" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(
      await within(dialog).findByText(
        "German (de) already has terms and conditions: edit them in their row instead.",
        {},
        SANDBOX_WAIT,
      ),
    ).toBeVisible();
  },
};

/** Existing terms keep their language (the field is disabled); the text is edited in the rich text editor. */
export const EditKeepsLanguage: Story = {
  play: async () => {
    const dialog = await listStory.openEdit("German (de)", "Edit terms and conditions");
    await expect(within(dialog).getByRole("combobox", { name: /^Language/ })).toBeDisabled();
    const heading = await within(dialog).findByText(/Allgemeine Geschäftsbedingungen/, {}, SANDBOX_WAIT);
    // The dialog fades in: the editor's heading is visible once it has.
    await waitFor(() => expect(heading).toBeVisible(), SANDBOX_WAIT);
  },
};

const states = listStory.listStates({ url: TERMS, failureMessage: "Guest app unavailable" });

export const Empty: Story = states.Empty;

export const Loading: Story = { ...states.Loading, tags: ["no-visual"] };

export const Failure: Story = states.Failure;

/** The front desk of Hotel Sacher Wien: its role holds no oneapp.termsAndConditions.get. */
export const NoPermission: Story = states.NoPermission;

export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async () => {
    await expect(await listStory.loadedRows()).toHaveLength(2);
  },
};

export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    await expectRightToLeft(canvasElement);
    await expect(await listStory.loadedRows()).toHaveLength(2);
  },
};
