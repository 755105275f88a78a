import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { consoleStory, ISOLATED_STORY, SANDBOX_WAIT } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import * as listStory from "../../../stories/listStories";
import UsersScreen from "./UsersScreen";
import { expectRightToLeft } from "../../../stories/storySupport";

const USERS = "*/api/cms/v3/user/index";
const SHARED_REFUSAL =
  "This user also works at properties that are not yours: only their roles at yours can be changed here";

const meta = {
  title: "Console/Platform/Users",
  component: UsersScreen,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: { path: "/super/users" } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof UsersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picks an option of a combobox: typing narrows the list, a click chooses; Escape closes a multiple list. */
async function pick(scope: HTMLElement, label: RegExp, typed: string, option: string) {
  const field = within(scope).getByRole("combobox", { name: label });
  await userEvent.type(field, typed);
  await userEvent.click(await screen.findByRole("option", { name: option }));
  if (field.getAttribute("aria-expanded") === "true") await userEvent.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
}

/**
 * Every user of the sandbox with name, e-mail and whether active; the number of properties and two-factor are in
 * the column chooser (the default columns fit the card beside the menu at 1024 px, issue 26).
 */
export const Default: Story = {
  play: async () => {
    await expect((await listStory.loadedRows()).length).toBeGreaterThan(5);
    // The Alpine Resorts administrator: seven Austrian hotels, active, no two-factor sign-in.
    await expect(listStory.cellTexts(await listStory.rowNamed("Andreas"))).toEqual(
      expect.arrayContaining(["Hofer", "admin@demo.test", "Yes"]),
    );
    await expect(listStory.cellTexts(await listStory.rowNamed("Kristjan"))).toEqual(
      expect.arrayContaining(["twofa@demo.test", "Yes"]),
    );
  },
};

const states = listStory.listStates({
  url: USERS,
  failureMessage: "User store unavailable",
  statusOnly: true,
});

export const Empty: Story = states.Empty;

export const Loading: Story = { ...states.Loading, tags: ["no-visual"] };

/** The users store keeps only the failure status (platform.md section 8): no server text, a retry. */
export const Failure: Story = states.Failure;

/** The front desk holds no admin.user.list: the screen says so and loads nothing. */
export const NoPermission: Story = states.NoPermission;

/**
 * A new user: the password is asked for only here; a property is added with its roles in the property-roles
 * table, and the list then shows the user with one property.
 */
export const CreateWithPropertyRoles: Story = {
  play: async ({ canvas }) => {
    const dialog = await listStory.openNew(canvas, "New user");
    const inDialog = within(dialog);
    await userEvent.type(inDialog.getByRole("textbox", { name: /^First name/ }), "Mira");
    await userEvent.type(inDialog.getByRole("textbox", { name: /^Last name/ }), "Novak");
    // The e-mail pasted, as it usually is (and 21 keystrokes fewer for a story that ran over 3 s).
    await userEvent.click(inDialog.getByRole("textbox", { name: /^E-mail/ }));
    await userEvent.paste("mira.novak@hotel.test");
    // Typed, not shown.
    await expect(inDialog.getByLabelText(/^Password/)).toHaveAttribute("type", "password");
    await userEvent.type(inDialog.getByLabelText(/^Password/), "abc");
    await userEvent.tab();
    await expect(dialog).toHaveTextContent("Password must be at least 4 characters");
    await expect(inDialog.getByRole("button", { name: "Save" })).toBeDisabled();
    await userEvent.type(inDialog.getByLabelText(/^Password/), "d");

    const roles = inDialog.getByRole("group", { name: "Property roles" });
    await expect(roles).toHaveTextContent("No property roles yet");
    await userEvent.click(within(roles).getByRole("button", { name: "Add property" }));
    const editor = within(roles).getByRole("group", { name: "Add a property with its roles" });
    // Focus moves into the editor that replaced the button, and back to the button when it closes.
    await waitFor(() => expect(within(editor).getByRole("combobox", { name: /^Property/ })).toHaveFocus());
    await expect(within(editor).getByRole("button", { name: "Apply" })).toBeDisabled();
    await pick(editor, /^Property/, "Sacher", "Hotel Sacher Wien (1001)");
    await pick(editor, /^Roles/, "Front", "Front desk");
    await pick(editor, /^Roles/, "Read", "Read only");
    await userEvent.click(within(editor).getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(within(roles).getByRole("button", { name: "Add property" })).toHaveFocus());
    const entries = within(roles).getAllByRole("row").slice(1);
    await expect(entries.map((row) => listStory.cellTexts(row).slice(0, 2))).toEqual([
      ["Hotel Sacher Wien", "2"],
    ]);

    await userEvent.click(inDialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), SANDBOX_WAIT);
    await userEvent.click(canvas.getByRole("textbox", { name: "Search" }));
    await userEvent.paste("mira.novak");
    await expect(listStory.cellTexts(await listStory.rowNamed("Mira"))).toEqual(
      expect.arrayContaining(["Novak", "mira.novak@hotel.test", "No"]),
    );
    listStory.dropStaleAnnouncements();
  },
};

