import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { consoleStory, ISOLATED_STORY, SANDBOX_WAIT, sessionOf } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import * as listStory from "../../../stories/listStories";
import { screenStates } from "../../../stories/screenStates";
import RoomControlScreen from "./RoomControlScreen";
import { expectRightToLeft } from "../../../stories/storySupport";

const INDEX = "*/api/cms/v3/:propertyId/oneapp/roomcontrol/index";

/** Hotel Sacher Graz: its rooms run on an eibPORT, with door cameras at the suites. */
const meta = {
  title: "Console/Guest app/Room control",
  component: RoomControlScreen,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: { path: "/property/1005/roomcontrol", user: "admin@demo.test" } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof RoomControlScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Moves to a tab by keyboard: focus the selected tab, then the arrow keys. */
async function openTab(name: string) {
  const tabs = await screen.findByRole("tablist", {}, SANDBOX_WAIT);
  const selected = within(tabs).getByRole("tab", { selected: true });
  selected.focus();
  const target = within(tabs).getByRole("tab", { name });
  const all = within(tabs).getAllByRole("tab");
  const steps = all.indexOf(target) - all.indexOf(selected);
  for (let n = 0; n < Math.abs(steps); n++)
    await userEvent.keyboard(steps > 0 ? "{ArrowRight}" : "{ArrowLeft}");
  await waitFor(() => expect(target).toHaveAttribute("aria-selected", "true"));
}

/** Picks an option of a combobox by typing part of it. */
async function pick(combobox: HTMLElement, typed: string, option: string) {
  await userEvent.type(combobox, typed);
  await screen.findByRole("option", { name: option });
  await userEvent.keyboard("{ArrowDown}{Enter}");
}

/** The commands first: seven, from the ceiling light to the housekeeping request. */
export const Default: Story = {
  play: async () => {
    await expect(await listStory.loadedRows()).toHaveLength(7);
    await listStory.expectColumns(["Title", "Command id", "Name", "Action type", "Target system", "Unit"]);
    await listStory.expectRow("Bedside lights", ["light-dimmer", "slider", "%"]);
    const tabs = within(await screen.findByRole("tablist"));
    for (const name of ["Commands", "Assignments", "Groups", "Cameras", "Target systems"])
      await expect(tabs.getByRole("tab", { name })).toBeVisible();
  },
};

/** A reading light, by keyboard: a toggle button on the eibPORT with its group address. */
export const AddCommand: Story = {
  play: async ({ canvas }) => {
    const { dialog, inDialog } = await listStory.openNewRow(canvas, "New command");
    await userEvent.type(inDialog.getByRole("textbox", { name: /^Command id/ }), "reading");
    await userEvent.type(inDialog.getByRole("textbox", { name: /^Name/ }), "reading");
    await userEvent.type(inDialog.getByRole("textbox", { name: /^Title/ }), "Reading light");
    await pick(inDialog.getByRole("combobox", { name: /^Action type/ }), "Tog", "Toggle button");
    await pick(inDialog.getByRole("combobox", { name: /^Target system/ }), "eib", "eibport-main (eibport)");
    const options = inDialog.getByRole("textbox", { name: /^Target options/ });
    await userEvent.type(options, "1/1/9");
    await userEvent.tab();
    await expect(dialog).toHaveTextContent('Must be a JSON object, e.g. {"groupAddress": "1/1/1"}');
    await userEvent.clear(options);
    await userEvent.type(options, '{{"groupAddress":"1/1/9"}');
    await listStory.saveAndSeeSaved(dialog);
    await listStory.expectRow("Reading light", ["reading", "toggle-button", "eibport-main"]);
  },
};

/**
 * A hotel whose room control is not set up yet (Hotel Sacher Wien): a new command's target system has nothing to
 * offer, and the field says where to add one first.
 */
export const NewCommandBeforeTargets: Story = {
  parameters: { console: { path: "/property/1001/roomcontrol", user: "admin@demo.test" } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("No entries", {}, SANDBOX_WAIT)).toBeVisible();
    const dialog = await listStory.openNewByKeyboard(canvas, "New command");
    const hint = "No target system yet: add one under Target systems first.";
    await expect(await within(dialog).findByText(hint, {}, SANDBOX_WAIT)).toBeVisible();
    // The hint comes with the loaded choices; react-aria links it as the field's description a render later.
    const target = await within(dialog).findByRole(
      "combobox",
      { name: /^Target system/, description: hint },
      SANDBOX_WAIT,
    );
    await expect(target).toBeVisible();
  },
};

