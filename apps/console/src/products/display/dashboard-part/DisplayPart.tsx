import { Badge, Fact, Facts } from "@cms/ui";
import { useTranslation } from "react-i18next";
import type { DashboardPartProps } from "../../../access";
import { contractQueries, useQuery } from "../../../kit";
import { QueryPart } from "../../../kit/dashboard";
import { displayState } from "./displayState";

const NS = "displayDashboard:dashboardPart";

/** The display's name, state and schedule, as tall as they stand once loaded (held while loading). */
const DISPLAY_FACTS = "84px";

/** The display's part of the property dashboard: its name and whether its schedule has it on now, in the property's time zone. */
export default function DisplayPart({ client, propertyId, links, timeZone }: DashboardPartProps) {
  const { t } = useTranslation();
  const settings = useQuery(
    contractQueries(client).queryOptions(
      "get",
      "/api/cms/v3/{propertyId}/onesquare/settings",
      { params: { path: { propertyId } } },
      // Worked out again on every render, so the state follows the clock.
      { select: (data) => displayState(data as Record<string, unknown>, new Date(), timeZone) },
    ),
  );
  return (
    <QueryPart
      name="display"
      title={t(`${NS}.title`)}
      screen={["onesquareSettings"]}
      links={links}
      query={settings}
      reserve={DISPLAY_FACTS}
    >
      {(state) => (
        <Facts>
          <Fact label={t(`${NS}.name`)}>{state.name}</Fact>
          <Fact label={t(`${NS}.state`)} data-testid="display-state" data-state={state.state}>
            <Badge tone={state.state === "on" ? "success" : "neutral"}>{t(`${NS}.${state.state}`)}</Badge>
          </Fact>
          {state.onTime && state.offTime && (
            <Fact label={t(`${NS}.schedule`)}>
              <span dir="ltr">
                {state.onTime}–{state.offTime}
              </span>
            </Fact>
          )}
        </Facts>
      )}
    </QueryPart>
  );
}
