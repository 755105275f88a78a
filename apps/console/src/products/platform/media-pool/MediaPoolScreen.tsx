import { MediaPool, createApiMediaSource } from "@cms/ui";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useScreen } from "../../../access";

/**
 * The selected property's media pool (platform.md "Media pool picker"): its folders and files, renamed and
 * deleted by content.mediaPool.update and .delete; the route needs content.mediaPool.list, which the pool
 * checks again (refusal text, no call). Keyed by property, so another property starts at its own root.
 */
export default function MediaPoolScreen() {
  const { t } = useTranslation();
  const { client, propertyId = "", permissions } = useScreen();
  const source = useMemo(() => createApiMediaSource(client, propertyId), [client, propertyId]);
  return (
    <MediaPool key={propertyId} title={t("routes.mediapool")} source={source} permissions={permissions} />
  );
}
