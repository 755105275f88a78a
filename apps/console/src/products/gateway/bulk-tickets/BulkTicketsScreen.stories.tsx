import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { consoleStory, ISOLATED_STORY, SANDBOX_WAIT } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import * as listStory from "../../../stories/listStories";
import BulkTicketsScreen from "./BulkTicketsScreen";
import { expectRightToLeft } from "../../../stories/storySupport";

const BULK_TICKETS = "*/api/cms/v3/:propertyId/onespeed/bulkticket/index";
const PATH = "/property/1001/onespeed-gateway/bulk-tickets";

const meta = {
  title: "Console/Gateway/Bulk tickets",
  component: BulkTicketsScreen,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    // The super administrator holds every permission, the expireInHours override too.
    console: { path: PATH, user: "super@demo.test" } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof BulkTicketsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hotel Sacher Wien's batches: name, time limit, valid to and created at in UTC+0, said above the list. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const rows = await listStory.loadedRows();
    await expect(rows.length).toBeGreaterThan(2);
    await expect(canvas.getByText("All bulk ticket times are in UTC+0.")).toBeInTheDocument();
    await listStory.expectColumns([
      "Name",
      "Time limit",
      "Valid to (UTC+0)",
      "Created at (UTC+0)",
      "Tickets",
    ]);
    const first = listStory.cellTexts(rows[0]!);
    await expect(first.some((text) => /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/.test(text ?? ""))).toBe(true);
  },
};

const states = listStory.listStates({
  url: BULK_TICKETS,
  failureMessage: "Gateway unavailable",
  refusedAt: PATH.replace("/1001/", "/1002/"),
});

export const Empty: Story = states.Empty;

export const Loading: Story = { ...states.Loading, tags: ["no-visual"] };

export const Failure: Story = states.Failure;

/** The front desk of Hotel Sacher Wien at another hotel, where it holds no role (so no onespeed.bulkTickets.list). */
export const NoPermission: Story = states.NoPermission;

/**
 * Types a date and time as the console writes it ("26.11.2026 08:00:00") into the picker labelled `name`,
 * segment by segment (any locale's order).
 */
async function typeDateTime(dialog: HTMLElement, name: RegExp, at: string) {
  const group = within(dialog).getByRole("group", { name });
  const values = at.split(/[. :]/);
  for (const [index, type] of ["day", "month", "year", "hour", "minute", "second"].entries()) {
    group.querySelector<HTMLElement>(`[role="spinbutton"][data-type="${type}"]`)!.focus();
    await userEvent.keyboard(values[index]!);
  }
}

/**
 * A batch of 20 conference vouchers, by keyboard: the name and the count refuse to stay empty, a count over
 * 100,000 is refused, the e-mail address must be valid; saved with its limits, listed with its time limit.
 */
export const CreateByKeyboard: Story = {
  play: async ({ canvas }) => {
    const { dialog, inDialog } = await listStory.openNewRow(canvas, "New bulk ticket");
    await expect(inDialog.getByRole("textbox", { name: /^Expires after/ })).toBeInTheDocument();

    const name = inDialog.getByRole("textbox", { name: /^Name/ });
    name.focus();
    await userEvent.tab();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(inDialog.getByRole("button", { name: "Save" })).toBeDisabled();
    await userEvent.type(name, "Conference vouchers");
    await userEvent.type(inDialog.getByRole("textbox", { name: /^Description/ }), "Autumn conference");
    await typeDateTime(dialog, /^Valid from/, "26.11.2026 08:00:00");
    await typeDateTime(dialog, /^Valid until/, "28.11.2026 18:00:00");
    // Entered in UTC+0, as the vouchers print it; the hotel's clock is said under it (issue 43, item 10).
    await waitFor(() =>
      expect(
        inDialog.getByText("Hotel time: \u206628.11.2026 19:00\u2069 (Europe/Vienna)"),
      ).toBeInTheDocument(),
    );

    const count = inDialog.getByRole("textbox", { name: /^Number of tickets/ });
    await userEvent.type(count, "100001");
    await userEvent.tab();
    await expect(count).toHaveAttribute("aria-invalid", "true");
    await userEvent.clear(count);
    await userEvent.type(count, "20");
    await userEvent.type(inDialog.getByRole("textbox", { name: /^Ticket price/ }), "4,90");
    await userEvent.type(inDialog.getByRole("textbox", { name: /^Max\. devices/ }), "2");
    await userEvent.type(inDialog.getByRole("textbox", { name: /^Data limit/ }), "5");
    await userEvent.type(inDialog.getByRole("textbox", { name: /^Time limit/ }), "24");
    await userEvent.type(inDialog.getByRole("textbox", { name: /^Max\. bandwidth down/ }), "50");
    await userEvent.type(inDialog.getByRole("textbox", { name: /^Max\. bandwidth up/ }), "10");
    await userEvent.type(inDialog.getByRole("textbox", { name: /^Expires after/ }), "48");

    const sendEmail = inDialog.getByRole("switch", { name: /^Send by e-mail/ });
    sendEmail.focus();
    await userEvent.keyboard(" ");
    await expect(sendEmail).toBeChecked();
    const email = inDialog.getByRole("textbox", { name: /^E-mail address/ });
    await userEvent.type(email, "events@hotel");
    await userEvent.tab();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await userEvent.type(email, "-demo.test");

    await listStory.saveAndSeeSaved(dialog);
    await listStory.searchForOne(canvas, "Conference vouchers");
    await listStory.expectRow("Conference vouchers", [
      "1 day",
      "\u206628.11.2026 18:00\u2069 · \u206619:00\u2069 hotel time",
      "20",
    ]);
    listStory.dropStaleAnnouncements();
  },
};

