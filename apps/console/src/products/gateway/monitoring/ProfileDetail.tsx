import { Button, ConfirmDialog, Fact, Facts, SectionHeading, SimpleTable, Tabs, UsageBar } from "@cms/ui";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { GatewayProfile } from "./monitoring";
import {
  connectedDevices,
  devicesOf,
  formatBytes,
  formatDuration,
  formatMegabytes,
  formatSessionDate,
  guestName,
  kindOf,
} from "./monitoring";
import { Address, Block, Columns, Detail, DeviceTools, Hidden } from "./monitoring.styles";

export interface ProfileDetailProps {
  profile: GatewayProfile;
  /** Ticket titles by id, to name the profile's ticket. */
  ticketTitles: ReadonlyMap<string, string>;
  /** Disconnects these devices; resolves once the list shows them afresh. Absent without the permission. */
  onDisconnect?: (macs: string[]) => Promise<unknown>;
}

/**
 * A profile's session detail (products.md section 2, "Monitoring"): the tab General with the profile, its ticket
 * and usage bars, and the tab Devices with each device's addresses, state, traffic and session time, where a
 * device is disconnected on its own or all of them at once after a confirmation.
 */
export function ProfileDetail({ profile, ticketTitles, onDisconnect }: ProfileDetailProps) {
  const { t, i18n } = useTranslation();
  const k = (key: string, options?: Record<string, unknown>) => t(`gatewayMonitoring:${key}`, options);
  const locale = i18n.language;
  const identity = profile.identity ?? {};
  const ticket = profile.ticket ?? {};
  const used = profile.usedData ?? {};
  const remaining = profile.remaining ?? {};
  const yesNo = (value: boolean | undefined) =>
    value === undefined ? undefined : value ? t("ui:common.yes") : t("ui:common.no");
  const name = guestName(profile) || k("kind.anonymous");

  const general = (
    <Columns>
      <Block aria-label={k("detail.profile")}>
        <SectionHeading level={3} size="md">
          {k("detail.profile")}
        </SectionHeading>
        <Facts density="compact">
          <Fact label={k("column.guest")}>{name}</Fact>
          <Fact label={k("column.kind")}>{k(`kind.${kindOf(profile)}`)}</Fact>
          <Fact label={k("field.email")}>{identity.email}</Fact>
          <Fact label={k("field.emailValidated")}>
            {identity.email ? yesNo(profile.emailValidated) : undefined}
          </Fact>
          {/* Whether the guest was sent the validation e-mail at all (products.md section 3, sentEmailValidation). */}
          <Fact label={k("field.sentEmailValidation")}>
            {identity.email ? yesNo(profile.sentEmailValidation) : undefined}
          </Fact>
          <Fact label={k("field.room")}>{identity.room}</Fact>
          <Fact label={k("field.accessCode")}>
            {identity.accessCode && <Address>{identity.accessCode}</Address>}
          </Fact>
          <Fact label={k("field.card")}>{identity.card}</Fact>
          <Fact label={k("field.memberNumber")}>{identity.memberNumber}</Fact>
          <Fact label={k("field.social")}>{identity.social?.provider}</Fact>
          <Fact label={k("field.voucherCode")}>{profile.voucherCode}</Fact>
          <Fact label={k("field.whitelisted")}>{yesNo(profile.whitelisted)}</Fact>
          <Fact label={k("field.skipAuthViaPortal")}>{yesNo(profile.skipAuthViaPortal)}</Fact>
          <Fact label={k("column.createdAt")}>{formatSessionDate(profile.createdAt)}</Fact>
          <Fact label={k("column.updatedAt")}>{formatSessionDate(profile.updatedAt)}</Fact>
        </Facts>
      </Block>
      <Block aria-label={k("detail.ticket")}>
        <SectionHeading level={3} size="md">
          {k("detail.ticket")}
        </SectionHeading>
        <Facts density="compact">
          <Fact label={k("field.ticket")}>
            {ticket.ticketId ? (ticketTitles.get(ticket.ticketId) ?? ticket.ticketId) : undefined}
          </Fact>
          <Fact label={k("detail.validity")}>
            {ticket.valid === undefined ? undefined : ticket.valid ? k("valid") : k("expired")}
          </Fact>
          {/* The value carries its unit ("2 GB", "1 d"): the label names none, or the two contradict. */}
          <Fact label={k("detail.dataLimit")}>
            {ticket.dataLimitInMb ? formatMegabytes(ticket.dataLimitInMb, locale) : k("unlimited")}
          </Fact>
          <Fact label={k("detail.timeLimit")}>
            {ticket.timeLimitInSeconds ? formatDuration(ticket.timeLimitInSeconds, locale) : k("unlimited")}
          </Fact>
          <Fact label={k("field.expireInHours")}>{ticket.expireInHours}</Fact>
          <Fact label={k("field.maxBandwidthDownInMbit")}>
            {ticket.maxBandwidthDownInMbit || k("unlimited")}
          </Fact>
          <Fact label={k("field.maxBandwidthUpInMbit")}>{ticket.maxBandwidthUpInMbit || k("unlimited")}</Fact>
          <Fact label={k("field.maxDevices")}>{ticket.maxDevices}</Fact>
          <Fact label={k("field.ciscoGuestRole")}>{ticket.ciscoGuestRole}</Fact>
          <Fact label={k("field.globalReauthEnabled")}>{yesNo(ticket.globalReauthEnabled)}</Fact>
        </Facts>
      </Block>
      <Block aria-label={k("detail.usage")}>
        <SectionHeading level={3} size="md">
          {k("detail.usage")}
        </SectionHeading>
        {ticket.dataLimitInMb ? (
          <UsageBar label={k("detail.dataUsed")} value={used.dataInPercent ?? 0} />
        ) : null}
        {ticket.timeLimitInSeconds ? (
          <UsageBar label={k("detail.timeUsed")} value={used.sessionTimeInPercent ?? 0} />
        ) : null}
        {ticket.expireInHours ? (
          <UsageBar label={k("detail.validityUsed")} value={used.expireTimeInPercent ?? 0} />
        ) : null}
        <Facts density="compact">
          <Fact label={k("detail.dataUsed")}>{formatMegabytes(used.dataTxRX, locale)}</Fact>
          <Fact label={k("detail.dataLeft")}>
            {remaining.data === undefined ? undefined : formatMegabytes(remaining.data, locale)}
          </Fact>
          <Fact label={k("detail.timeUsed")}>{formatDuration(used.sessionTime, locale)}</Fact>
          <Fact label={k("detail.timeLeft")}>
            {remaining.time === undefined ? undefined : formatDuration(remaining.time, locale)}
          </Fact>
          <Fact label={k("detail.expires")}>{formatSessionDate(remaining.expireTime)}</Fact>
        </Facts>
      </Block>
    </Columns>
  );

  return (
    <Detail data-ui="ProfileDetail">
      <Tabs
        aria-label={k("detail.label", { name })}
        items={[
          { id: "general", label: k("detail.general"), content: general },
          {
            id: "devices",
            label: k("detail.devices", { count: devicesOf(profile).length }),
            content: <Devices profile={profile} name={name} onDisconnect={onDisconnect} />,
          },
        ]}
      />
    </Detail>
  );
}

