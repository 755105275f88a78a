import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { consoleStory, ISOLATED_STORY, SANDBOX_WAIT } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import * as listStory from "../../../stories/listStories";
import InfoTextScreen from "./InfoTextScreen";
import { expectRightToLeft } from "../../../stories/storySupport";

const TEXTS = "*/api/cms/v3/:propertyId/onekey/info-text/index";

const meta = {
  title: "Console/Digital key/Info texts",
  component: InfoTextScreen,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: {
      path: "/property/1001/onekey/info-text",
      user: "admin@demo.test",
    } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof InfoTextScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hotel Sacher Wien's welcome in the key app, in German, English, Italian and French, read as plain text. */
export const Default: Story = {
  play: async () => {
    await listStory.loadedRows();
    await listStory.expectRowCount(4);
    await listStory.expectColumns(["Language", "Text"]);
    await expect(listStory.cellTexts(await listStory.rowNamed("English (en)"))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Welcome to Hotel Sacher Wien!/)]),
    );
  },
};

const states = listStory.listStates({ url: TEXTS, failureMessage: "Digital key unavailable" });

export const Empty: Story = states.Empty;

export const Loading: Story = { ...states.Loading, tags: ["no-visual"] };

export const Failure: Story = states.Failure;

/** The front desk of Hotel Sacher Wien: its role holds no onekey.infoText.get. */
export const NoPermission: Story = states.NoPermission;

/** A new text picks its language from the property's digital key languages, by keyboard. */
export const NewTextLanguages: Story = {
  play: async ({ canvas }) => {
    await listStory.loadedRows();
    const dialog = await listStory.openNewByKeyboard(canvas, "New info text");
    const language = within(dialog).getByRole("combobox", { name: /^Language/ });
    await userEvent.type(language, "Ital");
    await screen.findByRole("option", { name: "Italian (it)" });
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(language).toHaveValue("Italian (it)"));
  },
};

/** An existing text keeps its language (the field is disabled); its text is edited in the rich text editor. */
export const EditKeepsLanguage: Story = {
  play: async () => {
    const row = await listStory.rowNamed("German (de)");
    // The text cell is a button too (the whole text in a tooltip): Edit by its name.
    await userEvent.click(within(row).getByRole("button", { name: "Edit: German (de)" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit info text" }, SANDBOX_WAIT);
    await expect(within(dialog).getByRole("combobox", { name: /^Language/ })).toBeDisabled();
    // Asked again until it holds: the text editor may put its paragraphs anew once the text arrives, and the
    // first one found is then no longer in the page.
    await waitFor(
      () => expect(within(dialog).getByText(/Willkommen im Hotel Sacher Wien/)).toBeVisible(),
      SANDBOX_WAIT,
    );
  },
};

export const Dark: Story = listStory.darkList(4);

export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    await expectRightToLeft(canvasElement);
    await expect(await listStory.loadedRows()).toHaveLength(4);
    await listStory.expectRowCount(4);
  },
};
