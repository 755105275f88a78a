import { releaseTypeface } from "@cms/ui";
import { lazy, Suspense, useEffect, useRef } from "react";
import {
  Navigate,
  Route,
  Routes,
  useLocation,
  useParams,
  useSearchParams,
  unstable_HistoryRouter as HistoryRouter,
} from "react-router";
import { BASENAME } from "./base";
import { browserHistory } from "./leaveGuard";
import { PUBLIC_PATHS, RESET_LINKS, setNewPasswordPath } from "./paths";

// Declarative routes rather than a data router: the console loads no data in route loaders, and this mode
// keeps about 18 KB (gzip) of React Router out of the sign-in page (docs/benchmarks.md). The sign-in pages
// and everything behind the guard are separate chunks.
const pages = {
  login: once(() => import("../login/LoginPage")),
  forgotPassword: once(() => import("../login/ForgotPasswordPage")),
  setNewPassword: once(() => import("../login/SetNewPasswordPage")),
  signedIn: once(() => import("./SignedInRoutes")),
};
const LoginPage = lazy(pages.login);
const ForgotPasswordPage = lazy(pages.forgotPassword);
const SetNewPasswordPage = lazy(pages.setNewPassword);
const SignedInRoutes = lazy(pages.signedIn);

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}

/**
 * Starts fetching the page chunk of the address the console opened at, so main.tsx can fetch it beside the
 * language instead of after it: the sign-in page's scripts arrive in two steps rather than three (issue 40).
 */
export function preloadPageAt(pathname: string): Promise<unknown> {
  return pages[pageAt(pathname)]();
}

/** Which of the console's pages draws a path: a sign-in page, or the guarded screens (`signedIn`). */
export function pageAt(pathname: string): keyof typeof pages {
  const path = pathname.replace(/\/+$/, "");
  if (path === RESET_LINKS.resetPassword || path.startsWith(`${RESET_LINKS.resetPassword}/`))
    return "setNewPassword";
  const page = (Object.keys(PUBLIC_PATHS) as (keyof typeof PUBLIC_PATHS)[]).find(
    (name) => PUBLIC_PATHS[name] === path,
  );
  return page ?? "signedIn";
}

/** A reset e-mail's link: on to the set-new-password step with its code, without a token (no guard). */
function ResetLink() {
  const { code } = useParams();
  const [search] = useSearchParams();
  return <Navigate replace to={setNewPasswordPath(code ?? search.get("code"))} />;
}

/** The console's routes: the public sign-in pages, and every other path behind the guard in the shell. */
export function ConsoleRoutes() {
  return (
    <Suspense>
      <Routes>
        <Route path={PUBLIC_PATHS.login} element={<LoginPage />} />
        <Route path={PUBLIC_PATHS.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path={PUBLIC_PATHS.setNewPassword} element={<SetNewPasswordPage />} />
        <Route path={RESET_LINKS.resetPassword} element={<ResetLink />} />
        <Route path={RESET_LINKS.resetPasswordById} element={<ResetLink />} />
        <Route path="*" element={<SignedInRoutes />} />
      </Routes>
    </Suspense>
  );
}

export function ConsoleRouter() {
  return (
    // The browser's history as BrowserRouter makes it, asking before unsaved edits are left (leaveGuard.ts).
    <HistoryRouter basename={BASENAME} history={browserHistory()}>
      <TypefaceAtNextScreen />
      <ConsoleRoutes />
    </HistoryRouter>
  );
}

/**
 * A first visit's screen is drawn in Inter's metric twin (holdTypeface, main.tsx): Inter is let in when the user
 * goes to another screen, which is drawn anew anyway, not under the eyes of someone reading the first one.
 */
function TypefaceAtNextScreen() {
  const { pathname } = useLocation();
  const opened = useRef(pathname);
  useEffect(() => {
    if (pathname !== opened.current) releaseTypeface();
  }, [pathname]);
  return null;
}
