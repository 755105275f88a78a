// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderOutOfSight } from "../../../../test/outOfSight";
import { sandboxServerForFile } from "../../../../test/sandboxServer";
import { i18n, loadConsoleLanguage } from "../../../i18n";
import RoomControlScreen from "./RoomControlScreen";

const { server } = sandboxServerForFile();
beforeAll(async () => {
  await loadConsoleLanguage("en");
  await i18n.changeLanguage("en");
});

const CONFIGURATION = "/api/cms/v3/1001/oneapp/roomcontrol/index";
const reads: string[] = [];
const record = ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname === CONFIGURATION) reads.push(request.method);
};
server.events.on("request:start", record);
afterEach(() => {
  reads.length = 0;
});

describe("Room control as it opens", () => {
  it("asks for the configuration while drawn out of sight, before its tabs are built, and its first tab takes that answer", async () => {
    const view = await renderOutOfSight("oneappRoomcontrol", RoomControlScreen, "/property/1001/roomcontrol");
    await waitFor(() => expect(reads).toEqual(["GET"]));
    // Out of sight the tabs have no panel yet: the ask came from the screen itself.
    expect(screen.queryByRole("tabpanel", { hidden: true })).toBeNull();

    view.show();
    expect(await screen.findByRole("tabpanel")).toBeVisible();
    expect(await screen.findByText("Use New to add the first entry.")).toBeVisible();
    // One read for the list and its form's choices, the one asked while out of sight.
    expect(reads).toEqual(["GET"]);
  });
});
