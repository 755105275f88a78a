import { definePropertySettingsScreen, settingsCalls } from "../../../kit";
import { SELF_CHECKIN_SETTINGS } from "../permissions";

/**
 * Self check-in settings (products.md sections 2, 6 and 7, "Self check-in settings"): the lobby terminal's
 * settings tree over the self-checkin-settings and schema calls; what the terminal reports (serial number,
 * last maintenance and heartbeat) are read-only nodes of the schema.
 */
export default definePropertySettingsScreen({
  permissions: SELF_CHECKIN_SETTINGS,
  calls: settingsCalls("/api/cms/v3/{propertyId}/oneapp/self-checkin-settings"),
});
