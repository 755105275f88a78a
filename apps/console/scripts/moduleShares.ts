// Which source modules make up a set of built chunks, and about how much of their gzip each is: read from the
// chunks' source maps, so that a size check that fails can name what is big (scripts/size-budget.ts).
import { gzipSync } from "node:zlib";
import { decode } from "@jridgewell/sourcemap-codec";

/** The fields of a version 3 source map that are read here. */
export interface SourceMap {
  sources: string[];
  mappings: string;
}

/** What a chunk holds that no module's code maps to: its import and export lines, the lists of files to preload. */
export const GLUE = "(chunk glue: imports, exports, preload lists)";

/**
 * A chunk's code split by the source module each stretch maps to: a segment of the map owns the code from its
 * column to the next segment's. Code before a line's first segment, or under a segment naming no source, is
 * {@link GLUE}.
 */
export function codeBySource(code: string, map: SourceMap): Map<string, string> {
  const bySource = new Map<string, string>();
  const add = (source: string, text: string) => {
    if (text) bySource.set(source, (bySource.get(source) ?? "") + text);
  };
  const lines = code.split("\n");
  // decode() gives a line's segments with absolute columns and source indexes: [column] alone names no source.
  const mapped = decode(map.mappings);
  mapped.forEach((segments, index) => {
    const line = lines[index] ?? "";
    let column = 0;
    let owner = GLUE;
    for (const [next, sourceIndex] of segments) {
      add(owner, line.slice(column, next));
      column = next;
      owner = sourceIndex === undefined ? GLUE : (map.sources[sourceIndex] ?? GLUE);
    }
    add(owner, line.slice(column));
  });
  // Lines past the mappings (a chunk's last lines often have none).
  for (const line of lines.slice(mapped.length)) add(GLUE, line);
  return bySource;
}

/** A module's share of the chunks: its code's length and an estimate of its gzip. */
export interface ModuleShare {
  module: string;
  raw: number;
  gzip: number;
}

/**
 * Each source module's share of the chunks given, largest first. A module's gzip is an estimate: its code
 * compressed alone, scaled so that a chunk's modules add up to the chunk's real gzip (alone, a small module's
 * code compresses worse than beside its neighbours). `name` shortens a map's source paths for reading.
 */
export function moduleShares(
  chunks: { code: string; map: SourceMap }[],
  name: (source: string) => string = (source) => source,
): ModuleShare[] {
  const shares = new Map<string, ModuleShare>();
  for (const { code, map } of chunks) {
    const parts = [...codeBySource(code, map)].map(([source, text]) => ({
      module: source === GLUE ? GLUE : name(source),
      raw: text.length,
      alone: gzipSync(text, { level: 9 }).length,
    }));
    const scale = gzipSync(code, { level: 9 }).length / parts.reduce((sum, part) => sum + part.alone, 0);
    for (const { module, raw, alone } of parts) {
      const share = shares.get(module) ?? { module, raw: 0, gzip: 0 };
      share.raw += raw;
      share.gzip += alone * scale;
      shares.set(module, share);
    }
  }
  return [...shares.values()].sort((a, b) => b.gzip - a.gzip);
}

/** A map source as a reader names it: `react-dom/cjs/…` for a package, the repository's path for our own. */
export function readableSource(source: string): string {
  return source
    .replace(/^(\.\.\/)+/, "")
    .replace(/^(.*\/)?node_modules\/\.pnpm\/[^/]+\/node_modules\//, "")
    .replace(/^(.*\/)?node_modules\//, "");
}
