import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ComponentType } from "react";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import type {
  AutocompleteItem,
  AutocompleteMultipleProps,
  AutocompleteProps,
  AutocompleteSingleProps,
} from "./Autocomplete";
import { Autocomplete } from "./Autocomplete";
import { CHOICE_STATE_ROWS, fieldStates } from "../__stories__/StateGrid";

/** Both modes' props in one bag for the controls; `selectionMode` decides which ones apply. */
type StoryArgs = Omit<AutocompleteSingleProps, "selectionMode" | "onSelectionChange"> &
  Pick<AutocompleteMultipleProps, "selectedKeys" | "defaultSelectedKeys"> & {
    selectionMode?: "single" | "multiple";
    onSelectionChange?: (value: string | string[] | null) => void;
  };

const properties: AutocompleteItem[] = [
  { id: "berlin", label: "Hotel Berlin Mitte" },
  { id: "alpina", label: "Berghotel Alpina" },
  { id: "vienna", label: "Grand Hotel Wien" },
  { id: "zurich", label: "Zürich Lakeside" },
  { id: "prague", label: "Prague Old Town Suites", isDisabled: true },
  { id: "lisbon", label: "Lisboa Riverside" },
];

const meta = {
  title: "Components/Primitives/Autocomplete",
  component: Autocomplete,
  args: { label: "Property", items: properties, onSelectionChange: fn() },
  argTypes: { selectionMode: { control: "inline-radio", options: ["single", "multiple"] } },
  render: (args) => <Autocomplete {...(args as AutocompleteProps)} />,
  decorators: [(Story) => <div style={{ inlineSize: 340 }}>{Story()}</div>],
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { hint: "Type part of the name" } };

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("combobox", { name: "Property" });
    await expect(input).toHaveAttribute("placeholder", "Search");

    // Typing filters ("contains", ignoring case): "berg" leaves only Berghotel Alpina; "ber" two hotels.
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard("ber");
    const listbox = await screen.findByRole("listbox");
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole("option")
          .map((option) => option.textContent),
      ).toEqual(["Hotel Berlin Mitte", "Berghotel Alpina"]),
    );
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith("alpina");
    await expect(input).toHaveValue("Berghotel Alpina");
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());

    // ArrowDown shows the whole list again; Escape closes it and keeps the value.
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(properties.length));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
    await expect(input).toHaveValue("Berghotel Alpina");

    // Pointer: the chevron opens the list.
    await userEvent.click(canvas.getByRole("button", { name: /Show suggestions/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Grand Hotel Wien" }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith("vienna");
    await expect(input).toHaveValue("Grand Hotel Wien");
  },
};

export const NoResults: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Property" }));
    await userEvent.keyboard("xyz");
    const listbox = await screen.findByRole("listbox");
    await waitFor(() => expect(within(listbox).getByText("No results")).toBeVisible());
    // The empty state is the only entry (react-aria gives it the option role).
    await expect(
      within(listbox)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["No results"]);
  },
};

/**
 * A multiple picker's text starts where a single picker's does, so the placeholders of a dialog's fields line up
 * (users' global roles under the e-mail field, a property's roles under the property); it sat 4 px to the start.
 */
export const MultipleAlignsWithSingle: Story = {
  tags: ["no-visual"],
  render: () => (
    <>
      <Autocomplete label="Property" items={properties} />
      <Autocomplete label="Roles" items={properties} selectionMode="multiple" />
    </>
  ),
  play: async ({ canvas }) => {
    const textStart = (name: string) => {
      const input = canvas.getByRole("combobox", { name });
      const style = getComputedStyle(input);
      return input.getBoundingClientRect().left + parseFloat(style.paddingLeft);
    };
    await waitFor(() => expect(canvas.getByRole("combobox", { name: "Roles" })).toBeVisible());
    await expect(textStart("Roles")).toBe(textStart("Property"));
  },
};

