// Deploy-time configuration of the console: edit this file in the built `dist/` (it is not bundled), e.g.
// to point the console at an API on another origin. Empty apiBaseUrl: the API is on the console's origin.
globalThis.CMS_CONFIG = {
  apiBaseUrl: "",
  support: { email: "support@example.com", phone: "+43 1 234 56 78" },
};
