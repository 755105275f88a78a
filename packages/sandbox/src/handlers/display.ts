import { HttpError, type HandlerContext, type HandlerMap } from "../http";
import { DISPLAY_SETTINGS, DISPLAY_SETTINGS_SCHEMA } from "../seed/onekey";
import { saveFlatSettings, type SettingsNode } from "../settings";
import { getSingleton, setSingleton } from "../state";

const propertyOf = (ctx: HandlerContext) => String(ctx.params.propertyId);

/**
 * The display (onesquare): its settings are the player's whole configuration, so a save replaces them (a key
 * left out goes back to its default); the player's own values (serial number, firmware) are read-only and stay
 * as it reported them.
 */
export const displayHandlers: HandlerMap = {
  updateDisplaySettings(ctx) {
    const propertyId = propertyOf(ctx);
    const schema = getSingleton<{ schema: SettingsNode[] }>(ctx.state, DISPLAY_SETTINGS_SCHEMA, propertyId);
    if (!schema) throw new HttpError(404, "This property has no display settings schema");
    const previous = getSingleton<Record<string, unknown>>(ctx.state, DISPLAY_SETTINGS, propertyId) ?? {};
    const next = saveFlatSettings(schema.schema, previous, ctx.body as Record<string, unknown>, {
      replace: true,
    });
    setSingleton(ctx.state, DISPLAY_SETTINGS, propertyId, next);
    return next as never;
  },
};
