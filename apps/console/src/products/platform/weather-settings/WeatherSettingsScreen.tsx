import { WEATHER_SETTINGS } from "../permissions";
import { defineSettingsScreen } from "../../../kit";

/** Weather settings (platform.md "Weather settings"); the store keeps only the failure status (section 8). */
export default defineSettingsScreen({
  permissions: WEATHER_SETTINGS,
  statusOnlyFailures: true,
  calls: {
    get: ({ client }) => client.GET("/api/cms/v3/weather/settings"),
    schema: ({ client }) => client.GET("/api/cms/v3/weather/settings/schema"),
    save: ({ client }, values) => client.PUT("/api/cms/v3/weather/settings", { body: values }),
  },
});
