import { Notice } from "@cms/ui";
import { useTranslation } from "react-i18next";
import { isPropertyScoped, useScreen } from "../../../access";
import { useSessionState } from "../../../session/SessionContext";
import { HeartbeatPart } from "./HeartbeatPart";
import { LicencesPart } from "./LicencesPart";
import { HEARTBEAT, LICENCES } from "../permissions";
import { Card, Cards, Section, Stack } from "../../../kit/screen.styles";

/**
 * A property's start page: what it is, its licences with their renewal state, its bridge heartbeat, and
 * every screen of it the user may open. Each part loads, fails and refuses on its own, so a user without
 * the licence or heartbeat permission still sees the rest.
 */
export default function PropertyDashboard() {
  const { t } = useTranslation();
  const { propertyId = "", permissions, menu, route } = useScreen();
  const { properties } = useSessionState();
  const property = properties.find((p) => String(p.id) === propertyId);
  const entries = menu.filter((entry) => isPropertyScoped(entry) && entry.name !== route.name);

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
      <LicencesPart propertyId={propertyId} canList={permissions.has(LICENCES.list)} />
      <HeartbeatPart propertyId={propertyId} canList={permissions.has(HEARTBEAT.list)} />
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