export const Multiple: Story = {
  args: { label: "Properties", selectionMode: "multiple" },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("combobox", { name: "Properties" });

    // Keyboard: type, pick; the input empties and the list stays open with the items not picked yet.
    await userEvent.tab();
    await userEvent.keyboard("ber");
    await screen.findByRole("listbox");
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(["berlin"]);
    await expect(input).toHaveValue("");
    await expect(input).toHaveFocus();
    const listbox = await screen.findByRole("listbox");
    await waitFor(() => expect(within(listbox).getAllByRole("option")).toHaveLength(properties.length - 1));
    await expect(
      within(listbox).queryByRole("option", { name: "Hotel Berlin Mitte" }),
    ).not.toBeInTheDocument();

    // Pointer: a pick by click closes the list, so it no longer covers what is under the field (a dialog's
    // Save button); the focus stays in the input.
    await userEvent.click(within(listbox).getByRole("option", { name: "Grand Hotel Wien" }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(["berlin", "vienna"]);
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await expect(input).toHaveFocus();
    const chips = canvas.getByRole("grid", { name: "2 selected" });
    await expect(
      within(chips)
        .getAllByRole("row")
        .map((row) => row.getAttribute("aria-label")),
    ).toEqual(["Hotel Berlin Mitte", "Grand Hotel Wien"]);

    // The remove button of a chip.
    await userEvent.click(canvas.getByRole("button", { name: "Remove Hotel Berlin Mitte" }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(["vienna"]);
    await expect(canvas.queryByRole("row", { name: "Hotel Berlin Mitte" })).not.toBeInTheDocument();

    // Backspace in the empty input removes the last chip; the focus stays in the input.
    await userEvent.click(input);
    await userEvent.keyboard("{Backspace}");
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.queryByRole("grid")).not.toBeInTheDocument();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute("placeholder", "Search");
  },
};

export const MultipleKeyboardRemoval: Story = {
  args: {
    label: "Properties",
    selectionMode: "multiple",
    defaultSelectedKeys: ["alpina", "zurich", "lisbon"],
  },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("combobox", { name: "Properties" });
    await userEvent.click(input);
    // Text in the input: Backspace edits the text, not the chips.
    await userEvent.keyboard("li{Backspace}{Backspace}");
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    await userEvent.keyboard("{Backspace}");
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(["alpina", "zurich"]);
    // Shift+Tab reaches the chips, on the one next to the input; Delete removes the focused chip and the focus
    // moves to its neighbour.
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole("row", { name: "Zürich Lakeside" })).toHaveFocus();
    await userEvent.keyboard("{Delete}");
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(["alpina"]);
    await waitFor(() => expect(canvas.getByRole("row", { name: "Berghotel Alpina" })).toHaveFocus());
    // Removing the last chip puts the focus back in the input.
    await userEvent.keyboard("{Backspace}");
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([]);
    await waitFor(() => expect(input).toHaveFocus());
  },
};

/** The caller searches (here a fixed list stands in for the server) and passes the hits as `items`. */
function ServerSearchDemo(props: { onInputChange: (value: string) => void; isLoading?: boolean }) {
  const [hits, setHits] = useState<AutocompleteItem[]>(properties);
  return (
    <Autocomplete
      label="Property"
      hint="Searches by name or id"
      items={hits}
      isLoading={props.isLoading}
      onInputChange={(value) => {
        props.onInputChange(value);
        const query = value.toLowerCase();
        setHits(properties.filter((p) => p.id.includes(query) || p.label.toLowerCase().includes(query)));
      }}
    />
  );
}

export const ServerSearch: Story = {
  args: { onInputChange: fn() },
  render: (args) => <ServerSearchDemo onInputChange={args.onInputChange!} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Property" }));
    // "wien" is in no id, "vienna" in no label: the server's hits are shown unfiltered.
    await userEvent.keyboard("vienna");
    await expect(args.onInputChange).toHaveBeenLastCalledWith("vienna");
    await expect(await screen.findByRole("option", { name: "Grand Hotel Wien" })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { onInputChange: fn() },
  render: (args) => <ServerSearchDemo onInputChange={args.onInputChange!} isLoading />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar", { name: "Loading" })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("combobox", { name: "Property" }));
    await userEvent.keyboard("nothing like this");
    const listbox = await screen.findByRole("listbox");
    await waitFor(() => expect(within(listbox).getByText("Loading")).toBeVisible());
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: "vienna" },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("combobox", { name: "Property" });
    await expect(input).toBeDisabled();
    // The selected item's text arrives with react-aria's second render (a built Storybook has no act()).
    await waitFor(() => expect(input).toHaveValue("Grand Hotel Wien"));
  },
};