/**
 * Editing shows no password field and the user's property roles; a copy is a new user with the same roles and
 * names but without the e-mail and the loyalty numbers, and asks for a password again.
 */
export const EditAndCopy: Story = {
  play: async ({ canvas }) => {
    await listStory.loadedRows();
    await userEvent.type(canvas.getByRole("textbox", { name: "Search" }), "admin@demo.test");
    const row = await listStory.rowNamed("Andreas");
    await userEvent.click(within(row).getByRole("button", { name: "Edit: Andreas" }));
    const edit = await screen.findByRole("dialog", { name: "Edit user" });
    await expect(within(edit).queryByLabelText(/^Password/)).not.toBeInTheDocument();
    const roles = within(edit).getByRole("group", { name: "Property roles" });
    await expect(within(roles).getAllByRole("row")).toHaveLength(1 + 7);
    await userEvent.click(within(roles).getByRole("button", { name: "Remove: Hotel Sacher Wien" }));
    await expect(within(roles).getAllByRole("row")).toHaveLength(1 + 6);
    // The removal is not saved: Cancel asks before it discards it.
    await userEvent.click(within(edit).getByRole("button", { name: "Cancel" }));
    const ask = await screen.findByRole("alertdialog", { name: "Discard your changes?" });
    await userEvent.click(within(ask).getByRole("button", { name: "Discard changes" }));
    await waitFor(() => expect(edit).not.toBeInTheDocument());

    await userEvent.click(within(row).getByRole("button", { name: "Copy: Andreas" }));
    const copy = await screen.findByRole("dialog", { name: "New user" });
    await expect(within(copy).getByRole("textbox", { name: /^E-mail/ })).toHaveValue("");
    await expect(within(copy).getByRole("textbox", { name: /^First name/ })).toHaveValue("Andreas");
    await expect(within(copy).getByLabelText(/^Password/)).toHaveValue("");
    // The cancelled removal did not stick: all seven hotels come along.
    const copied = within(copy).getByRole("group", { name: "Property roles" });
    await expect(within(copied).getAllByRole("row")).toHaveLength(1 + 7);
  },
};

/**
 * A new user with an e-mail another user has: the server's reason ("A user with e-mail … already exists",
 * its Error names the field `email`) shows under the E-mail field, once, with no toast, and the dialog keeps
 * everything typed. A free e-mail then saves.
 */
export const CreateWithTakenEmail: Story = {
  play: async ({ canvas }) => {
    await listStory.loadedRows();
    await userEvent.type(canvas.getByRole("textbox", { name: "Search" }), "admin@demo.test");
    const row = await listStory.rowNamed("Andreas");
    await userEvent.click(within(row).getByRole("button", { name: "Copy: Andreas" }));
    const dialog = await screen.findByRole("dialog", { name: "New user" });
    const inDialog = within(dialog);
    const email = inDialog.getByRole("textbox", { name: /^E-mail/ });
    await userEvent.type(email, "super@demo.test");
    await userEvent.type(inDialog.getByLabelText(/^Password/), "abcd1234");
    await userEvent.click(inDialog.getByRole("button", { name: "Save" }));
    const reason = "A user with e-mail super@demo.test already exists";
    await waitFor(() => expect(email).toHaveAccessibleDescription(reason), SANDBOX_WAIT);
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(inDialog.getAllByText(reason)).toHaveLength(1);
    await expect(screen.queryByText("Saving failed")).not.toBeInTheDocument();
    await expect(email).toHaveValue("super@demo.test");
    await expect(inDialog.getByRole("textbox", { name: /^First name/ })).toHaveValue("Andreas");
    await expect(inDialog.getByLabelText(/^Password/)).toHaveValue("abcd1234");
    await expect(inDialog.getByRole("button", { name: "Save" })).toBeEnabled();
    listStory.dropStaleAnnouncements();
  },
};

