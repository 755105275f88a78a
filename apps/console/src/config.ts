/** Deploy-time settings from public/config.js (not bundled, so a deploy can edit it without a rebuild). */
export interface ConsoleConfig {
  /** Origin of the API; empty for the console's own origin. */
  apiBaseUrl: string;
  /** Contact support in the toolbar (platform.md "Layout": {email} and {phone}). */
  support: { email: string; phone: string };
}

declare global {
  interface Window {
    CMS_CONFIG?: Partial<ConsoleConfig>;
  }
}

export function readConfig(source: Partial<ConsoleConfig> | undefined = globalThis.window?.CMS_CONFIG) {
  return {
    apiBaseUrl: (source?.apiBaseUrl ?? "").replace(/\/+$/, ""),
    support: { email: source?.support?.email ?? "", phone: source?.support?.phone ?? "" },
  } satisfies ConsoleConfig;
}
