// The QR code of each voucher, fast enough for 100,000 of them (docs/benchmarks.md, "Voucher PDF").
//
// Profiled on 10,000 vouchers, qrcode's `create` spent two thirds of its time choosing the mask (it tries all
// eight on its BitMatrix, a method call per module read, and sums the four penalty rules) and a fifth splitting
// the text into segments. Here qrcode still encodes the text (version, error correction, placement) with mask
// 0; the mask is chosen again by the same rules over packed bytes, and the split is remembered per shape of
// text. The result is module for module what `QRCode.create(text, { errorCorrectionLevel: "M" })` gives:
// test/voucherQr.test.ts checks it against qrcode itself.
import QRCode, { type QRCodeOptions, type QRCodeSegment } from "qrcode";

export interface QrMatrix {
  /** Modules per side (without the quiet zone). */
  size: number;
  /** 1 for a dark module, row by row. */
  data: Uint8Array;
}

const LEVEL = "M";
const MASKS = [0, 1, 2, 3, 4, 5, 6, 7] as const;

/** The mask rules of ISO/IEC 18004 (as qrcode's mask-pattern.js writes them): true where a module flips. */
const MASK_AT: ((i: number, j: number) => boolean)[] = [
  (i, j) => (i + j) % 2 === 0,
  (i) => i % 2 === 0,
  (_, j) => j % 3 === 0,
  (i, j) => (i + j) % 3 === 0,
  (i, j) => (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0,
  (i, j) => ((i * j) % 2) + ((i * j) % 3) === 0,
  (i, j) => (((i * j) % 2) + ((i * j) % 3)) % 2 === 0,
  (i, j) => (((i * j) % 3) + ((i + j) % 2)) % 2 === 0,
];

/**
 * A symbol's lines packed eight modules to a byte, the first module in the high bit and the unused bits of a
 * line's last byte 0: the rows, then the columns, `(size + 7) >> 3` bytes each. The mask rules only look along
 * rows and columns, so a whole byte of a line is scored at once.
 */
function pack(data: Uint8Array, size: number): Uint8Array {
  const width = (size + 7) >> 3;
  const packed = new Uint8Array(2 * size * width);
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) {
      if (!data[i * size + j]) continue;
      const inRow = i * width + (j >> 3);
      const inColumn = (size + j) * width + (i >> 3);
      packed[inRow] = packed[inRow]! | (0x80 >> (j & 7));
      packed[inColumn] = packed[inColumn]! | (0x80 >> (i & 7));
    }
  }
  return packed;
}

/**
 * For one symbol size, what turns a symbol masked with mask 0 into the same symbol with mask p: the data
 * modules flip where mask 0 and mask p differ, and the format information (the only function modules that
 * depend on the mask) changes from mask 0's to mask p's. Read from qrcode's own symbols of that version; kept
 * as a matrix (for the result) and packed (for the scoring).
 */
interface Flips {
  matrices: Uint8Array[];
  packed: Uint8Array[];
}

const flipsBySize = new Map<number, Flips>();

function flipsFor(version: number, size: number): Flips {
  let flips = flipsBySize.get(size);
  if (flips) return flips;
  const symbols = MASKS.map(
    (maskPattern) => QRCode.create("0", { version, errorCorrectionLevel: LEVEL, maskPattern }).modules,
  );
  const { reservedBit, data: first } = symbols[0]!;
  const matrices = symbols.map(({ data }, p) => {
    const flip = new Uint8Array(size * size);
    for (let i = 0; i < size; i++) {
      for (let j = 0; j < size; j++) {
        const at = i * size + j;
        flip[at] = reservedBit[at] ? first[at]! ^ data[at]! : Number(MASK_AT[0]!(i, j) !== MASK_AT[p]!(i, j));
      }
    }
    return flip;
  });
  flips = { matrices, packed: matrices.map((flip) => pack(flip, size)) };
  flipsBySize.set(size, flips);
  return flips;
}

/**
 * The row and column rules, module by module: the penalty that the module at position b of a line adds,
 * looked up by min(b, 10) and the last 11 modules of the line (newest in bit 0). A run of L >= 5 alike modules
 * costs L - 2 (qrcode's getPenaltyN1: 3 + L - 5), counted here as +3 where the run reaches five and +1 for
 * each module after; the 1:1:3:1:1 finder-like windows 10111010000 and 00001011101 cost 40 each once the line
 * has 11 modules (getPenaltyN3). No entry is negative.
 */
const MODULE_PENALTY = (() => {
  const table = new Int16Array(11 << 11);
  for (let b = 0; b <= 10; b++) {
    for (let w = 0; w < 1 << 11; w++) {
      const run5 = b >= 4 && ((w & 0x1f) === 0 || (w & 0x1f) === 0x1f);
      const run6 = b >= 5 && ((w & 0x3f) === 0 || (w & 0x3f) === 0x3f);
      const finder = b >= 10 && (w === 0x5d0 || w === 0x05d);
      table[(b << 11) | w] = (run5 ? 3 : 0) - (run6 ? 2 : 0) + (finder ? 40 : 0);
    }
  }
  return table;
})();

