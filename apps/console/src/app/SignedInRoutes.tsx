import type { ComponentType } from "react";
import { lazy } from "react";
import { Route, Routes } from "react-router";
import AppLayout from "../shell/AppLayout";
import Guard from "./Guard";
import { ROUTES } from "./routes";
import type { RouteDefinition } from "../access";

const NotFound = lazy(() => import("./NotFound"));

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

/**
 * Every route but the sign-in pages: the guard, the shell, and the route table's screens. One lazy chunk,
 * so the sign-in page loads neither the shell nor the table.
 */
export default function SignedInRoutes() {
  return (
    <Routes>
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
  );
}