function Devices({
  profile,
  name,
  onDisconnect,
}: {
  profile: GatewayProfile;
  name: string;
  onDisconnect?: (macs: string[]) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation();
  const k = (key: string, options?: Record<string, unknown>) => t(`gatewayMonitoring:${key}`, options);
  const [pending, setPending] = useState<string>();
  const [confirmAll, setConfirmAll] = useState(false);
  const devices = devicesOf(profile);
  const stats = profile.deviceStats ?? {};
  const connected = connectedDevices(profile);
  const table = useRef<HTMLTableElement>(null);
  // Once "Disconnect all" has left nothing connected, its button is disabled: the confirmation's focus restore to
  // it fails and the focus falls to the page. The keyboard goes on from the devices table, which shows what
  // changed. The restore comes after the dialog's exit, so the table takes the focus once the page has it (for
  // at most a second; a user who moved on keeps their place).
  const refocus = useRef(false);
  useEffect(() => {
    if (connected.length > 0 || confirmAll || !refocus.current) return;
    refocus.current = false;
    let frame = 0;
    let frames = 60;
    const check = () => {
      const focused = document.activeElement;
      if (!focused || focused === document.body) table.current?.focus();
      // Still in the closing confirmation: wait for its restore.
      else if (focused.closest('[role="alertdialog"]') && --frames > 0) frame = requestAnimationFrame(check);
    };
    frame = requestAnimationFrame(check);
    return () => cancelAnimationFrame(frame);
  }, [connected.length, confirmAll]);

  const disconnect = async (macs: string[], key: string) => {
    if (!onDisconnect) return;
    setPending(key);
    try {
      await onDisconnect(macs);
    } finally {
      setPending(undefined);
    }
  };

  if (devices.length === 0) return <p>{k("detail.noDevices")}</p>;
  return (
    <>
      <SimpleTable $compact $nowrap ref={table} tabIndex={-1} aria-label={k("detail.devicesOf", { name })}>
        <thead>
          <tr>
            <th scope="col">{k("device.mac")}</th>
            <th scope="col">{k("device.ip")}</th>
            <th scope="col">{k("device.online")}</th>
            <th scope="col" data-numeric>
              {k("device.download")}
            </th>
            <th scope="col" data-numeric>
              {k("device.upload")}
            </th>
            <th scope="col" data-numeric>
              {k("device.sessionTime")}
            </th>
            <th scope="col">{k("device.updatedAt")}</th>
            {onDisconnect && (
              <th scope="col" data-actions>
                <Hidden>{k("device.actions")}</Hidden>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {devices.map((device) => {
            // The controller's counters where it has them, else the device's own.
            const counters = stats[device.mac.toUpperCase()];
            return (
              <tr key={device.mac}>
                <td>
                  <Address>{device.mac}</Address>
                </td>
                <td>{device.ip && <Address>{device.ip}</Address>}</td>
                <td>
                  {device.connected
                    ? k("device.connected")
                    : device.online
                      ? k("device.onlineOnly")
                      : k("device.offline")}
                </td>
                <td data-numeric>{formatBytes(counters?.clientRx ?? device.download, i18n.language)}</td>
                <td data-numeric>{formatBytes(counters?.clientTx ?? device.upload, i18n.language)}</td>
                <td data-numeric>
                  {formatDuration(counters?.clientSessionDuration ?? device.sessionTime, i18n.language)}
                </td>
                <td>{formatSessionDate(device.updatedAt)}</td>
                {onDisconnect && (
                  <td data-actions>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={k("disconnectDevice", { mac: device.mac })}
                      isDisabled={!device.connected && !device.online}
                      isPending={pending === device.mac}
                      onPress={() => void disconnect([device.mac], device.mac)}
                    >
                      {k("disconnect")}
                    </Button>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </SimpleTable>
      {onDisconnect && (
        <DeviceTools>
          <Button
            variant="outline"
            isDisabled={connected.length === 0}
            isPending={pending === "all"}
            onPress={() => setConfirmAll(true)}
          >
            {k("disconnectAll")}
          </Button>
          <ConfirmDialog
            isOpen={confirmAll}
            onOpenChange={setConfirmAll}
            title={k("confirmDisconnectAllTitle")}
            message={k("confirmDisconnectAll", { name, count: connected.length })}
            confirmLabel={k("disconnectAll")}
            onConfirm={() => {
              refocus.current = true;
              return disconnect(
                connected.map((device) => device.mac),
                "all",
              );
            }}
          />
        </DeviceTools>
      )}
    </>
  );
}
