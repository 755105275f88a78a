import type { TFunction } from "i18next";
import { printHtml, voucherPage } from "../voucher";
import type { GatewayProfile } from "./monitoring";
import { formatSessionDate, guestName } from "./monitoring";

/** The access voucher of a profile as a small page: the access code large, the guest and the validity. */
export function voucherHtml(profile: GatewayProfile, t: TFunction): string {
  const expires = formatSessionDate(profile.remaining?.expireTime);
  return voucherPage(t("gatewayMonitoring:field.accessCode"), {
    before: [String(profile.propertyName ?? ""), t("gatewayMonitoring:field.accessCode")],
    code: String(profile.identity?.accessCode ?? ""),
    after: [guestName(profile), ...(expires ? [`${t("gatewayMonitoring:detail.expires")}: ${expires}`] : [])],
  });
}

/** Prints the voucher through a hidden frame, so the console's page stays as it is. */
export function printProfile(profile: GatewayProfile, t: TFunction): void {
  printHtml(voucherHtml(profile, t));
}
