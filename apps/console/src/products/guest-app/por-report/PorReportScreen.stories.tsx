import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { consoleStory, ISOLATED_STORY, SANDBOX_WAIT, sessionOf } from "../../../stories/ConsoleStory";
import type { Canvas, ConsoleParameters } from "../../../stories/ConsoleStory";
import * as listStory from "../../../stories/listStories";
import PorReportScreen from "./PorReportScreen";
import { expectRightToLeft } from "../../../stories/storySupport";

const POR = "*/api/cms/v3/:propertyId/oneapp/webcheckin/por_report";

const meta = {
  title: "Console/Guest app/POR report",
  component: PorReportScreen,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: {
      path: "/property/1001/oneapp/webcheckin/por_report",
      user: "staff@demo.test",
    } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof PorReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sandbox's report of a month at Hotel Sacher Wien, asked for as the signed-in story user. */
async function reportOf(context: Parameters<typeof sessionOf>[0], month: string) {
  const { data } = await sessionOf(context).client.POST(
    "/api/cms/v3/{propertyId}/oneapp/webcheckin/por_report",
    { params: { path: { propertyId: "1001" } }, body: { month } },
  );
  return data!;
}

/** Waits until the table counts `days` rows (it renders only the rows in view; it counts all, and its header). */
async function expectDays(days: number): Promise<void> {
  await waitFor(
    async () => expect(await listStory.table()).toHaveAttribute("aria-rowcount", String(days + 1)),
    SANDBOX_WAIT,
  );
}

/** The month's total as the title bar says it. */
const totalLine = (canvas: Canvas) => canvas.findByTestId("por-total", {}, SANDBOX_WAIT);

/**
 * The front desk of Hotel Sacher Wien in November 2026 (the stories' clock stands at 20.11.2026): one row per
 * day up to today, dates as DD.MM.YYYY, and the month's total, which is the rows' sum.
 */
export const Default: Story = {
  play: async (context) => {
    const { canvas } = context;
    await listStory.loadedRows();
    await listStory.expectColumns(["Date", "Occupied rooms"]);
    await expect(canvas.getByRole("button", { name: /November 2026/ })).toBeVisible();
    await expectDays(20);
    const report = await reportOf(context, "2026-11");
    await expect(listStory.cellTexts(await listStory.rowNamed("01.11.2026"))).toEqual(
      expect.arrayContaining(["01.11.2026", String(report.items[0]!.roomCount)]),
    );
    await expect(report.total).toBeGreaterThan(0);
    await waitFor(async () =>
      expect(await totalLine(canvas)).toHaveTextContent(`Occupied rooms in the month: ${report.total}`),
    );
  },
};

const states = listStory.listStates({
  url: POR,
  method: "post",
  failureMessage: "Report service unavailable",
  refusedAt: "/property/1002/oneapp/webcheckin/por_report",
});

export const Empty: Story = states.Empty;

export const Loading: Story = { ...states.Loading, tags: ["no-visual"] };

export const Failure: Story = states.Failure;

/** The front desk of Hotel Sacher Wien at another hotel, where it holds no oneapp.webcheckin.por_report. */
export const NoPermission: Story = states.NoPermission;

/**
 * Last month by keyboard: the picker opens with Enter, the arrow moves to October 2026 and Enter chooses it;
 * the table then holds its 31 days and the total is theirs.
 */
export const ChooseMonth: Story = {
  play: async (context) => {
    const { canvas } = context;
    await listStory.loadedRows();
    const november = (await reportOf(context, "2026-11")).total;
    await waitFor(async () => expect(await totalLine(canvas)).toHaveTextContent(String(november)));
    const picker = canvas.getByRole("button", { name: /November 2026/ });
    picker.focus();
    await userEvent.keyboard("{Enter}");
    const listbox = await screen.findByRole("listbox");
    await waitFor(() => expect(within(listbox).getByRole("option", { name: "November 2026" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(canvas.getByRole("button", { name: /October 2026/ })).toBeVisible());
    await expectDays(31);
    await expect(listStory.cellTexts(await listStory.rowNamed("01.10.2026"))).toContain("01.10.2026");
    const october = (await reportOf(context, "2026-10")).total;
    await expect(october).not.toBe(november);
    await waitFor(async () =>
      expect(await totalLine(canvas)).toHaveTextContent(`Occupied rooms in the month: ${october}`),
    );
  },
};

/**
 * The CSV of the month: named after the property and the month, a header row in the user's language and one
 * line per day with the date as shown (the lists' conventions: byte order mark, CRLF, formulas escaped).
 */
export const DownloadCsv: Story = {
  play: async ({ canvas }) => {
    await listStory.loadedRows();
    const downloads: { name: string; blob: Blob }[] = [];
    let blob: Blob | undefined;
    const createObjectURL = URL.createObjectURL.bind(URL);
    const click = HTMLAnchorElement.prototype.click;
    URL.createObjectURL = (object: Blob | MediaSource) => {
      blob = object as Blob;
      return createObjectURL(object);
    };
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.download && blob) downloads.push({ name: this.download, blob });
    };
    try {
      canvas.getByRole("button", { name: "Export CSV" }).focus();
      await userEvent.keyboard("{Enter}");
      await waitFor(() => expect(downloads).toHaveLength(1));
    } finally {
      URL.createObjectURL = createObjectURL;
      HTMLAnchorElement.prototype.click = click;
    }
    const [download] = downloads;
    await expect(download!.name).toBe("por-report-1001-2026-11.csv");
    const text = await download!.blob.text();
    const lines = text.replace(/^\uFEFF/, "").split("\r\n");
    await expect(lines[0]).toBe("Date,Occupied rooms");
    await expect(lines).toHaveLength(21);
    await expect(lines[1]).toMatch(/^01\.11\.2026,\d+$/);
  },
};

/** The report in the dark scheme. */
export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async ({ canvas }) => {
    await listStory.loadedRows();
    await expect(await totalLine(canvas)).toHaveTextContent(/\d/);
  },
};

/** Arabic, right to left: the month's name and the table by role only. */
export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvas, canvasElement }) => {
    await expectRightToLeft(canvasElement);
    await expectDays(20);
    await expect(await totalLine(canvas)).toHaveTextContent(/\S/);
  },
};