export const DisabledMultiple: Story = {
  args: { isDisabled: true, selectionMode: "multiple", defaultSelectedKeys: ["berlin", "vienna"] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Property" })).toBeDisabled();
    await expect(canvas.getByRole("row", { name: "Grand Hotel Wien" })).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: /Remove/ })).not.toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: {
    isRequired: true,
    isInvalid: true,
    errorMessage: "Choose at least one property",
    selectionMode: "multiple",
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("combobox", { name: /Property/ });
    await expect(canvas.getByText("Choose at least one property")).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(/Choose at least one property/);
  },
};

const longItems: AutocompleteItem[] = [
  { id: "a", label: "Grand Hotel Wien am Kärntner Ring – Conference and Spa Resort, Building B" },
  { id: "b", label: "Boutique Apartments Zürich Lakeside with Parking Garage and Bicycle Rental" },
  { id: "c", label: "Short" },
];

export const LongText: Story = {
  args: {
    label: "Properties whose rates are copied from the selected master property every night",
    selectionMode: "multiple",
    items: longItems,
    defaultSelectedKeys: ["a"],
  },
  play: async ({ canvas }) => {
    const chip = canvas.getByRole("row", { name: /Grand Hotel Wien/ });
    // The chip is cut with an ellipsis inside the field.
    await expect(chip.getBoundingClientRect().width).toBeLessThanOrEqual(340);
    await userEvent.click(canvas.getByRole("combobox"));
    await userEvent.keyboard("{ArrowDown}");
    const option = await screen.findByRole("option", { name: /Boutique Apartments/ });
    await waitFor(() => expect(option).toBeVisible());
    await userEvent.keyboard("{Escape}");
  },
};

/** The box (react-aria's Group around the input and its button) carries the states. */
const BOX = "[data-rac]:has(> input)";

/** The right-to-left stories' properties. */
const arabicProperties: AutocompleteItem[] = [
  { id: "cairo", label: "فندق القاهرة" },
  { id: "dubai", label: "منتجع دبي" },
  { id: "amman", label: "أجنحة عمّان" },
];

/**
 * Every state of the single picker in one picture: at rest, hovered, with keyboard focus, invalid (alone and
 * focused) and disabled, empty and with a choice.
 */
export const States: Story = {
  args: { errorMessage: "Choose a property", defaultSelectedKey: "alpina" },
  // The single picker: the story's bag of both modes' props goes to it as they are.
  ...fieldStates(Autocomplete as ComponentType<StoryArgs>, {
    target: BOX,
    width: 240,
    rows: CHOICE_STATE_ROWS,
    value: "defaultSelectedKey",
    columns: ["Empty", "Chosen"],
  }),
  decorators: [(Story) => Story()],
};

export const StatesDark: Story = { ...States, globals: { scheme: "dark" } };

export const StatesRightToLeft: Story = {
  ...States,
  args: {
    label: "العقار",
    errorMessage: "اختر عقارًا",
    items: arabicProperties,
    defaultSelectedKey: "dubai",
  },
  globals: { locale: "ar" },
};

export const Dark: Story = {
  args: { selectionMode: "multiple", defaultSelectedKeys: ["berlin", "zurich"] },
  globals: { scheme: "dark" },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Property" }));
    await userEvent.keyboard("{ArrowDown}");
    await screen.findByRole("listbox");
    await userEvent.keyboard("{Escape}");
  },
};

export const RightToLeft: Story = {
  args: {
    label: "العقارات",
    selectionMode: "multiple",
    items: arabicProperties,
    defaultSelectedKeys: ["cairo"],
  },
  globals: { locale: "ar" },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    await userEvent.click(canvas.getByRole("combobox", { name: "العقارات" }));
    await userEvent.keyboard("دبي");
    await userEvent.click(await screen.findByRole("option", { name: "منتجع دبي" }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(["cairo", "dubai"]);
    await userEvent.keyboard("{Escape}");
    await expect(canvas.getByRole("row", { name: "منتجع دبي" })).toBeInTheDocument();
  },
};
