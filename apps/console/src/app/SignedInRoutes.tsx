import type { ComponentType } from "react";
import { lazy } from "react";
import { Route, Routes, matchPath } from "react-router";
import AppLayout from "../shell/AppLayout";
import Guard from "./Guard";
import { openedAt } from "./base";
import { withTimeout } from "./loadTimeout";
import { ROUTES } from "./routes";
import type { RouteDefinition } from "../access";

const NotFound = lazy(() => import("./NotFound"));

interface LazyScreen {
  Screen: ComponentType;
  /** Starts fetching the screen's chunks; the same promise React.lazy waits on, so nothing loads twice. */
  preload: () => Promise<unknown>;
}

/** Each table route as a lazy chunk: its screen (or "under construction") inside the permission check. */
function lazyScreen(route: RouteDefinition): LazyScreen {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const load = () =>
    (loading ??= withTimeout(
      Promise.all([import("./RouteScreen"), route.screen ? route.screen() : Promise.resolve(undefined)]),
    ).then(
      ([{ RouteScreen }, screen]) => {
        const Screen = screen?.default;
        return { default: () => <RouteScreen route={route} Screen={Screen} /> };
      },
      (error: unknown) => {
        // A failed or stalled load is tried again the next time the route is opened.
        loading = undefined;
        throw error;
      },
    ));
  return { Screen: lazy(load), preload: load };
}

const screens = new Map(ROUTES.map((route) => [route, lazyScreen(route)]));

/**
 * The screen of the address the console opened at starts loading with this chunk, not after the guard has
 * the user's info and the shell has rendered: a cold start to a screen is one step shorter (issue 40).
 */
export function preloadScreenAt(pathname: string) {
  const route = ROUTES.find((candidate) => matchPath({ path: candidate.path, end: true }, pathname));
  return route ? screens.get(route)!.preload() : Promise.resolve();
}
preloadScreenAt(openedAt()).catch(() => {
  // A failed chunk fails again when the route renders, where the screen's error boundary shows it.
});

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
            const { Screen } = screens.get(route)!;
            return <Route key={route.name} path={route.path} element={<Screen />} />;
          })}
          <Route path="*" element={<NotFound />} />
        </Route>
      </Route>
    </Routes>
  );
}
