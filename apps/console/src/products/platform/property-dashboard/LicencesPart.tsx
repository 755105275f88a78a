import { DashboardPartFrame } from "../../../kit/dashboard";
import { readsOf, useQueries } from "../../../kit";
import { FormattedDate, QueryState, SimpleTable, TableScroll, UsageBar } from "@cms/ui";
import { useTranslation } from "react-i18next";
import { RenewalBadge } from "../licence/RenewalBadge";
import type { AnyLicence, LicenceProduct } from "../licence/licences";
import {
  LICENCE_PRODUCTS,
  fetchLicence,
  isRefusal,
  licenceQueryKey,
  renewalState,
} from "../licence/licences";
import { UsageCell } from "./dashboard.styles";
import { licencePeriodUsed } from "./dashboardParts";
import { useScreen } from "../../../access";

export interface LicencesPartProps {
  propertyId: string;
  /** The dashboard's screens the user may open, by route name: the part links to the licence screen's. */
  links: ReadonlyMap<string, string>;
}

/**
 * The property's licences at a glance (the dashboard shows the part only to holders of
 * property.settings.license.list): product with how much of its licence period is used (the UsageBar's
 * colours: green below 80 %, yellow from 80, orange from 90, red at 100), renewal state, valid until, days
 * left and the auto renew setting. The same server state as the licence screen, so a save there shows here.
 */
export function LicencesPart({ propertyId, links }: LicencesPartProps) {
  const { t } = useTranslation("licence");
  const { client } = useScreen();
  const queries = useQueries({
    queries: LICENCE_PRODUCTS.map((product) => ({
      queryKey: licenceQueryKey(propertyId, product),
      queryFn: readsOf(client, (client) => fetchLicence(client, propertyId, product)),
    })),
  });
  const failed = queries.filter((query) => query.isError);
  const refused = failed.some((query) => isRefusal(query.error));
  const rows = LICENCE_PRODUCTS.flatMap((product, index) => {
    const data = queries[index]?.data;
    return data ? [{ product, licence: data }] : [];
  });
  const loading = queries.some((query) => query.isPending);
  const licenceScreen = links.get("license");

  return (
    <DashboardPartFrame
      name="licences"
      title={t("dashboard.licences")}
      link={licenceScreen ? { to: licenceScreen, label: t("dashboard.openLicences") } : undefined}
    >
      {/* Products load on their own: a loading bar or a failure shows above the rows already loaded. */}
      <QueryState
        refused={refused}
        refusedText={t("console:shell.notAuthorized")}
        pending={loading}
        loadingLabel={t("dashboard.loadingLicences")}
        failed={failed.length > 0}
        failureTitle={t("dashboard.licencesFailed")}
        failureMessage={failed[0]?.error?.message}
        onRetry={() => failed.forEach((query) => void query.refetch())}
        retryLabel={t("retry")}
        // Until the first row comes, the table's height with its four products (measured, English, 1280 px).
        reserve={rows.length === 0 ? "229px" : undefined}
      />
      {!refused && rows.length > 0 && <LicenceTable rows={rows} />}
    </DashboardPartFrame>
  );
}

function LicenceTable({ rows }: { rows: { product: LicenceProduct; licence: AnyLicence }[] }) {
  const { t } = useTranslation("licence");
  const now = new Date();
  return (
    // Focusable, so keyboard users can scroll it sideways on a narrow screen.
    <TableScroll tabIndex={0} role="group" aria-label={t("dashboard.licences")}>
      <SimpleTable $nowrap>
        <thead>
          <tr>
            <th scope="col">{t("product.label")}</th>
            <th scope="col">{t("state.label")}</th>
            <th scope="col">{t("validUntil")}</th>
            <th scope="col" data-numeric>
              {t("daysLeft")}
            </th>
            <th scope="col">{t("autoRenew")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ product, licence }) => {
            const { state, daysLeft } = renewalState(licence.validUntil, now);
            return (
              <tr key={product} data-product={product} data-state={state}>
                <th scope="row">
                  <PeriodUsed product={product} licence={licence} now={now} />
                </th>
                <td>
                  <RenewalBadge state={state} />
                </td>
                <td>
                  <FormattedDate kind="day" value={licence.validUntil} fallback={t("noEnd")} />
                </td>
                <td data-numeric>{daysLeft ?? "–"}</td>
                <td>{t(licence.info.autoRenew ? "yes" : "no")}</td>
              </tr>
            );
          })}
        </tbody>
      </SimpleTable>
    </TableScroll>
  );
}

/** The product's name over a bar of its licence period used; the name alone where the licence has no end. */
function PeriodUsed({ product, licence, now }: { product: LicenceProduct; licence: AnyLicence; now: Date }) {
  const { t } = useTranslation("licence");
  const used = licencePeriodUsed(licence.validUntil, licence.info.autoRenewDays, now);
  if (used === undefined) return <>{t(`product.${product}`)}</>;
  return (
    <UsageCell>
      <UsageBar label={t(`product.${product}`)} value={used} />
    </UsageCell>
  );
}
