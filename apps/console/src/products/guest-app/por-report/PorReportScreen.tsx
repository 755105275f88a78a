import type { ListDefinition, ListSource } from "@cms/ui";
import { GenericList, Select, formatDate } from "@cms/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import { useLocale } from "react-aria-components";
import { Trans, useTranslation } from "react-i18next";
import { usePropertyScreen } from "../../../access";
import { contractQueries, useListViewInUrl } from "../../../kit";
import { GUEST_APP } from "../permissions";
import type { PorDay } from "./porReport";
import { monthLabel, porCsvFileName, recentMonths } from "./porReport";
import { MonthPicker, Total } from "./PorReportScreen.styles";

/**
 * POR report (products.md sections 2 and 3): the occupied rooms of each day of a month, this month by default,
 * with the month's total and the CSV of the days. The table is the generic list (sorting, search, CSV as
 * every list); the month picker and the total sit in its title bar. No chart yet (docs/decisions.md).
 */
export default function PorReportScreen() {
  const { t } = useTranslation("frontOffice");
  const { locale } = useLocale();
  const { client, propertyId, permissions, route } = usePropertyScreen();
  const queryClient = useQueryClient();
  const [months] = useState(() => recentMonths(new Date()));
  const [month, setMonth] = useState(months[0]!);
  // The month's total: undefined while its answer travels, null when it failed (the list shows why).
  const [total, setTotal] = useState<number | null>();
  // The month asked for last: a slower answer for a month left meanwhile must not set the total.
  const asked = useRef(month);

  const source: ListSource<PorDay> = useMemo(
    () => ({
      // Through the query client, so the drawer's loading bar shows the load like any other server state.
      load: async () => {
        setTotal(undefined);
        const report = await queryClient
          .fetchQuery({
            ...contractQueries(client).queryOptions(
              "post",
              "/api/cms/v3/{propertyId}/oneapp/webcheckin/por_report",
              { params: { path: { propertyId } }, body: { month } },
            ),
            staleTime: 0,
          })
          .catch((failure: unknown) => {
            if (asked.current === month) setTotal(null);
            throw failure;
          });
        if (asked.current === month) setTotal(report.total);
        return { items: report.items, total: report.items.length };
      },
    }),
    [client, propertyId, month, queryClient],
  );

  const definition: ListDefinition<PorDay> = useMemo(
    () => ({
      keyField: "date",
      permissions: { list: GUEST_APP.porReport },
      columns: [
        // Stored as YYYY-MM-DD (sorted as such), shown and exported as DD.MM.YYYY (platform.md section 9).
        { id: "date", header: t("por.date"), width: 160, text: (day) => formatDate(day.date) },
        { id: "roomCount", header: t("por.roomCount"), kind: "number", width: 180 },
      ],
    }),
    [t],
  );
  // Search, sort and page in the URL query, as on the kit's list screens: a reload or a link keeps them.
  const view = useListViewInUrl(definition.columns, definition.pageSize ?? -1);

  const items = useMemo(() => months.map((id) => ({ id, label: monthLabel(id, locale) })), [months, locale]);
  const tools = useMemo(
    () => (
      <>
        <MonthPicker>
          <Select
            aria-label={t("por.month")}
            items={items}
            selectedKey={month}
            onSelectionChange={(key) => {
              if (!key || key === month) return;
              asked.current = key;
              setMonth(key);
            }}
          />
        </MonthPicker>
        <Total data-testid="por-total" $held={total === undefined}>
          {typeof total === "number" && (
            <Trans
              t={t}
              i18nKey="por.total"
              values={{ total: new Intl.NumberFormat(locale).format(total) }}
              components={{ strong: <strong /> }}
            />
          )}
        </Total>
      </>
    ),
    [items, month, total, t, locale],
  );

  return (
    <GenericList<PorDay>
      title={t(`console:routes.${route.name}`)}
      definition={definition}
      view={view}
      source={source}
      permissions={permissions}
      csvFileName={porCsvFileName(propertyId, month)}
      tools={tools}
    />
  );
}
