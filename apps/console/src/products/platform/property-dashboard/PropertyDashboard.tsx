import { Notice, SectionHeading } from "@cms/ui";
import { Suspense, use, useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { DashboardPart, DashboardPartProps } from "../../../access";
import { isPropertyScoped, partModule, usePropertyScreen } from "../../../access";
import { useRestAfterFirstPaint, useSessionProperty } from "../../../kit";
import { PartGrid } from "../../../kit/dashboard";
import { Card, Cards, Section, Stack } from "../../../kit/screen.styles";
import { HeartbeatPart } from "./HeartbeatPart";
import { LicencesPart } from "./LicencesPart";
import { ownParts, visibleParts } from "./dashboardParts";

/** A product's part: its module is fetched with the dashboard's chunk, so it draws at once (no suspending). */
function ContributedPart({ part, ...props }: DashboardPartProps & { part: DashboardPart }) {
  const { default: Part } = use(partModule(part));
  return <Part {...props} />;
}

/**
 * A property's start page, for the person looking (issue 29): what the property is, a live part per product
 * the user may see (the front desk's work first), the licences and the bridge heartbeat for those who may see
 * them, and the screens of the property the user can open. A part the user lacks the permission for is left
 * out, never shown as a refusal; each part loads and fails on its own. A user without any product here is told
 * whom to ask.
 */
export default function PropertyDashboard() {
  const { t } = useTranslation();
  const { propertyId, permissions, menu, route, client, contributions } = usePropertyScreen();
  const property = useSessionProperty(propertyId);
  // Only screens that exist: an entry still under construction is no screen to open.
  const entries = menu.filter(
    (entry) => isPropertyScoped(entry) && entry.name !== route.name && entry.screen !== undefined,
  );
  const links = useMemo(() => new Map(entries.map((entry) => [entry.name, entry.href])), [entries]);
  const products = visibleParts(contributions.dashboardParts, permissions);
  const own = ownParts(permissions);
  // The property's name and address paint first; its parts, long to draw, in the render right after.
  const restShown = useRestAfterFirstPaint();

  if (!property) return <Notice tone="warning">{t("dashboard.unknownProperty", { id: propertyId })}</Notice>;
  const partProps: DashboardPartProps = {
    client,
    propertyId,
    permissions,
    links,
    timeZone: property.timezone,
  };
  return (
    <Stack>
      <Section aria-labelledby="dashboard-property">
        <SectionHeading id="dashboard-property">{property.name}</SectionHeading>
        <p>
          {[property.city, property.country, property.timezone, property.currency]
            .filter(Boolean)
            .join(" · ")}
        </p>
      </Section>
      {restShown && (
        <>
          {products.length === 0 && (
            <Notice tone="info" title={t("propertyDashboard:noProducts.title")}>
              {t("propertyDashboard:noProducts.text")}
            </Notice>
          )}
          {products.length > 0 && (
            <Suspense>
              <PartGrid>
                {products.map((part) => (
                  <ContributedPart key={part.id} part={part} {...partProps} />
                ))}
              </PartGrid>
            </Suspense>
          )}
          {own.includes("licences") && <LicencesPart propertyId={propertyId} links={links} />}
          {own.includes("heartbeat") && <HeartbeatPart propertyId={propertyId} />}
          {entries.length > 0 && (
            <Section aria-labelledby="dashboard-screens">
              <SectionHeading id="dashboard-screens">{t("dashboard.screens")}</SectionHeading>
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
            </Section>
          )}
        </>
      )}
    </Stack>
  );
}
