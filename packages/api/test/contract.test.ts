import { describe, expect, it } from "vitest";
import document from "../src/openapi.json";

type Doc = {
  paths: Record<
    string,
    Record<
      string,
      { operationId?: string; tags?: string[]; security?: unknown[]; responses?: Record<string, unknown> }
    >
  >;
};
const paths = (document as unknown as Doc).paths;
const METHODS = ["get", "post", "put", "delete"] as const;
const operations = Object.entries(paths).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((method) => ({ path, method, op: item[method]! })),
);

/**
 * Every call the spec names (platform.md and products.md, section 7 and the calls named elsewhere), as
 * method and full path. Where the spec leaves the method open, the one recorded in docs/decisions.md.
 */
const SPEC_CALLS = `
POST /api/cms/v3/auth/token
POST /api/cms/v3/auth/verify-two-factor-auth-code
POST /api/cms/v3/auth/resend-two-factor-auth-code
GET /api/cms/v3/auth/info
GET /api/cms/v3/auth/logout
POST /api/cms/v3/auth/login/forgot-password
POST /api/cms/v3/auth/login/forgot-password/set-new-password
GET /api/cms/v3/language/index
GET /api/cms/v3/user/index
POST /api/cms/v3/user
PUT /api/cms/v3/user
GET /api/cms/v3/user/{id}
PUT /api/cms/v3/user/{id}
DELETE /api/cms/v3/user/{id}
GET /api/cms/v3/property/index
POST /api/cms/v3/property
GET /api/cms/v3/property/{id}
PUT /api/cms/v3/property/{id}
DELETE /api/cms/v3/property/{id}
GET /api/cms/v3/property-group/index
POST /api/cms/v3/property-group
GET /api/cms/v3/property-group/{_id}
PUT /api/cms/v3/property-group/{_id}
DELETE /api/cms/v3/property-group/{_id}
GET /api/cms/v3/{propertyId}/property-group/active/index
GET /api/cms/v3/role/index
POST /api/cms/v3/role
GET /api/cms/v3/role/{_id}
PUT /api/cms/v3/role/{_id}
DELETE /api/cms/v3/role/{_id}
GET /api/cms/v3/role/permissions/index
GET /api/cms/v3/property/heartbeat/index
POST /api/cms/v3/property/heartbeat
GET /api/cms/v3/{propertyId}/onestream/license
PUT /api/cms/v3/{propertyId}/onestream/license
GET /api/cms/v3/{propertyId}/onespeed/license
PUT /api/cms/v3/{propertyId}/onespeed/license
GET /api/cms/v3/{propertyId}/oneapp/license
PUT /api/cms/v3/{propertyId}/oneapp/license
GET /api/cms/v3/{propertyId}/onekey/license
PUT /api/cms/v3/{propertyId}/onekey/license
GET /api/cms/v3/{propertyId}/mediapool/file/index
GET /api/cms/v3/{propertyId}/mediapool/{parentId}/file/index
PUT /api/cms/v3/{propertyId}/mediapool/{id}
DELETE /api/cms/v3/{propertyId}/mediapool/{id}
GET /api/cms/v3/{propertyId}/email-template/index
GET /api/cms/v3/weather/location/index
POST /api/cms/v3/weather/location
DELETE /api/cms/v3/weather/location
PUT /api/cms/v3/weather/location/{id}
DELETE /api/cms/v3/weather/location/{id}
GET /api/cms/v3/weather/location/search
GET /api/cms/v3/weather/location/fetch/{id}
GET /api/cms/v3/weather/settings
PUT /api/cms/v3/weather/settings
GET /api/cms/v3/weather/settings/schema
GET /api/cms/v3/{propertyId}/oneapp/settings
GET /api/cms/v3/{propertyId}/oneapp/settings/schema
PUT /api/cms/v3/{propertyId}/oneapp/settings
GET /api/cms/v3/{propertyId}/oneapp/theme/index
POST /api/cms/v3/{propertyId}/oneapp/theme
PUT /api/cms/v3/{propertyId}/oneapp/theme/{id}
DELETE /api/cms/v3/{propertyId}/oneapp/theme/{id}
GET /api/cms/v3/{propertyId}/oneapp/language/index
POST /api/cms/v3/{propertyId}/oneapp/language
DELETE /api/cms/v3/{propertyId}/oneapp/language/{id}
GET /api/cms/v3/{propertyId}/oneapp/statistics/webcheckinsteps
GET /api/cms/v3/{propertyId}/oneapp/statistics/webcheckinstep_by_month
POST /api/cms/v3/{propertyId}/oneapp/webcheckin/release_authorization
POST /api/cms/v3/{propertyId}/oneapp/webcheckin/por_report
GET /api/cms/v3/{propertyId}/oneapp/webcheckin/enhancements/index
POST /api/cms/v3/{propertyId}/oneapp/webcheckin/enhancements
PUT /api/cms/v3/{propertyId}/oneapp/webcheckin/enhancements/{_id}
DELETE /api/cms/v3/{propertyId}/oneapp/webcheckin/enhancements/{_id}
POST /api/cms/v3/{propertyId}/oneapp/webcheckin/upsells
GET /api/cms/v3/{propertyId}/oneapp/webcheckin/upsells/index
PUT /api/cms/v3/{propertyId}/oneapp/webcheckin/upsells/{id}
DELETE /api/cms/v3/{propertyId}/oneapp/webcheckin/upsells/{id}
POST /api/cms/v3/{propertyId}/oneapp/webcheckin/upsells/{condID}/item
PUT /api/cms/v3/{propertyId}/oneapp/webcheckin/upsells/{condID}/item/{upsellID}
DELETE /api/cms/v3/{propertyId}/oneapp/webcheckin/upsells/{condID}/item/{upsellID}
POST /api/cms/v3/{propertyId}/oneapp/terms
GET /api/cms/v3/{propertyId}/oneapp/terms/index
GET /api/cms/v3/{propertyId}/oneapp/roomcontrol/index
PUT /api/cms/v3/{propertyId}/oneapp/roomcontrol
GET /api/cms/v3/{propertyId}/oneapp/webcheckin/{pms}/reservations/index
POST /api/cms/v3/{propertyId}/oneapp/webcheckin/protel/reservations/profile
PUT /api/cms/v3/{propertyId}/oneapp/webcheckin/protel/reservations/profile/{profileID}
POST /api/cms/v3/{propertyId}/oneapp/webcheckin/protel/reservations/checkin
GET /api/cms/v3/{propertyId}/oneapp/self-checkin-settings
PUT /api/cms/v3/{propertyId}/oneapp/self-checkin-settings
GET /api/cms/v3/{propertyId}/oneapp/self-checkin-settings/schema
GET /api/cms/v3/{propertyId}/oneapp/webcheckin/room-category/index
POST /api/cms/v3/{propertyId}/oneapp/webcheckin/room-category
PUT /api/cms/v3/{propertyId}/oneapp/webcheckin/room-category/{_id}
DELETE /api/cms/v3/{propertyId}/oneapp/webcheckin/room-category/{_id}
POST /api/public/v2/property/{propertyId}/webcheckin/send-guest-pdf
GET /api/adis/v1/{propertyId}/email-events
GET /api/adis/v1/{propertyId}/email-events/used-templates
GET /api/cms/v3/{propertyId}/onekey/info-text/index
POST /api/cms/v3/{propertyId}/onekey/info-text
GET /api/cms/v3/{propertyId}/onekey/language/index
POST /api/cms/v3/{propertyId}/onekey/language
GET /api/cms/v3/{propertyId}/onekey/salto-rooms/index
POST /api/cms/v3/{propertyId}/onekey/salto-rooms
PUT /api/cms/v3/{propertyId}/onekey/salto-rooms/{roomNumber}
DELETE /api/cms/v3/{propertyId}/onekey/salto-rooms/{roomNumber}
GET /api/cms/v3/{propertyId}/onespeed/whitelist/index
POST /api/cms/v3/{propertyId}/onespeed/whitelist
PUT /api/cms/v3/{propertyId}/onespeed/whitelist/{id}
DELETE /api/cms/v3/{propertyId}/onespeed/whitelist/{id}
GET /api/cms/v3/{propertyId}/onespeed/blocklist/index
POST /api/cms/v3/{propertyId}/onespeed/blocklist
PUT /api/cms/v3/{propertyId}/onespeed/blocklist/{id}
DELETE /api/cms/v3/{propertyId}/onespeed/blocklist/{id}
GET /api/cms/v3/{propertyId}/onespeed/language/index
POST /api/cms/v3/{propertyId}/onespeed/language
GET /api/cms/v3/{propertyId}/onespeed/theme/index
POST /api/cms/v3/{propertyId}/onespeed/theme
GET /api/cms/v3/{propertyId}/onespeed/terms/index
POST /api/cms/v3/{propertyId}/onespeed/terms
GET /api/cms/v3/{propertyId}/onespeed/settings
PUT /api/cms/v3/{propertyId}/onespeed/settings
GET /api/cms/v3/{propertyId}/onespeed/settings/schema
GET /api/cms/v3/{propertyId}/onespeed/ticket/index
POST /api/cms/v3/{propertyId}/onespeed/ticket
PUT /api/cms/v3/{propertyId}/onespeed/ticket/{id}
DELETE /api/cms/v3/{propertyId}/onespeed/ticket/{id}
GET /api/cms/v3/{propertyId}/onespeed/bulkticket/index
POST /api/cms/v3/{propertyId}/onespeed/bulkticket
GET /api/cms/v3/{propertyId}/onespeed/bulkticket/{ticketId}
DELETE /api/cms/v3/{propertyId}/onespeed/bulkticket/{ticketId}
GET /api/cms/v3/{propertyId}/onespeed/bulkticket/{ticketId}/csv
GET /api/cms/v3/{propertyId}/onespeed/bulkticket/{ticketId}/pdf
POST /api/cms/v3/{propertyId}/onespeed/bulkticket/{ticketId}/email
GET /api/cms/v3/{propertyId}/onespeed/bulkticket/rooms
POST /api/cms/v3/{propertyId}/onespeed/logintypes
GET /api/cms/v3/{propertyId}/onespeed/logintypes/index
GET /api/cms/v3/{propertyId}/onespeed/profile/index
GET /api/cms/v3/{propertyId}/onespeed/profile/csv
POST /api/cms/v3/{propertyId}/onespeed/profile
GET /api/cms/v3/{propertyId}/onespeed/profile/{id}
PUT /api/cms/v3/{propertyId}/onespeed/profile/{id}
DELETE /api/cms/v3/{propertyId}/onespeed/profile/{id}
POST /api/cms/v3/{propertyId}/onespeed/stats/bandwidth
POST /api/cms/v3/{propertyId}/onespeed/stats/sessions
GET /api/cms/v3/{propertyId}/onespeed/stats/bandwidth/now
GET /api/cms/v3/{propertyId}/onespeed/stats/sessions/now
POST /api/cms/v3/{propertyId}/onespeed/stats/revenue
GET /api/cms/v3/{propertyId}/onespeed/stats/sessions/top
GET /api/cms/v3/{propertyId}/onespeed/stats/sessions/top/csv
POST /api/cms/v3/{propertyId}/onespeed/send-disconnect-radius
POST /api/cms/v3/{propertyId}/onespeed/disconnect
GET /api/cms/v3/{propertyId}/onestream/device/index
POST /api/cms/v3/{propertyId}/onestream/device
PUT /api/cms/v3/{propertyId}/onestream/device/{id}
DELETE /api/cms/v3/{propertyId}/onestream/device/{id}
GET /api/cms/v3/{propertyId}/onestream/settings
PUT /api/cms/v3/{propertyId}/onestream/settings
GET /api/cms/v3/{propertyId}/onestream/settings/schema
GET /api/cms/v3/{propertyId}/onestream/stats
GET /api/cms/v3/{propertyId}/onestream/mappings
POST /api/cms/v3/{propertyId}/onestream/mappings
PUT /api/cms/v3/{propertyId}/onestream/mappings/{id}
DELETE /api/cms/v3/{propertyId}/onestream/mappings/{id}
GET /api/cms/v3/{propertyId}/onestream/stats/usage/services
GET /api/cms/v3/{propertyId}/guest/index
POST /api/cms/v3/{propertyId}/guest
PUT /api/cms/v3/{propertyId}/guest/{_id}
DELETE /api/cms/v3/{propertyId}/guest/{_id}
GET /api/cms/v3/{propertyId}/guest/ping
GET /api/cms/v3/{propertyId}/guest/sync
GET /api/cms/v3/{propertyId}/onesquare/settings
GET /api/cms/v3/{propertyId}/onesquare/settings/schema
PUT /api/cms/v3/{propertyId}/onesquare/settings
`
  .trim()
  .split("\n")
  .map((line) => line.split(" ") as [string, string]);

