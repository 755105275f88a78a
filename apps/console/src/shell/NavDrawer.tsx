import { useIsFetching, useIsMutating } from "@tanstack/react-query";
import { LoadingBar } from "@cms/ui";
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

/** The drawer's content: property selector, the 3 px loading bar, the menu by permission, the footer. */
export function NavDrawer({ routePropertyId, selectedPropertyId, onNavigate }: NavDrawerProps) {
  const { t } = useTranslation();
  const { user } = useSessionState();
  const busy = useIsFetching() + useIsMutating() > 0;
  const entries = menuEntries(ROUTES, user, routePropertyId, selectedPropertyId);
  const year = new Date().getFullYear();

  return (
    <Panel data-ui="NavDrawer">
      <Selector>
        <PropertySelector />
      </Selector>
      <BarSlot>
        <LoadingBar isLoading={busy} />
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
}
