import { definePropertySettingsScreen } from "../../../kit";
import { STREAM_SETTINGS } from "../permissions";

/** Streaming settings (products.md sections 2, 6 and 7): the generic settings tree over settings and schema. */
export default definePropertySettingsScreen({
  permissions: STREAM_SETTINGS,
  calls: {
    get: ({ client, propertyId }) =>
      client.GET("/api/cms/v3/{propertyId}/onestream/settings", { params: { path: { propertyId } } }),
    schema: ({ client, propertyId }) =>
      client.GET("/api/cms/v3/{propertyId}/onestream/settings/schema", { params: { path: { propertyId } } }),
    save: ({ client, propertyId }, values) =>
      client.PUT("/api/cms/v3/{propertyId}/onestream/settings", {
        params: { path: { propertyId } },
        body: values,
      }),
  },
});
