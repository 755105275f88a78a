// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { renderUi, stubResizeObserver } from "../../test/render";
import { EditDialog } from "./EditDialog";
import type { FieldSchema } from "./schema";
import { ServerRefusal } from "./serverError";

// Like gateway monitoring's profile: nested names and a switch, so a new item's initial values hold objects.
const fieldsWith = (tickets: { id: string; label: string }[]): FieldSchema[] => [
  { kind: "textfield", name: "identity.firstName", label: "Name", required: false },
  { kind: "switch", name: "identity.anonymous", label: "Anonymous" },
  { kind: "autocomplete", name: "ticket.ticketId", label: "Ticket", options: tickets, required: false },
];

const dialog = (tickets: { id: string; label: string }[]) => (
  <EditDialog
    title="New profile"
    fields={fieldsWith(tickets)}
    item={null}
    isOpen
    onOpenChange={() => {}}
    onSave={async (item) => item}
  />
);

beforeAll(stubResizeObserver);

describe("EditDialog while its choices load", () => {
  it("keeps what the user typed when a choice's options arrive (a screen's lists load after the dialog opens)", async () => {
    const { user, rerender } = renderUi(dialog([]));
    const name = screen.getByRole("textbox", { name: "Name" });
    const ticket = screen.getByRole("combobox", { name: "Ticket" });
    await user.type(name, "Maria Welsch");
    await user.type(ticket, "Conf");
    rerender(dialog([{ id: "t1", label: "Conference day" }]));
    expect(name).toHaveValue("Maria Welsch");
    expect(ticket).toHaveValue("Conf");
    await user.click(await screen.findByRole("option", { name: "Conference day" }));
    expect(ticket).toHaveValue("Conference day");
    expect(name).toHaveValue("Maria Welsch");
  });
});