const SECOND_BYTE = 1 << 8;
const LATER_BYTES = SECOND_BYTE + (1 << 16);

/**
 * The same rules a byte (eight modules) at a time: the first byte of a line by itself, the second after the
 * first, and every later byte after the line's last ten modules. Built on first use (half a megabyte).
 */
let bytePenalty: Int16Array | undefined;

function bytePenalties(): Int16Array {
  const table = new Int16Array(LATER_BYTES + (1 << 18));
  const score = (before: number, byte: number, position: number) => {
    let window = before;
    let points = 0;
    for (let k = 0; k < 8; k++) {
      window = ((window << 1) | ((byte >> (7 - k)) & 1)) & 0x7ff;
      points += MODULE_PENALTY[(Math.min(position + k, 10) << 11) | window]!;
    }
    return points;
  };
  for (let byte = 0; byte < 256; byte++) {
    table[byte] = score(0, byte, 0);
    for (let before = 0; before < 1 << 8; before++)
      table[SECOND_BYTE + ((before << 8) | byte)] = score(before, byte, 8);
    for (let before = 0; before < 1 << 10; before++)
      table[LATER_BYTES + ((before << 8) | byte)] = score(before, byte, 16);
  }
  return table;
}

const ONES = Uint8Array.from({ length: 256 }, (_, byte) => byte.toString(2).replace(/0/g, "").length);

/**
 * The penalty of the symbol masked with mask p, by the four rules as qrcode counts them (mask-pattern.js,
 * getPenaltyN1 to N4), on the packed mask-0 symbol xor the packed flips of p. Stops early (with a penalty of
 * at least `lowest`) once the mask cannot beat the best one so far: no rule subtracts points.
 */
function penalty(packed: Uint8Array, flip: Uint8Array, size: number, lowest: number): number {
  const table = (bytePenalty ??= bytePenalties());
  const width = (size + 7) >> 3;
  const full = size >> 3;
  const rest = size & 7;
  // The unused bits of a line's last byte, set in the lower row of a 2x2 block so that no block reaches there.
  const unused = rest ? 0xff >> rest : 0;
  let points = 0;
  let dark = 0;
  for (let line = 0; line < 2 * size; line++) {
    const at = line * width;
    let window = 0;
    for (let k = 0; k < full; k++) {
      const byte = packed[at + k]! ^ flip[at + k]!;
      points +=
        k === 0
          ? table[byte]!
          : k === 1
            ? table[SECOND_BYTE + (((window & 0xff) << 8) | byte)]!
            : table[LATER_BYTES + (((window & 0x3ff) << 8) | byte)]!;
      window = (window << 8) | byte;
      if (line < size) dark += ONES[byte]!;
    }
    if (rest) {
      const byte = packed[at + full]! ^ flip[at + full]!;
      for (let k = 0; k < rest; k++) {
        window = (window << 1) | ((byte >> (7 - k)) & 1);
        points += MODULE_PENALTY[(10 << 11) | (window & 0x7ff)]!;
      }
      if (line < size) dark += ONES[byte]!;
    }
    if (points >= lowest) return points;
  }
  // 2x2 blocks of one colour, 3 each (getPenaltyN2): in each pair of rows, where the upper row's module equals
  // the lower one's and both equal their left neighbours. The line's first module has no left neighbour: its
  // "left neighbours" are taken as 0 above and 1 below, which never match.
  for (let row = 1; row < size; row++) {
    const upper = (row - 1) * width;
    const lower = row * width;
    let leftA = 0;
    let leftB = 1;
    for (let k = 0; k < width; k++) {
      const a = packed[upper + k]! ^ flip[upper + k]!;
      const b = (packed[lower + k]! ^ flip[lower + k]!) | (k === width - 1 ? unused : 0);
      const same = ~(a ^ b) & ~(a ^ ((a >> 1) | (leftA << 7))) & ~(b ^ ((b >> 1) | (leftB << 7))) & 0xff;
      points += 3 * ONES[same]!;
      leftA = a & 1;
      leftB = b & 1;
    }
    if (points >= lowest) return points;
  }
  // The same expression as qrcode's getPenaltyN4, so that rounding is the same too.
  const total = size * size;
  return points + Math.abs(Math.ceil((dark * 100) / total / 5) - 10) * 10;
}

/** qrcode's character classes when Kanji mode is off (regex.js): digits, the other alphanumerics, bytes. */
const CHARACTER_CLASS = (() => {
  const classes: string[] = Array.from({ length: 128 }, () => "b");
  for (const c of "0123456789") classes[c.charCodeAt(0)] = "0";
  for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:") classes[c.charCodeAt(0)] = "A";
  return classes;
})();

