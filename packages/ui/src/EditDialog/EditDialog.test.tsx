import { screen } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { renderUi } from "../../test/render";
import { EditDialog } from "./EditDialog";
import type { FieldSchema } from "./schema";

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

// jsdom measures nothing: the dialog's size watcher only needs to exist.
beforeAll(() => {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

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
