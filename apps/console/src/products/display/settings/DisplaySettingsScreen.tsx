import { definePropertySettingsScreen, settingsCalls } from "../../../kit";
import { DISPLAY_SETTINGS } from "../permissions";

/**
 * Display settings (products.md sections 1, 2, 6 and 7, "Display"): the lobby screen's settings tree over the
 * onesquare settings and schema calls; the player's own values (serial number, firmware) are read-only nodes.
 */
export default definePropertySettingsScreen({
  permissions: DISPLAY_SETTINGS,
  calls: settingsCalls("/api/cms/v3/{propertyId}/onesquare/settings"),
});
