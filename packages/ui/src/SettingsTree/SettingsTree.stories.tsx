import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { dropStaleAnnouncements } from "../__stories__/announcements";
import type { StateRow } from "../__stories__/StateGrid";
import { expectDistinctLooks, ForcedStates } from "../__stories__/StateGrid";
import type { SettingsTreeProps } from "./SettingsTree";
import { SettingsTree } from "./SettingsTree";
import { thousandNodeSchema, weatherSchema, weatherValues } from "./__fixtures__/weatherSettings";
import usage from "./usage.md?raw";

/**
 * react-stately's virtualizer reads `process.env.VIRT_ON` when NODE_ENV is "test", as it is in the story tests
 * (vitest), where the browser has no `process`. VIRT_ON keeps real virtualization on, so the tests measure
 * what users get. Storybook and the app (NODE_ENV development or production) never read it.
 */
function provideVirtualizerEnv(): () => void {
  const scope = globalThis as { process?: unknown };
  if (scope.process !== undefined) return () => {};
  scope.process = { env: { VIRT_ON: "1" } };
  return () => {
    delete scope.process;
  };
}

/** The tree as a screen uses it: after a successful save the screen's values are the saved ones. */
function Harness(args: SettingsTreeProps) {
  const [values, setValues] = useState(args.values);
  return (
    <SettingsTree
      {...args}
      values={values}
      onSave={async (next, changedKeys) => {
        await args.onSave?.(next, changedKeys);
        setValues(next);
      }}
    />
  );
}

const meta = {
  title: "Patterns/SettingsTree",
  component: SettingsTree,
  // Usage notes for designers and developers on the docs page (do's and don'ts).
  parameters: { layout: "padded", docs: { description: { component: usage } } },
  args: {
    title: "Weather settings",
    schema: weatherSchema,
    values: weatherValues,
    status: "success",
    onSave: fn(),
    onRetry: fn(),
    height: "420px",
  },
  render: (args) => <Harness {...args} />,
  beforeEach: () => {
    const restore = provideVirtualizerEnv();
    return () => {
      // Saving closes the confirm dialog from its pending button; see dropStaleAnnouncements.
      dropStaleAnnouncements();
      restore();
    };
  },
  argTypes: {
    "aria-label": { table: { defaultValue: { summary: 'the title, else "Settings"' } } },
    defaultExpandedKeys: { table: { defaultValue: { summary: "all closed" } } },
  },
} satisfies Meta<SettingsTreeProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const tree = () => screen.findByRole("treegrid", { name: "Weather settings" });
const row = async (name: string | RegExp) => within(await tree()).findByRole("row", { name });
/** The editor once it is in view (drawer and dialog fade in). */
const editor = async (name: string) => {
  const dialog = await screen.findByRole("dialog", { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};
/** Opens a setting's editor the way a mouse user does. */
const open = async (name: string) => {
  await userEvent.click(await row(name));
  return within(await editor(name));
};
const saveTree = async () => userEvent.click(screen.getByRole("button", { name: "Save" }));
const confirmDialog = async () => {
  const dialog = await screen.findByRole("alertdialog", { name: "Save settings" });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};

export const Playground: Story = {};

/** Groups open and close by keyboard; Enter on a setting opens its editor, Escape closes it. */
export const Default: Story = {
  play: async () => {
    const general = await row("General");
    await expect(general).toHaveAttribute("aria-expanded", "false");
    // Closed groups in a tree allowed 420 px: it ends below its last row, no empty box under it (issue 26).
    const tree = general.closest<HTMLElement>('[role="treegrid"]')!;
    const lastRow = within(tree).getAllByRole("row").at(-1)!.getBoundingClientRect();
    await expect(Math.round(tree.parentElement!.getBoundingClientRect().bottom - lastRow.bottom)).toBe(1);
    general.focus();
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(general).toHaveAttribute("aria-expanded", "true"));
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(async () => expect(await row("Show weather")).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    const units = await row("Units");
    await waitFor(() => expect(units).toHaveFocus());
    await expect(units).toHaveTextContent("Metric");
    // Values nested in objects are read when there is no flat key.
    await userEvent.keyboard("{End}{ArrowRight}");
    await waitFor(async () => expect(await row("Service")).toHaveAttribute("aria-expanded", "true"));

    units.focus();
    await userEvent.keyboard("{Enter}");
    const body = within(await editor("Units"));
    await expect(body.getByText("Metric (°C, km/h) or imperial (°F, mph)")).toBeVisible();
    await expect(body.getByText("Default: Metric")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Units" })).not.toBeInTheDocument());
    await waitFor(() => expect(units).toHaveFocus());
    await expect(await row("Forecast language")).toHaveTextContent("Deutsch");
    await expect(await row("Country")).toHaveTextContent("Austria");
  },
};

/** Typing searches titles and descriptions: the matches' groups open and the matching text is marked. */
export const SearchHits: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Search settings" }), "night");
    const start = await row("Night mode starts");
    await expect(start).toHaveAttribute("data-match");
    await expect(await row("Display")).toHaveAttribute("aria-expanded", "true");
    await expect(await row("Night mode")).toHaveAttribute("aria-expanded", "true");
    await expect(within(start).getByText("Night", { selector: "mark" })).toBeVisible();
    // Only the matches and their groups stay.
    await expect(within(await tree()).queryByRole("row", { name: "Units" })).not.toBeInTheDocument();

    // Descriptions match too.
    const search = canvas.getByRole("textbox", { name: "Search settings" });
    await userEvent.clear(search);
    await userEvent.type(search, "licence");
    const provider = await row("Data provider");
    await expect(within(provider).getByText("licence", { selector: "mark" })).toBeVisible();

    await userEvent.clear(search);
    await userEvent.type(search, "no such setting");
    await expect(await within(await tree()).findByText("No settings match the search")).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, "mode");
  },
};

