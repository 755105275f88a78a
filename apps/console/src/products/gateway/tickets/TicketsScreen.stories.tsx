import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { consoleStory, ISOLATED_STORY } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import * as listStory from "../../../stories/listStories";
import TicketsScreen from "./TicketsScreen";

const TICKETS = "*/api/cms/v3/:propertyId/onespeed/ticket/index";

const meta = {
  title: "Console/Gateway/Tickets",
  component: TicketsScreen,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: {
      path: "/property/1001/onespeed-gateway/tickets",
      user: "staff@demo.test",
    } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof TicketsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The front desk of Hotel Sacher Wien: the sandbox's five tickets, limits as entered, prices as 999,99. */
export const Default: Story = {
  play: async () => {
    await listStory.loadedRows();
    await listStory.expectRowCount(5);
    await listStory.expectColumns([
      "Title",
      "Enabled",
      "Expires after (hours)",
      "Max. devices",
      "Price",
      "Bandwidth down (Mbit/s)",
      "Bandwidth up (Mbit/s)",
      "Data limit",
      "Time limit",
      "Idle timeout (seconds)",
      "Re-authenticate on all devices",
      "PMS article",
      "Cisco guest role",
    ]);
    await listStory.expectRow("Premium 3 days", [
      "72",
      "3",
      "9,90 EUR",
      "50 Mbit/s",
      "10 Mbit/s",
      "20 GB",
      "3 days",
      "guest-premium",
    ]);
    await listStory.expectRow("Premium week", ["Unlimited", "24,90 EUR"]);
  },
};

const states = listStory.listStates({
  url: TICKETS,
  failureMessage: "Gateway unavailable",
  refusedAt: "/property/1002/onespeed-gateway/tickets",
});

export const Empty: Story = states.Empty;

export const Loading: Story = { ...states.Loading, tags: ["no-visual"] };

export const Failure: Story = states.Failure;

/** The front desk of Hotel Sacher Wien at another hotel, where it holds no onespeed.tickets.list. */
export const NoPermission: Story = states.NoPermission;

/** Picks `option` of the select labelled `name` by keyboard: focus, Enter opens it, arrows and Enter choose. */
async function chooseByKeyboard(dialog: HTMLElement, name: RegExp, option: string) {
  const select = within(dialog).getByRole("button", { name });
  select.focus();
  await userEvent.keyboard("{Enter}");
  const listbox = await screen.findByRole("listbox");
  const options = within(listbox).getAllByRole("option");
  const index = options.findIndex((candidate) => candidate.textContent === option);
  await waitFor(() => expect(listbox).toContainElement(document.activeElement as HTMLElement));
  const focused = options.indexOf(document.activeElement as HTMLElement);
  const steps = index - Math.max(focused, 0);
  await userEvent.keyboard(steps > 0 ? "{ArrowDown}".repeat(steps) : "{ArrowUp}".repeat(-steps));
  await userEvent.keyboard("{Enter}");
  await waitFor(() => expect(select).toHaveTextContent(option));
}

/**
 * A day pass, by keyboard: the title and the hours refuse to stay empty and Save waits for them; the ticket is
 * saved with a data limit in GB and a time limit in hours, and listed with its price as 999,99.
 */
export const CreateTicket: Story = {
  play: async ({ canvas }) => {
    const { dialog, inDialog } = await listStory.openNewRow(canvas, "New ticket");

    const title = inDialog.getAllByRole("textbox", { name: /^Title/ })[0]!;
    await listStory.leaveEmpty(title);
    const hours = inDialog.getByRole("textbox", { name: /^Expires after/ });
    await listStory.leaveEmpty(hours);
    await expect(inDialog.getByRole("button", { name: "Save" })).toBeDisabled();

    await userEvent.type(title, "Day pass");
    const enabled = inDialog.getByRole("switch", { name: /^Enabled/ });
    enabled.focus();
    await userEvent.keyboard(" ");
    await expect(enabled).toBeChecked();
    await userEvent.type(hours, "1.5");
    await userEvent.tab();
    await expect(hours).toHaveAttribute("aria-invalid", "true");
    await userEvent.clear(hours);
    await userEvent.type(hours, "24");
    await userEvent.type(inDialog.getByRole("textbox", { name: /^Max\. devices/ }), "2");
    const price = inDialog.getByRole("textbox", { name: /^Price amount/ });
    await userEvent.type(price, "4.505");
    await userEvent.tab();
    await expect(price).toHaveAttribute("aria-invalid", "true");
    await userEvent.clear(price);
    await userEvent.type(price, "4,50");
    // The currency is picked from the ISO list by its name or code, never typed as a code the server refuses.
    await userEvent.type(inDialog.getByRole("combobox", { name: /^Currency/ }), "EUR");
    await screen.findByRole("option", { name: "Euro (EUR)" });
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(inDialog.getByRole("combobox", { name: /^Currency/ })).toHaveValue("Euro (EUR)");
    await userEvent.type(inDialog.getByRole("textbox", { name: /^Data limit/ }), "3");
    await chooseByKeyboard(dialog, /Unit of Data limit/, "GB");
    await userEvent.type(inDialog.getByRole("textbox", { name: /^Time limit/ }), "12");
    await chooseByKeyboard(dialog, /Unit of Time limit/, "hours");

    await listStory.saveAndSeeSaved(dialog);

    await listStory.searchForOne(canvas, "Day pass");
    await listStory.expectRow("Day pass", ["Yes", "24", "2", "4,50 EUR", "3 GB", "12 hr"]);
    listStory.dropStaleAnnouncements();
  },
};

/**
 * Print and download (issue 42 item 6, products.md section 5): a ticket with an access code goes on paper or into
 * a file; one without has both disabled. The form assigns the code.
 */
export const PrintAndDownload: Story = {
  play: async () => {
    await listStory.loadedRows();
    const free = await listStory.rowNamed("Free Wi-Fi 24 hours");
    await expect(within(free).getByRole("button", { name: "Print: Free Wi-Fi 24 hours" })).toBeEnabled();
    await expect(within(free).getByRole("button", { name: "Download: Free Wi-Fi 24 hours" })).toBeEnabled();
    const premium = await listStory.rowNamed("Premium 3 days");
    await expect(within(premium).getByRole("button", { name: "Print: Premium 3 days" })).toBeDisabled();
    await expect(within(premium).getByRole("button", { name: "Download: Premium 3 days" })).toBeDisabled();

    await userEvent.click(within(premium).getByRole("button", { name: "Edit: Premium 3 days" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit ticket" });
    const code = within(dialog).getByRole("textbox", { name: /^Access code/ });
    await expect(code).toHaveAccessibleDescription(/printing or downloading the ticket needs one/);
    await userEvent.type(code, "PREM-3D");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const saved = await listStory.rowNamed("Premium 3 days");
    await waitFor(() =>
      expect(within(saved).getByRole("button", { name: "Print: Premium 3 days" })).toBeEnabled(),
    );
    await listStory.dismissSaved();
    listStory.dropStaleAnnouncements();
  },
};

/** The list in the dark scheme. */
export const Dark: Story = listStory.darkList(5);

/** Arabic, right to left: the list and a ticket's dialog by role and structure only. */
export const RightToLeft: Story = listStory.rightToLeftList("Free Wi-Fi 24 hours");
