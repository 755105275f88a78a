import { WEATHER_SETTINGS } from "../permissions";
import { defineSettingsScreen, settingsCalls } from "../../../kit";

/** Weather settings (platform.md "Weather settings"); the store keeps only the failure status (section 8). */
export default defineSettingsScreen({
  permissions: WEATHER_SETTINGS,
  statusOnlyFailures: true,
  calls: settingsCalls("/api/cms/v3/weather/settings"),
});
