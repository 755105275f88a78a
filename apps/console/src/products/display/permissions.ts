// The display's one permission (products.md section 6).
export const DISPLAY = { settings: "onesquare.settings.get" } as const;
