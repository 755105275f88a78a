import { MediaPool, createApiMediaSource } from "@cms/ui";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { effectivePermissions } from "../routes/permissions";
import { useSession, useSessionState } from "../session/SessionContext";

/**
 * The selected property's media pool (platform.md "Media pool picker"): its folders and files, renamed and
 * deleted by content.mediaPool.update and .delete; the route needs content.mediaPool.list, which the pool
 * checks again (refusal text, no call). Keyed by property, so another property starts at its own root.
 */
export default function MediaPoolScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const { user } = useSessionState();
  const { propertyId = "" } = useParams();
  const source = useMemo(() => createApiMediaSource(session.client, propertyId), [session, propertyId]);
  const permissions = useMemo(() => effectivePermissions(user, propertyId), [user, propertyId]);
  return (
    <MediaPool key={propertyId} title={t("routes.mediapool")} source={source} permissions={permissions} />
  );
}
