import { formatDay } from "@cms/ui";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Product } from "../../../access";
import { menuHref, useScreen } from "../../../access";
import { LICENCES } from "../permissions";
import { TitleLink } from "./licence.styles";
import type { LicenceProduct } from "./licences";
import { renewalState, useLicence } from "./licences";
import { RenewalBadge } from "./RenewalBadge";

/** The licence each licensed product's screens run on (the display has none of its own). */
const LICENCE_OF: Partial<Record<Product, LicenceProduct>> = {
  gateway: "onespeed",
  streaming: "onestream",
  guestApp: "oneapp",
  digitalKey: "onekey",
};

/**
 * Beside the title of every screen of a licensed product: "Licence expired" or "Licence ends soon", linking to
 * the property's licences (issue 43, item 9: an expired gateway licence was invisible where staff kept creating
 * tickets). Shown to those who may read the licence (platform.md: property.settings.license.list), the people
 * who can renew it; nothing while the licence is active, unknown or loading.
 */
export default function LicenceTitleBadge() {
  const { t } = useTranslation("licence");
  const { route, propertyId, can, menu } = useScreen();
  const product = route.product && LICENCE_OF[route.product];
  const mayRead = can(LICENCES.list);
  const licence = useLicence(
    propertyId ?? "",
    product ?? "onespeed",
    Boolean(product && propertyId && mayRead),
  );
  if (!product || !licence.data) return null;
  const { state } = renewalState(licence.data.validUntil, new Date());
  if (state !== "expired" && state !== "expiringSoon") return null;
  const details = t(state === "expired" ? "titleBadge.endedOn" : "titleBadge.endsOn", {
    product: t(`product.${product}`),
    date: formatDay(licence.data.validUntil),
  });
  const href = menuHref(menu, "license");
  // Named by its words ("Licence expired"), described by the product and the day (its title).
  const badge = <RenewalBadge state={state} label={t(`titleBadge.${state}`)} />;
  return href ? (
    <TitleLink as={Link} to={href} title={details} data-ui="LicenceTitleBadge">
      {badge}
    </TitleLink>
  ) : (
    <span title={details} data-ui="LicenceTitleBadge">
      {badge}
    </span>
  );
}
