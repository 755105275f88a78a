import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { consoleStory, ISOLATED_STORY, SANDBOX_WAIT } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import * as listStory from "../../../stories/listStories";
import RoomCategoriesScreen from "./RoomCategoriesScreen";
import { expectRightToLeft } from "../../../stories/storySupport";

const CATEGORIES = "*/api/cms/v3/:propertyId/oneapp/webcheckin/room-category/index";

const meta = {
  title: "Console/Guest app/Room categories",
  component: RoomCategoriesScreen,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: {
      path: "/property/1001/oneapp/webcheckin/room-categories",
      user: "admin@demo.test",
    } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof RoomCategoriesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hotel Sacher Wien's room types with their PMS codes, English and German titles and images. */
export const Default: Story = {
  play: async () => {
    await listStory.loadedRows();
    await listStory.expectColumns(["Title", "Code", "Languages", "Image"]);
    await listStory.expectRow("Double room", ["DBL", "en, de", "1001m4"]);
  },
};

const states = listStory.listStates({ url: CATEGORIES, failureMessage: "Web check-in unavailable" });

export const Empty: Story = states.Empty;

export const Loading: Story = { ...states.Loading, tags: ["no-visual"] };

/** The spec's own text leads the failure: "Cannot fetch room categories from API!", then the reason. */
export const Failure: Story = {
  ...states.Failure,
  play: async (context) => {
    await states.Failure.play(context);
    await expect(await context.canvas.findByRole("alert")).toHaveTextContent(
      "Cannot fetch room categories from API! Web check-in unavailable",
    );
  },
};

/** The front desk of Hotel Sacher Wien holds no oneapp.webcheckin.room_category.list. */
export const NoPermission: Story = states.NoPermission;

/** A new category by keyboard: its code and English title required, an image picked from the media pool. */
export const AddCategory: Story = {
  play: async ({ canvas }) => {
    const { dialog, inDialog } = await listStory.openNewRow(canvas, "New room category");
    await userEvent.type(inDialog.getByRole("textbox", { name: /^Code/ }), "PHS");
    await userEvent.type(inDialog.getByRole("textbox", { name: "Title (en)" }), "Penthouse suite");
    await userEvent.type(
      inDialog.getByRole("textbox", { name: "Description (en)" }),
      "Top floor with a terrace over the Ringstraße.",
    );
    const image = inDialog.getByRole("group", { name: "Image" });
    await listStory.chooseImage(image, /^lobby\.jpg$/);
    await waitFor(() => expect(image).toHaveTextContent("lobby.jpg"));
    await listStory.saveAndSeeSaved(dialog);
    await listStory.expectRow("Penthouse suite", ["PHS", "en", "1001m1"]);
    listStory.dropStaleAnnouncements();
  },
};

/** A code another category has is refused by the server: the dialog stays open with the spec's text first. */
export const DuplicateCode: Story = {
  parameters: {
    msw: {
      handlers: {
        refused: [
          http.post("*/api/cms/v3/:propertyId/oneapp/webcheckin/room-category", () =>
            HttpResponse.json({ message: "A room category with code DBL already exists" }, { status: 400 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const { inDialog } = await listStory.openNewRow(canvas, "New room category");
    await userEvent.type(inDialog.getByRole("textbox", { name: /^Code/ }), "DBL");
    await userEvent.type(inDialog.getByRole("textbox", { name: "Title (en)" }), "Double");
    await userEvent.click(inDialog.getByRole("button", { name: "Save" }));
    await expect(
      await inDialog.findByText(
        "Cannot save room category! A room category with code DBL already exists",
        {},
        SANDBOX_WAIT,
      ),
    ).toBeVisible();
    listStory.dropStaleAnnouncements();
  },
};

export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async () => {
    await listStory.loadedRows();
  },
};

export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    await expectRightToLeft(canvasElement);
    const dialog = await listStory.editFirstRow();
    await expect(within(dialog).getByRole("textbox", { name: /^الرمز/ })).toHaveValue("SGL");
  },
};
