// The console around a story: a real Session over the msw sandbox (signed in for real as a demo user), the
// server-state cache and a memory router at the story's path. Every console story's meta spreads
// `consoleStory`; a story says where it starts and who is signed in through `parameters.console`.
import { AUTH_TOKEN_STORAGE_KEY } from "@cms/api";
import { readPreferences, theme, toastQueue, writePreferences } from "@cms/ui";
import type { Preferences } from "@cms/ui";
import type { Decorator, Loader, StoryContext as AnyStoryContext } from "@storybook/react-vite";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { http, HttpResponse } from "msw";
import type { RequestHandler } from "msw";
import type { SetupWorker } from "msw/browser";
import type { ReactNode } from "react";
import { createContext, useContext, useEffect, useState } from "react";
import type { RouteObject } from "react-router";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import styled from "styled-components";
import { PROPERTY_KEYS, resetSelectionCache } from "../properties/selection";
import Guard from "../app/Guard";
import { RouteScreen } from "../app/RouteScreen";
import { ScreenScope } from "../app/ScreenScope";
import { PUBLIC_PATHS } from "../app/paths";
import { ROUTES, routeAt } from "../app/routes";
import type { RouteDefinition } from "../access";
import { Session } from "../session/session";
import { SessionProvider } from "../session/SessionContext";
import { MEDIUM_SCREEN_QUERY } from "../shell/AppLayout.styles";
import { createQueryClient, useWritesInvalidate } from "../shell/queryClient";

/** The sandbox's demo accounts that sign in with a password alone (twofa@demo.test needs a code). */
export type DemoUser = "super@demo.test" | "admin@demo.test" | "staff@demo.test";
export const DEMO_PASSWORD = "demo1234";
/** The sandbox's two-factor account and its fixed code. */
export const TWO_FACTOR_USER = "twofa@demo.test";
export const TWO_FACTOR_CODE = "123456";
/**
 * The screens of Hotel Sacher Wien (1001) the sandbox's front desk (staff@demo.test) may open, in menu order:
 * what its role's permissions give, asserted by the menu and the property dashboard alike.
 */
export const FRONT_DESK_SCREENS_1001 = [
  "/property/1001/checkin-room-manager",
  "/property/1001/onespeed-gateway/monitoring",
  "/property/1001/onespeed-gateway/tickets",
  "/property/1001/onespeed-gateway/bulk-tickets",
  "/property/1001/onespeed-gateway/blocklist",
  "/property/1001/oneapp",
  "/property/1001/oneapp/webcheckin/dashboard",
  "/property/1001/oneapp/webcheckin/reservations",
  "/property/1001/oneapp/webcheckin/por_report",
  "/property/1001/oneapp/webcheckin/release_authorization",
  "/property/1001/oneapp/theme",
];

export interface ConsoleParameters {
  /** The router's first location; default "/". */
  path?: string;
  /** Signed in for real before the story renders; null: nobody (sign-in pages). Default super@demo.test. */
  user?: DemoUser | null;
  /**
   * Route patterns at which the story renders; any other location shows only where the app went (a location
   * probe). Default: every signed-in route of ROUTES.
   */
  at?: readonly string[];
  /** The story is the signed-in layout: the guard, then the story, then the app's screens (AppLayout). */
  layout?: boolean;
  /** The property choice in local storage before render (see properties/selection.ts). */
  selection?: { selected?: string; recent?: string[] };
  /** An auth token in the session's storage: the guard renews it without asking. */
  authToken?: string;
  /** Shows the router's location under the story. */
  showLocation?: boolean;
  /**
   * Pins the shell's medium-screen media query. The screenshot harness has one fixed 800 px viewport, so the
   * layout of another width is chosen here; the story's `viewport` global sets the width in Storybook and vitest.
   */
  mediumScreen?: boolean;
}

export interface ConsoleLoaded {
  session: Session;
}

/**
 * How long a story waits for an answer of the sandbox: the first call of a page seeds it, and the preview
 * seeds it again before every story, which takes seconds on a busy machine.
 */
