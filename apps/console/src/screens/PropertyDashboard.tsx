import { Notice } from "@cms/ui";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { effectivePermissions, menuEntries } from "../routes/permissions";
import { ROUTES } from "../routes/routes";
import { useSessionState } from "../session/SessionContext";
import { HeartbeatPart } from "./dashboard/HeartbeatPart";
import { LicencesPart } from "./dashboard/LicencesPart";
import { HEARTBEAT_PERMISSION } from "./heartbeat/heartbeat";
import { LICENCE_PERMISSIONS } from "./licence/licences";
import { Card, Cards, Section, Stack } from "./screens.styles";

/**
 * A property's start page: what it is, its licences with their renewal state, its bridge heartbeat, and
 * every screen of it the user may open. Each part loads, fails and refuses on its own, so a user without
 * the licence or heartbeat permission still sees the rest.
 */
export default function PropertyDashboard() {
  const { t } = useTranslation();
  const { propertyId = "" } = useParams();
  const { user, properties } = useSessionState();
  const property = properties.find((p) => String(p.id) === propertyId);
  const permissions = effectivePermissions(user, propertyId);
  const entries = menuEntries(ROUTES, user, propertyId, propertyId).filter(
    (entry) => entry.path.includes(":propertyId") && entry.name !== "propertyDashboard",
  );

  if (!property) return <Notice tone="warning">{t("dashboard.unknownProperty", { id: propertyId })}</Notice>;
  return (
    <Stack key={propertyId}>
      <Section aria-labelledby="dashboard-property">
        <h2 id="dashboard-property">{property.name}</h2>
        <p>
          {[property.city, property.country, property.timezone, property.currency]
            .filter(Boolean)
            .join(" · ")}
        </p>
      </Section>
      <LicencesPart propertyId={propertyId} canList={permissions.has(LICENCE_PERMISSIONS.list)} />
      <HeartbeatPart propertyId={propertyId} canList={permissions.has(HEARTBEAT_PERMISSION)} />
      <Section aria-labelledby="dashboard-screens">
        <h2 id="dashboard-screens">{t("dashboard.screens")}</h2>
        {entries.length ? (
          <Cards>
            {entries.map((entry) => (
              <li key={entry.name}>
                <Card to={entry.href}>
                  <strong>{t(`routes.${entry.name}`)}</strong>
                  <span>{t(`menu.${entry.menu}`)}</span>
                </Card>
              </li>
            ))}
          </Cards>
        ) : (
          <p>{t("dashboard.noScreens")}</p>
        )}
      </Section>
    </Stack>
  );
}