/**
 * Numbers out of range say the range (issue 43, item 12): -5 tickets, -5 Mbit/s and a data limit of -5 read
 * "Between 1 and 100,000", "Between 0 and 100,000" and "At least 0", not "Enter a number".
 */
export const NumbersSayTheirRange: Story = {
  play: async ({ canvas }) => {
    const { inDialog } = await listStory.openNewRow(canvas, "New bulk ticket");
    const typeMinusFive = async (name: RegExp) => {
      const field = inDialog.getByRole("textbox", { name });
      await userEvent.type(field, "-5");
      await userEvent.tab();
      await expect(field).toHaveAttribute("aria-invalid", "true");
      return field;
    };
    await expect(await typeMinusFive(/^Number of tickets/)).toHaveAccessibleDescription(
      /Between 1 and 100,000/,
    );
    await expect(await typeMinusFive(/^Max\. bandwidth down/)).toHaveAccessibleDescription(
      /Between 0 and 100,000/,
    );
    await expect(await typeMinusFive(/^Data limit/)).toHaveAccessibleDescription(/At least 0/);
    await expect(inDialog.queryByText("Enter a number")).not.toBeInTheDocument();
  },
};

/** The property administrator lacks the expireInHours override: the dialog does not offer the field. */
export const WithoutExpiryOverride: Story = {
  parameters: { console: { path: PATH, user: "admin@demo.test" } satisfies ConsoleParameters },
  play: async ({ canvas }) => {
    await listStory.loadedRows();
    const dialog = await listStory.openNewByKeyboard(canvas, "New bulk ticket");
    await expect(within(dialog).getByRole("textbox", { name: /^Number of tickets/ })).toBeInTheDocument();
    await expect(within(dialog).queryByRole("textbox", { name: /^Expires after/ })).not.toBeInTheDocument();
  },
};

/** Send by e-mail refuses an address without a domain before any call, and sends to a valid one. */
export const SendByEmail: Story = {
  tags: ["no-visual"],
  play: async () => {
    const [first] = await listStory.loadedRows();
    await userEvent.click(within(first!).getByRole("button", { name: /Send via e-mail/ }));
    const dialog = await screen.findByRole("dialog", { name: /by e-mail/ });
    const email = within(dialog).getByRole("textbox", { name: /^E-mail address/ });
    await userEvent.type(email, "frontdesk{Enter}");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await userEvent.type(email, "@hotel-demo.test{Enter}");
    await expect(
      await screen.findByText(/The tickets were sent to frontdesk@hotel-demo.test/, {}, SANDBOX_WAIT),
    ).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/**
 * A voucher PDF on its way: the sandbox streams pages as it draws them, so the panel counts the pages seen against
 * X-Page-Count (4 of 10 here, the rest never arrives in this story) with a determinate bar and the size so far.
 */
export const DownloadInProgress: Story = {
  parameters: {
    msw: {
      handlers: {
        slowPdf: [
          http.get("*/api/cms/v3/:propertyId/onespeed/bulkticket/:ticketId/pdf", () => {
            const page = `<< /Type /Page /Parent 2 0 R >>\n${"%".repeat(60 * 1024)}\n`;
            const stream = new ReadableStream<Uint8Array>({
              start(controller) {
                controller.enqueue(new TextEncoder().encode(`%PDF-1.3\n${page.repeat(4)}`));
              },
            });
            return new HttpResponse(stream, {
              headers: {
                "Content-Type": "application/pdf",
                "Content-Disposition": 'attachment; filename="vouchers.pdf"',
                "X-Page-Count": "10",
              },
            });
          }),
        ],
      },
    },
  },
  play: async () => {
    const [first] = await listStory.loadedRows();
    await userEvent.click(within(first!).getByRole("button", { name: /Download PDF/ }));
    const choose = await screen.findByRole("dialog", { name: /^Vouchers of/ });
    await userEvent.click(within(choose).getByRole("button", { name: "Download PDF" }));
    const status = await screen.findByText("4 of 10 pages, 240 kB", {}, SANDBOX_WAIT);
    await expect(status).toHaveAttribute("role", "status");
    const bar = screen.getByRole("progressbar", { name: "Downloading vouchers.pdf" });
    await expect(bar).toHaveAttribute("aria-valuenow", "40");
  },
};

/** The list in the dark scheme. */
export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async () => {
    await listStory.loadedRows();
  },
};

/**
 * Arabic, right to left: the list and the voucher layout choice by role and structure only. "Valid to" is an
 * Arabic sentence around the UTC date and time and the hotel's time, which keep their left-to-right order: the
 * date stands left of its time (it read "23:59 22.05.2026" while the sentence's direction took them along).
 */
export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    await expectRightToLeft(canvasElement);
    const [first] = await listStory.loadedRows();
    await expect(
      listStory.cellTexts(first!).some((text) => /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/.test(text ?? "")),
    ).toBe(true);
    const validTo = within(first!)
      .getAllByRole("cell")
      .map((cell) => cell.querySelector<HTMLElement>('[data-part="text"]')?.firstChild)
      .find((node): node is Text => node instanceof Text && /\d{2}:\d{2}.*\d{2}:\d{2}/.test(node.data))!;
    const at = (pattern: RegExp) => {
      const start = validTo.data.search(pattern);
      const range = document.createRange();
      range.setStart(validTo, start);
      range.setEnd(validTo, start + 2);
      return range.getBoundingClientRect().left;
    };
    await expect(at(/\d{2}\.\d{2}\.\d{4}/)).toBeLessThan(at(/\d{2}:\d{2}/));
  },
};
