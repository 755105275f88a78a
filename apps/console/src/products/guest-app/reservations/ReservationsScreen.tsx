import type { ListDefinition, ListSource } from "@cms/ui";
import {
  Button,
  ConfirmDialog,
  DatePicker,
  GenericList,
  Note,
  Notice,
  SegmentedControl,
  formatDate,
  formatDateTime,
  isolateLtr,
} from "@cms/ui";
import { useQueryClient } from "@tanstack/react-query";
import { BadgeCheck, FileSignature, UserRound, Wifi } from "lucide-react";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { menuHref, usePropertyScreen } from "../../../access";
import {
  PreloadsEditDialog,
  askForOpening,
  contractQueries,
  onDemand,
  takeAsk,
  useListViewInUrl,
  useSessionProperty,
  useQuery,
  useQueryWriter,
} from "../../../kit";
import { GUEST_APP, RESERVATIONS } from "../permissions";
import type { CheckinProblem, DeskView, GuestProfile, Reservation } from "./reservations";
import {
  COLUMN_COOKIE,
  DEFAULT_PMS,
  rememberPms,
  rememberedPms,
  DESK_VIEWS,
  checkinBar,
  checkinOf,
  checkinProblems,
  dayOf,
  inDeskView,
  lookupOf,
  statusText,
  ticketsLinkOf,
} from "./reservations";
import { CheckinBarText, DeskBar, DetailActions, Outcome } from "./ReservationsScreen.styles";

// A guest's profile and registration certificate (their date pickers, the signature pad) load when the list is
// first pointed at or focused, or when one is opened, not with the list.
const profileDialog = onDemand(
  () => import("./GuestProfileDialog"),
  (module) => module.GuestProfileDialog,
);
const certificateDialog = onDemand(
  () => import("./CertificateDialog"),
  (module) => module.CertificateDialog,
);
const GuestProfileDialog = profileDialog.Part;
const CertificateDialog = certificateDialog.Part;
const preloadDialogs = () => {
  profileDialog.preload();
  certificateDialog.preload();
};

type Action = "profile" | "checkin" | "certificate" | "tickets";
type Open = {
  kind: "profile" | "certificate" | "checkin";
  reservation: Reservation;
  profile: GuestProfile;
} | null;
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

/** A stay's arrival and departure as a sentence shows them: DD.MM.YYYY, kept left to right in Arabic. */
const stayDates = (r: Reservation) => ({
  start: isolateLtr(formatDate(r.start ?? "")),
  end: isolateLtr(formatDate(r.end ?? "")),
});

/** The URL query parameter of the quick view (`?show=arrivals`). */
const SHOW_PARAM = "show";
const isDeskView = (value: string | null): value is DeskView =>
  (DESK_VIEWS as readonly string[]).includes(value ?? "");

/** The quick view in the URL query (`?show=arrivals`), so a reload or a link keeps it; "all" leaves it out. */
function useDeskViewInUrl(): [DeskView, (view: DeskView) => void] {
  const [params, writeQuery] = useQueryWriter();
  const shown = params.get(SHOW_PARAM);
  const view = isDeskView(shown) ? shown : "all";
  const setView = useCallback(
    (next: DeskView) =>
      writeQuery(
        (query) => {
          if (next === "all") query.delete(SHOW_PARAM);
          else query.set(SHOW_PARAM, next);
          return query;
        },
        { replace: true },
      ),
    [writeQuery],
  );
  return [view, setView];
}

/**
 * Reservations (products.md "Reservations"): the PMS's reservations of a day (today by default), columns the
 * user hides kept in a cookie for a year. A row's details (Enter) offer the guest profile, check-in and the
 * registration certificate; check-in runs the rules of section 5 first and says which one failed and where.
 */
