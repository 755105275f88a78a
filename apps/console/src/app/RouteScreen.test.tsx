// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ComponentType, ReactNode } from "react";
import { useEffect, useState } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, Route, Routes, useNavigate } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { BASE, sandboxServerForFile } from "../../test/sandboxServer";
import { useScreen } from "../access";
import type { RouteDefinition } from "../access";
import { i18n, loadConsoleLanguage } from "../i18n";
import { readSelection, resetSelectionCache, selectProperty } from "../properties/selection";
import { Session } from "../session/session";
import { SessionProvider } from "../session/SessionContext";
import { RouteScreen } from "./RouteScreen";
import { ROUTES } from "./routes";

sandboxServerForFile();
beforeAll(async () => {
  await loadConsoleLanguage("en");
  await i18n.changeLanguage("en");
});

const Texts = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
);

const route = (name: string) => ROUTES.find((candidate) => candidate.name === name)!;

/** A screen that shows what the router told it. */
function Probe() {
  const { route, propertyId, permissions, menu, can } = useScreen();
  return (
    <dl>
      <dt>route</dt>
      <dd>{route.name}</dd>
      <dt>property</dt>
      <dd>{propertyId}</dd>
      <dt>tickets</dt>
      <dd>{String(can("onespeed.tickets.list"))}</dd>
      <dt>roles</dt>
      <dd>{String(permissions.has("admin.roles.list"))}</dd>
      <dt>menu</dt>
      <dd>{menu.map((entry) => entry.href).join(" ")}</dd>
    </dl>
  );
}

/** Signs `user` in and opens `path` on `definition`'s route, its screen `Screen` (none: the route's own). */
async function renderRoute(user: string, path: string, definition: RouteDefinition, Screen?: ComponentType) {
  const session = new Session({ baseUrl: BASE, storage: localStorage });
  await session.signIn(user, "demo1234");
  return render(
    <SessionProvider session={session}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={definition.path} element={<RouteScreen route={definition} Screen={Screen} />} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
    { wrapper: Texts },
  );
}

const renderAt = (user: string, path: string, name: string) => renderRoute(user, path, route(name), Probe);

/** A synthetic route: every route of the table has its screen now, and this keeps for the next one. */
const SCREEN_TO_COME: RouteDefinition = {
  name: "screenToCome",
  path: "/property/:propertyId/screen-to-come",
  permission: "onesquare.settings.get",
};

const value = (term: string) => screen.getByText(term).nextElementSibling!.textContent;

describe("RouteScreen", () => {
  it("gives the screen its route, the route's property, that property's permissions and menu", async () => {
    await renderAt("staff@demo.test", "/property/1001/checkin-room-manager", "checkinRoomManager");
    expect(await screen.findByText("route")).toBeInTheDocument();
    expect(value("route")).toBe("checkinRoomManager");
    expect(value("property")).toBe("1001");
    expect(value("tickets")).toBe("true");
    expect(value("roles")).toBe("false");
    expect(value("menu")).toContain("/property/1001/onespeed-gateway/tickets");
  });

  it("refuses a route the user may not open, without rendering the screen", async () => {
    await renderAt("staff@demo.test", "/roles", "roles");
    expect(await screen.findByText("You are not authorized to perform this action")).toBeInTheDocument();
    expect(screen.queryByText("route")).not.toBeInTheDocument();
  });

  it("opens a route without a property by its URL before any is chosen, at the first property allowing it", async () => {
    // admin@ administers users at its group's hotels only: /admin/users used to say "not authorized" here
    // until a property was chosen through the drawer.
    localStorage.clear();
    resetSelectionCache();
    await renderAt("admin@demo.test", "/admin/users", "propertyUsers");
    expect(await screen.findByText("route")).toBeInTheDocument();
    expect(value("route")).toBe("propertyUsers");
    expect(screen.queryByText("You are not authorized to perform this action")).not.toBeInTheDocument();
    await waitFor(() => expect(readSelection().selected).toMatch(/^\d+$/));
  });

  it("keeps the permissions a property's screen holds while the drawer's choice changes (no second load)", async () => {
    // On a property's route the drawer's choice follows the URL a moment after the screen opens; a new set of
    // the same permissions then made every list screen ask for its rows a second time.
    localStorage.clear();
    resetSelectionCache();
    const held = new Set<ReadonlySet<string>>();
    function Holder() {
      held.add(useScreen().permissions);
      return <p>holding</p>;
    }
    await renderRoute(
      "staff@demo.test",
      "/property/1001/checkin-room-manager",
      route("checkinRoomManager"),
      Holder,
    );
    expect(await screen.findByText("holding")).toBeInTheDocument();
    act(() => selectProperty("1001"));
    act(() => selectProperty("1002"));
    expect(readSelection().selected).toBe("1002");
    expect(held.size).toBe(1);
  });

  it("draws the screen anew for another property: nothing the user left on one hotel's screen comes along", async () => {
    // A setting changed on one hotel's settings screen and not saved stayed pending after choosing another
    // hotel (the same screen, kept), and its Save wrote it to the other hotel.
    function Draft() {
      const { propertyId } = useScreen();
      const [draft, setDraft] = useState("");
      return (
        <label>
          {`Draft at ${propertyId}`}
          <input value={draft} onChange={(event) => setDraft(event.target.value)} />
        </label>
      );
    }
    const definition = route("checkinRoomManager");
    const session = new Session({ baseUrl: BASE, storage: localStorage });
    await session.signIn("super@demo.test", "demo1234");
    const router: { go?: (path: string) => void } = {};
    function Navigator() {
      const navigate = useNavigate();
      useEffect(() => {
        router.go = navigate;
      }, [navigate]);
      return null;
    }
    render(
      <SessionProvider session={session}>
        <MemoryRouter initialEntries={["/property/1001/checkin-room-manager"]}>
          <Navigator />
          <Routes>
            <Route path={definition.path} element={<RouteScreen route={definition} Screen={Draft} />} />
          </Routes>
        </MemoryRouter>
      </SessionProvider>,
      { wrapper: Texts },
    );
    const field = await screen.findByLabelText("Draft at 1001");
    fireEvent.change(field, { target: { value: "Late check-out 14:00" } });
    expect(field).toHaveValue("Late check-out 14:00");
    act(() => router.go!("/property/1002/checkin-room-manager"));
    expect(await screen.findByLabelText("Draft at 1002")).toHaveValue("");
  });

  it("says a route without a screen is under construction", async () => {
    await renderRoute("super@demo.test", "/property/1001/screen-to-come", SCREEN_TO_COME);
    expect(await screen.findByText("This view is under construction")).toBeInTheDocument();
    // Under its title, as a screen's heading would be.
    expect(screen.getByText("routes.screenToCome")).toBeInTheDocument();
  });

  it("refuses a route without a screen the same way when its permission is missing", async () => {
    await renderRoute("staff@demo.test", "/property/1001/screen-to-come", SCREEN_TO_COME);
    expect(await screen.findByText("You are not authorized to perform this action")).toBeInTheDocument();
    expect(screen.queryByText("This view is under construction")).not.toBeInTheDocument();
  });
});

describe("useScreen", () => {
  it("outside the router's scope says what is missing", () => {
    expect(() => render(<Probe />)).toThrow(/ScreenProvider/);
  });
});
