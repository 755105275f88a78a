import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { disabledToggles } from "../__stories__/disabled";
import { fieldArgTypes } from "../__stories__/fieldStories";
import { inColumn } from "../__stories__/inColumn";
import { StateGrid, expectDistinctToggleStates } from "../__stories__/StateGrid";
import type { CheckboxProps } from "./Checkbox";
import { Checkbox, CheckboxGroup } from "./Checkbox";

const meta = {
  title: "Components/Primitives/Checkbox",
  component: Checkbox,
  args: { children: "Breakfast included", onChange: fn() },
  argTypes: fieldArgTypes,
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { hint: "Served from 7:00 to 10:30" } };

export const Default: Story = {
  args: { hint: "Served from 7:00 to 10:30" },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "Breakfast included" });
    await expect(checkbox).toHaveAccessibleDescription("Served from 7:00 to 10:30");
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(" ");
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    // Pointer: the label text toggles too.
    await userEvent.click(canvas.getByText("Breakfast included"));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

const ROOMS = ["Room 101", "Room 102", "Room 103"];

function SelectAll(args: CheckboxProps) {
  const [selected, setSelected] = useState<string[]>(["Room 102"]);
  const all = selected.length === ROOMS.length;
  return (
    <div style={{ display: "grid", gap: 8 }}>
      <Checkbox
        {...args}
        isSelected={all}
        isIndeterminate={selected.length > 0 && !all}
        onChange={(isSelected) => {
          setSelected(isSelected ? ROOMS : []);
          args.onChange?.(isSelected);
        }}
      >
        All rooms
      </Checkbox>
      <div style={{ paddingInlineStart: 26 }}>
        <CheckboxGroup aria-label="Rooms" value={selected} onChange={setSelected}>
          {ROOMS.map((room) => (
            <Checkbox key={room} value={room}>
              {room}
            </Checkbox>
          ))}
        </CheckboxGroup>
      </div>
    </div>
  );
}

export const Indeterminate: Story = {
  render: (args) => <SelectAll {...args} />,
  play: async ({ args, canvas }) => {
    const all = canvas.getByRole("checkbox", { name: "All rooms" });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await expect(all).toBeChecked();
    for (const room of ROOMS) await expect(canvas.getByRole("checkbox", { name: room })).toBeChecked();
    await userEvent.click(canvas.getByRole("checkbox", { name: "Room 103" }));
    await expect(all).toBePartiallyChecked();
    // Keyboard: Space on the partly checked box selects every room, a second Space clears them.
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(all).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(all).toBeChecked();
    await userEvent.keyboard(" ");
    await expect(all).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByRole("checkbox", { name: "Room 101" })).not.toBeChecked();
  },
};

export const Invalid: Story = {
  args: {
    children: "I confirm the guest's identity was checked",
    isInvalid: true,
    errorMessage: "Confirm the identity check before checking in",
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole("checkbox", { name: /identity was checked/ });
    await expect(checkbox).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByText("Confirm the identity check before checking in")).toBeVisible();
    await expect(checkbox).toHaveAccessibleDescription("Confirm the identity check before checking in");
  },
};

export const Disabled: Story = {
  ...disabledToggles(Checkbox, { role: "checkbox", name: "Breakfast included", selected: "Late check-out" }),
};

