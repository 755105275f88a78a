import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import type { StoryContext } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import {
  DEMO_PASSWORD,
  consoleStory,
  ISOLATED_STORY,
  memoryStorage,
  SANDBOX_WAIT,
  sessionOf,
} from "../../../stories/ConsoleStory";
import type { Canvas, ConsoleParameters } from "../../../stories/ConsoleStory";
import { centreInView, dropStaleAnnouncements, findChart } from "../../../stories/storySupport";
import { Session } from "../../../session/session";
import StreamDashboardScreen from "./StreamDashboardScreen";
import { expectRefusal, failing } from "../../../stories/screenStates";

const STATS = "*/api/cms/v3/:propertyId/onestream/stats";

const meta = {
  title: "Console/Streaming/Dashboard",
  component: StreamDashboardScreen,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: {
      path: "/property/1001/onestream/dashboard",
      user: "admin@demo.test",
    } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof StreamDashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Connections, usage per service and the Chromecast service mappings. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await findChart("Connections")).toHaveAccessibleDescription(
      /^Successful connections peaked at/,
    );
    await expect(await findChart("Sessions per service")).toBeInTheDocument();
    const mappings = await canvas.findByRole("table", { name: "Chromecast service mappings" }, SANDBOX_WAIT);
    await expect(await within(mappings).findByText("YouTube", {}, SANDBOX_WAIT)).toBeVisible();
  },
};

const mappingsTable = () => screen.findByRole("table", { name: "Chromecast service mappings" }, SANDBOX_WAIT);
const mappingNames = async (context: Pick<StoryContext, "loaded">) => {
  const { data } = await sessionOf(context).client.GET("/api/cms/v3/{propertyId}/onestream/mappings", {
    params: { path: { propertyId: "1001" } },
  });
  return (data?.items ?? []).map((mapping) => mapping.name);
};

/** By keyboard: unlocks the mappings' delete and presses YouTube's Delete. Answers the mappings' table. */
async function deleteYouTubeByKeyboard(canvas: Canvas): Promise<HTMLElement> {
  const table = await mappingsTable();
  await within(table).findByRole("row", { name: "YouTube" }, SANDBOX_WAIT);
  canvas.getByRole("switch", { name: "Delete unlocked" }).focus();
  await userEvent.keyboard(" ");
  const remove = within(table).getByRole("button", { name: "Delete: YouTube" });
  await waitFor(() => expect(remove).toBeEnabled());
  remove.focus();
  await userEvent.keyboard("{Enter}");
  return table;
}

