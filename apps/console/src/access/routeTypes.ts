import type { ComponentType } from "react";

/** A kind of contribution products make to others' screens (see contributions.ts). */
export type ContributionKind = "dashboardParts";

/** The licensed products of products.md; a route marked with one keeps its screen when the property changes. */
export type Product = "gateway" | "guestApp" | "display" | "streaming" | "digitalKey";

/** Menu sections, in the drawer's order. */
export const MENU_SECTIONS = [
  "general",
  "administration",
  "property",
  "gateway",
  "guestApp",
  "display",
  "streaming",
  "digitalKey",
] as const;
export type MenuSection = (typeof MENU_SECTIONS)[number];

/**
 * A permission requirement: one permission, every one of a list (`all`), or any one starting with a prefix
 * (`anyPrefix`). Absent: allowed (platform.md section 6, "a missing requirement means allowed").
 */
export type Requirement = string | { all: string[] } | { anyPrefix: string };

export type ScreenModule = () => Promise<{ default: ComponentType }>;

export interface RouteDefinition {
  /** The spec's route name, e.g. `propertyDashboard`; also the translation key of its title (`routes.<name>`). */
  name: string;
  /** React Router path; property-scoped routes carry `:propertyId`. */
  path: string;
  product?: Product;
  /**
   * A product route of products.md section 2: switching property keeps this screen and swaps only the
   * property. Every route of a licensed product, the check-in room manager and room control.
   */
  keepsScreen?: boolean;
  permission?: Requirement;
  /** Where the drawer lists it; absent: not in the menu (home, change password). */
  menu?: MenuSection;
  /** The screen, loaded as its own chunk; absent: "This view is under construction". */
  screen?: ScreenModule;
  /** The products' contributions the screen shows (e.g. the dashboard's parts), fetched with its chunk. */
  shows?: readonly ContributionKind[];
}

/** A route of the menu, with the property filled into its path. */
export type MenuLink = RouteDefinition & { href: string };

/**
 * Where the menu leads for the route named `name`, or nothing when the user's menu does not offer it: a screen
 * links to another product's screen by name, without importing it, and only where the user may open it.
 */
export const menuHref = (menu: readonly MenuLink[], name: string) =>
  menu.find((entry) => entry.name === name)?.href;

/** The path prefix of every property-scoped route. */
export const PROPERTY_PATH = "/property/:propertyId";

export const isPropertyScoped = (route: Pick<RouteDefinition, "path">) => route.path.includes(":propertyId");
