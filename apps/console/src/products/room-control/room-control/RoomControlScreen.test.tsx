import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { Activity } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { BASE, sandboxServerForFile } from "../../../../test/sandboxServer";
import { ConsoleProviders } from "../../../App";
import { RouteScreen } from "../../../app/RouteScreen";
import { ROUTES } from "../../../app/routes";
import { i18n, loadConsoleLanguage } from "../../../i18n";
import { Session } from "../../../session/session";
import { createQueryClient } from "../../../shell/queryClient";
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

const route = ROUTES.find((candidate) => candidate.name === "oneappRoomcontrol")!;

/** Room control at Hotel Sacher Wien, drawn out of sight (as while the session is renewed) or shown. */
function Console({ shown }: { shown: boolean }): ReactNode {
  return (
    <Activity mode={shown ? "visible" : "hidden"}>
      <RouteScreen route={route} Screen={RoomControlScreen} />
    </Activity>
  );
}

describe("Room control as it opens", () => {
  it("asks for the configuration while drawn out of sight, before its tabs are built, and its first tab takes that answer", async () => {
    const session = new Session({ baseUrl: BASE, storage: localStorage });
    await session.signIn("super@demo.test", "demo1234");
    // The console's own (its answers fresh for half a minute, as the shell's).
    const queryClient = createQueryClient();
    const at = (shown: boolean) => (
      <ConsoleProviders session={session}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={["/property/1001/roomcontrol"]}>
            <Routes>
              <Route path={route.path} element={<Console shown={shown} />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </ConsoleProviders>
    );
    const view = render(at(false));
    await waitFor(() => expect(reads).toEqual(["GET"]));
    // Out of sight the tabs have no panel yet: the ask came from the screen itself.
    expect(screen.queryByRole("tabpanel", { hidden: true })).toBeNull();

    view.rerender(at(true));
    expect(await screen.findByRole("tabpanel")).toBeVisible();
    expect(await screen.findByText("Use New to add the first entry.")).toBeVisible();
    // One read for the list and its form's choices, the one asked while out of sight.
    expect(reads).toEqual(["GET"]);
  });
});
