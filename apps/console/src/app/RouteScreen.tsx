import { Suspense, useEffect } from "react";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { LoadingBar, Notice, UnderConstruction } from "@cms/ui";
import type { RouteDefinition } from "../access";
import { useScreen } from "../access";
import { ScreenScope } from "./ScreenScope";

/**
 * One route's screen: the permission check of its menu entry (a screen opened by its URL refuses the same
 * way the menu hides it), the document title, and "This view is under construction" for screens to come.
 */
export function RouteScreen({ route, Screen }: { route: RouteDefinition; Screen?: ComponentType }) {
  return (
    <ScreenScope route={route}>
      <GuardedScreen route={route} Screen={Screen} />
    </ScreenScope>
  );
}

function GuardedScreen({ route, Screen }: { route: RouteDefinition; Screen?: ComponentType }) {
  const { t } = useTranslation();
  const { can, propertyId } = useScreen();
  const title = t(`routes.${route.name}`);

  useEffect(() => {
    document.title = `${title} · ${t("shell.product")}`;
  }, [title, t]);

  if (!can(route.permission)) {
    return <Notice tone="error">{t("shell.notAuthorized")}</Notice>;
  }
  if (!Screen) return <UnderConstruction title={title} />;
  return (
    <Suspense fallback={<LoadingBar />}>
      {/* Another property's screen is drawn anew: what the user left on one hotel's screen (a setting changed
          and not saved, an open dialog, a selection) is never carried to another's, where a Save would write it. */}
      <Screen key={propertyId} />
    </Suspense>
  );
}
