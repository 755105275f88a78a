import { useMemo } from "react";
import { matchPath, useLocation } from "react-router";
import { ROUTES } from "./routes";
import type { RouteDefinition } from "../access";

type CurrentMatch = { route: RouteDefinition; params: { propertyId?: string } };

function matchOf(pathname: string): CurrentMatch | undefined {
  for (const route of ROUTES) {
    const match = matchPath(route.path, pathname);
    if (match) return { route, params: match.params };
  }
  return undefined;
}

/**
 * The route definition of the screen being shown and its parameters, if the path is one of the table's. Looked up
 * once per path: the property selector, which asks, renders on every keystroke.
 */
export function useCurrentMatch(): CurrentMatch | undefined {
  const { pathname } = useLocation();
  return useMemo(() => matchOf(pathname), [pathname]);
}

export const useCurrentRoute = () => useCurrentMatch()?.route;
