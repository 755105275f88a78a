import { startTransition, useEffect, useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { LoadingBar } from "@cms/ui";
import { useSession, useSessionState } from "../session/SessionContext";
import { loginPath } from "./paths";
import { preloadScreenAt, screenLoadedAt } from "./screens";

/**
 * The route guard: every signed-in route needs a token. A stored session is renewed without asking;
 * otherwise the user signs in and comes back to the full path they asked for.
 */
export default function Guard() {
  const session = useSession();
  const { user, signedOut } = useSessionState();
  const location = useLocation();
  const { t } = useTranslation();
  // The shell renders once the session and the screen's code are both here: a screen still loading would
  // suspend the whole first render, and React would draw the shell again from the start when it came (on a
  // cheap PC a second of work thrown away, and the views' early requests with it).
  const [outcome, setOutcome] = useState<"pending" | "in" | "out">(() =>
    session.isSignedIn && screenLoadedAt(location.pathname) ? "in" : "pending",
  );

  useEffect(() => {
    if (outcome !== "pending") return;
    let current = true;
    const screen = preloadScreenAt(location.pathname).catch(() => {
      // A failed chunk fails again when the route renders, where the screen's error boundary shows it.
    });
    void Promise.all([session.restore(), screen]).then(([ok]) => {
      // The shell and the screen render as a transition, in slices between the browser's other work.
      if (current) startTransition(() => setOutcome(ok ? "in" : "out"));
    });
    return () => {
      current = false;
    };
    // Only the address the console opened at waits: the shell is there for every later one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session, outcome]);

  // Signed out while here (logout): the login page with the e-mail, whichever of this and the toolbar's own
  // navigation React commits first (the router's navigation is a transition, the session change is not).
  if (signedOut) return <Navigate to={loginPath("/", signedOut.email)} replace />;
  if (outcome === "out" || (outcome === "in" && !user && !session.tokens.getAuthToken())) {
    return <Navigate to={loginPath(location.pathname + location.search + location.hash)} replace />;
  }
  if (outcome === "pending") return <LoadingBar aria-label={t("shell.restoring")} />;
  return <Outlet />;
}
