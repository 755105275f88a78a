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
