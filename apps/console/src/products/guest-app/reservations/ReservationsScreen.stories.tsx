import { toastQueue } from "@cms/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, fireEvent, screen, userEvent, waitFor, within } from "storybook/test";
import { consoleStory, ISOLATED_STORY, SANDBOX_WAIT } from "../../../stories/ConsoleStory";
import type { ConsoleParameters } from "../../../stories/ConsoleStory";
import * as listStory from "../../../stories/listStories";
import ReservationsScreen from "./ReservationsScreen";
import { expectRightToLeft } from "../../../stories/storySupport";

const RESERVATIONS = "*/api/cms/v3/:propertyId/oneapp/webcheckin/:pms/reservations/index";
// Today's arrivals at Hotel Sacher Wien (the sandbox's seed, packages/sandbox/src/seed/oneapp.ts).
const ANNA = "240001";
const LEONIE = "240061";

const meta = {
  title: "Console/Guest app/Reservations",
  component: ReservationsScreen,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: {
      path: "/property/1001/oneapp/webcheckin/reservations",
      user: "staff@demo.test",
    } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof ReservationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens a reservation's details from the keyboard (Enter on its row) and answers its actions. */
async function actionsOf(reservationNumber: string, name: string): Promise<HTMLElement> {
  const row = await listStory.rowNamed(reservationNumber);
  const open = screen.queryByRole("group", { name: `Actions for ${name}` });
  if (open) return open;
  row.focus();
  await userEvent.keyboard("{Enter}");
  return screen.findByRole("group", { name: `Actions for ${name}` }, SANDBOX_WAIT);
}

/** Opens Anna Gruber's registration certificate from her reservation's actions. */
async function openAnnasCertificate(): Promise<HTMLElement> {
  const actions = await actionsOf(ANNA, "Anna Gruber");
  await pressByKeyboard(within(actions).getByRole("button", { name: "Registration certificate" }));
  return screen.findByRole("dialog", { name: "Registration certificate: Anna Gruber" }, SANDBOX_WAIT);
}

/** Presses a button from the keyboard. */
async function pressByKeyboard(button: HTMLElement): Promise<void> {
  button.focus();
  await userEvent.keyboard("{Enter}");
}

/**
 * The front desk of Hotel Sacher Wien on 20.11.2026: everyone staying that day; today's arrivals include the
 * showcase guest, a minor, an expired passport and a family. The PMS's own references (guest profile ID,
 * company) wait in the column chooser, so the table fits a desk's screen.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await listStory.loadedRows();
    await listStory.expectColumns([
      "Reservation no.",
      "First name",
      "Last name",
      "Arrival",
      "Departure",
      "Status",
      "Room",
      "Room type",
    ]);
    await listStory.expectRow(ANNA, [
      "Anna",
      "Gruber",
      "20.11.2026",
      "22.11.2026",
      // The PMS's DUE_IN in words (issue 43, item 1).
      "Arriving today",
      "101",
    ]);
    await expect(canvas.getByRole("group", { name: "Date" })).toBeVisible();
    // The quick views count the day, and the list names its PMS and when it was read.
    await expect(canvas.getByRole("radio", { name: /^All \d+$/ })).toBeChecked();
    await expect(canvas.getByTestId("reservations-source")).toHaveTextContent(/^protel \(PMS\), as of /);
  },
};

/** Counts the rows of the table now (after the list has filtered). */
const rowCount = async () => (await listStory.dataRows()).length;

/**
 * "Arrivals" in one click: only the stays that start on the day and are not cancelled, as many as the
 * segment counts (the dashboard's "Arrivals today" counts the same way).
 */
export const ArrivalsToday: Story = {
  play: async ({ canvas }) => {
    await listStory.loadedRows();
    const arrivals = canvas.getByRole("radio", { name: /^Arrivals \d+$/ });
    const count = Number(/\d+/.exec(arrivals.textContent ?? "")![0]);
    await expect(count).toBeGreaterThan(3);
    await userEvent.click(arrivals);
    await waitFor(async () => expect(await rowCount()).toBe(count));
    for (const row of await listStory.dataRows()) {
      await expect(listStory.cellTexts(row)).toContain("20.11.2026");
      await expect(listStory.cellTexts(row)).not.toContain("Cancelled");
    }
  },
};

/** "In house": the guests checked in, none of today's arrivals still to come. */
export const InHouse: Story = {
  play: async ({ canvas }) => {
    await listStory.loadedRows();
    await userEvent.click(canvas.getByRole("radio", { name: /^In house \d+$/ }));
    await waitFor(async () =>
      expect(
        (await listStory.dataRows()).every((row) => /In house|Departing today/.test(row.textContent ?? "")),
      ).toBe(true),
    );
    await expect((await listStory.dataRows()).length).toBeGreaterThan(0);
  },
};

/**
 * A guest already in the house: "Check in" is not offered, the row says why; the profile and the
 * certificate stay at hand.
 */
export const CheckinNotOffered: Story = {
  play: async ({ canvas }) => {
    await listStory.loadedRows();
    await userEvent.click(canvas.getByRole("radio", { name: /^In house \d+$/ }));
    await waitFor(async () => expect((await listStory.dataRows())[0]).toHaveTextContent("In house"));
    const [row] = await listStory.dataRows();
    row!.focus();
    await userEvent.keyboard("{Enter}");
    const actions = await screen.findByRole("group", { name: /^Actions for / }, SANDBOX_WAIT);
    await expect(within(actions).queryByRole("button", { name: "Check in" })).not.toBeInTheDocument();
    await expect(within(actions).getByText("Already checked in.")).toBeVisible();
    await expect(within(actions).getByRole("button", { name: "Guest profile" })).toBeEnabled();
  },
};

/**
 * Check-in asks before it writes to the PMS: the stay, the room and the PMS named. Cancel changes nothing; the
 * story rests on the question.
 */
export const CheckinAsksFirst: Story = {
  play: async () => {
    await listStory.loadedRows();
    const ask = async () => {
      const actions = await actionsOf(ANNA, "Anna Gruber");
      await pressByKeyboard(within(actions).getByRole("button", { name: "Check in" }));
      return screen.findByRole("alertdialog", { name: "Check in Anna Gruber?" }, SANDBOX_WAIT);
    };
    let dialog = await ask();
    // The dates isolated left to right (invisible marks around each), as in every sentence of the console.
    await expect(dialog).toHaveTextContent(/Stay .?20\.11\.2026.? – .?22\.11\.2026.?, room 101\./);
    await expect(dialog).toHaveTextContent("The check-in is written to protel");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(screen.queryByText(/is checked in/)).not.toBeInTheDocument();
    await expect(listStory.cellTexts(await listStory.rowNamed(ANNA))).toContain("Arriving today");
    dialog = await ask();
    await expect(within(dialog).getByRole("button", { name: "Check in" })).toBeVisible();
  },
};

const states = listStory.listStates({
  url: RESERVATIONS,
  failureMessage: "The PMS does not answer",
  refusedAt: "/property/1002/oneapp/webcheckin/reservations",
});

/** A day without reservations. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        empty: [http.get(RESERVATIONS, () => HttpResponse.json({ reservations: { reservationList: [] } }))],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("No entries", {}, SANDBOX_WAIT)).toBeVisible();
    await expect(await listStory.dataRows()).toHaveLength(0);
  },
};

export const Loading: Story = { ...states.Loading, tags: ["no-visual"] };

export const Failure: Story = states.Failure;

/** The front desk of Hotel Sacher Wien at another hotel, where it holds no oneapp.reservations.list. */
export const NoPermission: Story = states.NoPermission;

/** Found by search, by the guest's last name. */
export const Search: Story = {
  play: async ({ canvas }) => {
    await listStory.loadedRows();
    await listStory.searchForOne(canvas, "Hofbauer");
    await expect(listStory.cellTexts((await listStory.dataRows())[0]!)).toEqual(
      expect.arrayContaining([LEONIE, "Leonie"]),
    );
  },
};

/**
 * Today's arrival, Anna Gruber, moved house: the receptionist opens her profile, goes to the residential
 * address and fixes the street and postal code, all by keyboard; the PMS keeps it.
 */
export const FixAddress: Story = {
  play: async () => {
    await listStory.loadedRows();
    const actions = await actionsOf(ANNA, "Anna Gruber");
    await pressByKeyboard(within(actions).getByRole("button", { name: "Guest profile" }));
    const dialog = await screen.findByRole("dialog", { name: "Guest profile: Anna Gruber" }, SANDBOX_WAIT);
    const tab = within(dialog).getByRole("tab", { name: "Residential address" });
    await pressByKeyboard(tab);
    await waitFor(() => expect(tab).toHaveAttribute("aria-selected", "true"));
    const street = within(dialog).getByRole("textbox", { name: /^Address line 1/ });
    await userEvent.clear(street);
    await userEvent.type(street, "Mariahilfer Straße 88");
    const postCode = within(dialog).getByRole("textbox", { name: /^Postal code/ });
    await userEvent.clear(postCode);
    await userEvent.type(postCode, "1234567890123");
    await userEvent.tab();
    await expect(postCode).toHaveAttribute("aria-invalid", "true");
    await expect(within(dialog).getByRole("button", { name: "Save" })).toBeDisabled();
    await userEvent.clear(postCode);
    await userEvent.type(postCode, "1070{Enter}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), SANDBOX_WAIT);
    await expect(await screen.findByText("Saved", {}, SANDBOX_WAIT)).toBeInTheDocument();
    toastQueue.clear();

    // Opened again: the PMS answers the new address.
    await pressByKeyboard(
      within(await actionsOf(ANNA, "Anna Gruber")).getByRole("button", { name: "Guest profile" }),
    );
    const again = await screen.findByRole("dialog", { name: "Guest profile: Anna Gruber" }, SANDBOX_WAIT);
    await pressByKeyboard(within(again).getByRole("tab", { name: "Residential address" }));
    await expect(within(again).getByRole("textbox", { name: /^Address line 1/ })).toHaveValue(
      "Mariahilfer Straße 88",
    );
  },
};

/**
 * A guest in the house (issue 42 item 3): the profile's "Bill and signature" tab lists the PMS's charges of
 * the stay so far and their total, and says that the guest has not signed yet.
 */
export const ProfileBillAndSignature: Story = {
  play: async () => {
    await listStory.loadedRows();
    const actions = await actionsOf("240032", "Emely Heist");
    await pressByKeyboard(within(actions).getByRole("button", { name: "Guest profile" }));
    const dialog = await screen.findByRole("dialog", { name: "Guest profile: Emely Heist" }, SANDBOX_WAIT);
    const tab = within(dialog).getByRole("tab", { name: "Bill and signature" });
    await pressByKeyboard(tab);
    await waitFor(() => expect(tab).toHaveAttribute("aria-selected", "true"));
    const bill = within(dialog).getByLabelText("Bill");
    await expect(within(bill).getAllByRole("term").length).toBeGreaterThan(5);
    await expect(within(bill).getAllByText(/Logis/).length).toBeGreaterThan(4);
    await expect(bill).toHaveTextContent(/Total€\s?[\d,.]+|Total[\d,.]+\s?€/);
    await expect(within(dialog).getByText("Not signed yet")).toBeVisible();
  },
};

/**
 * The proof of health takes a PNG or JPEG only (products.md section 5): a PDF is refused in words and nothing
 * is kept; an image is then taken (issue 42 item 11: nothing asserted the type check).
 */
export const ProofOfHealthType: Story = {
  play: async () => {
    await listStory.loadedRows();
    const actions = await actionsOf(ANNA, "Anna Gruber");
    await pressByKeyboard(within(actions).getByRole("button", { name: "Guest profile" }));
    const dialog = await screen.findByRole("dialog", { name: "Guest profile: Anna Gruber" }, SANDBOX_WAIT);
    const tab = within(dialog).getByRole("tab", { name: "Proof of health" });
    await pressByKeyboard(tab);
    await waitFor(() => expect(tab).toHaveAttribute("aria-selected", "true"));
    const input = within(dialog).getByLabelText("Proof of health (PNG or JPEG)");
    // The file picker's own filter set aside, as a drag from the desktop would.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(["%PDF-1.7"], "vaccination.pdf", { type: "application/pdf" }));
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Only PNG and JPEG images can be uploaded",
    );
    await user.upload(
      input,
      new File([new Uint8Array([137, 80, 78, 71])], "vaccination.png", { type: "image/png" }),
    );
    await waitFor(() => expect(within(dialog).getByText("Uploaded: vaccination.png")).toBeVisible());
    await expect(input).not.toHaveAttribute("aria-invalid");
  },
};

/** Leonie Hofbauer is 17: check-in is refused with the rule and where to look. */
export const CheckinRefusedUnder18: Story = {
  play: async ({ canvas }) => {
    await listStory.loadedRows();
    const actions = await actionsOf(LEONIE, "Leonie Hofbauer");
    await pressByKeyboard(within(actions).getByRole("button", { name: "Check in" }));
    const alert = await canvas.findByRole("alert", {}, SANDBOX_WAIT);
    await expect(alert).toHaveTextContent("Check-in refused: Leonie Hofbauer");
    await expect(alert).toHaveTextContent("The guest must be 18 or older to check in");
    await expect(alert).toHaveTextContent("Fix in: Guest profile › Guest › Date of birth");
  },
};

/**
 * Anna Gruber's registration certificate: prefilled from her profile, the notice acknowledged, signed with a
 * pen on the pad; the preview shows the A4 page, and Send mails it.
 */
export const CertificatePreviewAndSend: Story = {
  play: async () => {
    await listStory.loadedRows();
    const dialog = await openAnnasCertificate();
    const inDialog = within(dialog);
    await expect(inDialog.getByRole("textbox", { name: /^Last name/ })).toHaveValue("Gruber");
    const send = inDialog.getByRole("button", { name: "Send" });
    await expect(send).toBeDisabled();

    inDialog.getByRole("checkbox", { name: /data-processing notice/ }).focus();
    await userEvent.keyboard(" ");
    const pad = inDialog.getByRole("img", { name: "Signature" });
    const box = pad.getBoundingClientRect();
    const at = (x: number, y: number) => ({
      pointerId: 7,
      pointerType: "pen",
      pressure: 0.5,
      clientX: box.left + x,
      clientY: box.top + y,
    });
    fireEvent.pointerDown(pad, at(20, 90));
    fireEvent.pointerMove(pad, at(60, 40));
    fireEvent.pointerMove(pad, at(120, 100));
    fireEvent.pointerMove(pad, at(180, 50));
    fireEvent.pointerUp(pad, at(180, 50));
    await waitFor(() => expect(send).toBeEnabled());

    await pressByKeyboard(inDialog.getByRole("button", { name: "Preview" }));
    const page = await inDialog.findByTitle("Certificate of Registration (A4)", {}, SANDBOX_WAIT);
    await expect(page.getAttribute("srcdoc")).toContain("Gruber");
    await expect(page.getAttribute("srcdoc")).toContain("595pt 841pt");
    await expect(page.getAttribute("srcdoc")).toContain("data:image/png;base64,");
    // The signature is a 200 x 40 image, printed in a 100 x 20 pt slot (platform.md section 9).
    const source = /src="(data:image\/png;base64,[^"]+)"/.exec(page.getAttribute("srcdoc") ?? "")![1]!;
    const image = new Image();
    image.src = source;
    await image.decode();
    await expect([image.naturalWidth, image.naturalHeight]).toEqual([200, 40]);
    await expect(page.getAttribute("srcdoc")).toContain(".sign img { width: 100pt; height: 20pt; }");

    await pressByKeyboard(send);
    await expect(
      await screen.findByText("Registration certificate sent", {}, SANDBOX_WAIT),
    ).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    toastQueue.clear();
  },
};

