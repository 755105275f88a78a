import { deferredPart } from "@cms/ui";
import type { DeferredPart } from "@cms/ui";
import type { ComponentType } from "react";
import type { RouteDefinition } from "../access";
import { ScreenScope } from "../app/ScreenScope";
import { CONTRIBUTIONS } from "../app/routes";

type BadgePart = DeferredPart<{ default: ComponentType }>;

/**
 * The badges' code is asked for as the shell's code runs, not when a title first draws: a `lazy()` badge
 * suspended on the screen's first render and drew (and asked for its data, e.g. the licence) only after the
 * screen had, one round trip behind the screen's own reads (issue 40). Now the first signed-in render draws the
 * badges, and their reads go out beside the screen's. A badge whose code fails to load is left out.
 */
const BADGES = CONTRIBUTIONS.titleBadges.map((badge) => ({
  id: badge.id,
  part: deferredPart(badge.load, { fetchOnceDrawn: false }),
}));
for (const { part } of BADGES) part.want();

/** One badge, once its code is here. */
function Badge({ part }: { part: BadgePart }) {
  const Component = part.use()?.default;
  return Component ? <Component /> : null;
}

/**
 * The products' badges beside the screen's title (their manifests' `titleBadges`), each given the route's
 * `useScreen()`. They draw in the top bar's fixed height, so nothing moves when they come; each renders nothing
 * when it has nothing to say.
 */
export function TitleBadges({ route }: { route: RouteDefinition }) {
  if (BADGES.length === 0) return null;
  return (
    <ScreenScope route={route}>
      {BADGES.map(({ id, part }) => (
        <Badge key={id} part={part} />
      ))}
    </ScreenScope>
  );
}