export const SANDBOX_WAIT = { timeout: 10_000 };

type Method = "get" | "post" | "put" | "delete";

/**
 * `parameters.msw.handlers` under which one call of the sandbox fails with a server message: a screen's
 * failure state. `path` is an msw pattern; a leading `*` matches any origin.
 */
export function failingCall(method: Method, path: string, message = "Service unavailable", status = 500) {
  return { failing: [http[method](path, () => HttpResponse.json({ message }, { status }))] };
}

/** `parameters.msw.handlers` under which one call never answers: a screen's loading state. */
export function pendingCall(method: Method, path: string) {
  return { pending: [http[method](path, () => new Promise<never>(() => {}))] };
}

/** The property list of the sign-in fails (500). */
export const failingPropertyList = failingCall("get", "*/api/cms/v3/property/index");

/** Whatever the component's props: the console fixture reads only parameters and loaded values. */
type StoryContext = AnyStoryContext<unknown>;
/** The story's canvas queries (`within(canvasElement)`), for the stories' helpers. */
export type Canvas = StoryContext["canvas"];

const parametersOf = (context: StoryContext) => (context.parameters.console ?? {}) as ConsoleParameters;
export const sessionOf = (context: Pick<StoryContext, "loaded">) => (context.loaded as ConsoleLoaded).session;

/** Local storage that lives as long as one story's session: no story sees another's tokens. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key: string) => items.get(key) ?? null,
    key: (index: number) => [...items.keys()][index] ?? null,
    removeItem: (key: string) => void items.delete(key),
    setItem: (key: string, value: string) => void items.set(key, String(value)),
  };
}

/**
 * The preview's `sandbox` handler answers every /api call, and msw asks handlers in order: a story's own
 * `parameters.msw.handlers` (under any other key) must come first to win. Runs after the preview's mswLoader.
 */
function preferStoryHandlers(context: StoryContext) {
  const worker = (context as unknown as { msw?: SetupWorker }).msw;
  const handlers = (context.parameters.msw?.handlers ?? {}) as Record<string, RequestHandler[] | undefined>;
  const { sandbox = [], ...own } = handlers;
  const first = Object.values(own).flatMap((list) => list ?? []);
  if (!worker || first.length === 0) return;
  worker.resetHandlers();
  worker.use(...first, ...sandbox);
}

const createSession: Loader<unknown> = async (context) => {
  preferStoryHandlers(context);
  const storage = memoryStorage();
  const { authToken } = parametersOf(context);
  if (authToken) storage.setItem(AUTH_TOKEN_STORAGE_KEY, authToken);
  // Its tokens are its own (memory storage): it renews without the tabs' Web Lock, so a docs page's frames,
  // which share the origin's locks, never wait for or break each other's renewals.
  return { session: new Session({ baseUrl: "", storage, sharedStorage: false }) } satisfies ConsoleLoaded;
};

function writeSelection(selection: ConsoleParameters["selection"]) {
  localStorage.removeItem(PROPERTY_KEYS.selected);
  localStorage.removeItem(PROPERTY_KEYS.recent);
  if (selection?.selected) localStorage.setItem(PROPERTY_KEYS.selected, selection.selected);
  if (selection?.recent) localStorage.setItem(PROPERTY_KEYS.recent, JSON.stringify(selection.recent));
  resetSelectionCache();
}

// Captured once: a story's stub is replaced, never stacked, however often the story renders.
const realMatchMedia = window.matchMedia.bind(window);
function pinMediumScreen(matches: boolean | undefined) {
  window.matchMedia =
    matches === undefined
      ? realMatchMedia
      : (query) => realMatchMedia(query === MEDIUM_SCREEN_QUERY ? (matches ? "all" : "not all") : query);
}

/**
 * Signs in after the preview's beforeEach, not in a loader: loaders run first, and the preview then resets
 * the sandbox (forgetting the tokens) and freezes the clock (a token issued at the real time looks expired).
 */
