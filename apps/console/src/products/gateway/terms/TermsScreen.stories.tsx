import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import { consoleStory, ISOLATED_STORY, SANDBOX_WAIT } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import * as listStory from "../../../stories/listStories";
import TermsScreen from "./TermsScreen";

const TERMS = "*/api/cms/v3/:propertyId/onespeed/terms/index";

const meta = {
  title: "Console/Gateway/Terms and conditions",
  component: TermsScreen,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: {
      path: "/property/1001/onespeed-gateway/terms-and-conditions",
      user: "admin@demo.test",
    } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof TermsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hotel Sacher Wien's terms in German and English; French has none yet. */
export const Default: Story = {
  play: async () => {
    await listStory.loadedRows();
    await listStory.expectRowCount(2);
    await listStory.expectColumns(["Title", "Language"]);
    await listStory.expectRow("Terms of use of the guest Wi-Fi", ["English (en)"]);
  },
};

const states = listStory.listStates({ url: TERMS, failureMessage: "Gateway unavailable" });

export const Empty: Story = states.Empty;

export const Loading: Story = { ...states.Loading, tags: ["no-visual"] };

export const Failure: Story = states.Failure;

/** The front desk of Hotel Sacher Wien: it holds no onespeed.termsAndConditions.get. */
export const NoPermission: Story = states.NoPermission;

/**
 * The French terms, by keyboard: the language is picked from the portal's languages, the title typed, the text
 * written in the rich text editor; the new text is listed under French.
 */
export const AddTerms: Story = {
  play: async ({ canvas }) => {
    const { dialog, inDialog } = await listStory.openNewRow(canvas, "New terms and conditions");
    const language = inDialog.getByRole("combobox", { name: /^Language/ });
    await userEvent.type(language, "Fre");
    await screen.findByRole("option", { name: "French (fr)" });
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(language).toHaveValue("French (fr)"));
    await userEvent.tab();
    await userEvent.keyboard("Conditions d'utilisation du Wi-Fi");
    const text = await inDialog.findByRole("textbox", { name: "Text" }, SANDBOX_WAIT);
    text.focus();
    await userEvent.keyboard("Le Wi-Fi est offert à nos clients.");

    await listStory.saveAndSeeSaved(dialog);
    await listStory.expectRow("Conditions d'utilisation du Wi-Fi", ["French (fr)"]);
    listStory.dropStaleAnnouncements();
  },
};

export const Dark: Story = listStory.darkList(2);

/** Arabic, right to left: the list and a text's dialog by role and structure only. */
export const RightToLeft: Story = listStory.rightToLeftList("German (de)", "combobox");
