import type { ListDefinition, ListSource } from "@cms/ui";
import { Button, DatePicker, GenericList, Notice, formatDate, isolateLtr } from "@cms/ui";
import { useQuery } from "@tanstack/react-query";
import { BadgeCheck, FileSignature, UserRound } from "lucide-react";
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePropertyScreen } from "../../../access";
import { contractQueries, useListViewInUrl } from "../../../kit";
import { useSessionState } from "../../../session/SessionContext";
import { GUEST_APP, RESERVATIONS } from "../permissions";
import { CertificateDialog } from "./CertificateDialog";
import { GuestProfileDialog } from "./GuestProfileDialog";
import type { CheckinProblem, GuestProfile, Reservation } from "./reservations";
import {
  COLUMN_COOKIE,
  DEFAULT_PMS,
  checkinOf,
  checkinProblems,
  dayOf,
  lookupOf,
  statusText,
} from "./reservations";
import { DetailActions, Outcome } from "./ReservationsScreen.styles";

type Action = "profile" | "checkin" | "certificate";
type Open = { kind: "profile" | "certificate"; reservation: Reservation; profile: GuestProfile } | null;
type OutcomeState =
  | { tone: "success"; name: string; message: string }
  | { tone: "error"; name: string; message?: string; problems?: CheckinProblem[] }
  | null;

/** Where each rule is fixed, as the receptionist finds it (section and field of the guest profile). */
const WHERE: Record<CheckinProblem["field"], string> = {
  birthday: "where.birthday",
  identificationExpiryDate: "where.identificationExpiryDate",
  checkinDate: "where.checkinDate",
  accompanyingGuests: "where.accompanyingGuests",
};

const fullName = (r: Reservation) => [r.firstname, r.lastname].filter(Boolean).join(" ");

/**
 * Reservations (products.md "Reservations"): the PMS's reservations of a day (today by default), columns the
 * user hides kept in a cookie for a year. A row's details (Enter) offer the guest profile, check-in and the
 * registration certificate; check-in runs the rules of section 5 first and says which one failed and where.
 */
