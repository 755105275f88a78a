import { dirname, resolve } from "node:path";
import type { Plugin, Rolldown } from "vite";

type ChunkingContext = Rolldown.ChunkingContext;
type ModuleInfo = Rolldown.ModuleInfo;

/**
 * A page's static imports as one chunk (issue 40). Left to itself the bundler gives every module that the
 * signed-in shell shares with some screen a chunk of its own: each product's permissions, icons, the toast
 * queue, the date helpers. A cold start to any signed-in screen then fetched about 45 files before it could
 * draw, most under 2 KiB; on HTTP/1.1, six at a time, each costs a round trip (150 ms on a phone's 4G).
 * Everything the shell imports loads whenever the shell loads, so splitting it buys nothing.
 *
 * The returned naming function puts a module in `name` when `root` needs it (statically, directly or not)
 * and none of `others` does (the entry's own chunk, pages that load without `root`); anything else is left to
 * the bundler, so screens keep their own chunks. All are absolute module ids.
 *
 * "Needs" follows what is imported through a barrel (`@cms/ui`'s index names 85 exports): a module that takes
 * LoadingBar from it needs LoadingBar's module, not the charts and the rich-text editor beside it.
 */
export function closureChunk(name: string, root: string, others: string[]) {
  return kitChunks({ [name]: root }, others);
}

/**
 * The screens' kits (issue 40): each a root module (or several) whose needs load whole wherever it is used (the
 * list, the settings tree). A module is named by the kits that need it (`ListScreen`, `ListScreen+SettingsScreen`),
 * so a list screen fetches its kit in a few files instead of twenty, and never a module only the settings
 * tree needs. Modules the `others` need (loaded before any screen) are left where they are.
 */
export function kitChunks(kits: Record<string, string | string[]>, others: string[]) {
  let needs: Map<string, string> | undefined;
  return (id: string, ctx: ChunkingContext): string | null => {
    if (!needs) {
      const graph = new ImportGraph(ctx);
      const loaded = new Set(others.flatMap((other) => [...graph.closure(other)]));
      const names = new Map<string, string[]>();
      for (const [kit, roots] of Object.entries(kits)) {
        const closure = new Set([roots].flat().flatMap((root) => [...graph.closure(root)]));
        for (const module of closure) {
          if (!loaded.has(module)) names.set(module, [...(names.get(module) ?? []), kit]);
        }
      }
      needs = new Map([...names].map(([module, kitNames]) => [module, kitNames.join("+")]));
    }
    return needs.get(id) ?? null;
  };
}

const IMPORT =
  /\bimport\s+(?:type\s+)?(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\}|\*\s+as\s+[\w$]+)?\s*from\s*["']([^"']+)["']/g;
const RE_EXPORT = /\bexport\s+(type\s+)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const STAR_EXPORT = /\bexport\s+\*\s+from\s*["']([^"']+)["']/g;
// A bundled package's barrel imports each name under a local alias and exports the aliases
// (`import { Button as $a1 } from "../Button.mjs"; export { $a1 as Button }`), or passes a namespace on.
const LOCAL_IMPORT = /\bimport\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const NAMESPACE_IMPORT = /\bimport\s+\*\s+as\s+([\w$]+)\s+from\s*["']([^"']+)["']/g;
const BARE_IMPORT = /\bimport\s*["']([^"']+)["']/g;
const LOCAL_EXPORT = /\bexport\s*\{([^}]*)\}(?!\s*from)/g;
const COMMENTS = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;

/** `a, b as c, type d` → [["a", "a"], ["b", "c"], ["d", "d"]]: each name as exported and as bound here. */
function namesOf(list: string): [string, string][] {
  return list
    .split(",")
    .map((part) => part.trim().replace(/^type\s+/, ""))
    .filter(Boolean)
    .map((part) => {
      const [own = part, bound = own] = part.split(/\s+as\s+/);
      return [own.trim(), bound.trim()];
    });
}

