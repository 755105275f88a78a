import { useIsFetching, useIsMutating } from "@tanstack/react-query";
import { LoadingBar } from "@cms/ui";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { useSessionState } from "../session/SessionContext";
import { MENU_SECTIONS } from "../access";
import { menuEntries } from "../app/menu";
import { ROUTES } from "../app/routes";
import { BarSlot, Footer, Link, List, Nav, Panel, Section, SectionTitle, Selector } from "./NavDrawer.styles";
import { PropertySelector } from "./PropertySelector";

export interface NavDrawerProps {
  /** The propertyId of the route, if any: property entries show only then. */
  routePropertyId: string | undefined;
  selectedPropertyId: string | undefined;
  /** Called after a menu entry is chosen (the narrow layout closes its drawer). */
  onNavigate?: () => void;
}

/**
 * The 3 px bar that shows a call is running. Its own component: the count of running calls changes at every
 * call's start and end (a dashboard makes a dozen), and only the bar needs to redraw then, not the menu and
 * the property selector around it (issue 40: the drawer redrew 20 times while a dashboard loaded).
 */
function BusyBar() {
  const busy = useIsFetching() + useIsMutating() > 0;
  return <LoadingBar isLoading={busy} />;
}

/**
 * The drawer's content: property selector, the 3 px loading bar, the menu by permission, the footer. Memoised:
 * the frame redraws whenever the session's state changes, the drawer only when its own inputs do.
 */
export const NavDrawer = memo(function NavDrawer({
  routePropertyId,
  selectedPropertyId,
  onNavigate,
}: NavDrawerProps) {
  const { t } = useTranslation();
  const { user } = useSessionState();
  const entries = menuEntries(ROUTES, user, routePropertyId, selectedPropertyId);
  const year = new Date().getFullYear();

  return (
    <Panel data-ui="NavDrawer">
      <Selector>
        <PropertySelector />
      </Selector>
      <BarSlot>
        <BusyBar />
      </BarSlot>
      <Nav aria-label={t("shell.menu")}>
        <Section role="group" aria-labelledby="menu-general">
          <SectionTitle id="menu-general">{t("menu.general")}</SectionTitle>
          <List>
            <li>
              <Link to="/" end onClick={onNavigate}>
                {t("routes.home")}
              </Link>
            </li>
          </List>
        </Section>
        {MENU_SECTIONS.filter((section) => section !== "general").map((section) => {
          const items = entries.filter((entry) => entry.menu === section);
          if (items.length === 0) return null;
          return (
            <Section key={section} role="group" aria-labelledby={`menu-${section}`}>
              <SectionTitle id={`menu-${section}`}>{t(`menu.${section}`)}</SectionTitle>
              <List>
                {items.map((entry) => (
                  <li key={entry.name}>
                    <Link to={entry.href} end onClick={onNavigate}>
                      {t(`routes.${entry.name}`)}
                    </Link>
                  </li>
                ))}
              </List>
            </Section>
          );
        })}
      </Nav>
      <Footer>
        <p>{t("shell.copyright", { year })}</p>
        <p>{t("shell.rightsReserved")}</p>
      </Footer>
    </Panel>
  );
});
