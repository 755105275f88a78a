import type {
  FieldSchema,
  GenericListHandle,
  ListColumn,
  ListDefinition,
  ListQuery,
  ListSource,
  RowActionName,
} from "@cms/ui";
import {
  Checkbox,
  CheckboxGroup,
  GenericList,
  ListFilterBar,
  Select,
  downloadText,
  firstListQuery,
  showToast,
  useVisibleInterval,
} from "@cms/ui";
import type { TFunction } from "i18next";
import { memo, useCallback, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePropertyScreen } from "../../../access";
import {
  LazyEditDialog as EditDialog,
  PreloadsEditDialog,
  contractQueries,
  failureMessage,
  onDemand,
  refusal,
  useFirstPageAskedEarly,
  useListViewInUrl,
  useItems,
} from "../../../kit";
import { PROFILES, TICKETS } from "../permissions";
import type { ConnectedFilter, GatewayProfile, ProfileForm } from "./monitoring";
import {
  CONNECTED_FILTERS,
  FILTER_CONNECTED,
  FILTER_KINDS,
  OVERRIDE_FIELDS,
  PAGE_SIZE,
  PROFILE_KINDS,
  REFRESH_MS,
  connectedDevices,
  devicesOf,
  formatMegabytes,
  guestName,
  hasAccessCode,
  kindOf,
  profileCsv,
  ticketOptions,
  toCsvQuery,
  toProfileBody,
  toProfileForm,
  toProfileQuery,
} from "./monitoring";

import { printProfile } from "./printProfile";

/**
 * A row's session detail (its tabs, tables and usage bars) is drawn only when a row opens: its code comes when the
 * pointer or the focus first reaches the list, with the edit dialog's, not with the screen (issue 40).
 */
const profileDetail = onDemand(
  () => import("./ProfileDetail"),
  (module) => module.ProfileDetail,
);
const ProfileDetail = profileDetail.Part;

const NS = "gatewayMonitoring";

const columns = (t: TFunction, language: string): ListColumn<GatewayProfile>[] => {
  const k = (key: string, options?: Record<string, unknown>) => t(`${NS}:${key}`, options);
  // Ids of sortable columns are the contract's sort fields: the server sorts, a page at a time.
  const list: ListColumn<GatewayProfile>[] = [
    {
      id: "identity.lastName",
      header: k("column.guest"),
      value: (profile) => guestName(profile) || k("kind.anonymous"),
      width: 200,
    },
    {
      id: "kind",
      header: k("column.kind"),
      value: (p) => k(`kind.${kindOf(p)}`),
      sortable: false,
      // The longest sign-in ways whole ("Prämienprogramm", "Kanta-asiakasohjelma" were cut at 130 px).
      width: 170,
    },
    { id: "identity.email", header: k("field.email"), value: (p) => p.identity?.email ?? "", width: 230 },
    { id: "identity.room", header: k("field.room"), value: (p) => p.identity?.room ?? "", width: 90 },
    {
      id: "identity.accessCode",
      header: k("field.accessCode"),
      value: (p) => p.identity?.accessCode ?? "",
      width: 140,
    },
    {
      id: "connected",
      header: k("column.connected"),
      value: (p) => k("connectedOf", { connected: connectedDevices(p).length, total: devicesOf(p).length }),
      sortable: false,
      width: 130,
    },
    {
      id: "valid",
      header: k("column.ticket"),
      value: (p) => (p.ticket?.valid === false ? k("expired") : k("valid")),
      sortable: false,
      width: 110,
    },
    {
      id: "dataUsed",
      header: k("detail.dataUsed"),
      value: (p) => formatMegabytes(p.usedData?.dataTxRX, language),
      sortable: false,
      width: 130,
    },
    { id: "createdAt", header: k("column.createdAt"), kind: "date", width: 180 },
    { id: "updatedAt", header: k("column.updatedAt"), kind: "date", width: 180 },
  ];
  // The server searches; there is no filter box per column.
  return list.map((column) => ({ ...column, filterable: false }));
};