async function prepare(context: StoryContext) {
  const { user = "super@demo.test", selection, mediumScreen, path = "/" } = parametersOf(context);
  // As the router does: the route's chunk with what it shows (the dashboard's parts) before the screen draws,
  // so a story's screen draws at once, as in the app, rather than part by part.
  await routeAt(path)?.route.screen?.();
  writeSelection(selection);
  pinMediumScreen(mediumScreen);
  // The toolbar and the sign-in page show the saved language and dark flag, as in the app: saved from the
  // story's globals (which set the page's language and scheme) for as long as the story runs.
  const savedPreferences = readPreferences();
  writePreferences({
    lang: context.globals.locale as Preferences["lang"],
    dark: context.globals.scheme === "dark",
  });
  if (user) {
    const result = await sessionOf(context).signIn(user, DEMO_PASSWORD);
    if (result.kind !== "success") throw new Error(`The story could not sign in as ${user}: ${result.kind}`);
  }
  return () => {
    writeSelection(undefined);
    pinMediumScreen(undefined);
    writePreferences(savedPreferences);
  };
}

const StorySlotContext = createContext<{ story: ReactNode; showLocation: boolean }>({
  story: null,
  showLocation: false,
});

const Probe = styled.output`
  display: block;
  margin: ${theme.space[4]} 0 0;
  padding: ${theme.space[2]} ${theme.space[3]};
  border: 1px dashed ${theme.color.border};
  border-radius: ${theme.radius.sm};
  color: ${theme.color.textMuted};
  font-family: ui-monospace, monospace;
  font-size: ${theme.font.size.sm};
`;

/** Where the router is: stories assert it by test id, in any language. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <Probe data-testid="location" aria-label="Location" dir="ltr">
      {pathname + search}
    </Probe>
  );
}

function StorySlot() {
  const { story, showLocation } = useContext(StorySlotContext);
  return (
    <>
      {story}
      {showLocation && <LocationProbe />}
    </>
  );
}

/** The story inside its route's screen scope (`useScreen()`), as the router wraps every screen. */
function ScopedStorySlot({ path }: { path: string }) {
  const route = ROUTES.find((candidate) => candidate.path === path);
  return route ? (
    <ScreenScope route={route}>
      <StorySlot />
    </ScreenScope>
  ) : (
    <StorySlot />
  );
}

/** The screen of a route as the app shows it: permission check, then the screen's own chunk. */
function screenRoute(route: RouteDefinition): RouteObject {
  return {
    path: route.path,
    lazy: async () => {
      const Screen = (await route.screen?.())?.default;
      return { Component: () => <RouteScreen route={route} Screen={Screen} /> };
    },
  };
}

function routesOf({ at, layout }: ConsoleParameters): RouteObject[] {
  const elsewhere: RouteObject = { path: "*", element: <LocationProbe /> };
  if (layout) {
    return [
      ...Object.values(PUBLIC_PATHS).map((path) => ({ path, element: <LocationProbe /> })),
      {
        element: <Guard />,
        // The screens are lazy: nothing shows until the first one has loaded (as in the app).
        HydrateFallback: () => null,
        children: [
          {
            element: <StorySlot />,
            children: [
              ...ROUTES.map(screenRoute),
              {
                path: "*",
                lazy: () => import("../app/NotFound").then((m) => ({ Component: m.default })),
              },
            ],
          },
        ],
      },
    ];
  }
  const paths = at ?? ROUTES.map((route) => route.path);
  return [...paths.map((path) => ({ path, element: <ScopedStorySlot path={path} /> })), elsewhere];
}

/**
 * One mount of a story: its session, router and cache live as long as the mount. Every render of a story (new
 * globals too) runs the loaders and the preview's sandbox reset again, but a render that is not a remount
 * keeps the page as it is (a played story stays played): the kept session only takes over the fresh
 * sign-in's tokens, so its calls still reach the reset sandbox.
 */
