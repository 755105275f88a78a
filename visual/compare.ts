// The screenshot comparison of the suite (stories.spec.ts) and of the test that proves it bites
// (mutation.spec.ts). Playwright's toHaveScreenshot compares with pixelmatch and exempts every pixel it takes
// for anti-aliasing: a corner radius 2 px smaller only moves anti-aliased edge pixels (at most 0.6 px), so a
// single button's 8 → 6 px radius came out as 0 different pixels at any threshold. This comparison counts
// every pixel whose colour moved by more than THRESHOLD (pixelmatch's own YIQ distance, the anti-aliasing
// exemption left out) and fails beyond MAX_DIFF_PIXELS. Stability comes from the fonts loaded before the first
// story, the frozen clock, no animation and the pointer moved away (harness.ts), not from tolerance.
import { deflateSync, inflateSync, crc32 } from "node:zlib";

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

export interface Image {
  width: number;
  height: number;
  /** RGBA, 8 bits a channel. */
  data: Uint8Array;
}

/** Reads an 8-bit RGB or RGBA, non-interlaced PNG (what Chromium's screenshots are). */
export function decodePng(png: Buffer): Image {
  let offset = 8;
  let width = 0;
  let height = 0;
  let colorType = 6;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString("ascii", offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === "IHDR") {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [bitDepth, interlace] = [body[8], body[12]];
      colorType = body[9]!;
      if (bitDepth !== 8 || interlace !== 0 || (colorType !== 2 && colorType !== 6))
        throw new Error(
          `Unsupported PNG: bit depth ${bitDepth}, colour type ${colorType}, interlace ${interlace}`,
        );
    } else if (type === "IDAT") idat.push(body);
    else if (type === "IEND") break;
    offset += 12 + length;
  }
  const channels = colorType === 6 ? 4 : 3;
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = y * stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? pixels[out + x - channels]! : 0;
      const b = y > 0 ? pixels[out - stride + x]! : 0;
      const c = x >= channels && y > 0 ? pixels[out - stride + x - channels]! : 0;
      let predictor = 0;
      if (filter === 1) predictor = a;
      else if (filter === 2) predictor = b;
      else if (filter === 3) predictor = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
        predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      pixels[out + x] = (line[x]! + predictor) & 0xff;
    }
  }
  if (channels === 4) return { width, height, data: pixels };
  const data = new Uint8Array(width * height * 4);
  for (let i = 0, j = 0; i < pixels.length; i += 3, j += 4) {
    data[j] = pixels[i]!;
    data[j + 1] = pixels[i + 1]!;
    data[j + 2] = pixels[i + 2]!;
    data[j + 3] = 255;
  }
  return { width, height, data };
}

/** Writes an RGBA image as PNG (the diff image of a failure). */
export function encodePng({ width, height, data }: Image): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(body.length, 0);
    head.write(type, 4, "ascii");
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++)
    raw.set(data.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** pixelmatch's colour distance (YIQ, blended over white), squared; 35215 is black against white. */
function distance(a: Uint8Array, b: Uint8Array, i: number): number {
  const blend = (data: Uint8Array, k: number) => {
    const alpha = data[i + 3]! / 255;
    return 255 + (data[i + k]! - 255) * alpha;
  };
  const [r1, g1, b1] = [blend(a, 0), blend(a, 1), blend(a, 2)];
  const [r2, g2, b2] = [blend(b, 0), blend(b, 1), blend(b, 2)];
  const y = (r: number, g: number, bl: number) => r * 0.29889531 + g * 0.58662247 + bl * 0.11448223;
  const iq = (r: number, g: number, bl: number) => r * 0.59597799 - g * 0.2741761 - bl * 0.32180189;
  const q = (r: number, g: number, bl: number) => r * 0.21147017 - g * 0.52261711 + bl * 0.31114694;
  const dy = y(r1, g1, b1) - y(r2, g2, b2);
  const di = iq(r1, g1, b1) - iq(r2, g2, b2);
  const dq = q(r1, g1, b1) - q(r2, g2, b2);
  return 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq;
}

export interface Comparison {
  /** Pixels whose colour moved beyond THRESHOLD. */
  different: number;
  /** Why the images differ, or undefined when they match within the budget. */
  failure?: string;
  /** The expected image greyed, with the different pixels in red. */
  diff: Image;
}

/** Compares a screenshot with its baseline, as the suite does. */
export function compareImages(expectedPng: Buffer, actualPng: Buffer): Comparison {
  const expected = decodePng(expectedPng);
  const actual = decodePng(actualPng);
  const width = Math.max(expected.width, actual.width);
  const height = Math.max(expected.height, actual.height);
  const diff: Image = { width, height, data: new Uint8Array(width * height * 4) };
  const limit = 35215 * THRESHOLD * THRESHOLD;
  const at = (image: Image, x: number, y: number) =>
    x < image.width && y < image.height ? (y * image.width + x) * 4 : -1;
  const blank = new Uint8Array(4);
  let different = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = at(expected, x, y);
      const j = at(actual, x, y);
      const out = (y * width + x) * 4;
      const a = i >= 0 ? expected.data.subarray(i, i + 4) : blank;
      const b = j >= 0 ? actual.data.subarray(j, j + 4) : blank;
      if (i < 0 || j < 0 || distance(a, b, 0) > limit) {
        different++;
        diff.data.set([255, 0, 0, 255], out);
      } else {
        const grey = 255 + ((a[0]! * 0.3 + a[1]! * 0.59 + a[2]! * 0.11 - 255) * 0.1 * a[3]!) / 255;
        diff.data.set([grey, grey, grey, 255], out);
      }
    }
  }
  const size =
    expected.width !== actual.width || expected.height !== actual.height
      ? `Expected an image ${expected.width}px by ${expected.height}px, received ${actual.width}px by ${actual.height}px. `
      : "";
  const failure =
    size || different > MAX_DIFF_PIXELS
      ? `${size}${different} pixels are different beyond the threshold ${THRESHOLD} (the budget is ${MAX_DIFF_PIXELS}).`
      : undefined;
  return { different, failure, diff };
}
