import { readFileSync, writeFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import type { Manifest, Plugin } from "vite";
import type * as Paths from "../src/app/paths";
import type * as Routes from "../src/app/routes";
import { runnerImport } from "vite";

/**
 * What the deploy server names in a route's page for the browser to fetch at once (issue 40), written by the
 * build as `dist/preloads.json`. Without it a cold start to a screen fetched its scripts in three steps: the
 * entry, then (once the entry ran) the signed-in shell, then (once the shell ran) the screen's own chunks; on a
 * phone's line each step is a round trip and a wait for the one before. With the files named in the page, all
 * three start with it.
 */
export interface RoutePreloads {
  /** Every signed-in page's: the shell's chunks and the title badges', beyond what index.html names already. */
  signedIn: string[];
  /** Each route's own chunks (its screen, the route frame, the parts it shows), in the route table's order. */
  routes: { path: string; files: string[] }[];
  /** A path of no route: the not-found screen's chunks. */
  notFound: string[];
  /** The sign-in pages and reset links: their page names nothing more (they load none of the above). */
  publicPaths: string[];
}

/** A module's chunk and every chunk it imports statically, by the build's manifest (files under the base). */
export function chunkClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}

/** The manifest's key of a module the route table imports (`…/users/UsersScreen`, no extension). */
export function manifestKey(manifest: Manifest, root: string, file: string): string {
  const base = relative(root, file).replaceAll("\\", "/");
  const key = ["", ".tsx", ".ts", ".jsx", ".js", "/index.tsx", "/index.ts"]
    .map((extension) => base + extension)
    .find((candidate) => manifest[candidate]);
  if (!key) throw new Error(`route preloads: ${base} is not a chunk of the build`);
  return key;
}

/** What the route table gives: its routes' paths, and the modules each loads (see {@link loadRouteTable}). */
export interface RouteTable {
  routes: { path: string; modules: string[] }[];
  /** Modules every signed-in page loads besides the shell (the title badges). */
  shellModules: string[];
  publicPaths: string[];
}

/** The preloads of a build: its manifest (keys relative to `root`) and its route table. */
export function routePreloads(manifest: Manifest, root: string, table: RouteTable): RoutePreloads {
  const key = (file: string) => manifestKey(manifest, root, file);
  const onPage = new Set(chunkClosure(manifest, ["index.html"]));
  const signedIn = chunkClosure(manifest, [
    "src/app/SignedInRoutes.tsx",
    ...table.shellModules.map(key),
  ]).filter((file) => !onPage.has(file));
  const loaded = new Set([...onPage, ...signedIn]);
  const own = (keys: string[]) => chunkClosure(manifest, keys).filter((file) => !loaded.has(file));
  return {
    signedIn,
    routes: table.routes.map(({ path, modules }) => ({
      path,
      // The route frame (permission check, title) comes with every screen.
      files: modules.length ? own(["src/app/RouteScreen.tsx", ...modules.map(key)]) : [],
    })),
    notFound: own(["src/app/NotFound.tsx"]),
    publicPaths: table.publicPaths,
  };
}

const DYNAMIC_IMPORT = /\bimport\(\s*(["'])([^"']+)\1\s*\)/g;

/**
 * The console's route table as the browser builds it (`src/app/routes.ts`, every product's manifest), loaded in
 * Node through Vite: each `import()` in a manifest notes its module instead of loading it, so calling a route's
 * `screen()` names the modules that route loads (its screen, and for the property dashboard its parts).
 */
export async function loadRouteTable(root: string): Promise<RouteTable> {
  const noted: string[] = [];
  const global = globalThis as { __cmsRouteModule?: (file: string) => Promise<object> };
  global.__cmsRouteModule = (file) => (noted.push(file), Promise.resolve({}));
  const notesImports: Plugin = {
    name: "cms-route-modules",
    transform(code, id) {
      if (!/[\\/]src[\\/]products[\\/][^\\/]+[\\/]routes\.ts$/.test(id)) return null;
      return code.replace(
        DYNAMIC_IMPORT,
        (_, _quote, specifier: string) =>
          `globalThis.__cmsRouteModule(${JSON.stringify(resolve(dirname(id), specifier))})`,
      );
    },
  };
  const load = async <T>(file: string) =>
    (
      await runnerImport<T>(resolve(root, file), {
        configFile: false,
        plugins: [notesImports],
        logLevel: "error",
      })
    ).module;
  try {
    const { ROUTES, CONTRIBUTIONS } = await load<typeof Routes>("src/app/routes.ts");
    const { PUBLIC_PATHS, RESET_LINKS } = await load<typeof Paths>("src/app/paths.ts");
    const modulesOf = async (load?: () => Promise<unknown>) => {
      noted.length = 0;
      await load?.();
      return [...noted];
    };
    const routes = [];
    for (const route of ROUTES) routes.push({ path: route.path, modules: await modulesOf(route.screen) });
    const shellModules = [];
    for (const badge of CONTRIBUTIONS.titleBadges) shellModules.push(...(await modulesOf(badge.load)));
    return {
      routes,
      shellModules,
      publicPaths: [...Object.values(PUBLIC_PATHS), ...Object.values(RESET_LINKS)],
    };
  } finally {
    delete global.__cmsRouteModule;
  }
}

/** Writes `preloads.json` beside the build's index.html (read by server/serve.mjs). */
export function routePreloadsPlugin(): Plugin {
  let root = "";
  let outDir = "dist";
  return {
    name: "cms-route-preloads",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const manifest = JSON.parse(readFileSync(resolve(outDir, ".vite/manifest.json"), "utf8")) as Manifest;
      const preloads = routePreloads(manifest, root, await loadRouteTable(root));
      writeFileSync(resolve(outDir, "preloads.json"), JSON.stringify(preloads, null, 1));
    },
  };
}
