import fc from "fast-check";
import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { portalLoginLink } from "../src/handlers/vouchers";
import { qrMatrix, qrPath, type QrMatrix } from "../src/handlers/voucherQr";
import { accessCode } from "../src/seed/gateway";

// The voucher QR code (src/handlers/voucherQr.ts) chooses the mask and the segments faster than qrcode does,
// so it is checked against qrcode itself: the same modules for any text, and a path that fills exactly them.

/** The modules qrcode gives for `text`, as the vouchers had them before. */
const reference = (text: string) => QRCode.create(text, { errorCorrectionLevel: "M" }).modules;

/** The modules a path of `x y w h re` rectangles fills. */
function filled(path: string, size: number): Uint8Array {
  const grid = new Uint8Array(size * size);
  const ops = path.trim().split("\n");
  expect(ops.pop()).toBe("f");
  for (const op of ops) {
    const [x, y, w, h] = op.split(" ").map(Number) as [number, number, number, number];
    expect(op).toMatch(/^\d+ \d+ \d+ \d+ re$/);
    for (let row = y; row < y + h; row++) for (let col = x; col < x + w; col++) grid[row * size + col] = 1;
  }
  return grid;
}

describe("voucher QR code", () => {
  it("has the modules qrcode gives for every portal link of a batch", () => {
    // A batch's links share their shape but for the code: the first of a shape is split by qrcode, the
    // rest by the remembered split.
    for (const bulk of ["5f0c0ffee0000000000bench", "64b7f0c2a1d3e4f5a6b7c8d9"]) {
      for (let i = 0; i < 600; i++) {
        const link = portalLoginLink("1001", accessCode(bulk, i));
        const { size, data } = reference(link);
        const mine = qrMatrix(link);
        expect(mine.size).toBe(size);
        expect(Buffer.from(mine.data).equals(Buffer.from(data)), link).toBe(true);
      }
    }
  });

  it("has the modules qrcode gives for any text, of any version and mode mix", () => {
    const text = fc.oneof(
      fc.string({ unit: "grapheme", minLength: 1, maxLength: 300 }),
      fc.stringMatching(/^[0-9A-Z $%*+\-./:a-z]{1,400}$/),
      fc
        .tuple(fc.string({ minLength: 1, maxLength: 12 }), fc.stringMatching(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/))
        .map(([property, code]) => portalLoginLink(property, code)),
    );
    fc.assert(
      fc.property(text, (value) => {
        const { size, data } = reference(value);
        // Twice: the second time the split of the text's shape is known.
        for (const mine of [qrMatrix(value), qrMatrix(value)]) {
          expect(mine.size).toBe(size);
          expect(Buffer.from(mine.data).equals(Buffer.from(data))).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("draws a path that fills exactly the dark modules", () => {
    const matrices: QrMatrix[] = [
      qrMatrix(portalLoginLink("1001", "ABCD-EF23")),
      qrMatrix("x".repeat(500)),
      { size: 3, data: Uint8Array.from([1, 1, 1, 1, 0, 1, 1, 1, 1]) },
      { size: 2, data: Uint8Array.from([0, 0, 0, 0]) },
    ];
    for (const matrix of matrices) {
      const path = Buffer.from(qrPath(matrix)).toString("latin1");
      expect(Buffer.from(filled(path, matrix.size)).equals(Buffer.from(matrix.data))).toBe(true);
    }
  });
});
