import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { ISOLATED_STORY, SANDBOX_WAIT, consoleStory, sessionOf } from "../../../stories/ConsoleStory";
import type { Canvas, ConsoleParameters } from "../../../stories/ConsoleStory";
import WeatherLocationsScreen from "./WeatherLocationsScreen";
import { dropStaleAnnouncements, expectRightToLeft } from "../../../stories/storySupport";
import * as listStory from "../../../stories/listStories";

const INDEX = "*/api/cms/v3/weather/location/index";

/**
 * Weather locations (platform.md "Other administration screens"): the table, the search-and-pick form behind
 * "New", fetch now (the row action "Reload") and bulk delete, against the sandbox's twelve locations.
 */
const meta = {
  title: "Console/Platform/Weather locations",
  component: WeatherLocationsScreen,
  ...consoleStory,
  // Adding and deleting close their dialog from a pending button; see dropStaleAnnouncements.
  beforeEach: [...consoleStory.beforeEach, () => dropStaleAnnouncements],
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: { path: "/weather/locations" } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof WeatherLocationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: Canvas) => canvas.findByRole("table", {}, SANDBOX_WAIT);
/** Rows of the loaded table, the header row included. */
const expectRowCount = async (canvas: Canvas, count: number) => {
  const element = await table(canvas);
  await waitFor(() => expect(element).toHaveAttribute("aria-rowcount", String(count)), SANDBOX_WAIT);
};
const rowOf = (cell: HTMLElement) => cell.closest<HTMLElement>('[role="row"]')!;
const cityRow = async (canvas: Canvas, city: string) =>
  rowOf(await within(await table(canvas)).findByText(city, {}, SANDBOX_WAIT));

/** City, country, last observation (DD.MM.YYYY HH:mm:ss), temperature and active, for every location. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const vienna = await cityRow(canvas, "Vienna");
    await expect(vienna).toHaveTextContent("AT");
    await expect(vienna).toHaveTextContent(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}/);
    await expect(vienna).toHaveTextContent("°C");
    await expectRowCount(canvas, 13);
    // Tartu has not been observed yet: no time, no temperature.
    await expect(await cityRow(canvas, "Tartu")).not.toHaveTextContent("°C");
  },
};

const states = listStory.listStates({
  url: INDEX,
  failureMessage: "Weather provider unreachable",
  statusOnly: true,
});

export const Empty: Story = states.Empty;

export const Loading: Story = states.Loading;

/** A failed load says so with a retry, and only that: the store keeps the failure status, not the message. */
export const Failure: Story = states.Failure;

/** Front desk staff hold no weather permission: the screen says so and loads nothing. */
export const NoPermission: Story = states.NoPermission;

/**
 * New opens the search-and-pick form: an empty query cannot search; a place and a country code find the
 * provider's places (name, iso1, local name); two are picked and added, and the table and server have them.
 */
export const SearchAndAdd: Story = {
  play: async ({ canvas, loaded }) => {
    await table(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "New" }));
    const dialog = await screen.findByRole("dialog", { name: "Add weather locations" });
    const form = within(dialog);
    const search = form.getByRole("button", { name: "Search" });
    await expect(search).toBeDisabled();

    await userEvent.type(form.getByRole("textbox", { name: /^Place/ }), "o");
    // A code finds its country too: "gr" leaves Greece (GR) among the choices.
    await userEvent.type(form.getByRole("combobox", { name: /^Country/ }), "(gr");
    await userEvent.click(await screen.findByRole("option", { name: "Greece (GR)" }));
    await userEvent.click(search);
    await waitFor(() => expect(form.getByRole("status")).toHaveTextContent("Places found: 4"), SANDBOX_WAIT);
    const oia = form.getByRole("checkbox", { name: "Oia GR Οία" });
    await userEvent.click(oia);
    await userEvent.click(form.getByRole("checkbox", { name: "Rhodes GR Ρόδος" }));
    await userEvent.click(form.getByRole("button", { name: "Add (2)" }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(await cityRow(canvas, "Oia")).toHaveTextContent("GR");
    await expect(await cityRow(canvas, "Rhodes")).toHaveTextContent("GR");
    const { data } = await sessionOf({ loaded }).client.GET("/api/cms/v3/weather/location/index");
    await expect(data?.items.filter((l) => l.city === "Oia" || l.city === "Rhodes")).toHaveLength(2);
    dropStaleAnnouncements();
  },
};