const TAGS = [
  "auth",
  "users",
  "roles",
  "properties",
  "propertyGroups",
  "weather",
  "heartbeat",
  "licences",
  "mediapool",
  "oneapp",
  "onespeed",
  "onestream",
  "onekey",
  "guests",
  "onesquare",
  "statistics",
  "public",
];
const SESSIONLESS = [
  "/api/cms/v3/auth/token",
  "/api/cms/v3/auth/verify-two-factor-auth-code",
  "/api/cms/v3/auth/resend-two-factor-auth-code",
  "/api/cms/v3/auth/login/forgot-password",
  "/api/cms/v3/auth/login/forgot-password/set-new-password",
];

describe("openapi.yaml", () => {
  it.each(SPEC_CALLS)("has the spec's call %s %s", (method, path) => {
    expect(paths[path]?.[method.toLowerCase()], `${method} ${path}`).toBeDefined();
  });

  it("gives every operation a unique operationId and one of the areas' tags", () => {
    const ids = operations.map((o) => o.op.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, op } of operations) {
      expect(op.tags, `${method} ${path}`).toHaveLength(1);
      expect(TAGS, `${method} ${path}`).toContain(op.tags![0]);
    }
    expect(new Set(operations.map((o) => o.op.tags![0]))).toEqual(new Set(TAGS));
  });

  it("declares 400, 401, 403 and 404 answers on every operation", () => {
    for (const { path, method, op } of operations) {
      expect(Object.keys(op.responses ?? {}), `${method} ${path}`).toEqual(
        expect.arrayContaining(["400", "401", "403", "404"]),
      );
    }
  });

  it("lets exactly the session-less calls run without security", () => {
    const open = operations
      .filter((o) => Array.isArray(o.op.security) && o.op.security.length === 0)
      .map((o) => o.path);
    expect(open.sort()).toEqual([...SESSIONLESS].sort());
  });

  it("keeps property-scoped paths under a propertyId parameter", () => {
    for (const path of Object.keys(paths)) {
      if (/^\/api\/cms\/v3\/(auth|user|role|property|property-group|language|weather)(\/|$)/.test(path))
        continue;
      expect(path, path).toContain("{propertyId}");
    }
  });
});
