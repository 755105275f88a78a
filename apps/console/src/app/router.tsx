import { lazy, Suspense } from "react";
import { BrowserRouter, Route, Routes } from "react-router";
import { PUBLIC_PATHS } from "./paths";

// Declarative routes rather than a data router: the console loads no data in route loaders, and this mode
// keeps about 18 KB (gzip) of React Router out of the sign-in page (docs/benchmarks.md). The sign-in pages
// and everything behind the guard are separate chunks.
const LoginPage = lazy(() => import("../login/LoginPage"));
const ForgotPasswordPage = lazy(() => import("../login/ForgotPasswordPage"));
const SetNewPasswordPage = lazy(() => import("../login/SetNewPasswordPage"));
const SignedInRoutes = lazy(() => import("./SignedInRoutes"));

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