function ConsoleHarness({
  session,
  parameters,
  children,
}: {
  session: Session;
  parameters: ConsoleParameters;
  children: ReactNode;
}) {
  const [kept] = useState(session);
  const [router] = useState(() =>
    createMemoryRouter(routesOf(parameters), { initialEntries: [parameters.path ?? "/"] }),
  );
  const [queryClient] = useState(createQueryClient);
  useWritesInvalidate(kept, queryClient);
  useEffect(() => {
    const accessToken = session.tokens.getAccessToken();
    if (session !== kept && accessToken) {
      kept.tokens.setTokens({ accessToken, authToken: session.tokens.getAuthToken() });
    }
  }, [session, kept]);
  return (
    <SessionProvider session={kept}>
      <QueryClientProvider client={queryClient}>
        <StorySlotContext.Provider
          value={{ story: children, showLocation: parameters.showLocation ?? false }}
        >
          <RouterProvider router={router} />
        </StorySlotContext.Provider>
      </QueryClientProvider>
    </SessionProvider>
  );
}

// Keyed by story: another story never inherits this one's session and router, even in the same React root.
const withConsole: Decorator<unknown> = (Story, context) => (
  <ConsoleHarness key={context.id} session={sessionOf(context)} parameters={parametersOf(context)}>
    <Story />
  </ConsoleHarness>
);

/**
 * `parameters.docs.story` of every console story file: the docs page shows each story in its own frame.
 * Inline, a page's stories would share one msw worker (the last story's handlers answer for all), one sandbox
 * (each story's reset signs the others out) and one document (every story's modal dialog at once). Written
 * as `docs: { story: ISOLATED_STORY }`: Storybook adds the meta's JSDoc to a `docs` object literal and
 * replaces any other `docs` value.
 */
export const ISOLATED_STORY = { inline: false, height: "600px" };

/**
 * After the play: the page stops changing by itself. React Aria keeps each live announcement ("15 options
 * available", a pending button) for 7 s and then removes it, and a toast closes itself after 3 s; the story
 * tests wait until the page has been still for 300 ms before the screenshot (visual/harness.ts), so a story
 * that typed into a combobox and saved took 6 s more than its play (Users Create With Property Roles). The
 * announcements have been read by then and are cleared, which leaves their timers nothing to remove. Toasts are
 * left to close by themselves for people watching, and closed at once in automated runs (`navigator.webdriver`),
 * where screenshots hide them and plays assert them before this.
 */
function settle() {
  for (const log of document.querySelectorAll("[data-live-announcer] [role=log]")) log.replaceChildren();
  if (navigator.webdriver) toastQueue.clear();
}

/** Spread into a console story file's meta. */
export const consoleStory = {
  decorators: [withConsole],
  loaders: [createSession],
  beforeEach: [prepare],
  afterEach: [settle],
};

/** A full-width story at 1280 × 800 in Storybook and the story tests (the screenshots stay 800 px wide). */
export const WIDE_VIEWPORT = {
  parameters: {
    viewport: { options: { wide: { name: "Wide 1280", styles: { width: "1280px", height: "800px" } } } },
  },
  globals: { viewport: { value: "wide", isRotated: false } },
};

/** A phone-sized story in Storybook and the story tests. */
export const NARROW_VIEWPORT = {
  parameters: {
    viewport: { options: { narrow: { name: "Narrow 390", styles: { width: "390px", height: "800px" } } } },
  },
  globals: { viewport: { value: "narrow", isRotated: false } },
};

/** The session's access token stops working and its auth token is gone: the next call asks to sign in again. */
export async function expireSession(session: Session): Promise<void> {
  session.tokens.setTokens({ accessToken: "expired-access-token", authToken: null });
  // Waits in the re-authentication until the story signs in again or cancels (which rejects: nobody listens).
  void session.client.GET("/api/cms/v3/auth/info").catch(() => undefined);
  await new Promise<void>((resolve) => {
    if (session.getState().reauth) return resolve();
    const stop = session.subscribe(() => {
      if (!session.getState().reauth) return;
      stop();
      resolve();
    });
  });
}

/** A query that never settles: the drawer's loading bar shows while any query fetches. */
export function PendingQuery() {
  useQuery({ queryKey: ["story", "pending"], queryFn: () => new Promise<never>(() => undefined) });
  return null;
}
