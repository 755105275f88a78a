import { describe, expect, it } from "vitest";
import { ImportGraph, closureChunk, kitChunks } from "./chunks";

/** A module graph as the bundler describes it: each module's code and the ids its imports resolved to. */
function graphOf(modules: Record<string, { code: string; imports?: string[]; exports?: string[] }>) {
  return {
    getModuleInfo: (id: string) => {
      const module = modules[id];
      if (!module) return null;
      return {
        id,
        code: module.code,
        importedIds: module.imports ?? [],
        dynamicallyImportedIds: [],
        exports: module.exports ?? [],
      } as never;
    },
  };
}

const ui = {
  "/packages/ui/src/index.ts": {
    code: 'export { LoadingBar } from "./LoadingBar";\nexport { BarChart, LineChart as Line } from "./charts";',
    imports: ["/packages/ui/src/LoadingBar.tsx", "/packages/ui/src/charts.tsx"],
  },
  "/packages/ui/src/LoadingBar.tsx": {
    code: 'import { x } from "./bar.styles";\nexport function LoadingBar() {}',
    imports: ["/packages/ui/src/bar.styles.ts"],
  },
  "/packages/ui/src/bar.styles.ts": { code: "export const x = 1;" },
  "/packages/ui/src/charts.tsx": { code: "export function BarChart() {}", imports: ["/huge/victory.js"] },
  "/huge/victory.js": { code: "export const victory = 1;" },
};