/**
 * A change the server refuses with 403 and a reason (here: the colleague also works at a hotel that is not the
 * administrator's): the dialog says why in the server's words, not "Forbidden: PUT /api/…", and keeps what was
 * typed (the shell's global refusal notice, raised for every 403, is AppLayout's Forbidden story).
 */
export const RefusedByServer: Story = {
  parameters: {
    console: { path: "/admin/users", user: "admin@demo.test", selection: { selected: "1001" } },
    msw: {
      handlers: {
        refused: [
          http.put("*/api/cms/v3/user/:id", () =>
            HttpResponse.json({ message: SHARED_REFUSAL }, { status: 403 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await listStory.loadedRows();
    await userEvent.type(canvas.getByRole("textbox", { name: "Search" }), "staff@demo.test");
    const dialog = await listStory.openEdit("Lena", "Edit user");
    const firstName = within(dialog).getByRole("textbox", { name: /^First name/ });
    await userEvent.clear(firstName);
    await userEvent.type(firstName, "Helena");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await expect(await within(dialog).findByRole("alert", {}, SANDBOX_WAIT)).toHaveTextContent(
      SHARED_REFUSAL,
    );
    await expect(dialog).not.toHaveTextContent("Forbidden: PUT");
    await expect(firstName).toHaveValue("Helena");
    listStory.dropStaleAnnouncements();
  },
};

/**
 * The property users route is the same view, for a property administrator of the chosen property. Its role
 * picker offers the roles it may give there (the whole roles list is a global permission it cannot hold).
 */
export const PropertyUsers: Story = {
  // A property administrator: "property.user.*" only within the group's properties, counted for the chosen one.
  parameters: { console: { path: "/admin/users", user: "admin@demo.test", selection: { selected: "1008" } } },
  play: async ({ canvas }) => {
    await expect((await listStory.loadedRows()).length).toBeGreaterThan(1);
    await userEvent.click(canvas.getByRole("button", { name: "New" }));
    const dialog = await screen.findByRole("dialog", { name: "New user" });
    const roles = within(dialog).getByRole("group", { name: "Property roles" });
    await userEvent.click(within(roles).getByRole("button", { name: "Add property" }));
    const editor = within(roles).getByRole("group", { name: "Add a property with its roles" });
    const field = within(editor).getByRole("combobox", { name: /^Roles/ });
    await userEvent.type(field, "Super");
    await expect(await screen.findByRole("option", { name: "No results" })).toBeVisible();
    await userEvent.clear(field);
    await userEvent.keyboard("{Escape}");
    await pick(editor, /^Roles/, "Front", "Front desk");
    await pick(editor, /^Roles/, "Gateway", "Gateway manager");
    await expect(within(editor).getByText("Front desk")).toBeVisible();
  },
};

/**
 * The super administrator on the property users route creates users there too (its role lacked the property users
 * family's create, update and delete, and "New" was refused). No screenshot: the dialog is New user's as above.
 */
export const PropertyUsersAsSuper: Story = {
  tags: ["no-visual"],
  parameters: { console: { path: "/admin/users", selection: { selected: "1002" } } },
  play: async ({ canvas }) => {
    await listStory.loadedRows();
    await userEvent.click(canvas.getByRole("button", { name: "New" }));
    await expect(await screen.findByRole("dialog", { name: "New user" })).toBeVisible();
    await expect(screen.queryByText("You are not authorized to perform this action")).not.toBeInTheDocument();
  },
};

/** The edit dialog of a stored user in the dark scheme (English). */
export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async () => {
    const dialog = await listStory.openEdit("Lena", "Edit user");
    const roles = within(dialog).getByRole("group", { name: "Property roles" });
    await expect(listStory.cellTexts(within(roles).getAllByRole("row")[1]!).slice(0, 2)).toEqual([
      "Hotel Sacher Wien",
      "1",
    ]);
  },
};

/** Arabic, right to left: the list and the dialog's property-roles table by role and structure only. */
export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    await expectRightToLeft(canvasElement);
    const [first, second] = await listStory.loadedRows();
    // The second seeded user (admin@, seven hotels: the dialog's table below); the row's first action is Edit.
    await expect(listStory.cellTexts(second!)).toContain("admin@demo.test");
    await userEvent.click(within(second!).getAllByRole("button")[0]!);
    const dialog = await screen.findByRole("dialog");
    const table = within(dialog).getByRole("table");
    await expect(within(table).getAllByRole("row")).toHaveLength(1 + 7);
    await expect(first).toBeInTheDocument();
  },
};
