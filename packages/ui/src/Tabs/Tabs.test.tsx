// @vitest-environment jsdom
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../../test/render";
import type { TabItem } from "./Tabs";
import { Tabs } from "./Tabs";

// A screen's data arrives while its tabs are shown: what the user sees and where the focus is follow the newest
// items without the tabs starting over.
const items = (rooms: string, extra: Partial<Record<string, Partial<TabItem>>> = {}): TabItem[] =>
  [
    { id: "general", label: "General", content: <p>Name and address.</p> },
    { id: "rooms", label: "Rooms", content: <p>{rooms}</p> },
    { id: "channels", label: "Channels", content: <p>Booking channels.</p> },
  ].map((item) => ({ ...item, ...extra[item.id] }));

describe("Tabs", () => {
  it("shows a panel's new content where the user is, with the tab still selected and focused", async () => {
    const user = userEvent.setup();
    const { rerender } = renderUi(<Tabs aria-label="Property" items={items("Loading rooms…")} />);
    await user.tab();
    await user.keyboard("{ArrowRight}");
    const rooms = screen.getByRole("tab", { name: "Rooms" });
    expect(rooms).toHaveFocus();
    expect(screen.getByRole("tabpanel", { name: "Rooms" })).toHaveTextContent("Loading rooms…");

    rerender(<Tabs aria-label="Property" items={items("12 rooms, 3 suites")} />);
    expect(screen.getByRole("tabpanel", { name: "Rooms" })).toHaveTextContent("12 rooms, 3 suites");
    expect(rooms).toHaveAttribute("aria-selected", "true");
    expect(rooms).toHaveFocus();
  });

  it("marks a tab whose label changes, and names its panel by it", () => {
    const { rerender } = renderUi(<Tabs aria-label="Property" items={items("12 rooms")} />);
    const marked = { rooms: { label: <span data-invalid="true">Rooms (2 errors)</span> } };
    rerender(<Tabs aria-label="Property" items={items("12 rooms", marked)} />);
    screen.getByRole("tab", { name: "General" }).click();
    expect(screen.getByRole("tab", { name: "Rooms (2 errors)" })).toBeInTheDocument();
    // A plain-text label that changes (a count) is shown too.
    rerender(
      <Tabs aria-label="Property" items={items("12 rooms", { channels: { label: "Channels (4)" } })} />,
    );
    expect(screen.getByRole("tab", { name: "Channels (4)" })).toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "Rooms (2 errors)" })).not.toBeInTheDocument();
  });

  it("lets Tab go into a panel's first control once the data brings one", async () => {
    const user = userEvent.setup();
    const { rerender } = renderUi(
      <Tabs aria-label="Property" defaultSelectedKey="rooms" items={items("Loading rooms…")} />,
    );
    await user.tab();
    await user.tab();
    // Nothing to press yet: the panel itself takes the focus, so a screen reader reads it.
    expect(screen.getByRole("tabpanel", { name: "Rooms" })).toHaveFocus();

    const withButton = { rooms: { content: <button type="button">Add a room</button> } };
    rerender(<Tabs aria-label="Property" defaultSelectedKey="rooms" items={items("", withButton)} />);
    await waitFor(() =>
      expect(screen.getByRole("tabpanel", { name: "Rooms" })).not.toHaveAttribute("tabindex"),
    );
    screen.getByRole("tab", { name: "Rooms" }).focus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Add a room" })).toHaveFocus();
  });

  it("calls the newest selection handler the screen gave", async () => {
    const user = userEvent.setup();
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderUi(
      <Tabs aria-label="Property" items={items("12")} onSelectionChange={first} />,
    );
    rerender(<Tabs aria-label="Property" items={items("12")} onSelectionChange={second} />);
    await user.click(screen.getByRole("tab", { name: "Channels" }));
    expect(second).toHaveBeenLastCalledWith("channels");
    expect(first).not.toHaveBeenCalledWith("channels");
  });

  it("adds and removes tabs as the items do", () => {
    const { rerender } = renderUi(<Tabs aria-label="Property" items={items("12")} />);
    const more = [...items("12"), { id: "rates", label: "Rates", content: <p>Rate plans.</p> }];
    rerender(<Tabs aria-label="Property" items={more} />);
    act(() => screen.getByRole("tab", { name: "Rates" }).click());
    expect(screen.getByRole("tabpanel", { name: "Rates" })).toHaveTextContent("Rate plans.");
    rerender(<Tabs aria-label="Property" items={items("12").slice(0, 2)} />);
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["General", "Rooms"]);
  });
});