/**
 * The certificate opens with consent to mail contact unticked (the guest gives it on the form), the countries
 * as names to pick, and a footer that says what Preview and Send wait for; pressing it marks those fields.
 */
export const CertificateSaysWhySendWaits: Story = {
  play: async () => {
    await listStory.loadedRows();
    const dialog = await openAnnasCertificate();
    const inDialog = within(dialog);
    await expect(inDialog.getByRole("checkbox", { name: /contacted by mail/ })).not.toBeChecked();
    await expect(inDialog.getByRole("combobox", { name: /^Citizenship/ })).toHaveValue("Austria (AT)");
    await expect(inDialog.getByRole("button", { name: "Send" })).toBeDisabled();
    const why = inDialog.getByRole("button", {
      name: "To go on, fill in or correct: The guest has read the data-processing notice, Signature",
    });
    await userEvent.click(why);
    await waitFor(() =>
      expect(inDialog.getByRole("checkbox", { name: /data-processing notice/ })).toHaveFocus(),
    );
  },
};

export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async () => {
    await listStory.loadedRows();
    await actionsOf(ANNA, "Anna Gruber");
  },
};

/** Arabic, right to left: the table and a reservation's actions by role only. */
export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    await expectRightToLeft(canvasElement);
    const [first] = await listStory.loadedRows();
    first!.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.getAllByRole("group").length).toBeGreaterThan(0));
  },
};
