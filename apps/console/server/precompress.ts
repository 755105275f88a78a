import { readFile, readdir, stat, writeFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; fonts (woff2), images and source maps are left as they are. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
/** config.js is edited by hand after the build (README "Deploy"): a compressed twin would go stale. */
const EDITED_AFTER_BUILD = new Set(["config.js"]);
/** Under a packet, compression gains nothing. */
const MIN_BYTES = 1024;

async function* files(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip, best) beside every text file of the build, once, so
 * the deploy server (server/serve.mjs) sends compressed bytes without compressing per request.
 */
export async function precompress(outDir: string): Promise<number> {
  const jobs: Promise<void>[] = [];
  for await (const path of files(outDir)) {
    const name = relative(outDir, path);
    if (!COMPRESSIBLE.test(name) || EDITED_AFTER_BUILD.has(name)) continue;
    if ((await stat(path)).size < MIN_BYTES) continue;
    jobs.push(
      readFile(path).then(async (content) => {
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gzipAsync(content, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      }),
    );
  }
  await Promise.all(jobs);
  return jobs.length;
}

/** The build step: precompress the output once it is written. */
export function precompressPlugin(): Plugin {
  let outDir = "dist";
  return {
    name: "cms-precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompress(outDir);
    },
  };
}
