import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { GLUE, codeBySource, moduleShares, readableSource } from "./moduleShares";

// Mappings written by hand: "AAAA" is column 0 of the first source; "ICAA" steps 4 columns and to the next source;
// "I" alone is a segment 4 columns on that maps to no source; "ADAA" steps back to the previous source.
describe("codeBySource", () => {
  it("gives each source the code from its segments to the next", () => {
    const code = 'import"x";let a=1;\nlet b=2;';
    // Line 1: glue up to column 10, then a.ts; line 2: b.ts from its start.
    const map = { sources: ["a.ts", "b.ts"], mappings: "UAAA;ACAA" };
    expect(Object.fromEntries(codeBySource(code, map))).toEqual({
      [GLUE]: 'import"x";',
      "a.ts": "let a=1;",
      "b.ts": "let b=2;",
    });
  });

  it("counts the source index on across lines and segments, and a source-less segment as glue", () => {
    const code = "aaaabbbbcc\ndddd";
    const map = { sources: ["a.ts", "b.ts"], mappings: "AAAA,ICAA,I;ADAA" };
    expect(Object.fromEntries(codeBySource(code, map))).toEqual({
      "a.ts": "aaaadddd",
      "b.ts": "bbbb",
      [GLUE]: "cc",
    });
  });

  it("reads multi-digit columns (continuation bits)", () => {
    const code = `${"g".repeat(20)}${"m".repeat(5)}`;
    // 20 is 40 as a VLQ value: digit 8 with the continuation bit (o), then 1 (B).
    const map = { sources: ["m.ts"], mappings: "oBAAA" };
    expect(Object.fromEntries(codeBySource(code, map))).toEqual({ [GLUE]: "g".repeat(20), "m.ts": "mmmmm" });
  });
});

describe("moduleShares", () => {
  it("adds up to each chunk's gzip, largest first", () => {
    const big = Array.from({ length: 400 }, (_, i) => `v${i * 7919}`).join(",");
    const code = `${big};\nsmall();`;
    const shares = moduleShares([{ code, map: { sources: ["big.ts", "small.ts"], mappings: "AAAA;ACAA" } }]);
    expect(shares.map((share) => share.module)).toEqual(["big.ts", "small.ts"]);
    const total = shares.reduce((sum, share) => sum + share.gzip, 0);
    expect(total).toBeCloseTo(gzipSync(code, { level: 9 }).length, 6);
    expect(shares[1]?.raw).toBe("small();".length);
  });
});

describe("readableSource", () => {
  it("names a package's file from the package, and the repository's own from its root", () => {
    expect(
      readableSource(
        "../../../../node_modules/.pnpm/react-dom@19.3.1_react@19.3.1/node_modules/react-dom/cjs/react-dom-client.production.js",
      ),
    ).toBe("react-dom/cjs/react-dom-client.production.js");
    expect(readableSource("../../../../packages/ui/src/Button/Button.tsx")).toBe(
      "packages/ui/src/Button/Button.tsx",
    );
    expect(readableSource("../../src/login/LoginPage.tsx")).toBe("src/login/LoginPage.tsx");
  });
});