describe("the shell's chunk", () => {
  it("follows a name taken from a barrel to its module, not to the barrel's every export", () => {
    const graph = new ImportGraph(
      graphOf({
        ...ui,
        "/app/shell.tsx": {
          code: 'import { LoadingBar } from "@cms/ui";\nexport default function Shell() {}',
          imports: ["/packages/ui/src/index.ts"],
        },
      }),
    );
    const reached = graph.closure("/app/shell.tsx");
    expect(reached).toContain("/packages/ui/src/LoadingBar.tsx");
    expect(reached).toContain("/packages/ui/src/bar.styles.ts");
    expect(reached).not.toContain("/packages/ui/src/charts.tsx");
    expect(reached).not.toContain("/huge/victory.js");
  });

  it("reads a bundled package's barrel, which exports its imports under aliases", () => {
    const graph = new ImportGraph(
      graphOf({
        "/app/shell.tsx": {
          code: 'import { Button } from "react-aria-components";',
          imports: ["/node_modules/react-aria-components/dist/index.mjs"],
        },
        "/node_modules/react-aria-components/dist/index.mjs": {
          code: [
            '"use strict";',
            'import "client-only";',
            'import {Button as $a1} from "./Button.mjs";',
            'import {Table as $b2} from "./Table.mjs";',
            "export {$a1 as Button, $b2 as Table};",
          ].join("\n"),
          imports: [
            "/node_modules/client-only/index.js",
            "/node_modules/react-aria-components/dist/Button.mjs",
            "/node_modules/react-aria-components/dist/Table.mjs",
          ],
        },
        "/node_modules/client-only/index.js": { code: "" },
        "/node_modules/react-aria-components/dist/Button.mjs": { code: "export const Button = 1;" },
        "/node_modules/react-aria-components/dist/Table.mjs": { code: "export const Table = 1;" },
      }),
    );
    const reached = graph.closure("/app/shell.tsx");
    expect(reached).toContain("/node_modules/react-aria-components/dist/Button.mjs");
    expect(reached).toContain("/node_modules/client-only/index.js");
    expect(reached).not.toContain("/node_modules/react-aria-components/dist/Table.mjs");
  });

  it("takes all of a barrel imported as a namespace, and follows `export *` by the names its sources export", () => {
    const graph = new ImportGraph(
      graphOf({
        "/app/a.ts": {
          code: 'import * as ui from "../packages/ui/src";',
          imports: ["/packages/ui/src/index.ts"],
        },
        "/app/b.ts": { code: 'import { victory } from "./all";', imports: ["/app/all.ts"] },
        "/app/all.ts": {
          code: 'export * from "../packages/ui/src/bar.styles";\nexport * from "../huge/victory";',
          imports: ["/packages/ui/src/bar.styles.ts", "/huge/victory.js"],
          exports: [],
        },
        ...ui,
        "/huge/victory.js": { code: "export const victory = 1;", exports: ["victory"] },
        "/packages/ui/src/bar.styles.ts": { code: "export const x = 1;", exports: ["x"] },
      }),
    );
    expect(graph.closure("/app/a.ts")).toContain("/huge/victory.js");
    const b = graph.closure("/app/b.ts");
    expect(b).toContain("/huge/victory.js");
    expect(b).not.toContain("/packages/ui/src/bar.styles.ts");
  });

  it("leaves out what the pages loaded before the shell already hold", () => {
    const ctx = graphOf({
      ...ui,
      "/main.tsx": {
        code: 'import { x } from "./packages/ui/src/bar.styles";',
        imports: ["/packages/ui/src/bar.styles.ts"],
      },
      "/shell.tsx": { code: 'import { LoadingBar } from "@cms/ui";', imports: ["/packages/ui/src/index.ts"] },
    });
    const name = closureChunk("SignedInRoutes", "/shell.tsx", ["/main.tsx"]);
    expect(name("/packages/ui/src/LoadingBar.tsx", ctx as never)).toBe("SignedInRoutes");
    expect(name("/shell.tsx", ctx as never)).toBe("SignedInRoutes");
    expect(name("/packages/ui/src/bar.styles.ts", ctx as never)).toBeNull();
    expect(name("/huge/victory.js", ctx as never)).toBeNull();
  });

  it("names a kit's module by every kit that needs it, so no screen loads another kit's own modules", () => {
    const ctx = graphOf({
      "/main.tsx": { code: 'import "./react";', imports: ["/react.js"] },
      "/react.js": { code: "export const react = 1;" },
      "/list.tsx": {
        code: 'import "./react";\nimport "./checkbox";\nimport "./table";',
        imports: ["/react.js", "/checkbox.tsx", "/table.tsx"],
      },
      "/settings.tsx": {
        code: 'import "./checkbox";\nimport "./tree";',
        imports: ["/checkbox.tsx", "/tree.tsx"],
      },
      "/checkbox.tsx": { code: "export const Checkbox = 1;" },
      "/table.tsx": { code: "export const Table = 1;" },
      "/tree.tsx": { code: "export const Tree = 1;" },
    });
    const name = kitChunks({ List: "/list.tsx", Settings: "/settings.tsx" }, ["/main.tsx"]);
    expect(name("/table.tsx", ctx as never)).toBe("List");
    expect(name("/tree.tsx", ctx as never)).toBe("Settings");
    expect(name("/checkbox.tsx", ctx as never)).toBe("List+Settings");
    expect(name("/react.js", ctx as never)).toBeNull();
  });

  it("takes a kit of several roots, so a screen that shares only a helper with a kit fetches the helper alone", () => {
    const ctx = graphOf({
      "/main.tsx": { code: "" },
      "/list.tsx": {
        code: 'import "./interval";\nimport "./table";',
        imports: ["/interval.ts", "/table.tsx"],
      },
      "/interval.ts": { code: "export const useInterval = 1;" },
      "/countries.ts": { code: "export const countries = 1;" },
      "/table.tsx": { code: "export const Table = 1;" },
    });
    const name = kitChunks({ List: "/list.tsx", helpers: ["/interval.ts", "/countries.ts"] }, ["/main.tsx"]);
    expect(name("/interval.ts", ctx as never)).toBe("List+helpers");
    expect(name("/countries.ts", ctx as never)).toBe("helpers");
    expect(name("/table.tsx", ctx as never)).toBe("List");
  });
});
