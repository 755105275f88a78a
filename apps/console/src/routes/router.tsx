import type { ComponentType } from "react";
import { lazy, Suspense } from "react";
import { BrowserRouter, Route, Routes } from "react-router";
import { PUBLIC_PATHS, ROUTES } from "./routes";
import type { RouteDefinition } from "./routes";

// Declarative routes rather than a data router: the console loads no data in route loaders, and this
// mode keeps about 18 KB (gzip) of React Router out of the sign-in page (docs/benchmarks.md).
const LoginPage = lazy(() => import("../login/LoginPage"));
const ForgotPasswordPage = lazy(() => import("../login/ForgotPasswordPage"));
const SetNewPasswordPage = lazy(() => import("../login/SetNewPasswordPage"));
const Guard = lazy(() => import("./Guard"));
const AppLayout = lazy(() => import("../shell/AppLayout"));
const NotFound = lazy(() => import("../screens/NotFound"));

/** Each table route as a lazy chunk: its screen (or "under construction") inside the permission check. */
function lazyScreen(route: RouteDefinition): ComponentType {
  return lazy(async () => {
    const [{ RouteScreen }, screen] = await Promise.all([
      import("./RouteScreen"),
      route.screen ? route.screen() : Promise.resolve(undefined),
    ]);
    const Screen = screen?.default;
    return { default: () => <RouteScreen route={route} Screen={Screen} /> };
  });
}

const screens = new Map(ROUTES.map((route) => [route, lazyScreen(route)]));

/** The console's routes: the public sign-in pages, and every other route behind the guard in the shell. */
export function ConsoleRoutes() {
  return (
    <Suspense>
      <Routes>
        <Route path={PUBLIC_PATHS.login} element={<LoginPage />} />
        <Route path={PUBLIC_PATHS.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path={PUBLIC_PATHS.setNewPassword} element={<SetNewPasswordPage />} />
        <Route element={<Guard />}>
          <Route element={<AppLayout />}>
            {ROUTES.map((route) => {
              const Screen = screens.get(route)!;
              return <Route key={route.name} path={route.path} element={<Screen />} />;
            })}
            <Route path="*" element={<NotFound />} />
          </Route>
        </Route>
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
