// Which story files a set of changed files can affect: a walk over the workspace's imports (static, dynamic
// and re-exports; `@cms/*` names resolved through each package's `exports`) from the changed files up to
// the `*.stories.tsx` files that reach them. Used by `pnpm test:changed`; `node scripts/affected.mjs <file>...`
// prints the story files for the given files.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const SOURCE_ROOTS = ["packages", "apps", "cli"];
const EXTENSIONS = [".ts", ".tsx", ".mts", ".js", ".mjs", ".json"];
const isStory = (file) => /\.stories\.(ts|tsx)$/.test(file);

/**
 * Files whose change can affect every story (the Storybook setup, the harness, dependencies, translations the
 * preview bundles with import.meta.glob): `pnpm test:changed` then runs everything.
 */
export const GLOBAL = [
  /^\.storybook\//,
  /^visual\/(?!__screenshots__\/)/,
  /^playwright\.config\.ts$/,
  /^package\.json$/,
  /^pnpm-lock\.yaml$/,
  /^pnpm-workspace\.yaml$/,
  /^tsconfig[^/]*\.json$/,
  /^(packages|apps)\/[^/]+\/(package\.json|vite\.config\.ts|tsconfig[^/]*\.json)$/,
  /^(packages|apps)\/[^/]+\/locales\//,
  /^apps\/console\/src\/products\/[^/]+\/locales\//,
];

function walk(dir, files = []) {
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name === "dist" || name.startsWith(".")) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, files);
    else if (/\.(ts|tsx|mts|js|mjs)$/.test(name) && !name.endsWith(".d.ts")) files.push(path);
  }
  return files;
}

/** `@cms/ui/i18n` → packages/ui/src/i18n/index.ts, from each workspace package's `exports`. */
function workspacePackages() {
  const packages = new Map();
  for (const top of SOURCE_ROOTS) {
    const base = join(root, top);
    if (!existsSync(base)) continue;
    const dirs = existsSync(join(base, "package.json"))
      ? [base]
      : readdirSync(base).map((name) => join(base, name));
    for (const dir of dirs) {
      const manifest = join(dir, "package.json");
      if (!existsSync(manifest)) continue;
      const { name, exports } = JSON.parse(readFileSync(manifest, "utf8"));
      if (name)
        packages.set(name, {
          dir,
          exports: typeof exports === "string" ? { ".": exports } : (exports ?? {}),
        });
    }
  }
  return packages;
}

function resolveFile(path) {
  if (existsSync(path) && statSync(path).isFile()) return path;
  for (const extension of EXTENSIONS) if (existsSync(path + extension)) return path + extension;
  // TypeScript's ESM style: "./x.js" names x.ts.
  const bare = path.replace(/\.(js|mjs)$/, "");
  if (bare !== path)
    for (const extension of [".ts", ".tsx", ".mts"])
      if (existsSync(bare + extension)) return bare + extension;
  for (const extension of EXTENSIONS) {
    const index = join(path, "index" + extension);
    if (existsSync(index)) return index;
  }
  return undefined;
}

function resolveSpecifier(specifier, from, packages) {
  if (specifier.startsWith(".")) return resolveFile(resolve(dirname(from), specifier.replace(/\?.*$/, "")));
  const match = /^(@cms\/[^/]+)(\/.*)?$/.exec(specifier);
  if (!match) return undefined;
  const pkg = packages.get(match[1]);
  if (!pkg) return undefined;
  const target = pkg.exports["." + (match[2] ?? "")];
  return typeof target === "string" ? resolveFile(join(pkg.dir, target)) : undefined;
}

const IMPORT =
  /(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** Every source file with the files that import it. */
export function importersGraph() {
  const packages = workspacePackages();
  const importers = new Map();
  for (const top of SOURCE_ROOTS) {
    if (!existsSync(join(root, top))) continue;
    for (const file of walk(join(root, top))) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(IMPORT)) {
        // Type-only imports change no story's behaviour or pixels on their own; a change of the type that
        // matters changes a runtime file as well. They are still followed: cheap, and safe.
        const target = resolveSpecifier(match[1] ?? match[2], file, packages);
        if (!target) continue;
        if (!importers.has(target)) importers.set(target, new Set());
        importers.get(target).add(file);
      }
    }
  }
  return importers;
}

/** The story files (relative to the repository) that import any of `files`, directly or through others. */
export function affectedStories(files) {
  const importers = importersGraph();
  const seen = new Set();
  const queue = files.map((file) => resolve(root, file)).filter((file) => existsSync(file));
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const importer of importers.get(file) ?? []) queue.push(importer);
  }
  return [...seen]
    .filter(isStory)
    .map((file) => relative(root, file))
    .sort();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const file of affectedStories(process.argv.slice(2))) console.log(file);
}