const fields = (t: TFunction, tickets: { id: string; label: string }[]): FieldSchema[] => {
  const k = (key: string) => t(`${NS}:${key}`);
  const text = (name: string, label: string): FieldSchema => ({
    kind: "textfield",
    name,
    label,
    required: false,
  });
  const number = (name: string, permission: string): FieldSchema => ({
    kind: "textfield",
    name: `ticket.${name}`,
    label: k(`field.${name}`),
    valueType: "number",
    required: false,
    permission,
  });
  return [
    text("identity.firstName", k("field.firstName")),
    text("identity.lastName", k("field.lastName")),
    text("identity.email", k("field.email")),
    text("identity.room", k("field.room")),
    text("identity.accessCode", k("field.accessCode")),
    text("identity.card", k("field.card")),
    text("identity.memberNumber", k("field.memberNumber")),
    { kind: "switch", name: "identity.anonymous", label: k("kind.anonymous") },
    {
      kind: "textfield",
      name: "deviceMacs",
      label: k("field.devices"),
      hint: k("field.devicesHint"),
      required: false,
      rules: ["optionalMac"],
    },
    {
      kind: "autocomplete",
      name: "ticket.ticketId",
      label: k("field.ticket"),
      options: tickets,
      required: false,
    },
    // Each override is read-only without its permission (products.md sections 5 and 6).
    ...OVERRIDE_FIELDS.map(({ name, permission }) =>
      name === "ciscoGuestRole"
        ? { ...text(`ticket.${name}`, k(`field.${name}`)), permission }
        : number(name, permission),
    ),
    { kind: "switch", name: "ticket.globalReauthEnabled", label: k("field.globalReauthEnabled") },
    { kind: "switch", name: "emailValidated", label: k("field.emailValidated") },
    { kind: "switch", name: "skipAuthViaPortal", label: k("field.skipAuthViaPortal") },
    { kind: "switch", name: "whitelisted", label: k("field.whitelisted") },
    text("voucherCode", k("field.voucherCode")),
  ];
};