/** The class of each character of an ASCII text, or undefined for other texts. */
function shapeOf(text: string): string | undefined {
  let shape = "";
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 128) return undefined;
    shape += CHARACTER_CLASS[code];
  }
  return shape;
}

/**
 * qrcode splits a text into segments (numeric, alphanumeric, byte) by a shortest-path search over every way to
 * encode it. The search sees only each character's class and, for ASCII, each
 * segment's length in characters, so texts of the same shape get the same split: the portal links of a batch
 * differ only in the code, which has a few hundred shapes. Remembered per shape (a bounded number) and handed
 * to qrcode as explicit segments, which it encodes exactly as it would have.
 */
const segmentsByShape = new Map<string, [QRCodeSegment["mode"], number][]>();
const SHAPES_KEPT = 4096;

function encode(text: string, options: QRCodeOptions) {
  const shape = shapeOf(text);
  const known = shape === undefined ? undefined : segmentsByShape.get(shape);
  if (known) {
    let at = 0;
    const segments = known.map(([mode, length]) => ({ mode, data: text.slice(at, (at += length)) }));
    return QRCode.create(segments as QRCodeSegment[], options);
  }
  const symbol = QRCode.create(text, options);
  if (shape !== undefined) {
    if (segmentsByShape.size >= SHAPES_KEPT) segmentsByShape.clear();
    segmentsByShape.set(
      shape,
      symbol.segments.map((segment) => [
        segment.mode.id.toLowerCase() as QRCodeSegment["mode"],
        segment.getLength(),
      ]),
    );
  }
  return symbol;
}

/** The modules of the QR code (error correction level M) that qrcode makes of `text`. */
export function qrMatrix(text: string): QrMatrix {
  const symbol = encode(text, { errorCorrectionLevel: LEVEL, maskPattern: 0 });
  const { size, data } = symbol.modules;
  const flips = flipsFor(symbol.version, size);
  const packed = pack(data, size);
  let best = 0;
  let lowest = Infinity;
  for (const p of MASKS) {
    const points = penalty(packed, flips.packed[p]!, size, lowest);
    // The first mask with the lowest penalty wins, as in qrcode's getBestMask.
    if (points < lowest) {
      lowest = points;
      best = p;
    }
  }
  const flip = flips.matrices[best]!;
  const masked = new Uint8Array(size * size);
  for (let at = 0; at < masked.length; at++) masked[at] = data[at]! ^ flip[at]!;
  return { size, data: masked };
}

/** Room for a symbol's operators: at most (size + 1) / 2 rectangles a row, each under 20 bytes. */
let scratch = new Uint8Array(0);
const SPACE = 0x20;
const NEWLINE = 0x0a;

function putNumber(out: Uint8Array, at: number, value: number): number {
  if (value >= 100) out[at++] = 0x30 + Math.floor(value / 100);
  if (value >= 10) out[at++] = 0x30 + (Math.floor(value / 10) % 10);
  out[at++] = 0x30 + (value % 10);
  out[at++] = SPACE;
  return at;
}

/**
 * The dark modules as PDF path operators in module units (module (col, row) is the unit square at col, row,
 * y downwards as on a pdfkit page): runs of dark modules in a row, and a run that repeats in the rows below is
 * one taller rectangle. Ends with the fill; the caller wraps it in a transform to place and scale it. Bytes,
 * not a string, because pdfkit takes bytes as they are and converts a string character by character, and a
 * voucher's QR code is most of its page content.
 */
export function qrPath({ size, data }: QrMatrix): Uint8Array {
  const room = size * (size + 1) * 10 + 2;
  if (scratch.length < room) scratch = new Uint8Array(room);
  const out = scratch;
  let at = 0;
  // By the column a rectangle starts at: its length (0: none open) and top row; and this row's runs.
  const openLength = new Int32Array(size);
  const openTop = new Int32Array(size);
  const runs = new Int32Array(size);
  for (let row = 0; row <= size; row++) {
    runs.fill(0);
    for (let col = 0; row < size && col < size;) {
      if (!data[row * size + col]) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && data[row * size + col]) col++;
      runs[start] = col - start;
    }
    for (let col = 0; col < size; col++) {
      const length = openLength[col]!;
      if (!length) continue;
      if (runs[col] === length) runs[col] = 0;
      else {
        at = putNumber(out, at, col);
        at = putNumber(out, at, openTop[col]!);
        at = putNumber(out, at, length);
        at = putNumber(out, at, row - openTop[col]!);
        out[at++] = 0x72; // "re"
        out[at++] = 0x65;
        out[at++] = NEWLINE;
        openLength[col] = 0;
      }
    }
    for (let col = 0; col < size; col++) {
      if (!runs[col]) continue;
      openLength[col] = runs[col]!;
      openTop[col] = row;
    }
  }
  out[at++] = 0x66; // "f"
  out[at++] = NEWLINE;
  return out.slice(0, at);
}
