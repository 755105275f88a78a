import * as bounds from "@cms/api/bounds";
import { ListFilterBar, Select } from "@cms/ui";
import type { TFunction } from "i18next";
import { memo, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ListScreen, collectionCalls, definePropertyListScreen } from "../../../kit";
import { STREAM_DEVICES } from "../permissions";
import type { OnlineFilter, StreamDevice } from "./streamDevices";
import { DEVICE_TYPES, ONLINE_FILTERS, matchesOnline, toStreamDevice } from "./streamDevices";
import { OnlineState } from "./streamDevices.styles";

const NS = "streaming";

/** How often the list asks again while it is shown: whether a device is online changes on its own. */
export const DEVICES_REFRESH_MS = 30_000;

const onlineWord = (t: TFunction, device: StreamDevice) =>
  t(device.online ? `${NS}:devices.online` : `${NS}:devices.offline`);

/** All, online only, offline only: the online column's filter, set through the list. */
const OnlineFilterBar = memo(function OnlineFilterBar({
  setFilter,
}: {
  setFilter: (column: string, value: string) => void;
}) {
  const { t } = useTranslation();
  const [filter, setChoice] = useState<OnlineFilter>("all");
  const items = useMemo(
    () => ONLINE_FILTERS.map((id) => ({ id, label: t(`${NS}:devices.filter.${id}`) })),
    [t],
  );
  return (
    <ListFilterBar data-ui="OnlineFilter">
      <Select
        label={t(`${NS}:devices.filter.label`)}
        items={items}
        selectedKey={filter}
        onSelectionChange={(key) => {
          const value = (key ?? "all") as OnlineFilter;
          setChoice(value);
          setFilter("online", value === "all" ? "" : value);
        }}
      />
    </ListFilterBar>
  );
});

/**
 * Streaming devices (products.md sections 2, 3, 5 to 7, "Streaming"): the Apple TVs and Chromecasts in the rooms,
 * each online or not at a glance and filtered by it, asked again while the page is shown; MAC and IP identify
 * the device on the network, so they are read-only once it exists; the PIN guests pair with is 4 digits.
 */
export const streamDevicesScreen = definePropertyListScreen<StreamDevice>({
  contract: bounds.StreamDevice,
  keyField: "id",
  permissions: STREAM_DEVICES,
  rowActions: ["edit", "copy", "delete"],
  // A copy is another box of the same set-up: its own name, room, hardware id, addresses and PIN.
  clearOnCopy: ["name", "room", "uid", "mac", "ip", "pin"],
  csvFileName: "streaming-devices.csv",
  dialogTitles: { create: `${NS}:devices.new`, edit: `${NS}:devices.edit` },
  filterBar: OnlineFilterBar,
  refreshWhileVisibleMs: DEVICES_REFRESH_MS,
  // The name first: it labels the row (for a screen reader, a search, a selection).
  columns: (t) => [
    { id: "name", header: t(`${NS}:devices.name`), width: 220 },
    {
      id: "online",
      header: t(`${NS}:devices.state`),
      value: (device) => device.online === true,
      text: (device) => onlineWord(t, device),
      cell: (device) => <OnlineState $online={device.online === true}>{onlineWord(t, device)}</OnlineState>,
      matches: matchesOnline,
      width: 130,
    },
    {
      id: "deviceType",
      header: t(`${NS}:devices.deviceType`),
      value: (device) => (device.deviceType ? t(`${NS}:devices.type.${device.deviceType}`) : ""),
      width: 140,
    },
    { id: "room", header: t(`${NS}:devices.room`), width: 100 },
    { id: "mac", header: t(`${NS}:devices.mac`), kind: "truncate", ltr: true, width: 200 },
    { id: "ip", header: t(`${NS}:devices.ip`), ltr: true, width: 150 },
    { id: "encoderIp", header: t(`${NS}:devices.encoderIp`), ltr: true, width: 150, hiddenByDefault: true },
    { id: "stream", header: t(`${NS}:devices.stream`), kind: "truncate", width: 220, hiddenByDefault: true },
    { id: "uid", header: t(`${NS}:devices.uid`), width: 200, hiddenByDefault: true },
    { id: "standalone", header: t(`${NS}:devices.standalone`), kind: "boolean", width: 120 },
    { id: "active", header: t(`${NS}:devices.active`), kind: "boolean", width: 100 },
  ],
  // products.md section 5: name, MAC and IP required, MAC and IP read-only once the device exists; the encoder IP
  // and the PIN only have their formats (docs/decisions.md: a Chromecast pairs without a PIN).
  fields: (t) => [
    { kind: "textfield", name: "name", label: t(`${NS}:devices.name`) },
    {
      kind: "autocomplete",
      name: "deviceType",
      label: t(`${NS}:devices.deviceType`),
      options: DEVICE_TYPES.map((id) => ({ id, label: t(`${NS}:devices.type.${id}`) })),
      required: false,
    },
    { kind: "textfield", name: "room", label: t(`${NS}:devices.room`), required: false },
    {
      kind: "textfield",
      name: "mac",
      label: t(`${NS}:devices.mac`),
      rules: ["mac"],
      readonlyEditItem: true,
    },
    { kind: "textfield", name: "ip", label: t(`${NS}:devices.ip`), rules: ["ip"], readonlyEditItem: true },
    {
      kind: "textfield",
      name: "encoderIp",
      label: t(`${NS}:devices.encoderIp`),
      rules: ["optionalIp"],
      required: false,
    },
    { kind: "textfield", name: "stream", label: t(`${NS}:devices.stream`), required: false },
    { kind: "textfield", name: "uid", label: t(`${NS}:devices.uid`), required: false },
    {
      kind: "textfield",
      name: "pin",
      label: t(`${NS}:devices.pin`),
      hint: t(`${NS}:devices.pinHint`),
      rules: ["pin"],
      required: false,
    },
    { kind: "switch", name: "standalone", label: t(`${NS}:devices.standalone`) },
    { kind: "switch", name: "active", label: t(`${NS}:devices.active`) },
  ],
  calls: collectionCalls("/api/cms/v3/{propertyId}/onestream/device/{id}", {
    key: "id",
    body: toStreamDevice,
    remove: "oneOrBulk",
    bulkItems: (devices) => devices.map(toStreamDevice),
  }),
});

export default function StreamDevicesScreen() {
  return <ListScreen definition={streamDevicesScreen} />;
}
