import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { Select } from "./Select";
import { CHOICE_STATE_ROWS, fieldStates } from "../__stories__/StateGrid";

const roomTypes = [
  { id: "single", label: "Single room" },
  { id: "double", label: "Double room" },
  { id: "suite", label: "Suite" },
  { id: "apartment", label: "Apartment", isDisabled: true },
  { id: "dorm", label: "Dormitory bed" },
];

const meta = {
  title: "Components/Primitives/Select",
  component: Select,
  args: { label: "Room type", items: roomTypes, onSelectionChange: fn() },
  decorators: [(Story) => <div style={{ inlineSize: 280 }}>{Story()}</div>],
  argTypes: {
    placeholder: { table: { defaultValue: { summary: '"Select an item"' } } },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { hint: "As sold on the booking engine" } };

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: /Room type/ });
    await expect(trigger).toHaveTextContent("Select an item");

    // Keyboard: ArrowDown opens on the first option, ArrowDown moves, Enter chooses and closes.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    const listbox = await screen.findByRole("listbox", { name: "Room type" });
    await waitFor(() => expect(within(listbox).getByRole("option", { name: "Single room" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith("double");
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent("Double room");
    await waitFor(() => expect(trigger).toHaveFocus());

    // Escape closes without changing the value.
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("listbox");
    await userEvent.keyboard("{ArrowDown}{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent("Double room");
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);

    // Pointer.
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("option", { name: "Suite" }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith("suite");
    await expect(trigger).toHaveTextContent("Suite");
  },
};

export const DisabledItems: Story = {
  args: { defaultSelectedKey: "suite" },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: /Room type/ });
    await userEvent.click(trigger);
    const listbox = await screen.findByRole("listbox");
    await expect(within(listbox).getByRole("option", { name: "Suite" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const apartment = within(listbox).getByRole("option", { name: "Apartment" });
    await expect(apartment).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(apartment, { pointerEventsCheck: 0 });
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    // The keyboard skips it: from Suite, ArrowDown lands on Dormitory bed.
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(within(listbox).getByRole("option", { name: "Dormitory bed" })).toHaveFocus());
    await userEvent.keyboard("{Escape}");
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: "double" },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: /Room type/ });
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveTextContent("Double room");
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: {
    isRequired: true,
    isInvalid: true,
    errorMessage: "Choose the room type",
    hint: "Required for the rate plan",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Choose the room type")).toBeVisible();
    await expect(canvas.getByRole("button", { name: /Room type/ })).toHaveAccessibleDescription(
      /Choose the room type/,
    );
  },
};

export const CustomPlaceholder: Story = {
  args: { placeholder: "Any room type" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /Room type/ })).toHaveTextContent("Any room type");
  },
};

export const LongText: Story = {
  args: {
    label: "Room type as shown on the confirmation e-mail sent to the guest",
    defaultSelectedKey: "family",
    items: [
      { id: "family", label: "Family room with two connecting bedrooms, balcony and a view of the lake" },
      { id: "double", label: "Double room" },
      { id: "accessible", label: "Accessible double room with roll-in shower and emergency call system" },
    ],
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: /Room type/ });
    // The value is cut with an ellipsis, the options wrap.
    await expect(trigger.getBoundingClientRect().width).toBeLessThanOrEqual(280);
    await userEvent.click(trigger);
    const option = await screen.findByRole("option", { name: /Accessible double room/ });
    await expect(option.getBoundingClientRect().height).toBeGreaterThan(32);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
  },
};

/** The trigger, a button drawn as a field, carries the states. */
const TRIGGER = "button[data-rac]";

/**
 * Every state of the closed select in one picture: at rest, hovered, with keyboard focus, invalid (alone and
 * focused) and disabled, with its placeholder and with a choice. A select is not read only (react-aria's has
 * no such state); pressing it opens the list, as Default shows.
 */
export const States: Story = {
  args: { errorMessage: "Choose the room type", defaultSelectedKey: "double" },
  ...fieldStates(Select, {
    target: TRIGGER,
    width: 220,
    rows: CHOICE_STATE_ROWS,
    value: "defaultSelectedKey",
    columns: ["Placeholder", "Chosen"],
  }),
  decorators: [(Story) => Story()],
};

export const StatesDark: Story = { ...States, globals: { scheme: "dark" } };

export const StatesRightToLeft: Story = {
  ...States,
  args: {
    label: "نوع الغرفة",
    errorMessage: "اختر نوع الغرفة",
    items: [
      { id: "single", label: "غرفة مفردة" },
      { id: "double", label: "غرفة مزدوجة" },
      { id: "suite", label: "جناح" },
    ],
    defaultSelectedKey: "double",
  },
  globals: { locale: "ar" },
};

export const Dark: Story = { ...Default, globals: { scheme: "dark" } };

export const RightToLeft: Story = {
  args: {
    label: "نوع الغرفة",
    items: [
      { id: "single", label: "غرفة مفردة" },
      { id: "double", label: "غرفة مزدوجة" },
      { id: "suite", label: "جناح" },
    ],
  },
  globals: { locale: "ar" },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    const trigger = canvas.getByRole("button", { name: /نوع الغرفة/ });
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}");
    await screen.findByRole("listbox");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith("suite");
    await expect(trigger).toHaveTextContent("جناح");
  },
};