/** On large screens (LARGE_SCREEN_QUERY, 1280 px and wider) the editor is a side drawer; forced here. */
export const DrawerLayout: Story = {
  args: { layout: "drawer", defaultExpandedKeys: ["general"] },
  play: async () => {
    const body = await open("Units");
    const dialog = await editor("Units");
    await expect(dialog.closest('[data-ui="Drawer"]')).not.toBeNull();
    await expect(dialog).toHaveAttribute("data-ui", "SettingsTreeEditor");
    await expect(body.getByRole("button", { name: "Set default" })).toBeVisible();
  },
};

/** On medium and small screens the editor is a dialog; its Save keeps the change locally, marked in the tree. */
export const DialogLayout: Story = {
  args: { layout: "dialog", defaultExpandedKeys: ["general"] },
  play: async ({ args }) => {
    const body = await open("Units");
    await expect((await editor("Units")).closest('[data-ui="Dialog"]')).not.toBeNull();
    await userEvent.click(body.getByRole("button", { name: /Units/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Imperial" }));
    await userEvent.click(body.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Units" })).not.toBeInTheDocument());
    const units = await row("Units");
    await expect(units).toHaveAttribute("data-changed");
    await expect(units).toHaveTextContent("Imperial");
    await expect(units).toHaveTextContent("Unsaved change");
    await expect(screen.getByText("Unsaved changes: 1")).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/**
 * Enter in the editor's field keeps the value, as Enter saves in the list's dialogs; and the tree's Save stays where
 * it was when the first change is counted beside it (it jumped to the far end of the toolbar).
 */
export const EnterKeepsTheValue: Story = {
  tags: ["no-visual"],
  args: { layout: "drawer", defaultExpandedKeys: ["display"] },
  play: async ({ args }) => {
    const save = screen.getByRole("button", { name: "Save" });
    const before = save.getBoundingClientRect();
    const body = await open("Welcome text");
    await userEvent.type(body.getByRole("textbox", { name: "Welcome text" }), "Grüß Gott{Enter}");
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Welcome text" })).not.toBeInTheDocument(),
    );
    const welcome = await row("Welcome text");
    await expect(welcome).toHaveAttribute("data-changed");
    await expect(welcome).toHaveTextContent("Grüß Gott");
    await expect(screen.getByText("Unsaved changes: 1")).toBeVisible();
    const after = screen.getByRole("button", { name: "Save" }).getBoundingClientRect();
    await expect({ x: after.x, y: after.y }).toEqual({ x: before.x, y: before.y });
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/**
 * Set default (issue 42 item 11): a value changed in the editor goes back to the schema's default ("Metric"),
 * and saving it leaves the setting as stored: nothing is marked changed.
 */
export const SetDefault: Story = {
  args: { layout: "dialog", defaultExpandedKeys: ["general"] },
  play: async () => {
    const body = await open("Units");
    const units = body.getByRole("button", { name: /Units/ });
    await userEvent.click(units);
    await userEvent.click(await screen.findByRole("option", { name: "Imperial" }));
    await expect(units).toHaveTextContent("Imperial");
    await userEvent.click(body.getByRole("button", { name: "Set default" }));
    await expect(units).toHaveTextContent("Metric");
    await userEvent.click(body.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Units" })).not.toBeInTheDocument());
    await expect(await row("Units")).not.toHaveAttribute("data-changed");
  },
};

/** Save lists every change: the old value struck through, the new one in bold, "(not set / off)" for empty. */
export const ConfirmWithChanges: Story = {
  args: { layout: "dialog", defaultExpandedKeys: ["general", "display"] },
  play: async ({ args }) => {
    let body = await open("Welcome text");
    await userEvent.type(body.getByRole("textbox", { name: "Welcome text" }), "  Welcome to the Alpenhof ");
    await userEvent.click(body.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    body = await open("Show weather");
    await userEvent.click(body.getByRole("switch", { name: "Show weather" }));
    await userEvent.click(body.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await saveTree();
    const confirm = await confirmDialog();
    const [welcome, shown] = [
      confirm.querySelector('[data-key="display.welcomeText"]')!,
      confirm.querySelector('[data-key="general.enabled"]')!,
    ];
    await expect(welcome.querySelector("del")).toHaveTextContent("(not set / off)");
    // Strings are trimmed.
    await expect(welcome.querySelector("strong")).toHaveTextContent(/Welcome to the Alpenhof$/);
    await expect(shown.querySelector("del")).toHaveTextContent("On");
    await expect(shown.querySelector("strong")).toHaveTextContent("(not set / off)");
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** With nothing changed, Save simply closes (platform.md): no confirmation dialog and no call. */
export const NothingChanged: Story = {
  tags: ["no-visual"],
  play: async ({ args }) => {
    await waitFor(() => expect(screen.getByRole("button", { name: "Save" })).toBeVisible());
    await saveTree();
    // A dialog would open within a frame; give it several before asserting it did not.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Night mode allows full hours only: another minute shows the message and Save is disabled. */
export const TimeFullHoursOnly: Story = {
  args: { layout: "dialog", defaultExpandedKeys: ["display", "display.nightMode"] },
  play: async () => {
    const body = await open("Night mode starts");
    const [hour, minute] = body.getAllByRole("spinbutton");
    await expect(hour).toHaveTextContent("22");
    await expect(minute).toHaveTextContent("00");
    await userEvent.click(minute!);
    await userEvent.keyboard("30");
    await expect(await body.findByText("Only full hours are allowed (minutes 00)")).toBeVisible();
    await expect(body.getByRole("button", { name: "Save" })).toBeDisabled();
    await userEvent.keyboard("00");
    await waitFor(() => expect(body.getByRole("button", { name: "Save" })).toBeEnabled());
    await userEvent.click(hour!);
    await userEvent.keyboard("23");
    await userEvent.click(minute!);
    await userEvent.keyboard("15");
    await expect(await body.findByText("Only full hours are allowed (minutes 00)")).toBeVisible();
  },
};

/**
 * Issue 26: a number setting shows its bounds before anything is sent ("Enter a number from -10 to 10."),
 * and a typed 25 becomes 10 with the reason under the field, never silently.
 */
export const NumberBounds: Story = {
  args: { layout: "dialog", defaultExpandedKeys: ["display"] },
  play: async () => {
    const body = await open("Temperature offset");
    const field = body.getByRole("textbox", { name: "Temperature offset" });
    await expect(field).toHaveAccessibleDescription(/Enter a number from -10 to 10\./);
    await userEvent.clear(field);
    await userEvent.type(field, "25");
    await userEvent.tab();
    await expect(field).toHaveValue("10");
    await expect(
      body.getByText("25 is outside the allowed range and became 10. Enter a number from -10 to 10."),
    ).toBeVisible();
    await expect(body.getByRole("button", { name: "Save" })).toBeEnabled();
  },
};

/** A multi-select of numbers: the confirmed values reach onSave as numbers, with the changed keys. */
export const MultiSelectNumbers: Story = {
  args: { layout: "dialog", defaultExpandedKeys: ["display"] },
  play: async ({ args }) => {
    const body = await open("Forecast days");
    await expect(body.getByRole("checkbox", { name: "1 day" })).toBeChecked();
    await userEvent.click(body.getByRole("checkbox", { name: "1 day" }));
    await userEvent.click(body.getByRole("checkbox", { name: "7 days" }));
    await userEvent.click(body.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await saveTree();
    const confirm = await confirmDialog();
    await expect(confirm.querySelector("del")).toHaveTextContent("1 day, 3 days");
    await expect(confirm.querySelector("strong")).toHaveTextContent("3 days, 7 days");
    await userEvent.click(within(confirm).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const [saved, changedKeys] = (args.onSave as ReturnType<typeof fn>).mock.calls[0]! as [
      Record<string, unknown>,
      string[],
    ];
    await expect(changedKeys).toEqual(["display.forecastDays"]);
    await expect(saved["display.forecastDays"]).toEqual([3, 7]);
    // Everything else is sent as it was, nested objects included.
    await expect(saved.display).toEqual(weatherValues.display);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(await row("Forecast days")).not.toHaveAttribute("data-changed");
    await expect(await row("Forecast days")).toHaveTextContent("3 days, 7 days");
    dropStaleAnnouncements();
  },
};

/** A failed save keeps the local edits and shows the server's message in the confirm dialog. */
export const SaveFailure: Story = {
  args: {
    layout: "dialog",
    defaultExpandedKeys: ["general"],
    onSave: fn(async () => {
      throw new Error("Settings are locked by another user");
    }),
  },
  play: async ({ args }) => {
    const body = await open("Refresh interval");
    await userEvent.click(body.getByRole("button", { name: /Refresh interval/ }));
    await userEvent.click(await screen.findByRole("option", { name: "15 minutes" }));
    await userEvent.click(body.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await saveTree();
    const confirm = await confirmDialog();
    await userEvent.click(within(confirm).getByRole("button", { name: "Save" }));
    await expect(await within(confirm).findByText("Settings are locked by another user")).toBeVisible();
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect((args.onSave as ReturnType<typeof fn>).mock.calls[0]![0]).toMatchObject({
      "general.refreshInterval": 15,
    });
    await expect(await row("Refresh interval")).toHaveAttribute("data-changed");
  },
};

/** Without the update permission: no Save, and an editor shows the value with the refusal message. */
export const ReadOnly: Story = {
  args: { canUpdate: false, layout: "dialog", defaultExpandedKeys: ["general"] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
    const body = await open("Units");
    await expect(body.getByRole("alert")).toHaveTextContent("You are not authorized to perform this action");
    await expect(body.getByRole("button", { name: /Units/ })).toBeDisabled();
    await expect(body.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
    await expect(body.queryByRole("button", { name: "Set default" })).not.toBeInTheDocument();
  },
};

/** A setting the schema marks read-only shows its value and cannot be edited, even with permission. */
export const ReadOnlySetting: Story = {
  args: { layout: "dialog", defaultExpandedKeys: ["service"] },
  play: async () => {
    await expect(await row("Data provider")).toHaveTextContent("Read-only");
    const body = await open("Data provider");
    await expect(body.getByRole("textbox", { name: "Data provider" })).toHaveAttribute("readonly");
    await expect(body.getByRole("textbox", { name: "Data provider" })).toHaveValue("OpenWeather");
    await expect(body.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
  },
};

/** Without the get permission the tree is not shown, only the refusal message. */
export const NoPermission: Story = {
  args: { canGet: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "You are not authorized to perform this action",
    );
    await expect(canvas.queryByRole("treegrid")).not.toBeInTheDocument();
  },
};

/** A schema without settings. */
export const Empty: Story = {
  args: { schema: [], values: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("There are no settings");
    await expect(canvas.queryByRole("treegrid")).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: "fetching", schema: undefined, values: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar", { name: "Loading settings" })).toBeInTheDocument();
    await expect(canvas.queryByRole("treegrid")).not.toBeInTheDocument();
  },
};

export const Failure: Story = {
  args: { status: "failure", error: "Service unavailable", schema: undefined, values: undefined },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("The settings could not be loaded");
    await expect(alert).toHaveTextContent("Service unavailable");
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

const thousand = thousandNodeSchema();

/** 1,000 nodes: rows are virtualized, and the search finds a setting three levels down. */
export const ThousandNodes: Story = {
  args: { schema: thousand, values: { "region7.zone4.sensor9": 1.5 }, title: "Sensor calibration" },
  play: async ({ canvas }) => {
    const sensors = await screen.findByRole("treegrid", { name: "Sensor calibration" });
    await waitFor(() => expect(within(sensors).getAllByRole("row")).toHaveLength(10));
    await userEvent.type(canvas.getByRole("textbox", { name: "Search settings" }), "7.4.9");
    const sensor = await within(sensors).findByRole("row", { name: "Sensor 7.4.9" });
    await expect(sensor).toHaveAttribute("aria-level", "3");
    await expect(sensor).toHaveTextContent("1.5");
    await expect(
      within(sensors)
        .getAllByRole("row")
        .map((r) => r.getAttribute("aria-label")),
    ).toEqual(["Region 7", "Zone 7.4", "Sensor 7.4.9"]);
    // Clearing the search closes the groups it opened; a big expansion still renders only the rows in view.
    await userEvent.clear(canvas.getByRole("textbox", { name: "Search settings" }));
    await waitFor(() => expect(within(sensors).getAllByRole("row")).toHaveLength(10));
    // Pasted at once: one search over 1,000 nodes that opens every group.
    await userEvent.click(canvas.getByRole("textbox", { name: "Search settings" }));
    await userEvent.paste("sensor");
    await waitFor(() => expect(within(sensors).getByRole("row", { name: "Sensor 1.1.1" })).toBeVisible());
    // The virtualizer sizes its content after measuring the viewport: wait for it in a busy shared page.
    await waitFor(() => expect(sensors.scrollHeight).toBeGreaterThan(1000 * 50));
    await expect(within(sensors).getAllByRole("row").length).toBeLessThan(40);
    // Its frame stops at the 420 px it is allowed, the rows scroll inside.
    await expect(sensors.parentElement!.getBoundingClientRect().height).toBe(420);
  },
};

export const Dark: Story = {
  globals: { scheme: "dark" },
  args: { defaultExpandedKeys: ["general", "display"] },
  play: async () => {
    await expect(await row("Units")).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { locale: "ar" },
  args: { defaultExpandedKeys: ["general", "display"] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    await expect(await row("Units")).toBeVisible();
    await expect(within(canvasElement).getByRole("textbox", { name: "البحث في الإعدادات" })).toBeVisible();
    await expect(await row("Country")).toHaveTextContent("النمسا");
    // A value the server writes in Latin keeps its own order in the Arabic row: "30 minutes", the number first
    // at the left (it read "minutes 30").
    const interval = (await row("Refresh interval")).querySelector<HTMLElement>(
      '[data-ui="SettingsTreeValue"]',
    )!;
    await expect(interval).toHaveTextContent("30 minutes");
    const text = interval.firstChild!;
    const at = (from: number, to: number) => {
      const range = document.createRange();
      range.setStart(text, from);
      range.setEnd(text, to);
      return range.getBoundingClientRect().left;
    };
    await expect(at(0, 2)).toBeLessThan(at(3, 10));
  },
};

/**
 * A setting row's states: hover and keyboard focus (forced, as in the primitives' grids), a change not saved
 * yet (alone and with the pointer or the focus on it) and a setting the schema locks.
 */
const TREE_ROW_STATES: (StateRow & { changed?: boolean; locked?: boolean })[] = [
  { name: "Rest" },
  { name: "Hovered", hovered: true },
  { name: "Focus visible", focusVisible: true },
  { name: "Changed", changed: true },
  { name: "Changed + hovered", changed: true, hovered: true },
  { name: "Changed + focus", changed: true, focusVisible: true },
  { name: "Read only", locked: true },
];
const stateKey = (i: number) => `states.row${i}`;
/** One setting a state, titled by it, in one open group. */
const stateSchema: SettingsTreeProps["schema"] = [
  {
    key: "states",
    title: "Row states",
    description: "Each setting below is drawn in the state it is named after",
    type: "string",
    items: TREE_ROW_STATES.map((state, i) => ({
      key: stateKey(i),
      title: state.name,
      description: "Minutes between two forecast updates",
      type: "number",
      readonly: state.locked,
    })),
  },
];

/**
 * Every state of a setting's row at rest, each row titled by its state: a reviewer compares them in one
 * picture, and the play fails when two are drawn alike (a changed row like one at rest). A locked row differs by
 * its lock and its words, not its box.
 */
export const RowStates: Story = {
  args: {
    title: "Row states",
    schema: stateSchema,
    values: Object.fromEntries(TREE_ROW_STATES.map((_, i) => [stateKey(i), 30])),
    defaultChanges: Object.fromEntries(
      TREE_ROW_STATES.flatMap((state, i) => (state.changed ? [[stateKey(i), 15]] : [])),
    ),
    defaultExpandedKeys: ["states"],
  },
  render: (args) => (
    <ForcedStates rows={TREE_ROW_STATES} target={(i) => `[data-key="${stateKey(i)}"]`}>
      <Harness {...args} />
    </ForcedStates>
  ),
  play: async () => {
    const treegrid = await screen.findByRole("treegrid", { name: "Row states" });
    const rows = await waitFor(() => {
      const found = TREE_ROW_STATES.map((_, i) => treegrid.querySelector(`[data-key="${stateKey(i)}"]`));
      expect(found.every(Boolean)).toBe(true);
      return found as Element[];
    });
    // The draft is the tree's own: marked on its rows and counted in the toolbar as the user's changes are.
    await expect(rows.filter((row) => row.hasAttribute("data-changed"))).toHaveLength(3);
    // A change stays marked under the focus ring, which is drawn inside the row: the mark is the wider.
    const changedAndFocused = getComputedStyle(rows[5]!);
    const mark = Math.abs(parseFloat(/(-?[\d.]+)px/.exec(changedAndFocused.boxShadow)![1]!));
    await expect(mark - parseFloat(changedAndFocused.outlineWidth)).toBeGreaterThanOrEqual(3);
    // Rows are placed by the virtualizer's transforms: only the look says which state a row is in.
    await expectDistinctLooks(
      TREE_ROW_STATES.map((state, i) => [state.name, rows[i]!] as const),
      { ignore: ["transform"], alike: ["Read only"] },
    );
  },
};

export const RowStatesDark: Story = { ...RowStates, globals: { scheme: "dark" } };

export const RowStatesRightToLeft: Story = { ...RowStates, globals: { locale: "ar" } };

/** A sign-in provider's settings: a client secret (masked) and a programme id (a whole number). */
const credentialsSchema: SettingsTreeProps["schema"] = [
  {
    key: "google",
    title: "Google",
    type: "string",
    items: [
      { key: "google.clientId", title: "Client id", type: "string" },
      { key: "google.clientSecret", title: "Client secret", type: "string", secret: true },
      { key: "google.programId", title: "programId", type: "number", integer: true },
    ],
  },
];

/**
 * Secrets and whole numbers, by keyboard: the secret shows masked in the tree, in a password field and in the
 * confirm list; the programme id takes a whole number and shows without grouping.
 */
export const SecretsAndWholeNumbers: Story = {
  args: {
    title: "Sign-in providers",
    layout: "dialog",
    schema: credentialsSchema,
    values: {
      "google.clientId": "1045.apps.example",
      "google.clientSecret": "GOCSPX-old",
      "google.programId": 7311,
    },
    defaultExpandedKeys: ["google"],
  },
  play: async ({ args }) => {
    const providers = await screen.findByRole("treegrid", { name: "Sign-in providers" });
    const secretRow = await within(providers).findByRole("row", { name: "Client secret" });
    await expect(secretRow).toHaveTextContent("••••••••");
    await expect(secretRow).not.toHaveTextContent("GOCSPX-old");
    await expect(await within(providers).findByRole("row", { name: "programId" })).toHaveTextContent("7311");

    secretRow.focus();
    await userEvent.keyboard("{Enter}");
    const secretEditor = await editor("Client secret");
    const field = within(secretEditor).getByLabelText("Client secret");
    await expect(field).toHaveAttribute("type", "password");
    await userEvent.click(field);
    await userEvent.keyboard("{Control>}a{/Control}GOCSPX-new");
    await userEvent.click(within(secretEditor).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // The closed editor gives the focus back to its row a frame later: wait for it, or that restore could take
    // the focus from the next row and the Enter below open this editor again.
    await waitFor(() => expect(secretRow).toHaveFocus());

    (await within(providers).findByRole("row", { name: "programId" })).focus();
    await userEvent.keyboard("{Enter}");
    const idEditor = await editor("programId");
    const id = within(idEditor).getByRole("textbox", { name: "programId" });
    await userEvent.clear(id);
    await userEvent.type(id, "204");
    await userEvent.tab();
    await userEvent.click(within(idEditor).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await saveTree();
    const confirm = await confirmDialog();
    const secretChange = confirm.querySelector('[data-key="google.clientSecret"]')!;
    await expect(secretChange.querySelector("del")).toHaveTextContent("••••••••");
    await expect(secretChange.querySelector("strong")).toHaveTextContent("••••••••");
    await expect(confirm).not.toHaveTextContent("GOCSPX");
    await userEvent.click(within(confirm).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const [saved] = (args.onSave as unknown as { mock: { calls: [Record<string, unknown>][] } }).mock
      .calls[0]!;
    await expect(saved["google.clientSecret"]).toBe("GOCSPX-new");
    await expect(saved["google.programId"]).toBe(204);
  },
};
