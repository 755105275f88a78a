// @vitest-environment jsdom
import { act, render, screen, waitFor } from "@testing-library/react";
import { http } from "msw";
import { useEffect, useState } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { BASE, sandboxServerForFile } from "../../test/sandboxServer";
import { SESSION_CACHE_KEY, Session } from "../session/session";
import { SessionProvider } from "../session/SessionContext";
import { FIRST_FRAME, FIRST_FRAME_MARK } from "./firstFrame";
import Guard from "./Guard";

const { server } = sandboxServerForFile();

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

/** Whether the screen below was ever shown: its effects run only once it is (not while drawn out of sight). */
let screenShown = false;
/** The roles' read, asked while the screen renders as the kit's screens ask, and what came back. */
function RolesReading({ session }: { session: Session }) {
  const [status, setStatus] = useState<number | string>("asking");
  useState(() =>
    session.client.GET("/api/cms/v3/role/index").then(
      ({ response }) => setStatus(response.status),
      () => setStatus("failed"),
    ),
  );
  useEffect(() => {
    screenShown = true;
  }, []);
  return <p>Roles screen: {status}</p>;
}

function renderAt(session: Session, path: string) {
  return render(
    <SessionProvider session={session}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<Guard />}>
            <Route path="/roles" element={<p>Roles screen</p>} />
            <Route path="/roles/reading" element={<RolesReading session={session} />} />
          </Route>
          <Route path="/login" element={<p>Login page</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </SessionProvider>,
  );
}

describe("Guard", () => {
  it("sends a signed-out visitor to sign in with the page asked for as nextpage", async () => {
    renderAt(new Session({ baseUrl: BASE, storage: localStorage }), "/roles?tab=2");
    expect(await screen.findByText("Login page")).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "location" })).toHaveTextContent(
      "/login?nextpage=%2Froles%3Ftab%3D2",
    );
  });

  // The toolbar's own navigation is a router transition: when the session change is committed first, the
  // guard alone decides where a user who just logged out lands.
  it("leads a user who logs out to the login page with their e-mail, not back to the page as nextpage", async () => {
    const session = new Session({ baseUrl: BASE, storage: localStorage });
    await session.signIn("admin@demo.test", "demo1234");
    renderAt(session, "/roles");
    expect(await screen.findByText("Roles screen")).toBeInTheDocument();
    await act(() => session.logout());
    expect(await screen.findByText("Login page")).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "location" })).toHaveTextContent(
      "/login?email=admin%40demo.test",
    );
  });

  // The page draws the shell's frame before its scripts (index.html, server/firstFrame.ts): while the session is
  // renewed the guard keeps it, so the page does not go blank between the page's frame and the shell.
  it("keeps the page's first frame while it renews a stored session, and draws none where the page drew none", async () => {
    const stored = async () => {
      const signedIn = new Session({ baseUrl: BASE, storage: localStorage });
      await signedIn.signIn("admin@demo.test", "demo1234");
      return new Session({ baseUrl: BASE, storage: localStorage });
    };
    const frame = () => document.querySelector(`.${FIRST_FRAME.bar}`);

    document.documentElement.setAttribute(FIRST_FRAME_MARK, "");
    const first = renderAt(await stored(), "/roles");
    expect(screen.getByRole("progressbar")).toBeInTheDocument();
    expect(frame()).not.toBeNull();
    await waitFor(() => expect(screen.getByText("Roles screen")).toBeVisible());
    expect(frame()).toBeNull();
    first.unmount();

    document.documentElement.removeAttribute(FIRST_FRAME_MARK);
    renderAt(await stored(), "/roles");
    expect(screen.getByRole("progressbar")).toBeInTheDocument();
    expect(frame()).toBeNull();
    expect(await screen.findByText("Roles screen")).toBeInTheDocument();
  });

  it("with the user's info of the last visit, draws the screen out of sight while the token is renewed and its calls wait for the token", async () => {
    const signedIn = new Session({ baseUrl: BASE, storage: localStorage });
    await signedIn.signIn("super@demo.test", "demo1234");
    expect(localStorage.getItem(SESSION_CACHE_KEY)).not.toBeNull();
    let answerToken!: () => void;
    const tokenHeld = new Promise<void>((resolve) => (answerToken = resolve));
    const sent: string[] = [];
    server.use(http.post(`${BASE}/api/cms/v3/auth/token`, () => tokenHeld.then(() => undefined)));
    const record = ({ request }: { request: Request }) =>
      sent.push(
        `${new URL(request.url).pathname} ${request.headers.has("authorization") ? "bearer" : "none"}`,
      );
    server.events.on("request:start", record);
    screenShown = false;
    try {
      const session = new Session({ baseUrl: BASE, storage: localStorage });
      void session.restore();
      renderAt(session, "/roles/reading");
      const drawn = await screen.findByText("Roles screen: asking");
      expect(drawn).not.toBeVisible();
      expect(screen.getByRole("progressbar")).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(sent).toEqual(["/api/cms/v3/auth/token none"]);
      expect(screenShown).toBe(false);

      answerToken();
      await waitFor(() => expect(screen.getByText("Roles screen: 200")).toBeVisible());
      expect(screenShown).toBe(true);
      expect(sent).toContain("/api/cms/v3/role/index bearer");
      expect(sent).not.toContain("/api/cms/v3/role/index none");
    } finally {
      server.events.removeListener("request:start", record);
      server.resetHandlers();
    }
  });

  it("leads to sign-in without ever showing the screen drawn for a token the server refuses", async () => {
    const signedIn = new Session({ baseUrl: BASE, storage: localStorage });
    await signedIn.signIn("admin@demo.test", "demo1234");
    await signedIn.client.GET("/api/cms/v3/auth/logout");
    screenShown = false;
    const session = new Session({ baseUrl: BASE, storage: localStorage });
    void session.restore();
    renderAt(session, "/roles/reading");
    expect(await screen.findByText(/Roles screen/)).not.toBeVisible();
    expect(await screen.findByText("Login page")).toBeInTheDocument();
    expect(screen.queryByText(/Roles screen/)).toBeNull();
    expect(screenShown).toBe(false);
    expect(localStorage.getItem(SESSION_CACHE_KEY)).toBeNull();
  });
});
