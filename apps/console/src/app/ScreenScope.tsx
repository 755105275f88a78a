import type { ReactNode } from "react";
import type { RouteDefinition } from "../access";
import { ScreenProvider } from "../access";
import { useScreenInfo } from "./screenInfo";

/** Gives a route's screen (or a story of it, or its title badges) its `useScreen()`: route, property, permissions, client, menu. */
export function ScreenScope({ route, children }: { route: RouteDefinition; children?: ReactNode }) {
  return <ScreenProvider value={useScreenInfo(route)}>{children}</ScreenProvider>;
}
