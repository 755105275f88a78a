import { Suspense, lazy } from "react";
import type { ComponentType } from "react";
import type { RouteDefinition, TitleBadge } from "../access";
import { ScreenScope } from "../app/ScreenScope";
import { CONTRIBUTIONS } from "../app/routes";

const components = new WeakMap<TitleBadge, ComponentType>();

/** One lazy component per badge, made once: a new `lazy()` per render would load and suspend again. */
function componentOf(badge: TitleBadge): ComponentType {
  let component = components.get(badge);
  if (!component) {
    component = lazy(badge.load);
    components.set(badge, component);
  }
  return component;
}

/**
 * The products' badges beside the screen's title (their manifests' `titleBadges`), each given the route's
 * `useScreen()`. They load after the screen and draw in the top bar's fixed height, so nothing moves when they
 * come; each renders nothing when it has nothing to say.
 */
export function TitleBadges({ route }: { route: RouteDefinition }) {
  if (CONTRIBUTIONS.titleBadges.length === 0) return null;
  return (
    <ScreenScope route={route}>
      {CONTRIBUTIONS.titleBadges.map((badge) => {
        const Badge = componentOf(badge);
        return (
          <Suspense key={badge.id} fallback={null}>
            <Badge />
          </Suspense>
        );
      })}
    </ScreenScope>
  );
}
