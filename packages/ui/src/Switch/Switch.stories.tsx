import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { disabledToggles } from "../__stories__/disabled";
import { StateGrid, expectDistinctToggleStates } from "../__stories__/StateGrid";
import { Switch } from "./Switch";
import { inColumn } from "../__stories__/inColumn";

const meta = {
  title: "Components/Primitives/Switch",
  component: Switch,
  args: { children: "Online booking", onChange: fn() },
  argTypes: { hint: { control: "text" } },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where the thumb is, relative to its track: its offset from the track's left edge in px. */
const thumbOffset = (canvasElement: HTMLElement) => {
  const track = canvasElement.querySelector('[data-ui="Switch"] [data-part="track"]')!;
  const thumb = track.firstElementChild!;
  return thumb.getBoundingClientRect().left - track.getBoundingClientRect().left;
};

export const Playground: Story = { args: { hint: "Guests can book on the website" } };

export const Default: Story = {
  args: { hint: "Guests can book on the website" },
  play: async ({ args, canvas, canvasElement }) => {
    const control = canvas.getByRole("switch", { name: "Online booking" });
    await expect(control).toHaveAccessibleDescription("Guests can book on the website");
    await expect(control).not.toBeChecked();
    const offOffset = thumbOffset(canvasElement);
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    // The thumb slid towards the inline end (right in LTR).
    await waitFor(() => expect(thumbOffset(canvasElement)).toBeGreaterThan(offOffset));
    await userEvent.click(canvas.getByText("Online booking"));
    await expect(control).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const On: Story = { args: { defaultSelected: true } };

export const Disabled: Story = {
  ...disabledToggles(Switch, { role: "switch", name: "Online booking", selected: "Channel manager sync" }),
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelected: true },
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole("switch", { name: "Online booking" });
    await userEvent.click(canvas.getByText("Online booking"));
    await expect(control).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    children:
      "Automatically close the sale of all rooms in every channel when the occupancy of the property reaches the configured threshold",
    hint: "Reopens them when a cancellation brings the occupancy back below the threshold.",
    defaultSelected: true,
  },
  render: inColumn(Switch, 320),
};

export const Dark: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: 8 }}>
      <Switch {...args}>Off</Switch>
      <Switch {...args} defaultSelected>
        On
      </Switch>
      <Switch {...args} isDisabled>
        Disabled
      </Switch>
      <Switch {...args} isDisabled defaultSelected>
        Disabled on
      </Switch>
    </div>
  ),
  globals: { scheme: "dark" },
};

export const RightToLeft: Story = {
  args: { children: "الحجز عبر الإنترنت", hint: "يمكن للضيوف الحجز على الموقع" },
  globals: { locale: "ar" },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    const control = canvas.getByRole("switch", { name: "الحجز عبر الإنترنت" });
    const offOffset = thumbOffset(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    // Mirrored: the thumb slid to the left.
    await waitFor(() => expect(thumbOffset(canvasElement)).toBeLessThan(offOffset));
  },
};

const switchColumns = ["Off", "On"] as const;

/** Off and on in every interaction state at once (hover, keyboard focus, press and disabled forced). */
export const States: Story = {
  render: (args) => (
    <StateGrid
      // The button part of the field carries the states (its label holds the box or track).
      target="label[data-rac]"
      columns={switchColumns}
      render={(column, row) => <Switch {...args} isSelected={column === "On"} isDisabled={row.disabled} />}
    />
  ),
  play: expectDistinctToggleStates,
};

export const StatesDark: Story = { ...States, globals: { scheme: "dark" } };

export const StatesRightToLeft: Story = {
  ...States,
  args: { children: "الحجز عبر الإنترنت" },
  globals: { locale: "ar" },
};
