// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../../test/render";
import { Autocomplete } from "./Autocomplete";

const ITEMS = [
  { id: "vip", label: "VIP" },
  { id: "spa", label: "Spa" },
  { id: "golf", label: "Golf" },
];

/** A multiple Autocomplete of tags, with its selection callback. */
function renderTags() {
  const onSelectionChange = vi.fn();
  const { user } = renderUi(
    <Autocomplete
      label="Tags"
      selectionMode="multiple"
      items={ITEMS}
      onSelectionChange={onSelectionChange}
    />,
  );
  return { user, onSelectionChange };
}

// Issue 26 section 4: the multiple list stayed open after a pick and covered the dialog under it.
describe("Autocomplete (multiple): the list after a pick", { timeout: 30_000 }, () => {
  it("closes after a pick by pointer, keeping the focus in the field; typing opens it again", async () => {
    const { user, onSelectionChange } = renderTags();
    const input = screen.getByRole("combobox", { name: "Tags" });
    await user.click(input);
    await user.keyboard("s");
    await user.click(await screen.findByRole("option", { name: "Spa" }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(["spa"]);
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).toHaveFocus();
    await user.keyboard("g");
    await user.click(await screen.findByRole("option", { name: "Golf" }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(["spa", "golf"]);
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
  });

  it("stays open after a pick by Enter, for the next one", async () => {
    const { user, onSelectionChange } = renderTags();
    await user.click(screen.getByRole("combobox", { name: "Tags" }));
    await user.keyboard("v");
    await screen.findByRole("listbox");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onSelectionChange).toHaveBeenLastCalledWith(["vip"]);
    const listbox = await screen.findByRole("listbox");
    await waitFor(() => expect(listbox.querySelectorAll('[role="option"]')).toHaveLength(2));
  });
});

// The property selector shows the property last chosen on a screen without one (home): choosing it there did
// nothing, since react-aria's change event hears changes only, so the receptionist could not reach its dashboard
// through the field.
describe("Autocomplete (single): choosing the item already chosen", { timeout: 30_000 }, () => {
  function renderChosen() {
    const onSelectionChange = vi.fn();
    const { user } = renderUi(
      <Autocomplete label="Tag" items={ITEMS} selectedKey="spa" onSelectionChange={onSelectionChange} />,
    );
    return { user, onSelectionChange, input: screen.getByRole("combobox", { name: "Tag" }) };
  }

  it("reports a click on it, once", async () => {
    const { user, onSelectionChange, input } = renderChosen();
    expect(input).toHaveValue("Spa");
    await user.click(screen.getByRole("button"));
    await user.click(await screen.findByRole("option", { name: "Spa" }));
    expect(onSelectionChange).toHaveBeenCalledTimes(1);
    expect(onSelectionChange).toHaveBeenLastCalledWith("spa");
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
  });

  it("reports Enter on it, once, and another item's pick once", async () => {
    const { user, onSelectionChange, input } = renderChosen();
    await user.click(input);
    await user.keyboard("{ArrowDown}");
    await screen.findByRole("listbox");
    await waitFor(() => expect(screen.getByRole("option", { name: "Spa" })).toHaveAttribute("data-focused"));
    await user.keyboard("{Enter}");
    expect(onSelectionChange).toHaveBeenCalledTimes(1);
    expect(onSelectionChange).toHaveBeenLastCalledWith("spa");
    await user.click(screen.getByRole("button"));
    await user.click(await screen.findByRole("option", { name: "Golf" }));
    expect(onSelectionChange).toHaveBeenCalledTimes(2);
    expect(onSelectionChange).toHaveBeenLastCalledWith("golf");
  });
});
