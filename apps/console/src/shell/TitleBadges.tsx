import { useSyncExternalStore } from "react";
import type { ComponentType } from "react";
import type { RouteDefinition, TitleBadge } from "../access";
import { ScreenScope } from "../app/ScreenScope";
import { CONTRIBUTIONS } from "../app/routes";

/** Each badge's component once its code is here. */
const loaded = new Map<TitleBadge, ComponentType>();
const listeners = new Set<() => void>();
let loadedCount = 0;

/**
 * The badges' code is asked for as the shell's code runs, not when a title first draws: a `lazy()` badge
 * suspended on the screen's first render and drew (and asked for its data, e.g. the licence) only after the
 * screen had, one round trip behind the screen's own reads (issue 40). Now the first signed-in render draws the
 * badges, and their reads go out beside the screen's. A badge whose code fails to load is left out.
 */
for (const badge of CONTRIBUTIONS.titleBadges) {
  void badge.load().then(
    (module) => {
      loaded.set(badge, module.default);
      loadedCount += 1;
      for (const listener of listeners) listener();
    },
    () => undefined,
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The products' badges beside the screen's title (their manifests' `titleBadges`), each given the route's
 * `useScreen()`. They draw in the top bar's fixed height, so nothing moves when they come; each renders nothing
 * when it has nothing to say.
 */
export function TitleBadges({ route }: { route: RouteDefinition }) {
  useSyncExternalStore(subscribe, () => loadedCount);
  if (loaded.size === 0) return null;
  return (
    <ScreenScope route={route}>
      {CONTRIBUTIONS.titleBadges.map((badge) => {
        const Badge = loaded.get(badge);
        return Badge && <Badge key={badge.id} />;
      })}
    </ScreenScope>
  );
}
