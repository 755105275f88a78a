/**
 * The sandbox's deterministic randomness, in one place (issue 44): the same demo data on every run, and a
 * figure for any day or device computed when it is asked for, without a stored sequence. Faker (seeded in
 * `context.ts`) draws the names and texts; these draw the numbers.
 *
 * - {@link hash} and {@link unit}: a stable number for a list of parts (a property, a day, a device).
 * - {@link textUnit}: the same kind of number over the parts joined as text; the guest app's reservations and
 *   statistics were seeded with it, so it stays (another mixing would change every seeded guest and figure).
 * - {@link sequence}: a stream of numbers from one seed (Mulberry32), for the draws of one day's statistics.
 */

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const TWO_TO_32 = 4294967296;

/** FNV-1a over a text's UTF-16 units, on from `h`. */
function fnvText(h: number, text: string): number {
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), FNV_PRIME);
  return h;
}

/** Spreads a hash's bits (multiply-xorshift) so that parts differing in one character differ everywhere. */
function mix(h: number): number {
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return h ^ (h >>> 12);
}

/** A stable 32-bit number for the parts (FNV-1a over strings, multiply-xorshift over numbers). */
export function hash(...parts: (string | number)[]): number {
  let h = FNV_OFFSET;
  for (const part of parts) {
    if (typeof part === "number") {
      h = Math.imul(h ^ (part | 0), FNV_PRIME);
      h = Math.imul(h ^ Math.floor(part / TWO_TO_32), FNV_PRIME);
    } else {
      h = fnvText(h, part);
    }
    h = Math.imul(h ^ 0x7c, FNV_PRIME);
  }
  h = Math.imul(mix(h), 0x297a2d39);
  h ^= h >>> 15;
  return h >>> 0;
}

/** A stable number in [0, 1) for the parts. */
export const unit = (...parts: (string | number)[]) => hash(...parts) / TWO_TO_32;

/** A stable number in [0, 1) for the parts joined with "|" (one part as it is): see the module's note. */
export function textUnit(...parts: (string | number)[]): number {
  const text = parts.length === 1 ? String(parts[0]) : parts.join("|");
  return (mix(fnvText(FNV_OFFSET, text)) >>> 0) / TWO_TO_32;
}

/** Mulberry32: a small, fast pseudo-random sequence from one seed in [0, 1). */
export function sequence(seed: number): () => number {
  let a = Math.floor(seed * TWO_TO_32) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / TWO_TO_32;
  };
}