/** By keyboard: the list's delete is unlocked, YouTube's row deleted, and the confirmation accepted. */
export const DeleteMapping: Story = {
  play: async ({ canvas, loaded }) => {
    const table = await deleteYouTubeByKeyboard(canvas);
    const confirm = await screen.findByRole("alertdialog", { name: "Delete entry" });
    await expect(confirm).toHaveTextContent("Delete the selected entry? This cannot be undone.");
    within(confirm).getByRole("button", { name: "Delete" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(
      () => expect(within(table).queryByRole("row", { name: "YouTube" })).not.toBeInTheDocument(),
      SANDBOX_WAIT,
    );
    await expect(within(table).getByRole("row", { name: "Netflix" })).toBeVisible();
    // The confirmation's exit hands focus to the next row's delete, not to the page.
    await waitFor(() => expect(within(table).getByRole("button", { name: "Delete: Netflix" })).toHaveFocus());
    await expect(await mappingNames({ loaded })).not.toContain("YouTube");
    // Every remaining mapping is whole in the list's frame: its last row is not cut by a fixed height (issue 26).
    const frame = table.closest<HTMLElement>('[data-ui="ListTable"]')!.getBoundingClientRect();
    const last = within(table).getAllByRole("row").at(-1)!.getBoundingClientRect();
    await expect(last.bottom).toBeLessThanOrEqual(frame.bottom);
    dropStaleAnnouncements();
    await centreInView();
  },
};

/**
 * The hotel's administrators lost onestream.stats.delete (their role changed): the list still shows the
 * mappings, but a delete is refused at once, without a confirmation or a call, and the mapping stays.
 */
export const DeleteRefused: Story = {
  beforeEach: async (context) => {
    const admin = new Session({ baseUrl: "", storage: memoryStorage() });
    await admin.signIn("super@demo.test", DEMO_PASSWORD);
    const { data } = await admin.client.GET("/api/cms/v3/role/index");
    const role = data!.items.find((candidate) => candidate.name === "Property administrator")!;
    await admin.client.PUT("/api/cms/v3/role/{_id}", {
      params: { path: { _id: role._id! } },
      body: { ...role, permissions: role.permissions!.filter((p) => p !== "onestream.stats.delete") },
    });
    // Signed in again, so the session holds the role as it is now.
    await sessionOf(context).signIn("admin@demo.test", DEMO_PASSWORD);
  },
  play: async ({ canvas, loaded }) => {
    const table = await deleteYouTubeByKeyboard(canvas);
    // The refusal's notice fades in.
    const refusal = await screen.findByText(
      "You are not authorized to perform this action",
      {},
      SANDBOX_WAIT,
    );
    await waitFor(() => expect(refusal).toBeVisible(), SANDBOX_WAIT);
    await expect(screen.queryByRole("alertdialog", { name: "Delete entry" })).not.toBeInTheDocument();
    await expect(within(table).getByRole("row", { name: "YouTube" })).toBeVisible();
    await expect(await mappingNames({ loaded })).toContain("YouTube");
    await centreInView();
  },
};

/**
 * A service the charts show by its raw identifier is named from the list under the mappings (issue 42 items 4
 * and 10): New opens with the identifier filled in; once saved, the mapping is listed, the charts read its name
 * and the service leaves the unnamed ones.
 */
export const NameAService: Story = {
  play: async () => {
    const unnamed = await screen.findByTestId("unnamed-services", {}, SANDBOX_WAIT);
    await expect(unnamed).toHaveTextContent("Services without a name");
    await userEvent.click(within(unnamed).getByRole("button", { name: "Name A9BCCB7C" }));
    const dialog = await screen.findByRole("dialog", { name: "New service mapping" });
    await expect(within(dialog).getByRole("textbox", { name: /^Service identifier/ })).toHaveValue(
      "A9BCCB7C",
    );
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Name/ }), "ORF TVthek");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), SANDBOX_WAIT);
    const table = await mappingsTable();
    await expect(await within(table).findByRole("row", { name: "ORF TVthek" }, SANDBOX_WAIT)).toBeVisible();
    await waitFor(
      () => expect(screen.queryByRole("button", { name: "Name A9BCCB7C" })).not.toBeInTheDocument(),
      SANDBOX_WAIT,
    );
    // Focus went back to the pressed button, which the sync then removed: where the page stops scrolling depends
    // on timing, so the play ends centred on the new mapping.
    await centreInView(within(table).getByRole("row", { name: "ORF TVthek" }));
    dropStaleAnnouncements();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        empty: [
          http.get(STATS, () => HttpResponse.json({ items: [], total: 0 })),
          http.get(`${STATS}/usage/services`, () => HttpResponse.json({ items: [], total: 0 })),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await waitFor(
      // Streaming statistics' own words (products.md section 8).
      () => expect(canvas.getAllByText("No data found")).toHaveLength(3),
      SANDBOX_WAIT,
    );
  },
};

export const Failure: Story = {
  parameters: failing(STATS, "Statistics unavailable"),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, SANDBOX_WAIT);
    await expect(alert).toHaveTextContent("Connections could not be loaded");
  },
};

export const NoPermission: Story = {
  parameters: { console: { user: "staff@demo.test" } },
  play: async ({ canvas }) => {
    await expectRefusal(canvas);
  },
};

export const Dark: Story = { ...Default, globals: { scheme: "dark" } };

export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async () => {
    await expect(await findChart("الاتصالات")).toHaveAttribute("dir", "ltr");
  },
};
