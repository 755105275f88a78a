import { crud } from "../../access";

// The platform's permission names (platform.md section 6), named once: the route manifest takes what opens a
// screen, the screens take the rest.

export const PROPERTIES = crud("admin.properties");
export const PROPERTY_GROUPS = crud("admin.propertyGroups");
export const ROLES = crud("admin.roles");
/** /super/users is guarded by admin.user.*, /admin/users (property users) by property.user.* (docs/decisions.md). */
export const SUPER_USERS = crud("admin.user");
export const PROPERTY_USERS = crud("property.user");
export const WEATHER_LOCATIONS = crud("admin.weather.locations");
export const WEATHER_SETTINGS = {
  get: "admin.weather.settings.get",
  update: "admin.weather.settings.update",
} as const;
export const HEARTBEAT = { list: "admin.heartbeat.list" } as const;
/** Reading licences (screen and dashboard) and changing them. */
export const LICENCES = {
  list: "property.settings.license.list",
  update: "property.settings.license.update",
} as const;
export const MEDIA_POOL = {
  list: "content.mediaPool.list",
  update: "content.mediaPool.update",
  delete: "content.mediaPool.delete",
} as const;