// Issue 43 item 2: an Escape meant for the suggestions closed the whole dialog and lost what was typed, and
// any close lost unsaved edits without a word.
describe("EditDialog closing with unsaved edits", () => {
  const fields: FieldSchema[] = [
    { kind: "textfield", name: "name", label: "Name", required: false },
    {
      kind: "autocomplete",
      name: "ticketId",
      label: "Ticket",
      options: [
        { id: "t1", label: "Conference day" },
        { id: "t2", label: "Spa weekend" },
      ],
      required: false,
    },
  ];
  const open = (onOpenChange: (isOpen: boolean) => void, item: Record<string, unknown> | null = null) => (
    <EditDialog
      title="Edit profile"
      fields={fields}
      item={item}
      isOpen
      onOpenChange={onOpenChange}
      onSave={async (saved) => saved}
    />
  );

  it("closes only the suggestions on Escape, keeping the dialog and what was typed", async () => {
    const onOpenChange = vi.fn();
    const { user } = renderUi(open(onOpenChange, { name: "", ticketId: "t1" }));
    const ticket = screen.getByRole("combobox", { name: "Ticket" });
    await user.click(ticket);
    await user.keyboard("{ArrowDown}");
    expect(await screen.findByRole("listbox")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "Edit profile" })).toBeInTheDocument();
  });

  it("asks before discarding edits, and keeps them on Keep editing", async () => {
    const onOpenChange = vi.fn();
    const { user } = renderUi(open(onOpenChange));
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Maria Welsch");
    await user.keyboard("{Escape}");
    const ask = await screen.findByRole("alertdialog", { name: "Discard your changes?" });
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.click(within(ask).getByRole("button", { name: "Keep editing" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Maria Welsch");

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    const again = await screen.findByRole("alertdialog", { name: "Discard your changes?" });
    await user.click(within(again).getByRole("button", { name: "Discard changes" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("opens again without the discarded edits", async () => {
    let isOpen = true;
    const view = (onOpenChange: (open: boolean) => void) => (
      <EditDialog
        title="Edit profile"
        fields={fields}
        item={{ name: "Maria", ticketId: "t1" }}
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        onSave={async (saved) => saved}
      />
    );
    const onOpenChange = vi.fn((open: boolean) => (isOpen = open));
    const { user, rerender } = renderUi(view(onOpenChange));
    await user.type(screen.getByRole("textbox", { name: "Name" }), " Welsch");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    const ask = await screen.findByRole("alertdialog", { name: "Discard your changes?" });
    await user.click(within(ask).getByRole("button", { name: "Discard changes" }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    rerender(view(onOpenChange));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    isOpen = true;
    rerender(view(onOpenChange));
    expect(await screen.findByRole("textbox", { name: "Name" })).toHaveValue("Maria");
  });

  it("closes at once when nothing was changed", async () => {
    const onOpenChange = vi.fn();
    const { user } = renderUi(open(onOpenChange, { name: "Maria", ticketId: "t1" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });
});

// Issue 43 items 2 and 3: a colour typed as #GGG kept Save enabled and saved the old colour; an error on
// another tab was invisible, and a disabled Save never said why.
describe("EditDialog saying why Save waits", () => {
  const tabbed: FieldSchema[] = [
    {
      kind: "tabGroup",
      name: "profile",
      tabs: [
        { label: "Guest", fields: [{ kind: "textfield", name: "firstName", label: "First name" }] },
        {
          label: "Address",
          fields: [
            { kind: "textfield", name: "address.city", label: "City", required: false },
            { kind: "textfield", name: "address.postCode", label: "Postal code", required: false },
          ],
        },
        {
          label: "Theme",
          fields: [{ kind: "color", name: "primaryColor", label: "Primary colour", required: false }],
        },
      ],
    },
  ];

  /** The dialog open on its Theme tab, with this colour saved: the user and the colour's field. */
  async function openTheme(
    primaryColor: string,
    onSave: (item: Record<string, unknown>) => Promise<Record<string, unknown>> = async (item) => item,
  ) {
    const { user } = renderUi(
      <EditDialog
        title="Theme"
        fields={tabbed}
        item={{ firstName: "Maria", primaryColor }}
        isOpen
        onOpenChange={() => {}}
        onSave={onSave}
      />,
    );
    await user.click(screen.getByRole("tab", { name: /Theme/ }));
    return { user, colour: screen.getByRole("textbox", { name: "Primary colour" }) };
  }

  // One journey per test: in jsdom every keystroke and click here costs 40-400 ms of style matching
  // (docs/flaky-tests.md, cause 12), and both journeys in one test ran past vitest's 5 s on a loaded machine.
  it("holds Save while a colour is no colour, and names the field", async () => {
    const { user, colour } = await openTheme("#C9A23F");
    await user.clear(colour);
    await user.type(colour, "#GGG");
    await user.tab();
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    expect(
      screen.getByRole("button", { name: "Before saving, fill in or correct: Primary colour" }),
    ).toBeVisible();
    expect(screen.getByRole("tab", { name: /Theme \(needs attention\)/ })).toBeInTheDocument();
  });

  it("saves once the colour is corrected", async () => {
    const onSave = vi.fn(async (item: Record<string, unknown>) => item);
    const { user, colour } = await openTheme("#GGG", onSave);
    await user.clear(colour);
    await user.type(colour, "#0A7D5A");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ primaryColor: "#0A7D5A" }));
  });

  it("brings the first field to fill in into view when asked why Save waits", async () => {
    const { user } = renderUi(
      <EditDialog
        title="Guest"
        fields={tabbed}
        isOpen
        onOpenChange={() => {}}
        onSave={async (item) => item}
      />,
    );
    await user.click(screen.getByRole("tab", { name: "Address" }));
    await user.click(screen.getByRole("button", { name: "Before saving, fill in or correct: First name" }));
    expect(screen.getByRole("tab", { name: /Guest \(needs attention\)/ })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const firstName = screen.getByRole("textbox", { name: "First name" });
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(firstName).toHaveAttribute("aria-invalid", "true");
  });

  it("opens the tab of a field the server refused, marks it and says why", async () => {
    const { user } = renderUi(
      <EditDialog
        title="Guest"
        fields={tabbed}
        item={{ firstName: "Maria", address: { postCode: "1070" } }}
        isOpen
        onOpenChange={() => {}}
        onSave={async () => {
          throw new ServerRefusal("Postal code is not valid in Austria", "body/address/postCode");
        }}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("tab", { name: /Address \(needs attention\)/ })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const postCode = screen.getByRole("textbox", { name: "Postal code" });
    await waitFor(() => expect(postCode).toHaveFocus());
    expect(postCode).toHaveAccessibleDescription(/Postal code is not valid in Austria/);
  });
});

describe("EditDialog with a required field's own message", () => {
  it("marks the field required and says its own words when it is left empty", async () => {
    const { user } = renderUi(
      <EditDialog
        title="New condition"
        fields={[
          {
            kind: "textfield",
            name: "name",
            label: "Name",
            requiredMessage: "You have to enter a name",
          },
        ]}
        item={null}
        isOpen
        onOpenChange={() => {}}
        onSave={async (item) => item}
      />,
    );
    const name = await screen.findByRole("textbox", { name: /^Name/ });
    await expect(name).toBeRequired();
    await user.click(name);
    await user.tab();
    await waitFor(() => expect(name).toHaveAccessibleDescription(/You have to enter a name/));
    expect(screen.queryByText("required", { exact: true })).not.toBeInTheDocument();
  });
});

// A receptionist who presses New types the name at once: the dialog, its Close button and its scrolling body
// stood before the first field (three Tabs).
describe("EditDialog opening", () => {
  const fields: FieldSchema[] = [
    { kind: "textfield", name: "code", label: "Code", readonly: true, required: false },
    { kind: "textfield", name: "name", label: "Name", required: false },
    { kind: "switch", name: "enabled", label: "Enabled" },
  ];
  const open = () => (
    <EditDialog
      title="Edit device"
      fields={fields}
      item={{ code: "A-1", name: "Lobby TV", enabled: true }}
      isOpen
      onOpenChange={() => {}}
      onSave={async (item) => item}
    />
  );

  it("gives the focus to the first field the user can change, so typing goes there", async () => {
    const { user } = renderUi(open());
    const name = screen.getByRole("textbox", { name: "Name" });
    await waitFor(() => expect(name).toHaveFocus());
    await user.keyboard("{End} 2");
    expect(name).toHaveValue("Lobby TV 2");
  });

  it("leaves the focus on the dialog when it opens on a picker, whose value shows only once its choices came", async () => {
    renderUi(
      <EditDialog
        title="New terms"
        fields={[
          {
            kind: "autocomplete",
            name: "language",
            label: "Language",
            options: [{ id: "de", label: "German (de)" }],
          },
          { kind: "textfield", name: "title", label: "Title" },
        ]}
        item={null}
        isOpen
        onOpenChange={() => {}}
        onSave={async (item) => item}
      />,
    );
    const dialog = screen.getByRole("dialog");
    await waitFor(() => expect(dialog).toHaveFocus());
    expect(screen.getByRole("textbox", { name: "Title" })).not.toHaveFocus();
  });

  it("leaves the focus on the dialog on a touch screen, where a focused field brings up the keyboard", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query === "(pointer: coarse)",
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderUi(open());
    const dialog = screen.getByRole("dialog");
    await waitFor(() => expect(dialog).toHaveFocus());
    expect(screen.getByRole("textbox", { name: "Name" })).not.toHaveFocus();
  });
});

describe("EditDialog with a field the user's roles may not change", () => {
  const fields: FieldSchema[] = [
    { kind: "textfield", name: "email", label: "E-mail", required: false },
    {
      kind: "autocomplete",
      name: "globalRoles",
      label: "Global roles",
      options: [{ id: "r1", label: "Front desk" }],
      multiple: true,
      required: false,
      permission: "admin.roles.list",
    },
  ];
  const dialog = (permissions: ReadonlySet<string>) => (
    <EditDialog
      title="Edit user"
      fields={fields}
      item={{ email: "anna@demo.test", globalRoles: [] }}
      isOpen
      permissions={permissions}
      onOpenChange={() => {}}
      onSave={async (item) => item}
    />
  );

  it("says why it is greyed out, and invites no search", () => {
    renderUi(dialog(new Set()));
    const roles = screen.getByRole("combobox", { name: "Global roles" });
    expect(roles).toBeDisabled();
    expect(roles).not.toHaveAttribute("placeholder");
    expect(roles).toHaveAccessibleDescription("Your role does not allow changing this.");
  });

  it("says nothing of roles when the user may change it", () => {
    renderUi(dialog(new Set(["admin.roles.list"])));
    const roles = screen.getByRole("combobox", { name: "Global roles" });
    expect(roles).toBeEnabled();
    expect(roles).toHaveAttribute("placeholder", "Search");
    expect(screen.queryByText("Your role does not allow changing this.")).not.toBeInTheDocument();
  });
});

describe("EditDialog where the user's roles allow no change", () => {
  it("says so once above the fields, not under each", () => {
    const fields: FieldSchema[] = [
      { kind: "textfield", name: "title", label: "Title", required: false, permission: "tickets.update" },
      { kind: "textfield", name: "price", label: "Price", required: false, permission: "tickets.update" },
    ];
    renderUi(
      <EditDialog
        title="Edit ticket"
        fields={fields}
        item={{ title: "Day pass", price: "9.5" }}
        isOpen
        permissions={new Set()}
        onOpenChange={() => {}}
        onSave={async (item) => item}
      />,
    );
    expect(screen.getAllByText("Your role does not allow changing this.")).toHaveLength(1);
    expect(screen.getByRole("textbox", { name: "Title" })).not.toHaveAccessibleDescription();
  });
});
