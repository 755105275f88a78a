import * as bounds from "@cms/api/bounds";
import type { TFunction } from "i18next";
import { ListScreen, collectionCalls, currencyOptions, definePropertyListScreen } from "../../../kit";
import { downloadText } from "@cms/ui";
import { TICKETS } from "../permissions";
import { printHtml } from "../voucher";
import { hasTicketAccessCode, ticketCsv, ticketVoucherHtml } from "./ticketVoucher";
import type { GatewayTicket } from "./tickets";
import {
  BANDWIDTH_UNIT,
  DATA_UNITS,
  LIMIT_BOUNDS,
  TIME_UNITS,
  dataLimitInMb,
  formatPrice,
  limitText,
  ticketTitle,
  timeLimitInSeconds,
  toTicket,
  unitOptions,
} from "./tickets";

// The dialog edits the English title (the console's edit dialog offers "en"); the list shows the title it edits.
const TITLE_LANGUAGE = "en";

/** A limit's value with its unit beside it (uiInput, uiUnit); empty is no limit. */
const limitField = (t: TFunction, name: string, units: readonly string[], language: string) => ({
  kind: "textfield" as const,
  name: `${name}.uiInput`,
  label: t(`gateway:tickets.${name}`),
  valueType: "number" as const,
  required: false,
  bounds: LIMIT_BOUNDS,
  select: {
    name: `${name}.uiUnit`,
    label: t("gateway:tickets.unitOf", { limit: t(`gateway:tickets.${name}`) }),
    options: unitOptions(units, language),
  },
});

const limitColumn = (
  id: "dataLimit" | "timeLimit",
  header: string,
  inBase: (ticket: GatewayTicket) => number,
  unlimited: string,
  language: string,
) => ({
  id,
  header,
  width: 120,
  // Sorted by the limit in MB or seconds, shown as entered.
  value: inBase,
  text: (ticket: GatewayTicket) => limitText(ticket[id], language) ?? unlimited,
});

/**
 * Gateway tickets (products.md sections 2 to 7): the tariffs guests get on the portal, with their limits, price
 * and validity; listed, created, edited, copied and deleted. Limits are stored as entered (value and unit).
 */
