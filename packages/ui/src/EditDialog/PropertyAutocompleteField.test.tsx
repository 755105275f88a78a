// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../../test/render";
import { PropertyAutocompleteField } from "./PropertyAutocompleteField";
import type { PropertyAutocompleteSchema, PropertyOption } from "./schema";

const PROPERTIES: PropertyOption[] = [
  { id: "1001", name: "Hotel Sacher Wien" },
  { id: "1002", name: "Hotel Imperial Wien" },
  { id: "1003", name: "Grand Hotel Zermatt" },
];

/** Like the console's loader: by name or id, case-insensitive. */
const search = (query: string) =>
  PROPERTIES.filter(
    ({ id, name }) => id.includes(query) || name.toLowerCase().includes(query.trim().toLowerCase()),
  );

function Field({ field, initial }: { field: PropertyAutocompleteSchema; initial?: unknown }) {
  const [value, setValue] = useState<unknown>(initial ?? null);
  return (
    <>
      <PropertyAutocompleteField
        field={field}
        label="Property"
        value={value}
        onChange={setValue}
        onBlur={() => {}}
      />
      <output>{JSON.stringify(value)}</output>
    </>
  );
}

describe("PropertyAutocompleteField", () => {
  it("finds a property by name through the loader and stores its id", async () => {
    const load = vi.fn(async (query: string) => search(query));
    const { user } = renderUi(
      <Field field={{ kind: "propertyAutocomplete", name: "p", label: "Property", load }} />,
    );
    await user.click(screen.getByRole("combobox", { name: "Property" }));
    await user.keyboard("sacher");
    await user.click(await screen.findByRole("option", { name: "Hotel Sacher Wien (1001)" }));
    expect(screen.getByText('"1001"')).toBeInTheDocument();
    // Typing is debounced: one call for the word, not one per keystroke (plus the first list).
    expect(load.mock.calls.map(([query]) => query)).not.toContain("sac");
  });

  it("finds by id and names stored ids it did not list", async () => {
    // The first list holds only 1001; 1003 is stored and must be looked up by its id.
    const load = vi.fn(async (query: string) => (query === "" ? PROPERTIES.slice(0, 1) : search(query)));
    const field: PropertyAutocompleteSchema = {
      kind: "propertyAutocomplete",
      name: "p",
      label: "Property",
      load,
      multiple: true,
    };
    const { user } = renderUi(<Field field={field} initial={["1003"]} />);
    expect(await screen.findByRole("row", { name: "Grand Hotel Zermatt (1003)" })).toBeInTheDocument();
    await user.click(screen.getByRole("combobox", { name: "Property" }));
    await user.keyboard("1002");
    await user.click(await screen.findByRole("option", { name: "Hotel Imperial Wien (1002)" }));
    expect(screen.getByText('["1003","1002"]')).toBeInTheDocument();
  });

  it("says so when the loader fails, instead of offering nothing", async () => {
    const load = vi.fn(() => Promise.reject(new Error("offline")));
    renderUi(<Field field={{ kind: "propertyAutocomplete", name: "p", label: "Property", load }} />);
    expect(await screen.findByText("The properties could not be loaded")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Property" })).toHaveAttribute("aria-invalid", "true");
  });

  it("aborts the search a newer keystroke replaced", async () => {
    const signals: AbortSignal[] = [];
    const load = vi.fn((query: string, signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<PropertyOption[]>((resolve) => setTimeout(() => resolve(search(query)), 400));
    });
    const { user } = renderUi(
      <Field field={{ kind: "propertyAutocomplete", name: "p", label: "Property", load }} />,
    );
    const input = screen.getByRole("combobox", { name: "Property" });
    await user.click(input);
    await user.keyboard("wien");
    await waitFor(() => expect(load).toHaveBeenCalledWith("wien", expect.anything()));
    // "wien" selected and typed over: the field never goes empty, whose full list (asked at once, as the
    // field opens) would bring Wien back by itself on a machine slow enough to let it answer.
    await user.type(input, "zermatt", { skipClick: true, initialSelectionStart: 0, initialSelectionEnd: 4 });
    await screen.findByRole("option", { name: "Grand Hotel Zermatt (1003)" }, { timeout: 3000 });
    const wien = load.mock.calls.findIndex(([query]) => query === "wien");
    expect(signals[wien]!.aborted).toBe(true);
    expect(screen.queryByRole("option", { name: /Wien/ })).not.toBeInTheDocument();
  });
});
