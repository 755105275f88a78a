import { useMemo } from "react";
import { useParams } from "react-router";
import { usePropertySelection } from "../properties/selection";
import { useSessionState } from "../session/SessionContext";
import { effectivePermissions } from "./permissions";

/**
 * The permissions a screen works with: global ones plus those of the route's property, or, on a route without
 * one (e.g. /admin/users), of the chosen property, as the menu that offered the screen counted them.
 */
export function useScreenPermissions(): { permissions: Set<string>; propertyId: string | undefined } {
  const { propertyId: routePropertyId } = useParams();
  const [{ selected }] = usePropertySelection();
  const { user } = useSessionState();
  const propertyId = routePropertyId ?? selected;
  const permissions = useMemo(() => effectivePermissions(user, propertyId), [user, propertyId]);
  return { permissions, propertyId };
}
