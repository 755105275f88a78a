import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, within } from "storybook/test";
import { ISOLATED_STORY, SANDBOX_WAIT, consoleStory } from "../../../stories/ConsoleStory";
import type { Canvas, ConsoleParameters } from "../../../stories/ConsoleStory";
import type { HeartbeatItem } from "./heartbeat";
import HeartbeatScreen from "./HeartbeatScreen";
import * as listStory from "../../../stories/listStories";
import { expectRightToLeft } from "../../../stories/storySupport";

const INDEX = "*/api/cms/v3/property/heartbeat/index";

/**
 * Heartbeat (platform.md "Other administration screens"): one read-only row per property with its bridge
 * service and room control status; a status older than 30 minutes (or never reported) is marked stale. The
 * story clock stands at 20.11.2026 10:00 UTC.
 */
const meta = {
  title: "Console/Platform/Heartbeat",
  component: HeartbeatScreen,
  ...consoleStory,
  parameters: {
    docs: { story: ISOLATED_STORY },
    console: { path: "/super/heartbeat" } satisfies ConsoleParameters,
  },
} satisfies Meta<typeof HeartbeatScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: Canvas) => canvas.findByRole("table", {}, SANDBOX_WAIT);
const propertyRow = async (canvas: Canvas, name: string) =>
  (await within(await table(canvas)).findByText(name, {}, SANDBOX_WAIT)).closest<HTMLElement>(
    '[role="row"]',
  )!;
const staleMarks = (row: HTMLElement) => row.querySelectorAll('[data-ui="Badge"]');

/** Every property of the sandbox, with its status times, room control and integrations. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const sacher = await propertyRow(canvas, "Hotel Sacher Wien");
    // The property's ID is in the column chooser (the default columns fit the card, issue 26).
    await expect(sacher).not.toHaveTextContent("1001");
    await expect(sacher).toHaveTextContent(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}/);
    // The first property runs OPERA, VisionLine, Simphony, Keystep, Messerschmitt, RADIUS and FIAS.
    await expect(sacher).toHaveTextContent("OPERA");
    await expect(sacher).toHaveTextContent("FIAS");
    await expect(sacher).not.toHaveTextContent("Suite8");
    await expect((await table(canvas)).getAttribute("aria-rowcount")).not.toBe("1");
  },
};

const FIXED: HeartbeatItem[] = [
  {
    propertyID: "2001",
    propertyName: "Reporting Hotel",
    bridgeServiceProjectDescription: "Opera bridge",
    bridgeServiceStatusTime: "2026-11-20T09:52:00.000Z",
    roomControlEnabled: true,
    roomControlStatusTime: "2026-11-20T09:45:00.000Z",
    opera: true,
    salto: true,
  },
  {
    propertyID: "2002",
    propertyName: "Silent Hotel",
    bridgeServiceProjectDescription: "Suite8 bridge",
    bridgeServiceStatusTime: "2026-11-18T03:12:00.000Z",
    roomControlEnabled: true,
    roomControlStatusTime: "2026-11-20T09:58:00.000Z",
    suite8: true,
  },
  {
    propertyID: "2003",
    propertyName: "Room Control Off Hotel",
    bridgeServiceProjectDescription: "Protel bridge",
    bridgeServiceStatusTime: "2026-11-20T09:59:00.000Z",
    roomControlEnabled: false,
    roomControlStatusTime: "2026-11-11T14:00:00.000Z",
    fias: true,
  },
  {
    propertyID: "2004",
    propertyName: "New Hotel",
    bridgeServiceProjectDescription: "Mews bridge",
    roomControlEnabled: true,
  },
  {
    propertyID: "2005",
    propertyName: "Clock Ahead Hotel",
    bridgeServiceProjectDescription: "Opera bridge",
    bridgeServiceStatusTime: "2026-11-20T13:00:00.000Z",
    roomControlEnabled: false,
  },
];

/**
 * Stale statuses stand out: a bridge silent since two days, and one that never reported (its room control
 * neither); a report from the future is questioned. Fresh reports are plain, and old room-control times of a
 * property without room control do not count.
 */
export const StaleStandsOut: Story = {
  parameters: {
    msw: {
      handlers: { fixed: [http.get(INDEX, () => HttpResponse.json({ items: FIXED, total: FIXED.length }))] },
    },
  },
  play: async ({ canvas }) => {
    await expect(staleMarks(await propertyRow(canvas, "Reporting Hotel"))).toHaveLength(0);
    const silent = await propertyRow(canvas, "Silent Hotel");
    await expect(staleMarks(silent)).toHaveLength(1);
    await expect(staleMarks(silent)[0]).toHaveTextContent("Stale");
    await expect(staleMarks(await propertyRow(canvas, "Room Control Off Hotel"))).toHaveLength(0);
    const fresh = await propertyRow(canvas, "New Hotel");
    await expect(staleMarks(fresh)).toHaveLength(2);
    await expect(fresh).toHaveTextContent("Never reported");
    // A report three hours ahead of now is questioned: the bridge's clock is wrong.
    const ahead = await propertyRow(canvas, "Clock Ahead Hotel");
    await expect(staleMarks(ahead)).toHaveLength(1);
    await expect(staleMarks(ahead)[0]).toHaveTextContent("In the future");
    // Integrations read as product names.
    await expect(await propertyRow(canvas, "Reporting Hotel")).toHaveTextContent("OPERASALTO");
  },
};

const states = listStory.listStates({ url: INDEX, failureMessage: "Heartbeat store unavailable" });

export const Empty: Story = states.Empty;

export const Loading: Story = states.Loading;

export const Failure: Story = states.Failure;

export const NoPermission: Story = states.NoPermission;

export const Dark: Story = {
  globals: { scheme: "dark" },
  parameters: {
    msw: {
      handlers: { fixed: [http.get(INDEX, () => HttpResponse.json({ items: FIXED, total: FIXED.length }))] },
    },
  },
  play: async ({ canvas }) => {
    await expect(staleMarks(await propertyRow(canvas, "New Hotel"))).toHaveLength(2);
  },
};

export const RightToLeft: Story = {
  globals: { locale: "ar" },
  parameters: {
    msw: {
      handlers: { fixed: [http.get(INDEX, () => HttpResponse.json({ items: FIXED, total: FIXED.length }))] },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expectRightToLeft(canvasElement);
    await expect(staleMarks(await propertyRow(canvas, "Silent Hotel"))).toHaveLength(1);
  },
};
