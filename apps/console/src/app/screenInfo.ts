import { useEffect, useMemo } from "react";
import { useParams } from "react-router";
import type { RouteDefinition, ScreenInfo } from "../access";
import { effectivePermissions, firstPropertyAllowing, satisfies } from "../access";
import { usePropertySelection } from "../properties/selection";
import { useSession, useSessionState } from "../session/SessionContext";
import { menuEntries } from "./menu";
import { CONTRIBUTIONS, ROUTES } from "./routes";

/**
 * What the router tells a screen (`useScreen()`): its route, the route's property, the effective permissions
 * (of the route's property, or of the chosen one on a route without one, as the menu that offered the screen
 * counted them), the session's client, and the menu of the route's property.
 */
export function useScreenInfo(route: RouteDefinition): ScreenInfo {
  const { propertyId } = useParams();
  const [{ selected }, select] = usePropertySelection();
  const { user } = useSessionState();
  const { client } = useSession();
  // Opened by its URL before any property was chosen: the first property where the route is allowed, chosen
  // in the drawer too, so the screen, the menu and the selector agree (instead of "not authorized").
  const needsProperty =
    !propertyId && !selected && !satisfies(effectivePermissions(user, undefined), route.permission);
  const fallback = needsProperty ? firstPropertyAllowing(user, route.permission) : undefined;
  useEffect(() => {
    if (fallback) select(fallback);
  }, [fallback, select]);
  const permissionsPropertyId = propertyId ?? selected ?? fallback;
  // The same set while the property they count stays: on a property's route the drawer's choice follows the
  // URL a moment after the screen opens, and a new set then made every list load again (issue 40: two reads of
  // the same rows on opening).
  const permissions = useMemo(
    () => effectivePermissions(user, permissionsPropertyId),
    [user, permissionsPropertyId],
  );
  return useMemo(() => {
    const menu = propertyId ? menuEntries(ROUTES, user, propertyId, propertyId) : [];
    return {
      route,
      propertyId,
      permissions,
      permissionsPropertyId,
      client,
      menu,
      contributions: CONTRIBUTIONS,
    };
  }, [route, propertyId, permissions, permissionsPropertyId, user, client]);
}
