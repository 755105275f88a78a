import type { CmsClient } from "@cms/api";
import type { ComponentType } from "react";
import type { ContributionKind, Requirement } from "./routeTypes";

// What products contribute to screens beyond their own routes (issue 44): a product declares its contributions
// in its manifest, the app collects them, and a screen that shows them (the property dashboard) takes them
// from useScreen(), so it imports no product.

/** What a property dashboard part is given: where it is, who looks, and the screens the user may open. */
export interface DashboardPartProps {
  client: CmsClient;
  propertyId: string;
  permissions: ReadonlySet<string>;
  /** The href of each screen (by route name) the user may open at this property. */
  links: ReadonlyMap<string, string>;
  /** The property's IANA time zone, for figures on its clock. */
  timeZone?: string;
}

/** A product's live part of the property dashboard. */
export interface DashboardPart {
  /** The part's name, e.g. `gateway` (its section's `data-part`). */
  id: string;
  /** Its place on the dashboard, lower first: the front desk's work comes first. */
  order: number;
  /** The part shows when the user meets any one of these at the property (never a part that would refuse). */
  requirements: readonly Requirement[];
  /** Its module, a chunk of its own (the dashboard fetches it with its own chunk). */
  load: () => Promise<{ default: ComponentType<DashboardPartProps> }>;
}

/**
 * A badge beside a screen's title in the top bar, e.g. the licence's state on every screen of a licensed product
 * (issue 43, item 9): it draws in the bar's fixed height, so arriving late moves nothing. Its component reads
 * `useScreen()` (route, property, permissions, menu) and renders nothing when it has nothing to say.
 */
export interface TitleBadge {
  id: string;
  load: () => Promise<{ default: ComponentType }>;
}

/** Every product's contributions, collected by the app from the manifests. */
export interface Contributions extends Record<ContributionKind, readonly unknown[]> {
  /** The property dashboard's product parts, in their `order`. */
  dashboardParts: readonly DashboardPart[];
  /** Badges beside every screen's title, in the manifests' order. */
  titleBadges: readonly TitleBadge[];
}

type Tracked<T> = Promise<T> & { status?: "pending" | "fulfilled" | "rejected"; value?: T; reason?: unknown };
const modules = new WeakMap<DashboardPart, Tracked<Awaited<ReturnType<DashboardPart["load"]>>>>();

/**
 * A part's module as one promise per part, marked with its outcome the way React's `use()` reads it: a part
 * fetched with its screen's chunk renders at once, without suspending.
 */
export function partModule(part: DashboardPart): ReturnType<DashboardPart["load"]> {
  let module = modules.get(part);
  if (!module) {
    const tracked: Tracked<Awaited<ReturnType<DashboardPart["load"]>>> = part.load();
    tracked.status = "pending";
    tracked.then(
      (value) => Object.assign(tracked, { status: "fulfilled", value }),
      (reason: unknown) => Object.assign(tracked, { status: "rejected", reason }),
    );
    module = tracked;
    modules.set(part, module);
  }
  return module;
}