export default function ReservationsScreen() {
  const { t } = useTranslation(["reservations", "console"]);
  const { client, propertyId, permissions } = usePropertyScreen();
  const { properties } = useSessionState();
  const hotel = properties.find((p) => String(p.id) === propertyId)?.name ?? "";
  const [date, setDate] = useState(() => dayOf());
  const [version, setVersion] = useState(0);
  const [open, setOpen] = useState<Open>(null);
  const [outcome, setOutcome] = useState<OutcomeState>(null);
  const [busy, setBusy] = useState(false);
  const canUpdate = permissions.has(RESERVATIONS.update);
  const path = useMemo(() => ({ params: { path: { propertyId } } }), [propertyId]);

  // The configured PMS (webcheckin.pmsAccessInfo.configuredPms) where the user may read the settings;
  // otherwise protel, the PMS the contract's profile and check-in calls name.
  const canReadSettings = permissions.has(GUEST_APP.settings);
  const settings = useQuery(
    contractQueries(client).queryOptions("get", "/api/cms/v3/{propertyId}/oneapp/settings", path, {
      enabled: canReadSettings,
      select: (data) => data.webcheckin?.pmsAccessInfo?.configuredPms || DEFAULT_PMS,
    }),
  );
  // Settings that cannot be read leave the default PMS, as without the permission; never a list stuck loading.
  const pms = canReadSettings && !settings.isError ? settings.data : DEFAULT_PMS;

  const source: ListSource<Reservation> = useMemo(
    () => ({
      load: async () => {
        if (!pms) return new Promise<never>(() => {});
        const result = await client.GET(
          "/api/cms/v3/{propertyId}/oneapp/webcheckin/{pms}/reservations/index",
          {
            params: { path: { propertyId, pms }, query: { date } },
          },
        );
        if (!result.data) throw new Error(result.error?.message ?? "");
        const items = result.data.reservations.reservationList;
        return { items, total: items.length };
      },
    }),
    // `version` reloads the day after a check-in or a saved profile.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, propertyId, pms, date, version],
  );

  const lookup = useCallback(
    async (reservation: Reservation): Promise<GuestProfile> => {
      const { data, error } = await client.POST(
        "/api/cms/v3/{propertyId}/oneapp/webcheckin/protel/reservations/profile",
        { ...path, body: lookupOf(reservation) },
      );
      if (!data) throw new Error(error?.message ?? t("reservations:lookupFailed"));
      return data.reservationInfo.profile;
    },
    [client, path, t],
  );

  const run = async (action: Action, reservation: Reservation) => {
    const name = fullName(reservation);
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      const profile = await lookup(reservation);
      if (action !== "checkin") return setOpen({ kind: action, reservation, profile });
      const problems = checkinProblems(reservation, profile, dayOf());
      if (problems.length) return setOutcome({ tone: "error", name, problems });
      const { data, error } = await client.POST(
        "/api/cms/v3/{propertyId}/oneapp/webcheckin/protel/reservations/checkin",
        { ...path, body: checkinOf(reservation) },
      );
      if (!data) return setOutcome({ tone: "error", name, message: error?.message ?? "" });
      setOutcome({ tone: "success", name, message: data.message });
      setVersion((v) => v + 1);
    } catch (error) {
      setOutcome({ tone: "error", name, message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };
  // The rows' buttons call the latest `run` through a stable function, so the definition stays the same.
  const runRef = useRef(run);
  useLayoutEffect(() => {
    runRef.current = run;
  });

  const definition: ListDefinition<Reservation> = useMemo(
    () => ({
      keyField: "reservationNumber",
      columnCookie: COLUMN_COOKIE,
      permissions: { list: RESERVATIONS.list, update: RESERVATIONS.update },
      columns: [
        { id: "reservationNumber", header: t("reservations:columns.reservationNumber"), width: 130 },
        { id: "firstname", header: t("reservations:columns.firstname"), width: 130 },
        { id: "lastname", header: t("reservations:columns.lastname"), width: 140 },
        {
          id: "start",
          header: t("reservations:columns.start"),
          width: 110,
          text: (r) => formatDate(r.start ?? ""),
        },
        {
          id: "end",
          header: t("reservations:columns.end"),
          width: 110,
          text: (r) => formatDate(r.end ?? ""),
        },
        {
          id: "resStatus",
          header: t("reservations:columns.resStatus"),
          width: 130,
          text: (r) => statusText(r.resStatus, t),
        },
        { id: "roomNumber", header: t("reservations:columns.roomNumber"), width: 90 },
        { id: "roomTypeCode", header: t("reservations:columns.roomTypeCode"), width: 100 },
        { id: "primaryGuestID", header: t("reservations:columns.primaryGuestID"), width: 120 },
        {
          id: "isCompanyLinked",
          header: t("reservations:columns.isCompanyLinked"),
          kind: "boolean",
          width: 110,
        },
      ],
      renderDetail: (reservation) => (
        <DetailActions
          role="group"
          aria-label={t("reservations:actionsFor", { name: fullName(reservation) })}
        >
          {(
            [
              ["profile", UserRound],
              ["checkin", BadgeCheck],
              ["certificate", FileSignature],
            ] as const
          ).map(([action, Icon]) => (
            <Button
              key={action}
              variant={action === "checkin" ? "primary" : "outline"}
              icon={<Icon size={16} aria-hidden />}
              isDisabled={!canUpdate}
              onPress={() => void runRef.current(action, reservation)}
            >
              {t(`reservations:actions.${action}`)}
            </Button>
          ))}
        </DetailActions>
      ),
    }),
    [t, canUpdate],
  );
  // Search, sort and page in the URL query, as on the kit's list screens: a reload or a link keeps them.
  const view = useListViewInUrl(definition.columns, definition.pageSize ?? -1);

  const tools = useMemo(
    () => (
      <DatePicker label={t("reservations:date")} value={date} onChange={(value) => value && setDate(value)} />
    ),
    [t, date],
  );

  return (
    <>
      {outcome && (
        <Outcome data-ui="CheckinOutcome">
          {outcome.tone === "success" ? (
            <Notice tone="success" title={t("reservations:checkin.done", { name: outcome.name })}>
              {outcome.message}
            </Notice>
          ) : (
            <Notice tone="error" title={t("reservations:checkin.refused", { name: outcome.name })}>
              {outcome.problems ? (
                <ul>
                  {outcome.problems.map((problem) => (
                    <li key={problem.rule}>
                      {t(`reservations:rules.${problem.rule}`, {
                        ...problem.values,
                        // Dates keep their order inside an Arabic sentence.
                        date: isolateLtr(formatDate(String(problem.values.date ?? ""))),
                        start: isolateLtr(formatDate(String(problem.values.start ?? ""))),
                        end: isolateLtr(formatDate(String(problem.values.end ?? ""))),
                      })}{" "}
                      <em>{t(`reservations:${WHERE[problem.field]}`)}</em>
                    </li>
                  ))}
                </ul>
              ) : (
                outcome.message
              )}
            </Notice>
          )}
        </Outcome>
      )}
      <GenericList<Reservation>
        title={t("console:routes.oneappReservations")}
        definition={definition}
        view={view}
        source={source}
        permissions={permissions}
        tools={tools}
      />
      {open?.kind === "profile" && (
        <GuestProfileDialog
          reservation={open.reservation}
          profile={open.profile}
          onClose={() => setOpen(null)}
          onSaved={() => setVersion((v) => v + 1)}
        />
      )}
      {open?.kind === "certificate" && (
        <CertificateDialog
          reservation={open.reservation}
          profile={open.profile}
          hotel={hotel}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
