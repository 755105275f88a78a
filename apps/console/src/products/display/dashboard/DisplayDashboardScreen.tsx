import {
  Fact,
  Facts,
  isolateLtr,
  localizeSchema,
  Note,
  Notice,
  QueryState,
  ScreenHeading,
  SectionHeading,
  surfaceFrame,
  theme,
  touchTarget,
  useVisibleInterval,
} from "@cms/ui";
import { StatCard, StatCards } from "@cms/ui/charts";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import styled from "styled-components";
import { usePropertyScreen } from "../../../access";
import { dataOf, readsOf, usePropertyTimeZone, useQuery } from "../../../kit";
import { DashboardPage, queryStateOf } from "../../../kit/dashboard";
import { DISPLAY } from "../permissions";
import type { SummaryFormat } from "./displaySummary";
import { minutesInZone, scheduleOf, scheduleState, settingText, summaryGroups } from "./displaySummary";

const NS = "displayDashboard";
/** The display settings screen's route name (routes.ts), under which settingsSchemas.json keeps its texts. */
const SETTINGS_ROUTE = "onesquareSettings";

const SettingsLink = styled(Link)`
  ${touchTarget}
`;

const Groups = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  gap: ${theme.space[4]};
  align-items: start;
`;

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]} ${theme.space[4]};
  ${surfaceFrame}
  min-inline-size: 0;
`;

/**
 * The display's dashboard (/onesquare/dashboard; docs/decisions.md says why this): the contract gives the
 * display only its settings and their schema, so the dashboard summarises them read-only: whether the screen
 * is on now by its schedule (on the hotel's clock), its schedule, what it shows, and every group of its
 * settings, with a link to the settings screen to change them.
 */
export default function DisplayDashboardScreen() {
  const { t, i18n } = useTranslation();
  const k = useCallback((key: string, options?: Record<string, unknown>) => t(`${NS}:${key}`, options), [t]);
  const { route, client, propertyId, permissions } = usePropertyScreen();
  const timeZone = usePropertyTimeZone(propertyId);
  const allowed = permissions.has(DISPLAY.settings);
  // The on/off state follows the clock while the page is open.
  const [now, setNow] = useState(() => new Date());
  useVisibleInterval(() => setNow(new Date()), 60_000, allowed);

  const settings = useQuery({
    enabled: allowed,
    queryKey: [NS, propertyId],
    queryFn: readsOf(client, async (client) => {
      const path = { params: { path: { propertyId } } };
      const [values, schema] = await Promise.all([
        client.GET("/api/cms/v3/{propertyId}/onesquare/settings", path),
        client.GET("/api/cms/v3/{propertyId}/onesquare/settings/schema", path),
      ]);
      return { values: dataOf(values), schema: dataOf(schema).schema };
    }),
  });
  // The schema's titles, descriptions and choices in the user's language, as the settings screen shows them
  // (settingsSchemas.json under that screen's route name); the server's English where a text is missing.
  const data = useMemo(
    () =>
      settings.data && {
        values: settings.data.values,
        schema: localizeSchema(settings.data.schema, (key, fallback) =>
          t(`settingsSchemas:${SETTINGS_ROUTE}.${key}`, { defaultValue: fallback }),
        ),
      },
    [settings.data, t],
  );

  const format = useMemo<SummaryFormat>(
    () => ({ locale: i18n.language || "en", notSet: t("settings:notSet"), on: t("settings:on") }),
    [i18n.language, t],
  );
  const groups = useMemo(
    () => (data ? summaryGroups(data.schema, data.values, format, k("otherSettings")) : []),
    [format, k, data],
  );

  const heading = (
    <ScreenHeading
      id="display-dashboard-title"
      actions={
        allowed && (
          <SettingsLink to={`/property/${encodeURIComponent(propertyId)}/onesquare/settings`}>
            {k("openSettings")}
          </SettingsLink>
        )
      }
    >
      {t(`routes.${route.name}`)}
    </ScreenHeading>
  );

  const values = data?.values ?? {};
  const schema = data?.schema ?? [];
  const schedule = scheduleOf(values);
  const state = scheduleState(schedule, minutesInZone(now, timeZone));
  const stateHint =
    state.kind === "on" || state.kind === "dimmed"
      ? k("until", { time: isolateLtr(state.until) })
      : state.kind === "off"
        ? k("switchesOnAt", { time: isolateLtr(state.onAt) })
        : undefined;
  const shows = settingText(schema, values, "content.widgets", format);

  return (
    <DashboardPage data-ui="DisplayDashboard" aria-labelledby="display-dashboard-title">
      {heading}
      <QueryState
        refused={!allowed}
        {...queryStateOf(settings)}
        loadingLabel={k("loading")}
        failureTitle={k("failed")}
      >
        {groups.length === 0 ? (
          <Notice tone="info">{k("empty")}</Notice>
        ) : (
          <>
            <StatCards>
              <StatCard
                label={k("now")}
                text={k(`state.${state.kind}`)}
                hint={
                  stateHint && (timeZone ? k("hotelTime", { text: stateHint, zone: timeZone }) : stateHint)
                }
              />
              <StatCard
                label={k("hours")}
                text={
                  schedule.on && schedule.off
                    ? k("span", { from: isolateLtr(schedule.on), to: isolateLtr(schedule.off) })
                    : "–"
                }
                hint={schedule.dimmed ? k("dimmedFrom", { time: isolateLtr(schedule.dimmed) }) : undefined}
              />
              <StatCard
                // Not "Display": the drawer's section of the product has that name.
                label={k("screen")}
                text={settingText(schema, values, "general.displayName", format) ?? "–"}
                hint={shows && k("shows", { widgets: shows })}
              />
            </StatCards>
            <Groups>
              {groups.map((group) => (
                // A group, not a landmark: a settings group may share its name with a card ("Schedule").
                <Group
                  key={group.key || "other"}
                  role="group"
                  aria-labelledby={`display-group-${group.key || "other"}`}
                >
                  <SectionHeading id={`display-group-${group.key || "other"}`} level={3}>
                    {group.title}
                  </SectionHeading>
                  {group.description && <Note>{group.description}</Note>}
                  {/* Names take the same share in every card: the values of a row of cards line up. */}
                  <Facts density="compact" nameShare={0.45}>
                    {group.items.map((item) => (
                      <Fact key={item.key} label={item.title}>
                        {item.value}
                      </Fact>
                    ))}
                  </Facts>
                </Group>
              ))}
            </Groups>
          </>
        )}
      </QueryState>
    </DashboardPage>
  );
}
