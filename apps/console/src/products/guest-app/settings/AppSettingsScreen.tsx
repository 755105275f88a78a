import { definePropertySettingsScreen, settingsCalls } from "../../../kit";
import { APP_SETTINGS } from "../permissions";

/**
 * Guest app settings (products.md sections 2, 3, 6 and 7, "Guest app settings"): the settings tree over the
 * oneapp settings and schema calls. The web check-in group holds additionalDocument (always, onlyBusiness or
 * other), regCardMailText and the connected PMS (pmsAccessInfo.configuredPms), which the schema marks read-only:
 * the reservations screen asks that PMS, so it is not changed from here.
 */
export default definePropertySettingsScreen({
  permissions: APP_SETTINGS,
  calls: settingsCalls("/api/cms/v3/{propertyId}/oneapp/settings"),
});
