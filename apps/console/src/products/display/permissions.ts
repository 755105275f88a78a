// The display's one permission (products.md section 6).
export const DISPLAY = { settings: "onesquare.settings.get" } as const;

/** Settings: get opens the screen, update (the contract's x-permission) edits it. */
export const DISPLAY_SETTINGS = { get: DISPLAY.settings, update: "onesquare.settings.update" } as const;
