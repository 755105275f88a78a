// Where the console is served: `/` in development, or a sub-path such as `/cms/` (platform.md section 9: script
// chunks load from /cms/) when the build says so (`CMS_BASE=/cms/ pnpm build`, vite.config.ts). The router's
// paths (/login, /property/1001/dashboard) are below it; the address bar shows both.

/** The router's basename: the build's base without its last slash, undefined at the origin's root. */
export function basenameOf(base: string): string | undefined {
  const trimmed = base.replace(/\/+$/, "");
  return trimmed === "" ? undefined : trimmed;
}

/** A page's path below the base (`/cms/property/1001` → `/property/1001`); a path outside it stays as it is. */
export function routePathOf(pathname: string, base: string): string {
  const basename = basenameOf(base);
  if (!basename) return pathname;
  if (pathname === basename) return "/";
  return pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : pathname;
}

/** This build's base (Vite's `base`, always ending in a slash). */
export const BASE = import.meta.env.BASE_URL;
export const BASENAME = basenameOf(BASE);

/** The route path of the page the console opened at. */
export const openedAt = () => routePathOf(window.location.pathname, BASE);
