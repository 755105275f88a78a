// The screenshot comparison of the suite (stories.spec.ts) and of the test that proves it bites
// (mutation.spec.ts): pixelmatch on images read by pngjs. Playwright's toHaveScreenshot exempts every pixel it
// takes for anti-aliasing: a corner radius 2 px smaller only moves anti-aliased edge pixels (at most 0.6 px),
// so a single button's 8 → 6 px radius came out as 0 different pixels at any threshold. Here anti-aliased
// pixels count too (`includeAA`), every pixel whose colour moved beyond THRESHOLD is counted, and more than
// MAX_DIFF_PIXELS fail. Stability comes from the fonts loaded before the first story, the frozen clock, no
// animation and the pointer moved away (harness.ts), not from tolerance.
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";

/**
 * The per-pixel colour distance, 0 (any change) to 1 (black against white), as pixelmatch's `threshold`.
 * Playwright's default 0.2 took the primary gold and a much darker gold for the same pixel; at 0.05 the gold
 * against its own hover colour differs.
 */
export const THRESHOLD = 0.05;

/**
 * Pixels beyond THRESHOLD a screenshot may differ by: far fewer than a 2 px smaller radius on one button changes
 * (~53). It was 4; a full run met 5–9 pixels of anti-aliasing on a field border's corners and chart line joints.
 */
export const MAX_DIFF_PIXELS = 12;

export interface Comparison {
  /** Pixels whose colour moved beyond THRESHOLD. */
  different: number;
  /** Why the images differ, or undefined when they match within the budget. */
  failure?: string;
  /** The expected image faded, with the different pixels in red (pixelmatch's diff image), as PNG; encoded
   * only when asked for (a failure's report), as it costs more than the comparison. */
  diff: () => Buffer;
}

/** `image` on a transparent canvas of `width` x `height` (images of different sizes are compared this way). */
function padded(image: PNG, width: number, height: number): Uint8Array {
  if (image.width === width && image.height === height) return image.data;
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < image.height; y++)
    data.set(image.data.subarray(y * image.width * 4, (y + 1) * image.width * 4), y * width * 4);
  return data;
}

/**
 * Compares a screenshot with its baseline, as the suite does. `threshold` is for reports only (the stale
 * baselines' search counts the pixels that moved at all, at 0); the suite's verdict is THRESHOLD's.
 */
export function compareImages(expectedPng: Buffer, actualPng: Buffer, threshold = THRESHOLD): Comparison {
  // Chromium encodes the same pixels to the same bytes: most shots need no decoding at all.
  if (expectedPng.equals(actualPng)) return { different: 0, diff: () => expectedPng };
  const expected = PNG.sync.read(expectedPng);
  const actual = PNG.sync.read(actualPng);
  const width = Math.max(expected.width, actual.width);
  const height = Math.max(expected.height, actual.height);
  const diff = new PNG({ width, height });
  const different = pixelmatch(
    padded(expected, width, height),
    padded(actual, width, height),
    diff.data,
    width,
    height,
    { threshold, includeAA: true },
  );
  const size =
    expected.width !== actual.width || expected.height !== actual.height
      ? `Expected an image ${expected.width}px by ${expected.height}px, received ${actual.width}px by ${actual.height}px. `
      : "";
  const failure =
    size || different > MAX_DIFF_PIXELS
      ? `${size}${different} pixels are different beyond the threshold ${threshold} (the budget is ${MAX_DIFF_PIXELS}).`
      : undefined;
  return { different, failure, diff: () => PNG.sync.write(diff) };
}
