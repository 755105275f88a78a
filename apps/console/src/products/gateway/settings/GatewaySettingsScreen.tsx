import { definePropertySettingsScreen } from "../../../kit";
import { GATEWAY_SETTINGS } from "../permissions";
import { mergeLoginTypes, splitSettings } from "./gatewaySettings";

/**
 * Gateway settings (products.md sections 2, 3, 5 to 7): the generic settings screen over the settings and their
 * schema, whose "Login types" group is the login type configuration, read from `logintypes/index` and saved
 * whole with `logintypes` (the loyalty programme's ids as integers) before the other settings are saved.
 */
export default definePropertySettingsScreen({
  permissions: GATEWAY_SETTINGS,
  calls: {
    get: async ({ client, propertyId }) => {
      const params = { params: { path: { propertyId } } };
      const [settings, loginTypes] = await Promise.all([
        client.GET("/api/cms/v3/{propertyId}/onespeed/settings", params),
        client.GET("/api/cms/v3/{propertyId}/onespeed/logintypes/index", params),
      ]);
      if (!settings.data) return settings;
      if (!loginTypes.data) return { error: loginTypes.error, response: loginTypes.response };
      return { data: mergeLoginTypes(settings.data, loginTypes.data), response: settings.response };
    },
    schema: ({ client, propertyId }) =>
      client.GET("/api/cms/v3/{propertyId}/onespeed/settings/schema", { params: { path: { propertyId } } }),
    save: async ({ client, propertyId }, values) => {
      const { settings, loginTypes } = splitSettings(values);
      const params = { params: { path: { propertyId } } };
      // The login types first: their checks (a sender for e-mail confirmation, the loyalty endpoint) refuse a
      // save before anything else is stored.
      const savedTypes = await client.POST("/api/cms/v3/{propertyId}/onespeed/logintypes", {
        ...params,
        body: loginTypes,
      });
      if (!savedTypes.data) return { error: savedTypes.error, response: savedTypes.response };
      const saved = await client.PUT("/api/cms/v3/{propertyId}/onespeed/settings", {
        ...params,
        body: settings,
      });
      if (!saved.data) return saved;
      return { data: mergeLoginTypes(saved.data, savedTypes.data), response: saved.response };
    },
  },
});
