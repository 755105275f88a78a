import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { StateGrid, expectDistinctStates } from "../__stories__/StateGrid";
import type { SegmentedControlProps, SegmentedItem } from "./SegmentedControl";
import { SegmentedControl } from "./SegmentedControl";
import { clickIgnored } from "../__stories__/disabled";

type View = "all" | "arrivals" | "inHouse" | "departures";

const views: SegmentedItem<View>[] = [
  { id: "all", label: "All", count: 14 },
  { id: "arrivals", label: "Arrivals", count: 4 },
  { id: "inHouse", label: "In house", count: 8 },
  { id: "departures", label: "Departures", count: 2 },
];

/** The story keeps the choice, as a screen does (the control is controlled). */
function Controlled(props: SegmentedControlProps<View>) {
  const [value, setValue] = useState(props.value);
  return (
    <SegmentedControl
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: "Components/Primitives/SegmentedControl",
  component: SegmentedControl,
  args: { label: "Show", items: views, value: "all", onChange: fn() },
  render: (args) => <Controlled {...(args as SegmentedControlProps<View>)} />,
} satisfies Meta<typeof SegmentedControl<View>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** One choice of four, with how many entries each shows; the arrow keys move, Space chooses. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole("radiogroup", { name: "Show" });
    await expect(group).toBeInTheDocument();
    const all = canvas.getByRole("radio", { name: "All 14" });
    await expect(all).toBeChecked();
    await userEvent.click(canvas.getByRole("radio", { name: "Arrivals 4" }));
    await expect(args.onChange).toHaveBeenLastCalledWith("arrivals");
    await expect(canvas.getByRole("radio", { name: "Arrivals 4" })).toBeChecked();
    // The chosen one cannot be unchosen: one view is always shown.
    await userEvent.click(canvas.getByRole("radio", { name: "Arrivals 4" }));
    await expect(canvas.getByRole("radio", { name: "Arrivals 4" })).toBeChecked();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("radio", { name: "In house 8" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(args.onChange).toHaveBeenLastCalledWith("inHouse");
    // Back to the first state the story's name promises.
    await userEvent.click(all);
  },
};

/** Without counts (a statistics range), one choice not possible now. */
export const WithoutCounts: Story = {
  args: {
    label: "Granularity",
    items: [
      { id: "all", label: "Hourly", isDisabled: true },
      { id: "arrivals", label: "Daily" },
      { id: "inHouse", label: "Monthly" },
    ],
    value: "arrivals",
  },
  play: ({ args, canvas }) => clickIgnored(canvas.getByRole("radio", { name: "Hourly" }), args.onChange),
};

/**
 * On a phone the segments keep one line and the row scrolls sideways, its last segment cut at the edge as the
 * cue: wrapping to a second line when the counts arrived pushed the screen down (issue 43, item 13).
 */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ inlineSize: 240 }}>
      <Controlled {...(args as SegmentedControlProps<View>)} />
    </div>
  ),
  play: async ({ canvas }) => {
    const first = canvas.getByRole("radio", { name: "All 14" });
    const last = canvas.getByRole("radio", { name: "Departures 2" });
    await expect(last.getBoundingClientRect().top).toBe(first.getBoundingClientRect().top);
    const row = first.closest<HTMLElement>('[role="radiogroup"]')!;
    await expect(row.getBoundingClientRect().width).toBeLessThanOrEqual(240);
    await expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
    // A focused segment scrolls into view (the keyboard reaches every one); the story ends as it began.
    last.focus();
    await waitFor(() => expect(row.scrollLeft).toBeGreaterThan(0));
    first.focus();
    first.blur();
    await waitFor(() => expect(row.scrollLeft).toBe(0));
  },
};

export const Dark: Story = { args: { value: "arrivals" }, globals: { scheme: "dark" } };

export const RightToLeft: Story = {
  args: {
    label: "عرض",
    items: [
      { id: "all", label: "الكل", count: 14 },
      { id: "arrivals", label: "الوصول", count: 4 },
      { id: "inHouse", label: "في الفندق", count: 8 },
      { id: "departures", label: "المغادرة", count: 2 },
    ],
    value: "arrivals",
  },
  globals: { locale: "ar" },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    // The first segment sits at the right; the counts in the language's digits (Latin in Arabic, as CLDR has it).
    const first = canvas.getByRole("radio", { name: "الكل 14" }).getBoundingClientRect();
    const second = canvas.getByRole("radio", { name: "الوصول 4" }).getBoundingClientRect();
    await expect(first.left).toBeGreaterThan(second.left);
  },
};

const stateColumns = ["Not chosen", "Chosen"] as const;

/** A segment in every interaction state, chosen or not (hover, keyboard focus, press, disabled forced). */
export const States: Story = {
  render: () => (
    <StateGrid
      target="[data-rac][role=radio]"
      columns={stateColumns}
      render={(column, row) => (
        <SegmentedControl
          label={`${row.name}, ${column}`}
          items={[{ id: "one", label: "Arrivals", count: 4, isDisabled: row.disabled }]}
          value={column === "Chosen" ? "one" : "none"}
          onChange={() => {}}
        />
      )}
    />
  ),
  // Every state is drawn unlike the others (a pressed control unlike a hovered one).
  play: ({ canvasElement }) =>
    expectDistinctStates(canvasElement, "[data-rac][role=radio]", { alike: ["Disabled + hovered"] }),
};

export const StatesDark: Story = { ...States, globals: { scheme: "dark" } };
