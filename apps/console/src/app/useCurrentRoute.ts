import { matchPath, useLocation } from "react-router";
import { ROUTES } from "./routes";
import type { RouteDefinition } from "../access";

/** The route definition of the screen being shown and its parameters, if the path is one of the table's. */
export function useCurrentMatch(): { route: RouteDefinition; params: { propertyId?: string } } | undefined {
  const { pathname } = useLocation();
  for (const route of ROUTES) {
    const match = matchPath(route.path, pathname);
    if (match) return { route, params: match.params };
  }
  return undefined;
}

export const useCurrentRoute = () => useCurrentMatch()?.route;