export const ticketsScreen = definePropertyListScreen<GatewayTicket>({
  contract: bounds.GatewayTicket,
  keyField: "id",
  permissions: TICKETS,
  rowActions: ["edit", "copy", "print", "download", "delete"],
  // A ticket goes on paper or into a file with the access code guests sign in with (products.md section 5);
  // without one both stay disabled.
  isRowActionDisabled: (action, ticket) =>
    (action === "print" || action === "download") && !hasTicketAccessCode(ticket),
  onRowAction: (action, ticket, { t, language, hotel }) => {
    if (action === "print") printHtml(ticketVoucherHtml(ticket, t, language, hotel));
    if (action === "download")
      downloadText(
        `access-code-${ticket.accessCode?.trim() ?? ticket.id}.csv`,
        ticketCsv(ticket, t, language),
      );
  },
  // A copy is another tariff: its own title, PMS article and access code.
  clearOnCopy: ["i18n", "pmsId", "accessCode"],
  csvFileName: "gateway-tickets.csv",
  dialogTitles: { create: "gateway:tickets.new", edit: "gateway:tickets.edit" },
  columns: (t, language) => [
    {
      id: "title",
      header: t("gateway:tickets.title"),
      value: (ticket) => ticketTitle(ticket, TITLE_LANGUAGE),
      width: 200,
    },
    { id: "enabled", header: t("gateway:tickets.enabled"), kind: "boolean", width: 100 },
    { id: "expireInHours", header: t("gateway:tickets.expireInHours"), kind: "number", width: 190 },
    { id: "maxDevices", header: t("gateway:tickets.maxDevices"), kind: "number", width: 140 },
    {
      id: "price",
      header: t("gateway:tickets.price"),
      value: (ticket) => ticket.priceAmount ?? 0,
      text: (ticket) => `${formatPrice(ticket.priceAmount)} ${ticket.priceCurrency ?? ""}`.trim(),
      width: 120,
    },
    {
      id: "bandwidthDown",
      header: t("gateway:tickets.bandwidthDown"),
      value: (ticket) => ticket.bandwidthDown?.uiInput ?? 0,
      text: (ticket) => limitText(ticket.bandwidthDown, language) ?? t("gateway:tickets.unlimited"),
      width: 230,
    },
    {
      id: "bandwidthUp",
      header: t("gateway:tickets.bandwidthUp"),
      value: (ticket) => ticket.bandwidthUp?.uiInput ?? 0,
      text: (ticket) => limitText(ticket.bandwidthUp, language) ?? t("gateway:tickets.unlimited"),
      width: 210,
    },
    limitColumn(
      "dataLimit",
      t("gateway:tickets.dataLimit"),
      (ticket) => dataLimitInMb(ticket.dataLimit),
      t("gateway:tickets.unlimited"),
      language,
    ),
    limitColumn(
      "timeLimit",
      t("gateway:tickets.timeLimit"),
      (ticket) => timeLimitInSeconds(ticket.timeLimit),
      t("gateway:tickets.unlimited"),
      language,
    ),
    {
      id: "idleTimeoutInSeconds",
      header: t("gateway:tickets.idleTimeoutInSeconds"),
      kind: "number",
      width: 210,
    },
    {
      id: "globalReauthEnabled",
      header: t("gateway:tickets.globalReauthEnabled"),
      kind: "boolean",
      width: 250,
    },
    { id: "pmsId", header: t("gateway:tickets.pmsId"), width: 130 },
    { id: "ciscoGuestRole", header: t("gateway:tickets.ciscoGuestRole"), width: 170 },
    { id: "accessCode", header: t("gateway:tickets.accessCode"), width: 150, hiddenByDefault: true },
  ],
  // Required: expireInHours and the title (products.md section 5: fields default to required; the title in the
  // dialog's first language). Every other field of the ticket may stay empty.
  fields: (t, _options, language) => [
    { kind: "textfield", name: "title", label: t("gateway:tickets.title"), multiLanguage: true },
    { kind: "switch", name: "enabled", label: t("gateway:tickets.enabled") },
    { kind: "switch", name: "globalReauthEnabled", label: t("gateway:tickets.globalReauthEnabled") },
    {
      kind: "textfield",
      name: "expireInHours",
      label: t("gateway:tickets.expireInHours"),
      valueType: "number",
      bounds: bounds.GatewayTicket.expireInHours,
    },
    {
      kind: "textfield",
      name: "idleTimeoutInSeconds",
      label: t("gateway:tickets.idleTimeoutInSeconds"),
      valueType: "number",
      bounds: bounds.GatewayTicket.idleTimeoutInSeconds,
      required: false,
    },
    {
      kind: "textfield",
      name: "maxDevices",
      label: t("gateway:tickets.maxDevices"),
      valueType: "number",
      bounds: bounds.GatewayTicket.maxDevices,
      required: false,
    },
    {
      kind: "textfield",
      name: "priceAmount",
      label: t("gateway:tickets.priceAmount"),
      valueType: "number",
      bounds: bounds.GatewayTicket.priceAmount,
      required: false,
      rules: ["price"],
      hint: t("gateway:tickets.priceHint"),
    },
    {
      kind: "autocomplete",
      name: "priceCurrency",
      label: t("gateway:tickets.priceCurrency"),
      options: currencyOptions(language),
      required: false,
    },
    { kind: "textfield", name: "pmsId", label: t("gateway:tickets.pmsId"), required: false },
    {
      kind: "textfield",
      name: "accessCode",
      label: t("gateway:tickets.accessCode"),
      hint: t("gateway:tickets.accessCodeHint"),
      required: false,
    },
    {
      kind: "textfield",
      name: "ciscoGuestRole",
      label: t("gateway:tickets.ciscoGuestRole"),
      required: false,
    },
    limitField(t, "bandwidthDown", [BANDWIDTH_UNIT], language),
    limitField(t, "bandwidthUp", [BANDWIDTH_UNIT], language),
    limitField(t, "dataLimit", DATA_UNITS, language),
    limitField(t, "timeLimit", TIME_UNITS, language),
  ],
  calls: collectionCalls("/api/cms/v3/{propertyId}/onespeed/ticket/{id}", {
    key: "id",
    body: toTicket,
    remove: "oneOrBulk",
  }),
});

export default function TicketsScreen() {
  return <ListScreen definition={ticketsScreen} />;
}
