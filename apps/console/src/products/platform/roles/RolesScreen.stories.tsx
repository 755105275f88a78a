import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, within } from "storybook/test";
import { consoleStory, ISOLATED_STORY } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import * as listStory from "../../../stories/listStories";
import RolesScreen from "./RolesScreen";
import { expectRightToLeft } from "../../../stories/storySupport";

const ROLES = "*/api/cms/v3/role/index";

const meta = {
  title: "Console/Platform/Roles",
  component: RolesScreen,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: { path: "/roles" } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof RolesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every role of the sandbox with its permission count. */
export const Default: Story = {
  play: async () => {
    await expect(await listStory.loadedRows()).toHaveLength(8);
    const row = await listStory.rowNamed("Front desk");
    await expect(listStory.cellTexts(row)).toContain("20");
  },
};

const states = listStory.listStates({
  url: ROLES,
  refusedUser: "admin@demo.test",
  failureMessage: "Role store unavailable",
});

export const Empty: Story = states.Empty;

export const Loading: Story = { ...states.Loading, tags: ["no-visual"] };

export const Failure: Story = states.Failure;

/** The Alpine Resorts administrator holds no admin.roles.list. */
export const NoPermission: Story = states.NoPermission;

/**
 * A new role: a name longer than the contract allows is refused at the field, before anything is sent. Its
 * permissions, picked area by area: the filter narrows every area at once and "select
 * all" takes what it shows; an area opens with Enter and a permission toggles with Space. The list then shows
 * the role's permission count, and editing shows the choice again.
 */
export const PickPermissionsByArea: Story = {
  play: async ({ canvas }) => {
    const dialog = await listStory.openNew(canvas, "New role");
    // The contract's maxLength of a role's name (200), refused before sending, with the limit in the message.
    const name = within(dialog).getByRole("textbox", { name: "Name" });
    await userEvent.click(name);
    await userEvent.paste("Night manager ".repeat(15));
    await userEvent.tab();
    await expect(within(dialog).getByText("Maximum length: 200")).toBeVisible();
    await userEvent.clear(name);
    await userEvent.type(name, "Night manager");
    await expect(within(dialog).queryByText("Maximum length: 200")).not.toBeInTheDocument();

    const picker = within(dialog).getByRole("group", { name: "Permissions" });
    await expect(picker).toHaveTextContent(/0 of \d+ selected/);
    // Collapsed: one row per area, nothing to tab through but the areas.
    await expect(within(picker).queryAllByRole("checkbox", { name: /^admin\./ })).toHaveLength(0);

    await userEvent.type(within(picker).getByRole("textbox", { name: "Filter permissions" }), "roles.");
    await expect(within(picker).getAllByRole("checkbox", { name: /^admin\.roles\./ })).toHaveLength(4);
    await userEvent.click(within(picker).getByRole("checkbox", { name: "Select all: Administration" }));
    await expect(picker).toHaveTextContent(/4 of \d+ selected/);
    await userEvent.clear(within(picker).getByRole("textbox", { name: "Filter permissions" }));

    // The keyboard: open the Property area and tick user.list.
    const area = within(picker).getByRole("button", { name: /^Property/ });
    area.focus();
    await userEvent.keyboard("{Enter}");
    await expect(area).toHaveAttribute("aria-expanded", "true");
    const userList = within(picker).getByRole("checkbox", { name: "property.user.list" });
    userList.focus();
    await userEvent.keyboard(" ");
    await expect(userList).toBeChecked();
    await expect(picker).toHaveTextContent(/5 of \d+ selected/);
    await expect(
      within(picker).getByRole("checkbox", { name: "Select all: Property" }),
    ).toBePartiallyChecked();

    await listStory.saveAndClose(dialog);
    const row = await listStory.rowNamed("Night manager");
    await expect(listStory.cellTexts(row)).toContain("5");

    await userEvent.click(within(row).getByRole("button", { name: "Edit: Night manager" }));
    const edit = await screen.findByRole("dialog", { name: "Edit role" });
    const again = within(edit).getByRole("group", { name: "Permissions" });
    await expect(again).toHaveTextContent(/5 of \d+ selected/);
    await userEvent.click(within(again).getByRole("button", { name: /^Administration/ }));
    await expect(within(again).getByRole("checkbox", { name: "admin.roles.create" })).toBeChecked();
    await expect(within(again).getByRole("checkbox", { name: "admin.user.list" })).not.toBeChecked();
    listStory.dropStaleAnnouncements();
  },
};

/** The picker of a stored role in the dark scheme (English). */
export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async () => {
    const dialog = await listStory.openEdit("Gateway manager", "Edit role");
    await userEvent.click(within(dialog).getByRole("button", { name: /^Gateway/ }));
    await expect(within(dialog).getByRole("checkbox", { name: "onespeed.tickets.list" })).toBeChecked();
  },
};

/** Arabic, right to left: the list and the picker by role and structure only. */
export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    await expectRightToLeft(canvasElement);
    const [first] = await listStory.loadedRows();
    // The row's first action is Edit.
    await userEvent.click(within(first!).getAllByRole("button")[0]!);
    const dialog = await screen.findByRole("dialog");
    const area = within(dialog).getAllByRole("button", { expanded: false })[0]!;
    await userEvent.click(area);
    await expect(area).toHaveAttribute("aria-expanded", "true");
    await expect(within(dialog).getAllByRole("checkbox", { checked: true }).length).toBeGreaterThan(1);
  },
};
