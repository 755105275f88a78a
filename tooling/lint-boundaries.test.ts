import { ESLint } from "eslint";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The lint rules that keep screens off the route table, products off each other, screens on the library's
// parts, comments out of styled templates and the code free of import circles (eslint.config.js), tried on probe
// files written where a product screen would live.
const root = join(import.meta.dirname, "..");
const probe = join(root, "apps/console/src/products", `lint-probe-${process.pid}`);
const eslint = new ESLint({ cwd: root });

const write = (name: string, text: string) => {
  writeFileSync(join(probe, name), text);
  return join(probe, name);
};
const rulesHit = async (file: string) =>
  (await eslint.lintFiles([file]))[0]!.messages.map((message) => message.ruleId);
/**
 * Lints text as if it were the file at `path`, without writing it: other tests walk the source tree at the same
 * time (the docs test), and a file that comes and goes under them is a race. Only the circle needs real files.
 */
const messagesFor = async (path: string, text: string) =>
  (await eslint.lintText(text, { filePath: path }))[0]!.messages;
const rulesFor = async (name: string, text: string) =>
  (await messagesFor(join(probe, name), text)).map((message) => message.ruleId);

beforeAll(() => mkdirSync(probe, { recursive: true }));
afterAll(() => rmSync(probe, { recursive: true, force: true }));

