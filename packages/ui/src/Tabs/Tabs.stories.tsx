import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { STATE_ROWS, StateGrid, expectDistinctStates } from "../__stories__/StateGrid";
import type { TabItem } from "./Tabs";
import { Tabs } from "./Tabs";
import { inColumn } from "../__stories__/inColumn";

const tabs: TabItem[] = [
  { id: "general", label: "General", content: <p>Name, address and contact persons.</p> },
  { id: "rooms", label: "Rooms", content: <p>Room types and their capacities.</p> },
  { id: "rates", label: "Rates", content: <p>Rate plans and restrictions.</p> },
  { id: "channels", label: "Channels", content: <p>Connected booking channels.</p> },
];

const meta = {
  title: "Components/Primitives/Tabs",
  component: Tabs,
  args: { "aria-label": "Property settings", items: tabs, onSelectionChange: fn() },
  argTypes: {
    defaultSelectedKey: { table: { defaultValue: { summary: "the first enabled tab" } } },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

// react-aria fills the tab list and then selects a tab in later renders; a built Storybook (no act() around
// rendering, unlike vitest) starts the play function after the first, so each play waits for the selected tab.
const tabsShown = (canvas: { getByRole: (role: "tab", options: { selected: boolean }) => HTMLElement }) =>
  waitFor(() => expect(canvas.getByRole("tab", { selected: true })).toBeInTheDocument());

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await tabsShown(canvas);
    await expect(canvas.getByRole("tablist", { name: "Property settings" })).toBeInTheDocument();
    const general = canvas.getByRole("tab", { name: "General" });
    await expect(general).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel", { name: "General" })).toHaveTextContent("Name, address");

    // Keyboard: Tab reaches the selected tab, arrows select the neighbours and switch the panel.
    await userEvent.tab();
    await expect(general).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    const rooms = canvas.getByRole("tab", { name: "Rooms" });
    await expect(rooms).toHaveFocus();
    await expect(rooms).toHaveAttribute("aria-selected", "true");
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith("rooms");
    await expect(canvas.getByRole("tabpanel", { name: "Rooms" })).toHaveTextContent("Room types");
    await waitFor(() =>
      expect(canvas.queryByText("Name, address and contact persons.")).not.toBeInTheDocument(),
    );
    await userEvent.keyboard("{End}");
    await expect(canvas.getByRole("tabpanel", { name: "Channels" })).toBeInTheDocument();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(canvas.getByRole("tabpanel", { name: "Rates" })).toBeInTheDocument();
    // Tab moves on into the panel.
    await userEvent.tab();
    await expect(canvas.getByRole("tabpanel", { name: "Rates" })).toHaveFocus();

    // Pointer.
    await userEvent.click(general);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith("general");
    await expect(canvas.getByRole("tabpanel", { name: "General" })).toBeInTheDocument();
  },
};

/** The selected tab is underlined in the primary gold. */
export const SelectedUnderline: Story = {
  args: { defaultSelectedKey: "rates" },
  play: async ({ canvas }) => {
    await tabsShown(canvas);
    const rates = canvas.getByRole("tab", { name: "Rates" });
    await expect(rates).toHaveAttribute("aria-selected", "true");
    // The underline is the primary gold.
    const gold = getComputedStyle(canvas.getByRole("tablist")).getPropertyValue("--cms-color-primary").trim();
    const underline = getComputedStyle(rates, "::after").backgroundColor;
    const probe = document.createElement("span");
    probe.style.color = gold;
    document.body.append(probe);
    await expect(underline).toBe(getComputedStyle(probe).color);
    probe.remove();
  },
};

export const DisabledTab: Story = {
  args: {
    items: tabs.map((tab) => (tab.id === "rates" ? { ...tab, isDisabled: true } : tab)),
  },
  play: async ({ args, canvas }) => {
    await tabsShown(canvas);
    const rates = canvas.getByRole("tab", { name: "Rates" });
    await expect(rates).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(rates, { pointerEventsCheck: 0 });
    await expect(rates).toHaveAttribute("aria-selected", "false");
    // The arrows skip it: Rooms → Channels.
    await userEvent.click(canvas.getByRole("tab", { name: "Rooms" }));
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Channels" })).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith("channels");
  },
};

export const LongText: Story = {
  args: {
    items: [
      { id: "a", label: "General settings of the property", content: <p>General.</p> },
      {
        id: "b",
        label: "Cancellation and no-show policies applied to every rate plan and channel",
        content: <p>Policies.</p>,
      },
      { id: "c", label: "Taxes, fees and city tax per person and night", content: <p>Taxes.</p> },
      { id: "d", label: "Photos", content: <p>Photos.</p> },
    ],
  },
  render: inColumn(Tabs, 480),
  play: async ({ canvas }) => {
    await tabsShown(canvas);
    // Long labels are cut with an ellipsis; the tab list scrolls instead of wrapping.
    const tab = canvas.getByRole("tab", { name: /Cancellation/ });
    await expect(tab.getBoundingClientRect().width).toBeLessThanOrEqual(280);
    await expect(canvas.getByRole("tablist").getBoundingClientRect().width).toBeLessThanOrEqual(480);
    await userEvent.click(tab);
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Policies.");
  },
};

export const Dark: Story = { ...Default, globals: { scheme: "dark" } };

/** The right-to-left stories' tabs. */
const arabicArgs = {
  "aria-label": "إعدادات العقار",
  items: [
    { id: "general", label: "عام", content: <p>الاسم والعنوان وجهات الاتصال.</p> },
    { id: "rooms", label: "الغرف", content: <p>أنواع الغرف وسعتها.</p> },
    { id: "rates", label: "الأسعار", content: <p>خطط الأسعار والقيود.</p> },
  ],
};

export const RightToLeft: Story = {
  args: arabicArgs,
  globals: { locale: "ar" },
  play: async ({ args, canvas, canvasElement }) => {
    await tabsShown(canvas);
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    await userEvent.tab();
    await expect(canvas.getByRole("tab", { name: "عام" })).toHaveFocus();
    // In right-to-left text the next tab is to the left: ArrowLeft moves forward.
    await userEvent.keyboard("{ArrowLeft}");
    await expect(canvas.getByRole("tab", { name: "الغرف" })).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith("rooms");
    await waitFor(() => expect(canvas.getByRole("tabpanel")).toHaveTextContent("أنواع الغرف"));
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "عام" })).toHaveFocus();
  },
};

/**
 * The second tab (not selected) in every interaction state at once, next to the selected first tab; the
 * last row's third tab is disabled.
 */
export const States: Story = {
  render: (args) => (
    <StateGrid
      columns={["Tabs"] as const}
      target="[role=tab]:nth-child(2)"
      rows={STATE_ROWS.filter((row) => row.name !== "Disabled + hovered")}
      render={(_, row) => (
        <Tabs
          {...args}
          // Without their panels' text: the grid is about the tab list.
          items={args.items.slice(0, 3).map((item) => ({ ...item, content: null }))}
          disabledKeys={row.disabled ? [args.items[1]!.id] : []}
        />
      )}
    />
  ),
  // Every state is drawn unlike the others (a pressed control unlike a hovered one).
  play: ({ canvasElement }) => expectDistinctStates(canvasElement, "[role=tab]:nth-child(2)"),
};

export const StatesDark: Story = { ...States, globals: { scheme: "dark" } };

export const StatesRightToLeft: Story = {
  ...States,
  args: arabicArgs,
  globals: { locale: "ar" },
};
