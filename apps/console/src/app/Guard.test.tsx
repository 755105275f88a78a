import { act, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { BASE, sandboxServerForFile } from "../../test/sandboxServer";
import { Session } from "../session/session";
import { SessionProvider } from "../session/SessionContext";
import { FIRST_FRAME, FIRST_FRAME_MARK } from "./firstFrame";
import Guard from "./Guard";

sandboxServerForFile();

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderAt(session: Session, path: string) {
  return render(
    <SessionProvider session={session}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<Guard />}>
            <Route path="/roles" element={<p>Roles screen</p>} />
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
    expect(await screen.findByText("Roles screen")).toBeInTheDocument();
    expect(frame()).toBeNull();
    first.unmount();

    document.documentElement.removeAttribute(FIRST_FRAME_MARK);
    renderAt(await stored(), "/roles");
    expect(screen.getByRole("progressbar")).toBeInTheDocument();
    expect(frame()).toBeNull();
    expect(await screen.findByText("Roles screen")).toBeInTheDocument();
  });
});
