import { holdTypeface, loadOverlaysWhenDrawn, readPreferences } from "@cms/ui";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { ConsoleProviders } from "./App";
import { readConfig } from "./config";
import { i18n, loadConsoleLanguage } from "./i18n";
import { openedAt } from "./app/base";
import { ConsoleRouter, pageAt, preloadPageAt } from "./app/router";
import { checkKeptWhenDrawn } from "./session/checkKept";
import { Session } from "./session/session";

// A first visit draws its screen before fetching Inter (its metric twin takes the room meanwhile) and lets it in on
// the next screen; a later one finds Inter in the cache and draws in it from the start.
holdTypeface();
// React Aria's overlays (menus, selects, the property selector's list, dialogs, tooltips' bubbles) come once the
// screen is drawn, too: their triggers are drawn without them and fetch them at once when a user reaches for one.
loadOverlaysWhenDrawn();
const config = readConfig();
// A stored session opens with the user's info and properties of its last load; the server's fresh ones are asked
// for once the screen is drawn, as Inter and the overlay parts are (or after five seconds in a tab out of sight).
const session = new Session({
  baseUrl: config.apiBaseUrl,
  storage: localStorage,
  checkKept: checkKeptWhenDrawn,
});

// The saved language is fetched before the first paint, so nothing shows in the wrong language first; the
// page's own chunk is fetched at the same time (a failure there shows when the page renders).
// A guarded screen opened with a stored session starts renewing it now, beside the chunks, instead of after
// they have loaded and the guard has rendered: the renewal and the user's info are two calls one after the
// other, and the screen's own data waits on them (issue 40). The guard shares this same renewal.
if (pageAt(openedAt()) === "signedIn") void session.restore();
const { lang } = readPreferences();
const page = preloadPageAt(openedAt()).catch(() => undefined);
await Promise.all([loadConsoleLanguage(lang), page]);
await i18n.changeLanguage(lang);

// Drawn as a transition: React yields to the browser every few milliseconds while it builds the first screen,
// instead of holding the main thread for the whole shell and screen at once (issue 40: total blocking time).
const root = createRoot(document.getElementById("root")!);
startTransition(() => {
  root.render(
    <StrictMode>
      <ConsoleProviders session={session}>
        <ConsoleRouter />
      </ConsoleProviders>
    </StrictMode>,
  );
});
