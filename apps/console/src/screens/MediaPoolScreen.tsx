import { MediaPool, createApiMediaSource } from "@cms/ui";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { effectivePermissions } from "../routes/permissions";
import { useSession, useSessionState } from "../session/SessionContext";

/** The selected property's media pool (platform.md "Media pool picker"). */
export default function MediaPoolScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const { user } = useSessionState();
  const { propertyId = "" } = useParams();
  const source = useMemo(() => createApiMediaSource(session.client, propertyId), [session, propertyId]);
  return (
    <MediaPool
      key={propertyId}
      title={t("routes.mediapool")}
      source={source}
      permissions={effectivePermissions(user, propertyId)}
    />
  );
}
