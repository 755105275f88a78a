import type { QueryClient } from "@tanstack/react-query";
import { QueryClientProvider } from "@tanstack/react-query";
import {
  Button,
  Drawer,
  LoadingBar,
  Notice,
  TOAST_INSET_START_VAR,
  ToastRegion,
  UnsavedChangesGuard,
  theme,
  loadDateLocale,
  useDateLocale,
  useMediaQuery,
  useLeaveConfirmation,
  usePreferences,
} from "@cms/ui";
import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation, useSearchParams } from "react-router";
import { ScreenErrorBoundary } from "./ScreenErrorBoundary";
import { usePropertySelection } from "../properties/selection";
import { askBeforeLeaving } from "../app/leaveGuard";
import { useCurrentMatch } from "../app/useCurrentRoute";
import { useSession, useSessionState } from "../session/SessionContext";
import { Content, Frame, Main, MEDIUM_SCREEN_QUERY, Side, SkipLink } from "./AppLayout.styles";
import { NavDrawer } from "./NavDrawer";
import { createQueryClient, useWritesInvalidate } from "./queryClient";
import { ReauthDialog } from "./ReauthDialog";
import { TitleBadges } from "./TitleBadges";
import { Toolbar } from "./Toolbar";
import { UnauthorizedModal } from "./UnauthorizedModal";

/** The query client of a signed-in frame that React has rendered but not yet shown (see below). */
let unshown: QueryClient | undefined;

/**
 * The signed-in frame's query client. A first render React sets aside and starts again (something below was
 * still loading) keeps the client it made: the requests that render started (a view asks while it renders)
 * are in that client, and a new one would ask for everything again.
 */
function useFrameQueryClient(): QueryClient {
  const [queryClient] = useState(() => (unshown ??= createQueryClient()));
  useEffect(() => {
    unshown = undefined;
  }, []);
  return queryClient;
}

/**
 * Server state lives as long as the signed-in frame: the next user starts with an empty cache. Toasts and
 * dates in the UI language start here too.
 */
export default function AppLayout() {
  const queryClient = useFrameQueryClient();
  useWritesInvalidate(useSession(), queryClient);
  const [{ lang }] = usePreferences();
  // dayjs's locale follows once fetched; dates use the spec's numeric formats, so nothing shows it missing.
  const [dateLang, setDateLang] = useState("en");
  useEffect(() => {
    let current = true;
    void loadDateLocale(lang).then(() => current && setDateLang(lang));
    return () => {
      current = false;
    };
  }, [lang]);
  useDateLocale(dateLang);
  return (
    <QueryClientProvider client={queryClient}>
      <UnsavedChangesGuard>
        <LeaveQuestion />
        <Shell />
      </UnsavedChangesGuard>
      <ToastRegion />
    </QueryClientProvider>
  );
}

/**
 * A screen's unsaved edits are not left without a question: the menu, a link, a property chosen, Back and
 * Forward ask "Leave without saving?" through the console's history; closing or reloading the page, the browser.
 */
function LeaveQuestion() {
  const question = useLeaveConfirmation();
  useEffect(() => (question ? askBeforeLeaving(question) : undefined), [question]);
  return null;
}

/**
 * The signed-in frame: the drawer (beside the content on medium screens and larger, a modal drawer below),
 * the toolbar, the global 403 notice, and the re-authentication and 401 dialogs.
 */
export function Shell() {
  const { t } = useTranslation();
  const session = useSession();
  const { user, forbidden } = useSessionState();
  const current = useCurrentMatch();
  const route = current?.route;
  const routePropertyId = current?.params.propertyId;
  const location = useLocation();
  const [query] = useSearchParams();
  const [{ selected }, select] = usePropertySelection();
  const isMedium = useMediaQuery(MEDIUM_SCREEN_QUERY, true);
  const [drawerOpen, setDrawerOpen] = useState<boolean | null>(null);
  const isDrawerOpen = drawerOpen ?? isMedium;

  // The selection follows a propertyId in the route, or in the query (platform.md "Property selector"), as the
  // address comes to name it. Only then: a choice in the selector is stored at once, while the address names
  // it only once the navigation has drawn the next screen, and following the old address in between stored
  // the old property again (the selector flickered back).
  const followed = routePropertyId ?? query.get("propertyId") ?? undefined;
  const lastFollowed = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (followed === lastFollowed.current) return;
    lastFollowed.current = followed;
    if (followed && followed !== selected) select(followed);
  }, [followed, selected, select]);

  // A refusal belongs to the screen it happened on.
  useEffect(() => session.clearForbidden(), [location.pathname, session]);

  // Toasts centre over the content while the menu is docked beside it: centred on the viewport, at 1,366 px a
  // toast covered the end of the screen's title ("Property grou…").
  const docked = Boolean(user) && isMedium && isDrawerOpen;
  useEffect(() => {
    if (!docked) return;
    const root = document.documentElement.style;
    root.setProperty(TOAST_INSET_START_VAR, theme.size.drawer);
    return () => {
      root.removeProperty(TOAST_INSET_START_VAR);
    };
  }, [docked]);

  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const title = route ? t(`routes.${route.name}`) : t("routes.notFound");
  const drawer = (
    <NavDrawer
      routePropertyId={routePropertyId}
      selectedPropertyId={selected}
      onNavigate={isMedium ? undefined : closeDrawer}
    />
  );

  return (
    <Frame data-ui="AppLayout">
      <SkipLink href="#content">{t("shell.skipToContent")}</SkipLink>
      {user &&
        (isMedium ? (
          isDrawerOpen && <Side aria-label={t("shell.drawer")}>{drawer}</Side>
        ) : (
          <Drawer
            title={t("shell.product")}
            placement="start"
            isOpen={isDrawerOpen}
            onOpenChange={setDrawerOpen}
            isDismissable
          >
            {drawer}
          </Drawer>
        ))}
      <Main>
        <Toolbar
          title={title}
          badges={route && <TitleBadges route={route} />}
          isDrawerOpen={isDrawerOpen}
          onToggleDrawer={() => setDrawerOpen(!isDrawerOpen)}
        />
        <Content id="content" tabIndex={-1}>
          {forbidden && (
            <Notice
              tone="error"
              title={t("errors.forbiddenTitle")}
              action={
                <Button variant="ghost" size="sm" onPress={() => session.clearForbidden()}>
                  {t("common.close", { ns: "ui" })}
                </Button>
              }
            >
              {t("shell.notAuthorized")}
            </Notice>
          )}
          <ScreenErrorBoundary resetKey={location.pathname}>
            {/* The frame shows as soon as the session is back, its title naming the screen, while the screen's
                own code is still on its way (issue 40: the first words on screen came only with the screen). A
                move to another screen is a transition: the screen shown stays until the next one is there. */}
            <Suspense fallback={<LoadingBar />}>
              <Outlet />
            </Suspense>
          </ScreenErrorBoundary>
        </Content>
      </Main>
      <ReauthDialog />
      <UnauthorizedModal />
    </Frame>
  );
}
