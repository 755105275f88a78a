import { definePropertySettingsScreen, settingsCalls } from "../../../kit";
import { STREAM_SETTINGS } from "../permissions";

/** Streaming settings (products.md sections 2, 6 and 7): the generic settings tree over settings and schema. */
export default definePropertySettingsScreen({
  permissions: STREAM_SETTINGS,
  calls: settingsCalls("/api/cms/v3/{propertyId}/onestream/settings"),
});