export default function ReservationsScreen() {
  const { t } = useTranslation(["reservations", "console"]);
  const { client, propertyId, permissions, menu } = usePropertyScreen();
  const property = useSessionProperty(propertyId);
  const hotel = property?.name ?? "";
  const navigate = useNavigate();
  // Wi-Fi tickets for a guest, where the user may open the gateway's voucher batches (a link, not an import).
  const ticketsHref = menuHref(menu, "onespeedBulkTickets");
  const [date, setDate] = useState(() => dayOf());
  const [version, setVersion] = useState(0);
  const [open, setOpen] = useState<Open>(null);
  const [deskView, setDeskView] = useDeskViewInUrl();
  const queryClient = useQueryClient();
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

  // The day's reservations: one cache entry keyed by the contract, read by the list (each load asks the PMS
  // again) and by the quick views' counts; a check-in or a saved profile marks it stale (kit/query.ts).
  const dayOptionsOf = useCallback(
    (pms: string) =>
      contractQueries(client).queryOptions(
        "get",
        "/api/cms/v3/{propertyId}/oneapp/webcheckin/{pms}/reservations/index",
        { params: { path: { propertyId, pms }, query: { date } } },
      ),
    [client, propertyId, date],
  );
  const dayOptions = useMemo(() => dayOptionsOf(pms ?? DEFAULT_PMS), [dayOptionsOf, pms]);
  // The day is asked for at once, from the PMS the settings named last time here (the default the first time),
  // beside the settings rather than after them: waiting put a round trip before the first row (issue 40). Its
  // answer is shown only if the settings name that PMS; otherwise the list asks the one they name.
  // Without the settings the PMS is the default, no guess: the front desk's list asked the day twice, once for
  // the quick views' counts as the screen drew and again for its first load.
  const [guess] = useState(() => {
    const guessed = (canReadSettings && rememberedPms(propertyId)) || DEFAULT_PMS;
    const mayAsk = permissions.has(RESERVATIONS.list);
    return { pms: guessed, askedAt: mayAsk ? askForOpening(queryClient, dayOptionsOf(guessed)) : undefined };
  });
  useEffect(() => {
    if (canReadSettings && settings.data) rememberPms(propertyId, settings.data);
  }, [canReadSettings, settings.data, propertyId]);
  // A guess the settings proved wrong is let go: a failed ask to that PMS was tried again a second later (the
  // query client retries once), a third call to a PMS the screen never shows.
  useEffect(() => {
    if (pms && pms !== guess.pms)
      void queryClient.cancelQueries({ queryKey: dayOptionsOf(guess.pms).queryKey });
  }, [pms, guess.pms, queryClient, dayOptionsOf]);
  const day = useQuery({ ...dayOptions, enabled: Boolean(pms) });
  const loadedOnce = useRef(false);
  const source: ListSource<Reservation> = useMemo(
    () => ({
      load: async () => {
        if (!pms) return new Promise<never>(() => {});
        // The first load takes the early ask if it was for this PMS; every later load asks the PMS again.
        const since = !loadedOnce.current && pms === guess.pms ? (guess.askedAt ?? Infinity) : Infinity;
        loadedOnce.current = true;
        const data = await takeAsk(queryClient, dayOptions, since);
        const items = data.reservations.reservationList;
        return { items, total: items.length };
      },
    }),
    // `version` reloads the day after a check-in or a saved profile.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, dayOptions, pms, version, guess],
  );
  const itemFilter = useMemo(
    () => (deskView === "all" ? undefined : (r: Reservation) => inDeskView(r, deskView, date)),
    [deskView, date],
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
      if (action === "tickets") {
        if (ticketsHref) await navigate(ticketsLinkOf(ticketsHref, reservation, profile, property?.timezone));
        return;
      }
      if (action !== "checkin") return setOpen({ kind: action, reservation, profile });
      const problems = checkinProblems(reservation, profile, dayOf());
      if (problems.length) return setOutcome({ tone: "error", name, problems });
      // Every rule passed: the receptionist confirms before anything is written to the PMS.
      setOpen({ kind: "checkin", reservation, profile });
    } catch (error) {
      setOutcome({ tone: "error", name, message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };
  /** The confirmed check-in: written to the PMS, the outcome over the table, the day loaded again. */
  const checkIn = async (reservation: Reservation) => {
    const name = fullName(reservation);
    try {
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
      setOpen(null);
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
          // "Departing today" whole (it read "Departing tod…" at 130); the table still fits 1,440 px.
          width: 150,
          text: (r) => statusText(r.resStatus, t),
        },
        { id: "roomNumber", header: t("reservations:columns.roomNumber"), width: 90 },
        { id: "roomTypeCode", header: t("reservations:columns.roomTypeCode"), width: 100 },
        // The PMS's own references: in the column chooser, not in the front desk's way (docs/decisions.md).
        {
          id: "primaryGuestID",
          header: t("reservations:columns.primaryGuestID"),
          width: 120,
          hiddenByDefault: true,
        },
        {
          id: "isCompanyLinked",
          header: t("reservations:columns.isCompanyLinked"),
          kind: "boolean",
          width: 110,
          hiddenByDefault: true,
        },
      ],
      renderDetail: (reservation) => {
        // Check in is offered only where the reservation allows it today; elsewhere the row says why.
        const bar = checkinBar(reservation, dayOf());
        return (
          <DetailActions
            role="group"
            aria-label={t("reservations:actionsFor", { name: fullName(reservation) })}
          >
            {(
              [
                ["checkin", BadgeCheck],
                ["profile", UserRound],
                ["certificate", FileSignature],
                // For a guest still to come or in the house: the stay's Wi-Fi, mailed to the guest.
                ...(ticketsHref && (!bar || bar === "checkedIn" || bar === "notYet")
                  ? ([["tickets", Wifi]] as const)
                  : []),
              ] as const
            ).map(([action, Icon]) =>
              action === "checkin" && bar ? (
                <CheckinBarText key={action} data-testid="checkin-bar">
                  {t(`reservations:bar.${bar}`, stayDates(reservation))}
                </CheckinBarText>
              ) : (
                <Button
                  key={action}
                  variant={action === "checkin" ? "primary" : "outline"}
                  icon={<Icon size={16} aria-hidden />}
                  isDisabled={!canUpdate}
                  onPress={() => void runRef.current(action, reservation)}
                >
                  {t(`reservations:actions.${action}`)}
                </Button>
              ),
            )}
          </DetailActions>
        );
      },
    }),
    [t, canUpdate, ticketsHref],
  );
  // Search, sort and page in the URL query, as on the kit's list screens: a reload or a link keeps them.
  const view = useListViewInUrl(definition.columns, definition.pageSize ?? -1);

  const tools = useMemo(
    () => (
      <DatePicker label={t("reservations:date")} value={date} onChange={(value) => value && setDate(value)} />
    ),
    [t, date],
  );

  // The quick views with their counts (known once the day is loaded), and where the list comes from.
  const reservationList = day.data?.reservations.reservationList;
  const deskBar = useMemo(
    () => (
      <DeskBar data-ui="DeskViews">
        <div>
          <SegmentedControl<DeskView>
            label={t("reservations:views.label")}
            items={DESK_VIEWS.map((id) => ({
              id,
              label: t(`reservations:views.${id}`),
              count: reservationList?.filter((r) => inDeskView(r, id, date)).length,
            }))}
            value={deskView}
            onChange={setDeskView}
          />
          <Note data-testid="reservations-source">
            {pms && day.dataUpdatedAt
              ? t("reservations:source", {
                  pms,
                  time: isolateLtr(formatDateTime(new Date(day.dataUpdatedAt).toISOString())),
                })
              : undefined}
          </Note>
        </div>
      </DeskBar>
    ),
    [t, reservationList, date, deskView, setDeskView, pms, day.dataUpdatedAt],
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
      <PreloadsEditDialog also={preloadDialogs}>
        <GenericList<Reservation>
          title={t("console:routes.oneappReservations")}
          definition={definition}
          view={view}
          source={source}
          permissions={permissions}
          tools={tools}
          filterBar={deskBar}
          itemFilter={itemFilter}
        />
      </PreloadsEditDialog>
      {open?.kind === "profile" && (
        <GuestProfileDialog
          reservation={open.reservation}
          profile={open.profile}
          onClose={() => setOpen(null)}
          onSaved={() => setVersion((v) => v + 1)}
        />
      )}
      {open?.kind === "checkin" && (
        <ConfirmDialog
          isOpen
          title={t("reservations:checkin.confirmTitle", { name: fullName(open.reservation) })}
          message={
            <>
              <p>
                {open.reservation.roomNumber
                  ? t("reservations:checkin.confirmStay", {
                      ...stayDates(open.reservation),
                      room: open.reservation.roomNumber,
                    })
                  : t("reservations:checkin.confirmStayNoRoom", {
                      ...stayDates(open.reservation),
                      type: open.reservation.roomTypeCode ?? "",
                    })}
              </p>
              <p>{t("reservations:checkin.confirmMessage", { pms: pms ?? DEFAULT_PMS })}</p>
            </>
          }
          confirmLabel={t("reservations:actions.checkin")}
          onConfirm={() => checkIn(open.reservation)}
          onOpenChange={(isOpen) => !isOpen && setOpen(null)}
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
