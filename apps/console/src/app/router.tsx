import { lazy, Suspense } from "react";
import { BrowserRouter, Route, Routes } from "react-router";
import { PUBLIC_PATHS } from "./paths";

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
  const page = (Object.keys(PUBLIC_PATHS) as (keyof typeof PUBLIC_PATHS)[]).find(
    (name) => PUBLIC_PATHS[name] === pathname.replace(/\/+$/, ""),
  );
  return pages[page ?? "signedIn"]();
}

/** The console's routes: the public sign-in pages, and every other path behind the guard in the shell. */
export function ConsoleRoutes() {
  return (
    <Suspense>
      <Routes>
        <Route path={PUBLIC_PATHS.login} element={<LoginPage />} />
        <Route path={PUBLIC_PATHS.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path={PUBLIC_PATHS.setNewPassword} element={<SetNewPasswordPage />} />
        <Route path="*" element={<SignedInRoutes />} />
      </Routes>
    </Suspense>
  );
}

export function ConsoleRouter() {
  return (
    <BrowserRouter>
      <ConsoleRoutes />
    </BrowserRouter>
  );
}
