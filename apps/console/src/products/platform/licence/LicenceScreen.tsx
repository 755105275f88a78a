import { Notice, ScreenHeading } from "@cms/ui";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { usePropertyScreen } from "../../../access";
import { LICENCES } from "../permissions";
import { LicenceBlock } from "./LicenceBlock";
import { Blocks, Screen } from "./licence.styles";
import { LICENCE_PRODUCTS } from "./licences";

/**
 * The `license` route (platform.md "Licence"): one block per product (streaming, gateway, guest app,
 * digital key), each loading and saving on its own through {propertyId}/<product>/license. The route
 * needs property.settings.license.list; without .update the blocks are read-only and say so.
 */
export default function LicenceScreen() {
  const { t } = useTranslation("licence");
  const { propertyId, permissions } = usePropertyScreen();
  const canUpdate = permissions.has(LICENCES.update);
  const headingId = useId();

  // The route checks this too; the screen says it itself wherever it is rendered, and then loads nothing.
  if (!permissions.has(LICENCES.list)) {
    return <Notice tone="error">{t("console:shell.notAuthorized")}</Notice>;
  }
  return (
    <Screen aria-labelledby={headingId}>
      <ScreenHeading id={headingId}>{t("console:routes.license")}</ScreenHeading>
      {!canUpdate && <Notice tone="info">{t("readOnly")}</Notice>}
      <Blocks>
        {LICENCE_PRODUCTS.map((product) => (
          <LicenceBlock key={product} propertyId={propertyId} product={product} canUpdate={canUpdate} />
        ))}
      </Blocks>
    </Screen>
  );
}
