// @vitest-environment jsdom
import { act, screen, waitFor } from "@testing-library/react";
import type { ReactElement } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { renderUi, stubResizeObserver } from "../../test/render";
import { Autocomplete } from "../Autocomplete/Autocomplete";
import { Dialog } from "../Dialog";
import { IconButton } from "../IconButton";
import { Menu } from "../Menu";
import { PopoverButton } from "../Popover";
import { Select } from "../Select";
import type { OverlayParts } from "./load";
import { OverlayPartsOverride } from "./load";
import { loadOverlays } from "./register";

// Issue 40: Select, Menu, Autocomplete, PopoverButton, Dialog and tooltips draw without react-aria's overlay
// machinery until the overlay parts come (after the screen is drawn). What a user does meanwhile is kept.

let parts: OverlayParts;
beforeAll(async () => {
  parts = await loadOverlays();
  stubResizeObserver();
});

/** Renders `ui` without the overlay parts; `arrive()` lets them come, as the chunk does. */
function renderBefore(ui: ReactElement) {
  const result = renderUi(<OverlayPartsOverride parts={undefined}>{ui}</OverlayPartsOverride>);
  const arrive = () =>
    act(() => result.rerender(<OverlayPartsOverride parts={parts}>{ui}</OverlayPartsOverride>));
  return { ...result, arrive };
}

const ITEMS = [
  { id: "20", label: "20" },
  { id: "50", label: "50" },
  { id: "100", label: "100" },
];

const actions = [
  { id: "password", label: "Change password" },
  { id: "logout", label: "Log out" },
];

describe("before the overlay parts come", { timeout: 30_000 }, () => {
  it("a menu's trigger says it opens a menu; pressed, the menu opens when they come", async () => {
    const onAction = vi.fn();
    const { user, arrive } = renderBefore(<Menu items={actions} onAction={onAction} />);
    const trigger = screen.getByRole("button", { name: "More actions" });
    expect(trigger).toHaveAttribute("aria-haspopup", "true");
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    await user.click(trigger);
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    arrive();
    const menu = await screen.findByRole("menu");
    await user.click(screen.getByRole("menuitem", { name: "Log out" }));
    expect(onAction).toHaveBeenCalledWith("logout");
    await waitFor(() => expect(menu).not.toBeInTheDocument());
  });

  it("a menu's trigger focused by Tab keeps the focus when they come, and ArrowDown opens the menu into it", async () => {
    const { user, arrive } = renderBefore(<Menu items={actions} onAction={() => undefined} />);
    await user.tab();
    expect(screen.getByRole("button", { name: "More actions" })).toHaveFocus();
    arrive();
    // The stand-in's button was replaced: the focus is on the new one, not lost to the page.
    await waitFor(() => expect(screen.getByRole("button", { name: "More actions" })).toHaveFocus());
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();

    const second = renderBefore(<Menu items={actions} onAction={() => undefined} />);
    const trigger = screen.getAllByRole("button", { name: "More actions" })[1]!;
    trigger.focus();
    await second.user.keyboard("{ArrowDown}");
    second.arrive();
    const menu = await screen.findByRole("menu");
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
  });

  it("a select shows its value under its name; pressed, its list opens when they come", async () => {
    const onSelectionChange = vi.fn();
    const { user, arrive } = renderBefore(
      <Select label="Rows per page" items={ITEMS} selectedKey="50" onSelectionChange={onSelectionChange} />,
    );
    const trigger = screen.getByRole("button", { name: "50 Rows per page" });
    expect(trigger).toHaveAttribute("aria-haspopup", "listbox");
    await user.click(trigger);
    arrive();
    await user.click(await screen.findByRole("option", { name: "100" }));
    expect(onSelectionChange).toHaveBeenCalledWith("100");
  });

  it("a select named by aria-label is named the same, and its placeholder shows without a value", () => {
    renderBefore(<Select aria-label="Sort by" items={ITEMS} selectedKey={null} />);
    expect(screen.getByRole("button", { name: /Sort by/ })).toHaveTextContent("Select an item");
  });

  it("an autocomplete shows the chosen item; what is typed before they come is searched when they come", async () => {
    const onInputChange = vi.fn();
    const properties = [
      { id: "1001", label: "Hotel Sacher Wien" },
      { id: "1002", label: "Hotel Bristol" },
      { id: "1003", label: "Park Hyatt" },
    ];
    const { user, arrive } = renderBefore(
      <Autocomplete label="Property" items={properties} selectedKey="1001" onInputChange={onInputChange} />,
    );
    const input = screen.getByRole("combobox", { name: "Property" });
    expect(input).toHaveValue("Hotel Sacher Wien");
    await user.clear(input);
    await user.type(input, "Bri");
    arrive();
    const field = screen.getByRole("combobox", { name: "Property" });
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue("Bri");
    expect(onInputChange).toHaveBeenLastCalledWith("Bri");
    expect(await screen.findByRole("listbox")).toBeInTheDocument();
  });

  it("a popover button opens its popover when they come, if it was pressed", async () => {
    const { user, arrive } = renderBefore(
      <PopoverButton
        label="Columns"
        trigger={
          <IconButton aria-label="Columns">
            <span>C</span>
          </IconButton>
        }
      >
        <p>Choose the columns</p>
      </PopoverButton>,
    );
    const trigger = screen.getByRole("button", { name: "Columns" });
    expect(trigger).not.toHaveAttribute("aria-haspopup");
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    await user.click(trigger);
    arrive();
    expect(await screen.findByRole("dialog", { name: "Columns" })).toHaveTextContent("Choose the columns");
  });

  it("an open dialog shows when they come; a shut one draws nothing before or after", async () => {
    const { arrive } = renderBefore(
      <>
        <Dialog title="Support" isOpen onOpenChange={() => undefined}>
          Call us
        </Dialog>
        <Dialog title="Language" isOpen={false} onOpenChange={() => undefined}>
          Pick one
        </Dialog>
      </>,
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    arrive();
    expect(await screen.findByRole("dialog", { name: "Support" })).toHaveTextContent("Call us");
    expect(screen.queryByRole("dialog", { name: "Language" })).not.toBeInTheDocument();
  });

  it("a tooltip waits for them: focused before, its bubble shows when they come", async () => {
    const { user, arrive } = renderBefore(
      <IconButton aria-label="Dark design" tooltip>
        <span>D</span>
      </IconButton>,
    );
    await user.tab();
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    arrive();
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Dark design");
  });
});