/** The kind and connection filters; kept here, handed to the list's query through its handle. */
const ProfileFilters = memo(function ProfileFilters({
  onChange,
}: {
  onChange: (name: string, value: string) => void;
}) {
  const { t } = useTranslation();
  const [kinds, setKinds] = useState<string[]>([]);
  const [connected, setConnected] = useState<ConnectedFilter>("both");
  const items = useMemo(
    () => CONNECTED_FILTERS.map((id) => ({ id, label: t(`${NS}:connection.${id}`) })),
    [t],
  );
  return (
    <ListFilterBar data-ui="ProfileFilters">
      <CheckboxGroup
        label={t(`${NS}:filter.kinds`)}
        orientation="horizontal"
        value={kinds}
        onChange={(next) => {
          setKinds(next);
          onChange(FILTER_KINDS, next.join(","));
        }}
      >
        {PROFILE_KINDS.map((kind) => (
          <Checkbox key={kind.id} value={kind.id}>
            {t(`${NS}:kind.${kind.id}`)}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <Select
        label={t(`${NS}:filter.connected`)}
        items={items}
        selectedKey={connected}
        onSelectionChange={(key) => {
          const value = (key ?? "both") as ConnectedFilter;
          setConnected(value);
          onChange(FILTER_CONNECTED, value === "both" ? "" : value);
        }}
      />
    </ListFilterBar>
  );
});

type FormItem = ProfileForm & Record<string, unknown>;

/** The edit dialog over a profile: its devices as a MAC list, made once per profile (the form keeps input). */
function ProfileDialog({
  title,
  profile,
  fields: formFields,
  permissions,
  onClose,
  onSave,
  onSaved,
}: {
  title: string;
  profile: GatewayProfile | null;
  fields: FieldSchema[];
  permissions: ReadonlySet<string>;
  onClose: () => void;
  onSave: (values: ProfileForm, original: GatewayProfile | null) => Promise<GatewayProfile>;
  onSaved: (profile: GatewayProfile) => void;
}) {
  const item = useMemo(() => (profile ? (toProfileForm(profile) as FormItem) : null), [profile]);
  return (
    <EditDialog<FormItem>
      title={title}
      fields={formFields}
      item={item}
      isNew={!profile}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onSave={async (values) => (await onSave(values, profile)) as FormItem}
      onSaved={onSaved}
      permissions={permissions}
    />
  );
}

/**
 * Gateway monitoring (products.md sections 2 to 9): the property's portal profiles, 50 a page from the server,
 * searched, filtered by kind and connection and sorted there; a row opens its session detail (General,
 * Devices), where devices are disconnected one by one or all at once. Profiles are created, edited (ticket
 * overrides read-only without their permissions) and deleted, exported as CSV by the server, and printed or
 * downloaded when they have an access code. The connected state refreshes itself while the page is visible,
 * in place: the open row and the scroll position stay.
 */
export default function MonitoringScreen() {
  const { t, i18n } = useTranslation();
  const k = useCallback((key: string, options?: Record<string, unknown>) => t(`${NS}:${key}`, options), [t]);
  const { route, client, propertyId, permissions } = usePropertyScreen();
  const handle = useRef<GenericListHandle>(null);
  const path = { propertyId };

  // The tickets name a profile's ticket and fill the dialog's choice; asked only with their list permission.
  const { data: tickets } = useItems(
    contractQueries(client).queryOptions("get", "/api/cms/v3/{propertyId}/onespeed/ticket/index", {
      params: { path: { propertyId } },
    }),
    { enabled: permissions.has(TICKETS.list) },
  );
  const options = useMemo(() => ticketOptions(tickets ?? [], i18n.language), [tickets, i18n.language]);
  const ticketTitles = useMemo(() => new Map(options.map((o) => [o.id, o.label])), [options]);

  // Search, sort and page in the URL query, as on the kit's list screens: a reload or a link keeps them.
  const listColumns = useMemo(() => columns(t, i18n.language), [t, i18n.language]);
  const view = useListViewInUrl(listColumns, PAGE_SIZE);
  const loadProfiles = useCallback(
    async (query: ListQuery) => {
      const result = await client.GET("/api/cms/v3/{propertyId}/onespeed/profile/index", {
        params: { path: { propertyId }, query: toProfileQuery(query) },
      });
      if (!result.data) throw new Error(failureMessage(result));
      return result.data;
    },
    [client, propertyId],
  );
  // The first page goes out with the tickets, as the screen renders: its rows are what the screen is opened for.
  const load = useFirstPageAskedEarly(
    { route: route.name, propertyId },
    loadProfiles,
    permissions.has(PROFILES.list) ? firstListQuery(view.initial, PAGE_SIZE) : undefined,
  );

  const source = useMemo<ListSource<GatewayProfile>>(
    () => ({
      load,
      // No bulk delete for profiles in the contract: one call each, stopping at the first refusal.
      remove: async (profiles) => {
        let last: unknown;
        for (const profile of profiles) {
          const result = await client.DELETE("/api/cms/v3/{propertyId}/onespeed/profile/{id}", {
            params: { path: { propertyId, id: profile._id! } },
          });
          if (!result.data) throw new Error(failureMessage(result));
          last = result.data;
        }
        return last;
      },
    }),
    [client, propertyId, load],
  );

  const canDisconnect = permissions.has(PROFILES.update);
  // The RADIUS Disconnect-Request ends the session (the device must sign in again), then the controller drops
  // the association (docs/decisions.md); the list then shows the devices afresh.
  const disconnect = useCallback(
    async (macs: string[]) => {
      const body = { macs };
      const radius = await client.POST("/api/cms/v3/{propertyId}/onespeed/send-disconnect-radius", {
        params: { path: { propertyId } },
        body,
      });
      const controller = radius.data
        ? await client.POST("/api/cms/v3/{propertyId}/onespeed/disconnect", {
            params: { path: { propertyId } },
            body,
          })
        : radius;
      if (!controller.data) {
        showToast({ tone: "error", title: k("disconnectFailed"), description: failureMessage(controller) });
        return;
      }
      showToast({ tone: "success", title: k("disconnected", { count: macs.length }) });
      await handle.current?.refresh();
    },
    [client, propertyId, k],
  );

  useVisibleInterval(() => handle.current?.refresh(), REFRESH_MS);

  const definition = useMemo<ListDefinition<GatewayProfile>>(
    () => ({
      keyField: "_id",
      mode: "server",
      pageSize: PAGE_SIZE,
      permissions: PROFILES,
      rowActions: ["edit", "disconnectAll", "print", "download", "delete"],
      columns: listColumns,
      renderDetail: (profile) => (
        <ProfileDetail
          profile={profile}
          ticketTitles={ticketTitles}
          onDisconnect={canDisconnect ? disconnect : undefined}
        />
      ),
    }),
    [listColumns, ticketTitles, canDisconnect, disconnect],
  );
  const formFields = useMemo(() => fields(t, options), [t, options]);

  const onRowAction = useCallback(
    async (action: RowActionName, profile: GatewayProfile) => {
      if (action === "disconnectAll")
        return disconnect(connectedDevices(profile).map((device) => device.mac));
      if (action === "print") return printProfile(profile, t);
      if (action === "download")
        return downloadText(
          `access-code-${profile.identity?.accessCode ?? profile._id}.csv`,
          profileCsv(profile),
        );
    },
    [disconnect, t],
  );

  // Printing and downloading need an access code (products.md section 5); disconnecting, at least one MAC.
  const isRowActionDisabled = useCallback(
    (action: RowActionName, profile: GatewayProfile) =>
      ((action === "print" || action === "download") && !hasAccessCode(profile)) ||
      (action === "disconnectAll" && connectedDevices(profile).length === 0),
    [],
  );

  const exportCsv = useCallback(async () => {
    const query = handle.current?.query();
    const result = await client.GET("/api/cms/v3/{propertyId}/onespeed/profile/csv", {
      params: { path: { propertyId }, query: query ? toCsvQuery(query) : {} },
      parseAs: "text",
    });
    if (typeof result.data !== "string") {
      showToast({ tone: "error", title: t("ui:list.failed"), description: failureMessage(result) });
      return;
    }
    downloadText(`profiles-${propertyId}.csv`, result.data);
  }, [client, propertyId, t]);

  const setFilter = useCallback((name: string, value: string) => handle.current?.setFilter(name, value), []);
  const filterBar = useMemo(() => <ProfileFilters onChange={setFilter} />, [setFilter]);

  const save = async (values: ProfileForm, original: GatewayProfile | null): Promise<GatewayProfile> => {
    const body = toProfileBody(values, original, permissions);
    const result = original?._id
      ? await client.PUT("/api/cms/v3/{propertyId}/onespeed/profile/{id}", {
          params: { path: { propertyId, id: original._id } },
          body,
        })
      : await client.POST("/api/cms/v3/{propertyId}/onespeed/profile", { params: { path }, body });
    // The server's own words (products.md section 8: a profile's save failure keeps the server's text).
    if (!result.data) throw refusal(result);
    return result.data;
  };

  return (
    <PreloadsEditDialog also={profileDetail.preload}>
      <GenericList<GatewayProfile>
        title={t(`routes.${route.name}`)}
        definition={definition}
        view={view}
        source={source}
        permissions={permissions}
        handle={handle}
        filterBar={filterBar}
        onRowAction={onRowAction}
        isRowActionDisabled={isRowActionDisabled}
        onExportCsv={exportCsv}
        renderEdit={({ item, isNew, close, onSaved }) => (
          <ProfileDialog
            title={k(isNew ? "new" : "edit")}
            profile={isNew ? null : item}
            fields={formFields}
            permissions={permissions}
            onClose={close}
            onSave={save}
            onSaved={onSaved}
          />
        )}
      />
    </PreloadsEditDialog>
  );
}
