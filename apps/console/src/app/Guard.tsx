import { Activity, startTransition, useEffect, useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { LoadingBar } from "@cms/ui";
import { useSession, useSessionState } from "../session/SessionContext";
import { FIRST_FRAME_MARK, FIRST_FRAME_MARKUP } from "./firstFrame";
import { loginPath } from "./paths";

/**
 * The route guard: every signed-in route needs a token. A stored session is renewed without asking;
 * otherwise the user signs in and comes back to the full path they asked for.
 */
export default function Guard() {
  const session = useSession();
  const { user, signedOut } = useSessionState();
  const location = useLocation();
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<"pending" | "in" | "out">(() =>
    session.isSignedIn ? "in" : "pending",
  );

  useEffect(() => {
    if (outcome !== "pending") return;
    let current = true;
    void session.restore().then((ok) => {
      // The shell and the screen render as a transition, in slices between the browser's other work.
      if (current) startTransition(() => setOutcome(ok ? "in" : "out"));
    });
    return () => {
      current = false;
    };
  }, [session, outcome]);

  // Signed out while here (logout): the login page with the e-mail, whichever of this and the toolbar's own
  // navigation React commits first (the router's navigation is a transition, the session change is not).
  if (signedOut) return <Navigate to={loginPath("/", signedOut.email)} replace />;
  if (outcome === "out" || (outcome === "in" && !user && !session.tokens.getAuthToken())) {
    return <Navigate to={loginPath(location.pathname + location.search + location.hash)} replace />;
  }
  // The page's first frame stays while the session is renewed, where the page drew one (its rules are in the
  // page's head: elsewhere, as in Storybook, there is none). With the user's info of the last visit, the shell and
  // the screen are drawn behind it meanwhile, out of sight, and their calls wait for the new token: once it is
  // back they are shown as drawn, their data already on the way (issue 40). The slots stay in place, so showing
  // them keeps what was drawn; a refused token leads to sign-in without them ever showing.
  const pending = outcome === "pending";
  const drewFrame = pending && document.documentElement.hasAttribute(FIRST_FRAME_MARK);
  return (
    <>
      {drewFrame && (
        <div style={{ display: "contents" }} dangerouslySetInnerHTML={{ __html: FIRST_FRAME_MARKUP }} />
      )}
      {pending && <LoadingBar aria-label={t("shell.restoring")} />}
      {(!pending || user) && (
        <Activity mode={pending ? "hidden" : "visible"}>
          <Outlet />
        </Activity>
      )}
    </>
  );
}