/** The module graph, seen through barrels (modules that only re-export). */
export class ImportGraph {
  private readonly barrels = new Map<string, Barrel | null>();

  constructor(private readonly ctx: Pick<ChunkingContext, "getModuleInfo">) {}

  /** Every module `start` needs, and itself; a barrel's re-exports only where a name taken from it leads. */
  closure(start: string): Set<string> {
    if (!this.ctx.getModuleInfo(start)) throw new Error(`closureChunk: ${start} is not in the build`);
    const reached = new Set<string>();
    const pending = [start];
    const follow = (id: string) => {
      if (!reached.has(id)) pending.push(id);
    };
    while (pending.length > 0) {
      const id = pending.pop()!;
      if (reached.has(id)) continue;
      reached.add(id);
      const info = this.ctx.getModuleInfo(id);
      if (!info) continue;
      const taken = takenNames(info);
      for (const imported of info.importedIds) {
        const exports = this.barrel(imported);
        if (!exports) {
          follow(imported);
          continue;
        }
        // A namespace import, or names this reading did not find: everything behind the barrel.
        const names = taken.get(imported);
        exports.bare.forEach(follow);
        if (names) for (const name of names) this.provider(imported, name, follow);
        else this.everything(imported, follow);
      }
    }
    return reached;
  }

  /** Follows a name through a barrel (and the barrels behind it) to the module that defines it. */
  private provider(barrel: string, name: string, follow: (id: string) => void): boolean {
    const { named, stars } = this.barrel(barrel)!;
    const target = named.get(name);
    if (target) {
      if (this.barrel(target.from)) return this.provider(target.from, target.name, follow);
      follow(target.from);
      return true;
    }
    for (const star of stars) {
      if (this.barrel(star)) {
        if (this.provider(star, name, follow)) return true;
      } else if (this.ctx.getModuleInfo(star)?.exports.includes(name)) {
        follow(star);
        return true;
      }
    }
    return false;
  }

  /** Every module behind a barrel. */
  private everything(barrel: string, follow: (id: string) => void) {
    const { named, stars, namespaces } = this.barrel(barrel)!;
    for (const from of [...[...named.values()].map((target) => target.from), ...stars, ...namespaces]) {
      if (this.barrel(from)) this.everything(from, follow);
      else follow(from);
    }
  }

