import { definePropertySettingsScreen } from "../../../kit";
import { SELF_CHECKIN_SETTINGS } from "../permissions";

/**
 * Self check-in settings (products.md sections 2, 6 and 7, "Self check-in settings"): the lobby terminal's
 * settings tree over the self-checkin-settings and schema calls; what the terminal reports (serial number,
 * last maintenance and heartbeat) are read-only nodes of the schema.
 */
export default definePropertySettingsScreen({
  permissions: SELF_CHECKIN_SETTINGS,
  calls: {
    get: ({ client, propertyId }) =>
      client.GET("/api/cms/v3/{propertyId}/oneapp/self-checkin-settings", {
        params: { path: { propertyId } },
      }),
    schema: ({ client, propertyId }) =>
      client.GET("/api/cms/v3/{propertyId}/oneapp/self-checkin-settings/schema", {
        params: { path: { propertyId } },
      }),
    save: ({ client, propertyId }, values) =>
      client.PUT("/api/cms/v3/{propertyId}/oneapp/self-checkin-settings", {
        params: { path: { propertyId } },
        body: values,
      }),
  },
});