/**
 * Issue 26: the country is picked by its name, never cut to two letters. Typing "Austria" offers Austria
 * (AT) alone, not Australia (AU); the search then finds Graz in Austria only.
 */
export const CountryByName: Story = {
  play: async ({ canvas }) => {
    await table(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "New" }));
    const form = within(await screen.findByRole("dialog", { name: "Add weather locations" }));
    await userEvent.type(form.getByRole("textbox", { name: /^Place/ }), "Graz");
    const country = form.getByRole("combobox", { name: /^Country/ });
    await userEvent.type(country, "Austria");
    const listbox = await screen.findByRole("listbox");
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole("option")
          .map((option) => option.textContent),
      ).toEqual(["Austria (AT)"]),
    );
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(country).toHaveValue("Austria (AT)");
    await userEvent.click(form.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(form.getByRole("status")).toHaveTextContent("Places found: 1"), SANDBOX_WAIT);
    await expect(form.getByRole("checkbox", { name: "Graz AT Graz" })).toBeInTheDocument();
  },
};

/**
 * Edit (issue 42 item 1): the place's name corrected and its observation switched off; the dialog opens with
 * the location as saved, its country by name.
 */
export const EditLocation: Story = {
  play: async ({ canvas }) => {
    const vienna = await cityRow(canvas, "Vienna");
    await userEvent.click(within(vienna).getByRole("button", { name: "Edit: Vienna" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit weather location" });
    const inDialog = within(dialog);
    await expect(inDialog.getByRole("combobox", { name: /^Country/ })).toHaveValue("Austria (AT)");
    const active = inDialog.getByRole("switch", { name: /^Active/ });
    await expect(active).toBeChecked();
    const city = inDialog.getByRole("textbox", { name: /^City/ });
    await userEvent.clear(city);
    await userEvent.type(city, "Wien");
    active.focus();
    await userEvent.keyboard(" ");
    await expect(active).not.toBeChecked();
    await userEvent.click(inDialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), SANDBOX_WAIT);

    const wien = await cityRow(canvas, "Wien");
    await userEvent.click(within(wien).getByRole("button", { name: "Edit: Wien" }));
    const again = await screen.findByRole("dialog", { name: "Edit weather location" });
    await expect(within(again).getByRole("switch", { name: /^Active/ })).not.toBeChecked();
  },
};

/** Fetch now: the row action asks the provider for Tartu's first observation. */
export const FetchNow: Story = {
  play: async ({ canvas }) => {
    const tartu = await cityRow(canvas, "Tartu");
    await userEvent.click(within(tartu).getByRole("button", { name: "Reload: Tartu" }));
    await waitFor(() => expect(tartu).toHaveTextContent("1.5 °C"));
    await expect(tartu).toHaveTextContent("20.11.2026");
  },
};

/** Several selected rows are deleted in one call once delete is unlocked and confirmed. */
export const DeleteSeveral: Story = {
  play: async ({ canvas, loaded }) => {
    await cityRow(canvas, "Graz");
    await userEvent.click(canvas.getByRole("switch", { name: "Delete unlocked" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select Graz" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select Innsbruck" }));
    await userEvent.click(canvas.getByRole("button", { name: "Delete selected (2)" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete entries" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(canvas.queryByText("Graz")).not.toBeInTheDocument());
    await expect(canvas.queryByText("Innsbruck")).not.toBeInTheDocument();
    const { data } = await sessionOf({ loaded }).client.GET("/api/cms/v3/weather/location/index");
    await expect(data?.items).toHaveLength(10);
    dropStaleAnnouncements();
  },
};

export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async ({ canvas }) => {
    await expectRowCount(canvas, 13);
  },
};

export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvas, canvasElement }) => {
    await expectRightToLeft(canvasElement);
    await expectRowCount(canvas, 13);
  },
};