/** Room 101 gets the blinds: the command is picked from the commands, not typed; the room then offers it. */
export const AssignCommandToRoom: Story = {
  play: async (context) => {
    await listStory.loadedRows();
    await openTab("Assignments");
    const edit = await listStory.openEdit("101", "Edit assignment");
    await pick(
      within(edit).getByRole("combobox", { name: /^Commands/ }),
      "Blinds u",
      "Blinds up (blinds-up)",
    );
    await userEvent.keyboard("{Escape}");
    await listStory.saveAndSeeSaved(edit);
    // The room's list of commands is long (truncated in its cell): the stored assignment says it.
    const { data } = await sessionOf(context).client.GET(
      "/api/cms/v3/{propertyId}/oneapp/roomcontrol/index",
      {
        params: { path: { propertyId: "1005" } },
      },
    );
    await expect(data?.assignments.find((a) => a.room === "101")?.assignedCommandIds).toContain("blinds-up");
    listStory.dropStaleAnnouncements();
  },
};

/** A group cannot be its own parent: the light group under itself is refused and the dialog stays open. */
export const GroupOwnParentRefused: Story = {
  play: async () => {
    await listStory.loadedRows();
    await openTab("Groups");
    const dialog = await listStory.openEdit("Light", "Edit group");
    await pick(within(dialog).getByRole("combobox", { name: /^Parent group/ }), "Light", "Light (lighting)");
    within(dialog).getByRole("button", { name: "Save" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(
      await within(dialog).findByText("A group cannot be its own parent.", {}, SANDBOX_WAIT),
    ).toBeVisible();
    listStory.dropStaleAnnouncements();
  },
};

/** A camera's address must be a stream URL or a host name; Save waits until it is. */
export const CameraAddressRule: Story = {
  play: async ({ canvas }) => {
    await listStory.loadedRows();
    await openTab("Cameras");
    await waitFor(async () => expect(await listStory.dataRows()).toHaveLength(3), SANDBOX_WAIT);
    const dialog = await listStory.openNewByKeyboard(canvas, "New camera");
    const address = within(dialog).getByRole("textbox", { name: /^Camera address/ });
    await userEvent.type(address, "not a camera");
    await userEvent.tab();
    await expect(dialog).toHaveTextContent(
      "Must be a stream URL (rtsp://, http://, https://) or a host name",
    );
    await expect(within(dialog).getByRole("button", { name: "Save" })).toBeDisabled();
  },
};

const states = screenStates(
  { url: INDEX, refusedAt: "/property/1001/roomcontrol", failureMessage: "Room control unavailable" },
  {
    emptyBody: { cameras: [], assignments: [], commands: [], groups: [], settings: [] },
    emptyText: "No entries",
    loading: async ({ canvasElement }) => {
      await waitFor(
        () =>
          expect(canvasElement.querySelector('[data-ui="GenericList"]')).toHaveAttribute("aria-busy", "true"),
        SANDBOX_WAIT,
      );
    },
    failureTitle: "The list could not be loaded",
    contentRole: "table",
  },
);

export const Empty: Story = states.Empty;

export const Loading: Story = { ...states.Loading, tags: ["no-visual"] };

export const Failure: Story = states.Failure;

/** The front desk of Hotel Sacher Wien: its role holds no property.roomControl.list. */
export const NoPermission: Story = states.NoPermission;

export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async () => {
    await listStory.loadedRows();
    await openTab("Groups");
    await expect(await listStory.rowNamed("Climate")).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    await expectRightToLeft(canvasElement);
    await expect(await listStory.loadedRows()).toHaveLength(7);
  },
};
