// Streaming's permission names (products.md section 6).
export const STREAMING = {
  stats: "onestream.stats.list",
  devices: "onestream.devices.list",
  settings: "onestream.settings.get",
} as const;