export const Group: Story = {
  render: (args) => (
    <CheckboxGroup
      label="Amenities"
      hint="Shown on the booking page"
      defaultValue={["wifi"]}
      onChange={args.onChange as (value: string[]) => void}
    >
      <Checkbox value="wifi">Wi-Fi</Checkbox>
      <Checkbox value="parking">Parking</Checkbox>
      <Checkbox value="pool" hint="Open May to September">
        Pool
      </Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole("group", { name: "Amenities" });
    await expect(group).toHaveAccessibleDescription("Shown on the booking page");
    await expect(canvas.getByRole("checkbox", { name: "Wi-Fi" })).toBeChecked();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("checkbox", { name: "Parking" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(args.onChange).toHaveBeenLastCalledWith(["wifi", "parking"]);
    await userEvent.click(canvas.getByText("Wi-Fi"));
    await expect(args.onChange).toHaveBeenLastCalledWith(["parking"]);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Pool" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(["parking", "pool"]);
  },
};

export const GroupHorizontal: Story = {
  render: () => (
    <CheckboxGroup label="Board" orientation="horizontal" defaultValue={["breakfast"]}>
      <Checkbox value="breakfast">Breakfast</Checkbox>
      <Checkbox value="lunch">Lunch</Checkbox>
      <Checkbox value="dinner">Dinner</Checkbox>
    </CheckboxGroup>
  ),
};

export const GroupRequired: Story = {
  render: (args) => (
    <CheckboxGroup
      label="Payment methods"
      isRequired
      errorMessage="Accept at least one payment method"
      onChange={args.onChange as (value: string[]) => void}
    >
      <Checkbox value="card">Credit card</Checkbox>
      <Checkbox value="cash">Cash</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole("group", { name: "Payment methods" });
    await expect(canvas.queryByText("Accept at least one payment method")).not.toBeInTheDocument();
    // Through both checkboxes and out of the group without selecting one.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByText("Accept at least one payment method")).toBeVisible();
    await expect(canvas.getByRole("checkbox", { name: "Cash" })).toHaveAttribute("aria-invalid", "true");
    await expect(group).toHaveAccessibleDescription("Accept at least one payment method");
    await userEvent.click(canvas.getByText("Cash"));
    await expect(args.onChange).toHaveBeenLastCalledWith(["cash"]);
    await waitFor(() =>
      expect(canvas.queryByText("Accept at least one payment method")).not.toBeInTheDocument(),
    );
  },
};

export const GroupDisabled: Story = {
  render: (args) => (
    <CheckboxGroup
      label="Amenities"
      isDisabled
      defaultValue={["wifi"]}
      onChange={args.onChange as (value: string[]) => void}
    >
      <Checkbox value="wifi">Wi-Fi</Checkbox>
      <Checkbox value="parking">Parking</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText("Parking"), { pointerEventsCheck: 0 });
    await expect(canvas.getByRole("checkbox", { name: "Parking" })).not.toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "Parking" })).toBeDisabled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    children:
      "Send the guest an automatic reminder e-mail with the check-in instructions, the door code and the parking information two days before arrival",
    hint: "Uses the template of the property's default language when the guest's language has no translation.",
    defaultSelected: true,
  },
  render: inColumn(Checkbox, 320),
};

export const Dark: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 8 }}>
      <Checkbox>Unchecked</Checkbox>
      <Checkbox defaultSelected>Checked</Checkbox>
      <Checkbox isIndeterminate>Partly checked</Checkbox>
      <Checkbox isInvalid errorMessage="Required">
        Invalid
      </Checkbox>
      <Checkbox isDisabled defaultSelected>
        Disabled
      </Checkbox>
    </div>
  ),
  globals: { scheme: "dark" },
};

export const RightToLeft: Story = {
  render: (args) => (
    <CheckboxGroup
      label="المرافق"
      hint="تظهر في صفحة الحجز"
      onChange={args.onChange as (value: string[]) => void}
    >
      <Checkbox value="wifi">واي فاي</Checkbox>
      <Checkbox value="parking">موقف سيارات</Checkbox>
    </CheckboxGroup>
  ),
  globals: { locale: "ar" },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await expect(args.onChange).toHaveBeenLastCalledWith(["wifi"]);
    await expect(canvas.getByRole("checkbox", { name: "واي فاي" })).toBeChecked();
  },
};

const checkboxColumns = ["Unchecked", "Checked", "Indeterminate", "Invalid"] as const;

/** Each value in every interaction state at once (hover, keyboard focus, press and disabled forced). */
export const States: Story = {
  render: (args) => (
    <StateGrid
      // The button part of the field carries the states (its label holds the box or track).
      target="label[data-rac]"
      columns={checkboxColumns}
      render={(column, row) => (
        <Checkbox
          {...args}
          isSelected={column === "Checked" || column === "Invalid"}
          isIndeterminate={column === "Indeterminate"}
          isInvalid={column === "Invalid"}
          isDisabled={row.disabled}
        />
      )}
    />
  ),
  play: expectDistinctToggleStates,
};

export const StatesDark: Story = { ...States, globals: { scheme: "dark" } };

export const StatesRightToLeft: Story = {
  ...States,
  args: { children: "الإفطار مشمول" },
  globals: { locale: "ar" },
};
