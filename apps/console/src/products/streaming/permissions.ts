import { crud } from "../../access";

// Streaming's permission names (products.md section 6).
export const STREAMING = {
  stats: "onestream.stats.list",
  devices: "onestream.devices.list",
  settings: "onestream.settings.get",
} as const;

/** The devices list: list, create, update and delete (products.md section 6, generic rules). */
export const STREAM_DEVICES = crud("onestream.devices");
/** Settings: get opens the screen, update edits it (products.md section 6, settings screens). */
export const STREAM_SETTINGS = { get: STREAMING.settings, update: "onestream.settings.update" } as const;
