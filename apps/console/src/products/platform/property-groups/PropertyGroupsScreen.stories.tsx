import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { consoleStory, ISOLATED_STORY, SANDBOX_WAIT } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import PropertyGroupsScreen from "./PropertyGroupsScreen";
import * as listStory from "../../../stories/listStories";
import { expectRightToLeft } from "../../../stories/storySupport";

const GROUPS = "*/api/cms/v3/property-group/index";
const meta = {
  title: "Console/Platform/Property groups",
  component: PropertyGroupsScreen,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: { path: "/super/property/group" } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof PropertyGroupsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four groups of the sandbox with their number of properties. */
export const Default: Story = {
  play: async () => {
    await expect(await listStory.loadedRows()).toHaveLength(4);
    await expect(listStory.cellTexts(await listStory.rowNamed("Alpine Resorts"))).toContain("7");
  },
};

const states = listStory.listStates({
  url: GROUPS,
  refusedUser: "admin@demo.test",
  failureMessage: "Group store unavailable",
});

export const Empty: Story = states.Empty;

export const Loading: Story = { ...states.Loading, tags: ["no-visual"] };

export const Failure: Story = states.Failure;

/** The Alpine Resorts administrator holds no admin.propertyGroups.list. */
export const NoPermission: Story = states.NoPermission;

/**
 * A new group picks its properties from every property; deleting it then asks for its name, and a wrong name
 * keeps Delete disabled.
 */
export const CreateThenDeleteByName: Story = {
  play: async ({ canvas }) => {
    const dialog = await listStory.openNew(canvas, "New property group");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name" }), "Nordic Lodges");
    const properties = within(dialog).getByRole("combobox", { name: "Properties" });
    await userEvent.type(properties, "Tallinn");
    await userEvent.click(await screen.findByRole("option", { name: "Hotel Lydia Tallinn (1010)" }));
    // A pick by click closes the list, which no longer hides the rest of the dialog.
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
    await expect(within(dialog).getByRole("row", { name: "Hotel Lydia Tallinn (1010)" })).toBeInTheDocument();
    await listStory.saveAndClose(dialog);
    const row = await listStory.rowNamed("Nordic Lodges");
    await expect(listStory.cellTexts(row)).toContain("1");

    await userEvent.click(canvas.getByRole("switch", { name: "Delete unlocked" }));
    await userEvent.click(within(row).getByRole("button", { name: "Delete: Nordic Lodges" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete entry" });
    const field = within(confirm).getByRole("textbox", { name: "Type “Nordic Lodges” to confirm" });
    const remove = within(confirm).getByRole("button", { name: "Delete" });
    await userEvent.type(field, "Nordic lodges");
    await expect(remove).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, "Nordic Lodges");
    await userEvent.click(remove);
    await waitFor(async () => expect(await listStory.dataRows()).toHaveLength(4), SANDBOX_WAIT);
    listStory.dropStaleAnnouncements();
  },
};

/** The edit dialog of a group in the dark scheme (English): its properties as chips. */
export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async () => {
    const dialog = await listStory.openEdit("Baltic Seaside", "Edit property group");
    await expect(
      await within(dialog).findByRole("row", { name: "Hotel Lydia Tallinn (1010)" }, SANDBOX_WAIT),
    ).toBeInTheDocument();
  },
};

/** Arabic, right to left: the list and a group's dialog by structure only. */
export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    await expectRightToLeft(canvasElement);
    const rows = await listStory.loadedRows();
    await expect(rows).toHaveLength(4);
    await userEvent.click(within(rows[0]!).getAllByRole("button")[0]!);
    const dialog = await screen.findByRole("dialog");
    await expect(within(dialog).getByRole("textbox")).toHaveValue("Alpine Resorts");
  },
};