describe("lint boundaries", () => {
  it("refuse a screen that imports the route table", async () => {
    const rules = await rulesFor(
      "RoutesScreen.tsx",
      'import { ROUTES } from "../../app/routes";\n\nexport default function RoutesScreen() {\n  return <p>{ROUTES.length}</p>;\n}\n',
    );
    expect(rules).toContain("no-restricted-imports");
  });

  it("accept a screen that takes its route from useScreen()", async () => {
    const rules = await rulesFor(
      "GoodScreen.tsx",
      'import { useScreen } from "../../access";\n\nexport default function GoodScreen() {\n  return <p>{useScreen().route.name}</p>;\n}\n',
    );
    expect(rules).toEqual([]);
  });

  it("refuse a screen that draws the edit dialog from @cms/ui rather than the kit's lazy one", async () => {
    const rules = await rulesFor(
      "DialogScreen.tsx",
      'import { EditDialog } from "@cms/ui";\n\nexport default function DialogScreen() {\n  return <EditDialog title="x" fields={[]} item={null} isOpen onSave={async (v) => v} />;\n}\n',
    );
    expect(rules).toContain("no-restricted-imports");
    const kit = await rulesFor(
      "LazyDialogScreen.tsx",
      'import { LazyEditDialog } from "../../kit";\n\nexport default function LazyDialogScreen() {\n  return <LazyEditDialog title="x" fields={[]} item={null} isOpen onSave={async (v) => v} />;\n}\n',
    );
    expect(kit).toEqual([]);
  });

  it("refuse a view that takes useQuery from TanStack rather than the kit's early-asking one", async () => {
    const rules = await rulesFor(
      "QueryScreen.tsx",
      'import { useQuery } from "@tanstack/react-query";\n\nexport default function QueryScreen() {\n  const { data } = useQuery({ queryKey: ["x"], queryFn: async () => 1 });\n  return <p>{data}</p>;\n}\n',
    );
    expect(rules).toContain("no-restricted-imports");
    const kit = await rulesFor(
      "KitQueryScreen.tsx",
      'import { useQuery } from "../../kit";\n\nexport default function KitQueryScreen() {\n  const { data } = useQuery({ queryKey: ["x"], queryFn: async () => 1 });\n  return <p>{data}</p>;\n}\n',
    );
    expect(kit).toEqual([]);
    const many = await rulesFor(
      "QueriesScreen.tsx",
      'import { useQueries } from "@tanstack/react-query";\n\nexport default function QueriesScreen() {\n  const [one] = useQueries({ queries: [{ queryKey: ["x"], queryFn: async () => 1 }] });\n  return <p>{one?.data}</p>;\n}\n',
    );
    expect(many).toContain("no-restricted-imports");
  });

  it("refuse a product that imports another product", async () => {
    // Written inside the gateway's folder, reaching into streaming's: the zone of each product fires.
    const messages = await messagesFor(
      join(root, "apps/console/src/products/gateway/lint-probe.ts"),
      'import { STREAMING } from "../streaming/permissions";\n\nexport const probe = STREAMING;\n',
    );
    expect(messages.map((message) => message.ruleId)).toContain("import-x/no-restricted-paths");
    expect(messages[0]!.message).toContain("gateway is a product: it imports no other product");
  });

  it("accept a product that takes what products share from the kit", async () => {
    const messages = await messagesFor(
      join(root, "apps/console/src/products/gateway/lint-probe-kit.ts"),
      'import { languageName } from "../../kit/content";\n\nexport const probe = languageName;\n',
    );
    expect(messages).toEqual([]);
  });

  it("refuse a screen that styles its own heading, table, button or list of facts", async () => {
    for (const element of ["h2", "table", "td", "button", "dl"]) {
      const rules = await rulesFor(
        `Styled${element}.styles.ts`,
        `import styled from "styled-components";\n\nexport const Own = styled.${element}\`margin: 0;\`;\n`,
      );
      expect(rules, element).toContain("no-restricted-syntax");
    }
    // A layout of the screen's own (a div, a list of cards) is the screen's to draw.
    const layout = await rulesFor(
      "Layout.styles.ts",
      'import styled from "styled-components";\n\nexport const Row = styled.div`display: flex;`;\nexport const Cards = styled.ul`margin: 0;`;\n',
    );
    expect(layout).toEqual([]);
    // A story may draw what it documents.
    const story = await rulesFor(
      "Tokens.stories.tsx",
      'import styled from "styled-components";\n\nexport const Table = styled.table`margin: 0;`;\n',
    );
    expect(story).not.toContain("no-restricted-syntax");
  });

  // A comment inside a styled template is part of the string the chunk carries to every user.
  const STYLED_COMMENT = "A comment inside a styled template ships to every user as a string";
  /** The styled-components import of a probe text: what it uses, so no import is left unused. */
  const importsOf = (text: string) => {
    const named = ["createGlobalStyle", "css", "keyframes"].filter((name) => text.includes(`${name}\``));
    const all = [
      ...(/\bstyled[.(]/.test(text) ? ["styled"] : []),
      ...(named.length ? [`{ ${named.join(", ")} }`] : []),
    ];
    return `import ${all.join(", ")} from "styled-components";\n\n`;
  };
  const BASE = "const Base = (props: object) => <div {...props} />;\n";
  /** The tag forms the rule knows, each with a comment inside its template; `%` is where the comment goes. */
  const STYLED_FORMS: [form: string, text: string][] = [
    ["styled.div", "export const A = styled.div`\n  display: flex;\n  %\n  gap: 4px;\n`;\n"],
    [
      "styled.div<Props>",
      "export const A = styled.div<{ $on: boolean }>`\n  %\n  opacity: ${({ $on }) => ($on ? 1 : 0)};\n`;\n",
    ],
    ["styled(X)", `${BASE}export const A = styled(Base)\`\n  %\n  gap: 4px;\n\`;\n`],
    ["styled.div.attrs()", 'export const A = styled.input.attrs({ type: "text" })`\n  %\n  gap: 4px;\n`;\n'],
    [
      "styled(X).attrs()",
      `${BASE}export const A = styled(Base).attrs({ role: "note" })\`\n  %\n  gap: 4px;\n\`;\n`,
    ],
    ["css", "export const a = css`\n  gap: 4px;\n  %\n`;\n"],
    [
      "css nested in styled",
      "export const A = styled.div<{ $on: boolean }>`\n  ${({ $on }) => $on && css`\n    %\n    gap: 4px;\n  `}\n`;\n",
    ],
    ["keyframes", "export const a = keyframes`\n  %\n  to { opacity: 1; }\n`;\n"],
    ["createGlobalStyle", "export const A = createGlobalStyle`\n  %\n  body { margin: 0; }\n`;\n"],
  ];
  const withComment = (text: string, comment: string) => importsOf(text) + text.replace("%", comment);
  /** The form's text with the comment as a JS comment above the declaration (and no other import unused). */
  const commentAbove = (text: string) => {
    const lines = text.replace(/ *%\n/, "").split("\n");
    const at = lines.findIndex((line) => line.startsWith("export"));
    lines.splice(at, 0, "// Why it is so: a JS comment, which the build drops.");
    return importsOf(text) + lines.join("\n");
  };
  const probes = () => [
    join(probe, "Probe.styles.tsx"),
    join(probe, "Probe.stories.tsx"),
    join(root, "packages/ui/src/LintProbe/LintProbe.styles.tsx"),
  ];

  it("refuse a comment inside a styled template, in a screen, a story and the library", async () => {
    for (const [form, text] of STYLED_FORMS) {
      for (const comment of ["/* Why it is 4 px. */", "// Why it is 4 px."]) {
        for (const path of probes()) {
          const messages = await messagesFor(path, withComment(text, comment));
          expect(
            messages.map((message) => message.message),
            `${form}, ${comment}, ${path}`,
          ).toContainEqual(expect.stringContaining(STYLED_COMMENT));
        }
      }
    }
    // The screen's own restriction on styling a table stands beside it (one list of no-restricted-syntax).
    const both = await messagesFor(
      join(probe, "Table.styles.ts"),
      'import styled from "styled-components";\n\nexport const T = styled.table`\n  /* Why. */\n  margin: 0;\n`;\n',
    );
    expect(both.map((message) => message.message)).toEqual([
      expect.stringContaining("Screens compose @cms/ui's parts"),
      expect.stringContaining(STYLED_COMMENT),
    ]);
  });

  it("accept the comment as a JS comment above the declaration, and comments in other templates", async () => {
    for (const [form, text] of STYLED_FORMS) {
      for (const path of probes()) {
        expect(await messagesFor(path, commentAbove(text)), `${form}, ${path}`).toEqual([]);
      }
    }
    // Not CSS: another tag's template, a plain template, and a URL or a division in CSS.
    const others = await messagesFor(
      join(probe, "Others.styles.ts"),
      'import styled from "styled-components";\n\n' +
        "export const raw = String.raw`/* not CSS */ // nor this`;\n" +
        "export const plain = `/* a string */`;\n" +
        "export const A = styled.div`\n  background: url(https://example.test/a.png);\n  grid-area: 1 / 2 / 3;\n`;\n",
    );
    expect(others).toEqual([]);
  });

  it("refuse an import circle, a lazy import included", async () => {
    write("a.ts", 'export const a = () => import("./b");\n');
    const b = write("b.ts", 'import { a } from "./a";\n\nexport const b = a;\n');
    expect(await rulesHit(b)).toContain("import-x/no-cycle");
  });
}, 60_000);