  /** A barrel's names, where each comes from, and its `export *` sources; null for a module with code. */
  private barrel(id: string): Barrel | null {
    if (this.barrels.has(id)) return this.barrels.get(id)!;
    this.barrels.set(id, null);
    const info = this.ctx.getModuleInfo(id);
    const code = info?.code?.replace(COMMENTS, "");
    if (!info || !code) return null;
    const rest = [
      RE_EXPORT,
      STAR_EXPORT,
      LOCAL_IMPORT,
      NAMESPACE_IMPORT,
      BARE_IMPORT,
      LOCAL_EXPORT,
      /["']use strict["']/g,
    ]
      .reduce((left, statement) => left.replace(statement, ""), code)
      .replace(/[\s;]/g, "");
    if (rest !== "") return null;
    const barrel: Barrel = { named: new Map(), stars: [], namespaces: [], bare: [] };
    for (const [, , list, specifier] of code.matchAll(RE_EXPORT)) {
      const from = resolveIn(info, specifier!);
      if (from) for (const [own, bound] of namesOf(list!)) barrel.named.set(bound, { from, name: own });
    }
    const locals = new Map<string, { from: string; name: string }>();
    for (const [, list, specifier] of code.matchAll(LOCAL_IMPORT)) {
      const from = resolveIn(info, specifier!);
      if (from) for (const [own, bound] of namesOf(list!)) locals.set(bound, { from, name: own });
    }
    for (const [, list] of code.matchAll(LOCAL_EXPORT)) {
      for (const [own, bound] of namesOf(list!)) {
        const local = locals.get(own);
        if (local) barrel.named.set(bound, local);
      }
    }
    // A namespace passed on is followed whole when its name is taken: `everything` covers it through stars.
    for (const [, , specifier] of code.matchAll(NAMESPACE_IMPORT)) {
      const from = resolveIn(info, specifier!);
      if (from) barrel.namespaces.push(from);
    }
    for (const [, specifier] of code.matchAll(STAR_EXPORT)) {
      const from = resolveIn(info, specifier!);
      if (from) barrel.stars.push(from);
    }
    for (const [, specifier] of code.matchAll(BARE_IMPORT)) {
      const from = resolveIn(info, specifier!);
      if (from) barrel.bare.push(from);
    }
    this.barrels.set(id, barrel);
    return barrel;
  }
}

interface Barrel {
  named: Map<string, { from: string; name: string }>;
  stars: string[];
  /** Namespaces the barrel imports to export under a name (lucide-react's `icons`). */
  namespaces: string[];
  /** Modules imported for their effect alone (react-aria-components' `import "client-only"`). */
  bare: string[];
}

/**
 * The names a module takes from each barrel it imports, keyed by the barrel's id; a barrel imported whole (a
 * namespace or a default) is left out, so all of it is followed.
 */
function takenNames(info: ModuleInfo): Map<string, string[]> {
  const taken = new Map<string, string[]>();
  const code = info.code?.replace(COMMENTS, "") ?? "";
  const whole = new Set<string>();
  for (const [statement, defaultName, list, specifier] of code.matchAll(IMPORT)) {
    const id = resolveIn(info, specifier!);
    if (!id) continue;
    if (defaultName || statement.includes("*")) whole.add(id);
    if (list) taken.set(id, [...(taken.get(id) ?? []), ...namesOf(list).map(([own]) => own)]);
  }
  for (const id of whole) taken.delete(id);
  return taken;
}

/** Which of a module's imports a specifier names: a relative path by its file, a package by its name. */
function resolveIn(info: ModuleInfo, specifier: string): string | undefined {
  const candidates = info.importedIds;
  if (specifier.startsWith(".")) {
    const base = resolve(dirname(info.id), specifier);
    return candidates.find((id) => {
      const file = id.replace(/\.[cm]?[jt]sx?$/, "");
      return id === base || file === base || file === `${base}/index`;
    });
  }
  // A workspace package (`@cms/ui` → packages/ui/src/index.ts) or a dependency (…/node_modules/<name>/…).
  const name = specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");
  const short = name.replace(/^@cms\//, "");
  return candidates.find(
    (id) => id.includes(`/node_modules/${specifier}/`) || id.includes(`/packages/${short}/src/index.`),
  );
}

/**
 * Fails the build when the chunking above went wrong in the way that costs most: the sign-in pages (the entry
 * and the three pages, `pages`) loading a chunk named in `later` (the shell, the screens' groups), which they
 * would then fetch and run before the sign-in form could show.
 */
export function chunkGuardPlugin(pages: string[], later: RegExp): Plugin {
  return {
    name: "cms-chunk-guard",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      for (const page of chunks.filter(
        (chunk) => chunk.facadeModuleId && pages.includes(chunk.facadeModuleId),
      )) {
        const reached = new Set<string>();
        const pending = [page.fileName];
        while (pending.length > 0) {
          const file = pending.pop()!;
          if (reached.has(file)) continue;
          reached.add(file);
          pending.push(...(byFile.get(file)?.imports ?? []));
        }
        const wrong = [...reached].map((file) => byFile.get(file)!).filter((chunk) => later.test(chunk.name));
        if (wrong.length > 0) {
          this.error(
            `${page.facadeModuleId} would load ${wrong.map((chunk) => `${chunk.fileName} (${chunk.moduleIds.slice(0, 5).join(", ")}, …)`).join("; ")}`,
          );
        }
      }
    },
  };
}
