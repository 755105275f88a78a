import type { TFunction } from "i18next";
import { csvOf, voucherPage } from "../voucher";
import type { GatewayTicket } from "./tickets";
import { formatPrice, limitText, ticketTitle } from "./tickets";

/** A ticket can go on paper or into a file only with an access code assigned (products.md section 5). */
export const hasTicketAccessCode = (ticket: GatewayTicket) => Boolean(ticket.accessCode?.trim());

/** What the guest gets with the code: validity, limits, devices and price, in the UI language. */
function termsOf(ticket: GatewayTicket, t: TFunction, language: string): [string, string][] {
  const unlimited = t("gateway:tickets.unlimited");
  const price = ticket.priceAmount
    ? `${formatPrice(ticket.priceAmount)} ${ticket.priceCurrency ?? ""}`.trim()
    : "";
  return [
    [t("gateway:tickets.expireInHours"), String(ticket.expireInHours ?? "")],
    [t("gateway:tickets.dataLimit"), limitText(ticket.dataLimit, language) ?? unlimited],
    [t("gateway:tickets.timeLimit"), limitText(ticket.timeLimit, language) ?? unlimited],
    [t("gateway:tickets.maxDevices"), ticket.maxDevices == null ? "" : String(ticket.maxDevices)],
    [t("gateway:tickets.price"), price || t("gateway:tickets.free")],
  ];
}

/** The voucher of a ticket as a small page: the hotel, the ticket's title, the access code large, its terms. */
export function ticketVoucherHtml(ticket: GatewayTicket, t: TFunction, language: string, hotel = ""): string {
  return voucherPage(t("gateway:tickets.accessCode"), {
    before: [hotel, ticketTitle(ticket, language), t("gateway:tickets.accessCode")].filter(Boolean),
    code: ticket.accessCode?.trim() ?? "",
    after: termsOf(ticket, t, language)
      .filter(([, value]) => value)
      .map(([label, value]) => `${label}: ${value}`),
  });
}

/** The ticket as a one-row CSV: the access code first, then the ticket's title and terms as the voucher says. */
export function ticketCsv(ticket: GatewayTicket, t: TFunction, language: string): string {
  const terms = termsOf(ticket, t, language);
  return csvOf([
    [t("gateway:tickets.accessCode"), t("gateway:tickets.title"), ...terms.map(([label]) => label)],
    [ticket.accessCode?.trim(), ticketTitle(ticket, language), ...terms.map(([, value]) => value)],
  ]);
}
