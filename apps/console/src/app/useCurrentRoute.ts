import { useMemo } from "react";
import { useLocation } from "react-router";
import { routeAt } from "./routes";

/**
 * The route definition of the screen being shown and its parameters, if the path is one of the table's. Looked up
 * once per path: the property selector, which asks, renders on every keystroke.
 */
export function useCurrentMatch() {
  const { pathname } = useLocation();
  return useMemo(() => routeAt(pathname), [pathname]);
}

export const useCurrentRoute = () => useCurrentMatch()?.route;
