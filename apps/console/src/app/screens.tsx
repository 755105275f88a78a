import type { ComponentType } from "react";
import { lazy } from "react";
import { withTimeout } from "./loadTimeout";
import { ROUTES, routeAt } from "./routes";
import type { RouteDefinition } from "../access";

interface LazyScreen {
  Screen: ComponentType;
  /** Starts fetching the screen's chunks; the same promise React.lazy waits on, so nothing loads twice. */
  preload: () => Promise<unknown>;
}

/** A component in a chunk of its own, loaded on first render or before (`preload`). */
function lazyChunk(importer: () => Promise<{ default: ComponentType }>): LazyScreen {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const load = () =>
    (loading ??= withTimeout(importer()).catch((error: unknown) => {
      // A failed or stalled load is tried again the next time the route is opened.
      loading = undefined;
      throw error;
    }));
  return { Screen: lazy(load), preload: load };
}

/** Each table route as a lazy chunk: its screen (or "under construction") inside the permission check. */
const lazyScreen = (route: RouteDefinition): LazyScreen =>
  lazyChunk(() =>
    Promise.all([import("./RouteScreen"), route.screen ? route.screen() : Promise.resolve(undefined)]).then(
      ([{ RouteScreen }, screen]) => {
        const Screen = screen?.default;
        return { default: () => <RouteScreen route={route} Screen={Screen} /> };
      },
    ),
  );

/** What an address of no route shows. */
export const notFound = lazyChunk(() => import("./NotFound"));

export const screens = new Map(ROUTES.map((route) => [route, lazyScreen(route)]));

const screenAt = (pathname: string) => {
  const route = routeAt(pathname)?.route;
  return route ? screens.get(route)! : notFound;
};

/**
 * The screen of the address the console opened at starts loading with this chunk, not after the guard has
 * the user's info and the shell has rendered: a cold start to a screen is one step shorter (issue 40).
 */
export function preloadScreenAt(pathname: string): Promise<unknown> {
  return screenAt(pathname).preload();
}
