import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { consoleStory, ISOLATED_STORY } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import * as listStory from "../../../stories/listStories";
import EnhancementsScreen from "./EnhancementsScreen";
import { expectRightToLeft } from "../../../stories/storySupport";

const ENHANCEMENTS = "*/api/cms/v3/:propertyId/oneapp/webcheckin/enhancements/index";

const meta = {
  title: "Console/Guest app/Enhancements",
  component: EnhancementsScreen,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: {
      path: "/property/1001/oneapp/webcheckin/enhancements",
      user: "admin@demo.test",
    } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof EnhancementsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hotel Sacher Wien's eight extras with position, price, currency, city tax and image id. */
export const Default: Story = {
  play: async () => {
    await listStory.loadedRows();
    await listStory.expectRowCount(8);
    await listStory.expectColumns([
      "Position",
      "Title",
      "Languages",
      "Price",
      "Currency",
      "City tax",
      "Image id",
    ]);
    await listStory.expectRow("1", ["Breakfast buffet", "en, de", "28,00", "EUR", "1001m5"]);
  },
};

const states = listStory.listStates({ url: ENHANCEMENTS, failureMessage: "Web check-in unavailable" });

export const Empty: Story = states.Empty;

export const Loading: Story = { ...states.Loading, tags: ["no-visual"] };

export const Failure: Story = states.Failure;

/** The front desk of Hotel Sacher Wien holds no oneapp.webcheckin.enhancements.list. */
export const NoPermission: Story = states.NoPermission;

/**
 * A new extra by keyboard: the position refuses 0 with the spec's message, the price refuses "12.5.0"; the
 * English (required) and German titles are typed in their tabs, the German one copied from English first.
 */
export const AddEnhancement: Story = {
  play: async ({ canvas }) => {
    const { dialog, inDialog } = await listStory.openNewRow(canvas, "New enhancement");
    const position = inDialog.getByRole("textbox", { name: "Position" });
    await userEvent.type(position, "0");
    await userEvent.tab();
    await expect(inDialog.getByText("Value must be a number and greater than 0")).toBeVisible();
    await userEvent.clear(position);
    await userEvent.type(position, "9");
    const price = inDialog.getByRole("textbox", { name: /^Price/ });
    await userEvent.type(price, "12.5.0");
    await userEvent.tab();
    await expect(inDialog.getByText("price must be in valid format, eg. 999,99")).toBeVisible();
    await userEvent.clear(price);
    await userEvent.type(price, "12,50");
    // English is the guest app's fallback: its tab comes first and is required.
    await expect(inDialog.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "English*(required)Missing",
      "DeutschMissing",
      "ItalianoMissing",
      "РусскийMissing",
    ]);
    await userEvent.type(inDialog.getByRole("textbox", { name: "Title (en)" }), "Welcome drink");
    await userEvent.click(inDialog.getByRole("tab", { name: /Deutsch/ }));
    await userEvent.click(inDialog.getByRole("button", { name: "Copy into Deutsch from…" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "English" }));
    const german = inDialog.getByRole("textbox", { name: "Title (de)" });
    await waitFor(() => expect(german).toHaveValue("Welcome drink"));
    await userEvent.clear(german);
    await userEvent.type(german, "Begrüßungsgetränk");
    await listStory.saveAndSeeSaved(dialog);
    await listStory.expectRow("9", ["Welcome drink", "en, de", "12,50"]);
    listStory.dropStaleAnnouncements();
  },
};

/** An extra's image picked from the media pool: the list then shows its media pool id. */
export const PickImage: Story = {
  play: async () => {
    const row = await listStory.rowNamed("2");
    await userEvent.click(within(row).getAllByRole("button")[0]!);
    const dialog = await screen.findByRole("dialog", { name: "Edit enhancement" });
    const image = within(dialog).getByRole("group", { name: "Image" });
    await listStory.chooseImage(image, /^lobby\.jpg$/);
    await waitFor(() => expect(image).toHaveTextContent("lobby.jpg"));
    await listStory.saveAndSeeSaved(dialog);
    await listStory.expectRow("2", ["1001m1"]);
    listStory.dropStaleAnnouncements();
  },
};

export const Dark: Story = listStory.darkList(8);

/** Arabic, right to left: the list and an extra's dialog by role and structure only. */
export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    await expectRightToLeft(canvasElement);
    const dialog = await listStory.editFirstRow();
    await expect(within(dialog).getByRole("textbox", { name: "العنوان (en)" })).toHaveValue(
      "Breakfast buffet",
    );
  },
};
