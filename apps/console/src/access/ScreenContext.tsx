import type { CmsClient } from "@cms/api";
import type { ReactNode } from "react";
import { createContext, useContext } from "react";
import { satisfies } from "./permissions";
import type { Contributions } from "./contributions";
import type { MenuLink, Requirement, RouteDefinition } from "./routeTypes";

/**
 * What a screen knows of where it is shown. The app's router provides it around every screen, so a screen
 * never reads the route table, the URL's parameters or the session's permission lists itself.
 */
export interface ScreenInfo {
  /** The route being shown (its name is also its title's translation key, `routes.<name>`). */
  route: RouteDefinition;
  /** The route's property (property-scoped routes only). */
  propertyId: string | undefined;
  /**
   * The effective permissions: the global ones plus those of the route's property, or, on a route without
   * one (e.g. /admin/users), of the chosen property, as the menu that offered the screen counted them.
   */
  permissions: ReadonlySet<string>;
  /** The property `permissions` are counted at: the route's, else the one chosen in the drawer (if any). */
  permissionsPropertyId: string | undefined;
  /** The console's one API client (the session's). */
  client: CmsClient;
  /** The menu's entries of the route's property the user may open, with their links filled in. */
  menu: readonly MenuLink[];
  /** What the products contribute to screens (the property dashboard's parts), from their manifests. */
  contributions: Contributions;
}

const ScreenContext = createContext<ScreenInfo | null>(null);

export function ScreenProvider({ value, children }: { value: ScreenInfo; children?: ReactNode }) {
  return <ScreenContext.Provider value={value}>{children}</ScreenContext.Provider>;
}

/** The screen's route, property, permissions and client; `can` checks a requirement against the permissions. */
export function useScreen(): ScreenInfo & { can: (requirement: Requirement | undefined) => boolean } {
  const screen = useContext(ScreenContext);
  if (!screen) throw new Error("useScreen needs the router's <ScreenProvider> (or a console story)");
  return { ...screen, can: (requirement) => satisfies(screen.permissions, requirement) };
}

/**
 * `useScreen()` on a property's route (`/property/:propertyId/…`): the property as a `string`. A screen routed
 * without one is a mistake in its manifest, said at once.
 */
export function usePropertyScreen(): ReturnType<typeof useScreen> & { propertyId: string } {
  const screen = useScreen();
  const { propertyId } = screen;
  if (propertyId === undefined)
    throw new Error(`${screen.route.name} is a property screen on a route without a property`);
  return { ...screen, propertyId };
}
