import { useMemo } from "react";
import { useParams } from "react-router";
import type { RouteDefinition, ScreenInfo } from "../access";
import { effectivePermissions } from "../access";
import { usePropertySelection } from "../properties/selection";
import { useSession, useSessionState } from "../session/SessionContext";
import { menuEntries } from "./menu";
import { ROUTES } from "./routes";

/**
 * What the router tells a screen (`useScreen()`): its route, the route's property, the effective permissions
 * (of the route's property, or of the chosen one on a route without one, as the menu that offered the screen
 * counted them), the session's client, and the menu of the route's property.
 */
export function useScreenInfo(route: RouteDefinition): ScreenInfo {
  const { propertyId } = useParams();
  const [{ selected }] = usePropertySelection();
  const { user } = useSessionState();
  const { client } = useSession();
  return useMemo(() => {
    const permissions = effectivePermissions(user, propertyId ?? selected);
    const menu = propertyId ? menuEntries(ROUTES, user, propertyId, propertyId) : [];
    return { route, propertyId, permissions, client, menu };
  }, [route, propertyId, selected, user, client]);
}
