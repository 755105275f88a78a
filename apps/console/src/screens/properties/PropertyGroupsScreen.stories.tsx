import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { consoleStory, ISOLATED_STORY, SANDBOX_WAIT } from "../../__stories__/ConsoleStory";
import type { ConsoleParameters } from "../../__stories__/ConsoleStory";
import PropertyGroupsScreen from "./PropertyGroupsScreen";
import { dataRows, dropStaleAnnouncements, listRoot, loadedRows, rowNamed } from "./stories.helpers";

const GROUPS = "*/api/cms/v3/property-group/index";
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

const meta = {
  title: "Console/Property groups",
  component: PropertyGroupsScreen,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: { path: "/super/property/group" } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof PropertyGroupsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four groups of the sandbox with their number of properties. */
export const Default: Story = {
  play: async () => {
    await expect(await loadedRows()).toHaveLength(4);
    await expect(cellsOf(await rowNamed("Alpine Resorts"))).toContain("7");
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: { empty: [http.get(GROUPS, () => HttpResponse.json({ items: [], total: 0 }))] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("No entries", {}, SANDBOX_WAIT)).toBeVisible();
    await expect(await dataRows()).toHaveLength(0);
  },
};

export const Loading: Story = {
  tags: ["no-visual"],
  parameters: { msw: { handlers: { pending: [http.get(GROUPS, () => new Promise(() => {}))] } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(listRoot(canvasElement)).toHaveAttribute("aria-busy", "true"), SANDBOX_WAIT);
    await expect(await dataRows()).toHaveLength(0);
  },
};

export const Failure: Story = {
  parameters: {
    msw: {
      handlers: {
        failing: [
          http.get(GROUPS, () => HttpResponse.json({ message: "Group store unavailable" }, { status: 500 })),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, SANDBOX_WAIT);
    await expect(alert).toHaveTextContent("The list could not be loaded");
    await expect(alert).toHaveTextContent("Group store unavailable");
    await expect(within(alert).getByRole("button", { name: "Retry" })).toBeEnabled();
  },
};

/** The Alpine Resorts administrator holds no admin.propertyGroups.list. */
export const NoPermission: Story = {
  parameters: { console: { user: "admin@demo.test" } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText("You are not authorized to perform this action", {}, SANDBOX_WAIT),
    ).toBeVisible();
    await expect(canvas.queryByRole("table")).not.toBeInTheDocument();
  },
};

/**
 * A new group picks its properties from every property; deleting it then asks for its name, and a wrong name
 * keeps Delete disabled.
 */
export const CreateThenDeleteByName: Story = {
  play: async ({ canvas }) => {
    await loadedRows();
    await userEvent.click(canvas.getByRole("button", { name: "New" }));
    const dialog = await screen.findByRole("dialog", { name: "New property group" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name" }), "Nordic Lodges");
    const properties = within(dialog).getByRole("combobox", { name: "Properties" });
    await userEvent.type(properties, "Tallinn");
    await userEvent.click(await screen.findByRole("option", { name: "Hotel Lydia Tallinn (1010)" }));
    // The list of the others stays open (and hides the rest of the dialog from the accessibility tree).
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
    await expect(within(dialog).getByRole("row", { name: "Hotel Lydia Tallinn (1010)" })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), SANDBOX_WAIT);
    const row = await rowNamed("Nordic Lodges");
    await expect(cellsOf(row)).toContain("1");

    await userEvent.click(canvas.getByRole("switch", { name: "Delete unlocked" }));
    await userEvent.click(within(row).getByRole("button", { name: "Delete: Nordic Lodges" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete entries" });
    const field = within(confirm).getByRole("textbox", { name: "Type “Nordic Lodges” to confirm" });
    const remove = within(confirm).getByRole("button", { name: "Delete" });
    await userEvent.type(field, "Nordic lodges");
    await expect(remove).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, "Nordic Lodges");
    await userEvent.click(remove);
    await waitFor(async () => expect(await dataRows()).toHaveLength(4), SANDBOX_WAIT);
    dropStaleAnnouncements();
  },
};

/** The edit dialog of a group in the dark scheme (English): its properties as chips. */
export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async () => {
    const row = await rowNamed("Baltic Seaside");
    await userEvent.click(within(row).getByRole("button", { name: "Edit: Baltic Seaside" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit property group" });
    await expect(
      await within(dialog).findByRole("row", { name: "Hotel Lydia Tallinn (1010)" }, SANDBOX_WAIT),
    ).toBeInTheDocument();
  },
};

/** Arabic, right to left: the list and a group's dialog by structure only. */
export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    const rows = await loadedRows();
    await expect(rows).toHaveLength(4);
    await userEvent.click(within(rows[0]!).getAllByRole("button")[0]!);
    const dialog = await screen.findByRole("dialog");
    await expect(within(dialog).getByRole("textbox")).toHaveValue("Alpine Resorts");
  },
};
