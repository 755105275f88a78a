import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MASKED_SECRET, countryItems, formatValue } from "./format";
import type { SettingsSchemaNode } from "./settingsLogic";
import {
  FIXED_TIME_DATE,
  applyChanges,
  buildTree,
  convertValue,
  fromEditorValue,
  highlightParts,
  isFullHour,
  localizeSchema,
  readValue,
  searchTree,
  toEditorValue,
  toShownTime,
  toStoredTime,
  validationError,
  withChange,
  writeValue,
} from "./settingsLogic";

const node = (
  type: SettingsSchemaNode["type"],
  extra: Partial<SettingsSchemaNode> = {},
): SettingsSchemaNode => ({
  key: "a.b",
  title: "A setting",
  type,
  ...extra,
});

const schema: SettingsSchemaNode[] = [
  {
    key: "general",
    title: "General",
    type: "string",
    items: [
      { key: "general.units", title: "Units", description: "Metric or imperial", type: "string" },
      { key: "general.interval", title: "Refresh interval", type: "number" },
    ],
  },
  {
    key: "display",
    title: "Display",
    type: "string",
    items: [
      {
        key: "display.night",
        title: "Night mode",
        type: "string",
        items: [
          { key: "display.night.start", title: "Starts at", description: "Dims the screen", type: "time" },
        ],
      },
    ],
  },
];

describe("reading and writing values", () => {
  it("reads the flat key first, then the nested path", () => {
    expect(readValue({ "a.b.c": 1, a: { b: { c: 2 } } }, "a.b.c")).toBe(1);
    expect(readValue({ a: { b: { c: 2 } } }, "a.b.c")).toBe(2);
    expect(readValue({ a: { b: 3 } }, "a.b.c")).toBeUndefined();
    expect(readValue(undefined, "a")).toBeUndefined();
  });

  it("writes where the value was read from, and never changes its input", () => {
    const nested = { a: { b: { c: 2, d: 4 } }, x: 1 };
    const written = writeValue(nested, "a.b.c", 5);
    expect(written).toEqual({ a: { b: { c: 5, d: 4 } }, x: 1 });
    expect(nested.a.b.c).toBe(2);
    expect(writeValue({ "a.b": 1 }, "a.b", 2)).toEqual({ "a.b": 2 });
    expect(writeValue({}, "a.b", 2)).toEqual({ "a.b": 2 });
  });

  it("reads back what it wrote, for any key and value", () => {
    const segment = fc.stringMatching(/^[a-z]{1,4}$/);
    fc.assert(
      fc.property(
        fc.array(segment, { minLength: 1, maxLength: 4 }),
        fc.jsonValue(),
        fc.boolean(),
        (parts, value, nestFirst) => {
          const key = parts.join(".");
          const start = nestFirst ? writeNested({}, parts, "old") : {};
          expect(readValue(writeValue(start, key, value), key)).toEqual(value);
        },
      ),
    );
  });
});

function writeNested(
  target: Record<string, unknown>,
  parts: string[],
  value: unknown,
): Record<string, unknown> {
  const [head, ...rest] = parts as [string, ...string[]];
  return { ...target, [head]: rest.length ? writeNested({}, rest, value) : value };
}

describe("conversions (spec section 5)", () => {
  it("converts numbers to Number, each element when multi-select; empty becomes null", () => {
    expect(convertValue(node("number"), "42")).toBe(42);
    expect(convertValue(node("number"), " 2.5 ")).toBe(2.5);
    expect(convertValue(node("number"), "")).toBeNull();
    expect(convertValue(node("number"), undefined)).toBeNull();
    expect(convertValue(node("number", { multiSelect: true }), ["1", 3, "5"])).toEqual([1, 3, 5]);
  });

  it("stores whole-number settings (integer) as integers", () => {
    expect(convertValue(node("number", { integer: true }), "204")).toBe(204);
    expect(convertValue(node("number", { integer: true }), 12.6)).toBe(13);
    expect(convertValue(node("number", { integer: true }), "")).toBeNull();
    expect(convertValue(node("number", { integer: true, multiSelect: true }), ["1.2", 3])).toEqual([1, 3]);
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) =>
        Number.isInteger(convertValue(node("number", { integer: true }), value)),
      ),
    );
  });

  it("trims strings", () => {
    expect(convertValue(node("string"), "  Welcome  ")).toBe("Welcome");
    expect(convertValue(node("string", { multiSelect: true }), [" a ", "b "])).toEqual(["a", "b"]);
  });

  it(`stores times on ${FIXED_TIME_DATE} with Z and shows them as HH:mm`, () => {
    expect(toStoredTime("07:30")).toBe("1970-01-01T07:30:00.000Z");
    expect(toStoredTime("7:05:59")).toBe("1970-01-01T07:05:00.000Z");
    expect(toShownTime("1970-01-01T22:00:00.000Z")).toBe("22:00");
    expect(toShownTime("nonsense")).toBeNull();
    expect(toShownTime("25:00")).toBeNull();
    expect(convertValue(node("time"), "08:15")).toBe("1970-01-01T08:15:00.000Z");
  });

  it("round-trips every time of day through stored and shown form", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (hour, minute) => {
        const shown = `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
        const stored = toStoredTime(shown)!;
        expect(stored).toMatch(/^1970-01-01T\d{2}:\d{2}:00\.000Z$/);
        expect(toShownTime(stored)).toBe(shown);
        expect(isFullHour(stored)).toBe(minute === 0);
      }),
    );
  });

  it("allows only minute 00 with allowFullHoursOnly", () => {
    const fullHours = node("time", { allowFullHoursOnly: true });
    expect(validationError(fullHours, "07:30")).toBe("fullHoursOnly");
    expect(validationError(fullHours, "07:00")).toBeUndefined();
    expect(validationError(fullHours, null)).toBeUndefined();
    expect(validationError(node("time"), "07:30")).toBeUndefined();
  });

  it("refuses what breaks the node's bounds, as the server does (issue 26: forecast days of -3)", () => {
    const days = node("number", { minimum: 1, maximum: 16, integer: true });
    expect(validationError(days, -3)).toBe("tooSmall");
    expect(validationError(days, 99)).toBe("tooLarge");
    expect(validationError(days, 16)).toBeUndefined();
    expect(validationError(days, null)).toBeUndefined();
    expect(validationError({ ...days, multiSelect: true }, [1, 17])).toBe("tooLarge");
    const key = node("string", { maxLength: 4, pattern: "^[A-Z]+$" });
    expect(validationError(key, "ABCDE")).toBe("tooLong");
    expect(validationError(key, "abc")).toBe("pattern");
    expect(validationError(key, "ABC")).toBeUndefined();
    expect(validationError(key, "")).toBeUndefined();
    expect(validationError(node("number"), -1e9)).toBeUndefined();
  });

  it("is idempotent: converting a converted value changes nothing", () => {
    const types = fc.constantFrom<SettingsSchemaNode["type"]>(
      "string",
      "number",
      "boolean",
      "date",
      "time",
      "datetime",
      "language",
      "country",
    );
    const raw = fc.oneof(
      fc.string(),
      fc.double({ noNaN: true }),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
      fc.array(fc.oneof(fc.string(), fc.integer())),
    );
    fc.assert(
      fc.property(types, fc.boolean(), raw, (type, multiSelect, value) => {
        const n = node(type, { multiSelect });
        const once = convertValue(n, value);
        expect(convertValue(n, once)).toEqual(once);
      }),
    );
  });

  it("gives editors their shape and takes it back", () => {
    expect(toEditorValue(node("time"), "1970-01-01T22:00:00.000Z")).toBe("22:00");
    expect(toEditorValue(node("boolean"), undefined)).toBe(false);
    expect(toEditorValue(node("date"), "2026-11-20T00:00:00.000Z")).toBe("2026-11-20");
    expect(toEditorValue(node("number", { multiSelect: true }), 3)).toEqual([3]);
    expect(fromEditorValue(node("time"), "06:00")).toBe("1970-01-01T06:00:00.000Z");
    expect(fromEditorValue(node("datetime"), "2026-11-20T10:00:00")).toMatch(
      /^2026-11-20T\d{2}:00:00\.000Z$/,
    );
  });
});

describe("pending changes", () => {
  const units = schema[0]!.items![0]!;
  const interval = schema[0]!.items![1]!;

  it("keeps converted edits and drops an edit back to the stored value", () => {
    const values = { "general.units": "metric" };
    let pending = withChange(new Map(), values, units, " imperial ");
    expect([...pending]).toEqual([["general.units", "imperial"]]);
    pending = withChange(pending, values, units, "metric");
    expect(pending.size).toBe(0);
    expect(withChange(new Map(), {}, interval, "").size).toBe(0);
  });

  it("writes every change into a copy of the settings object", () => {
    const values = { "general.units": "metric", display: { night: { start: "1970-01-01T22:00:00.000Z" } } };
    const pending = new Map<string, unknown>([
      ["general.interval", "15"],
      ["display.night.start", "1970-01-01T23:00:00.000Z"],
    ]);
    const { byId } = buildTree(schema);
    const nodes = new Map([...byId.values()].map((treeNode) => [treeNode.node.key, treeNode.node]));
    const saved = applyChanges(values, pending, nodes);
    expect(saved.changedKeys).toEqual(["general.interval", "display.night.start"]);
    expect(saved.values).toEqual({
      "general.units": "metric",
      "general.interval": 15,
      display: { night: { start: "1970-01-01T23:00:00.000Z" } },
    });
    expect(values.display.night.start).toBe("1970-01-01T22:00:00.000Z");
  });
});

describe("search", () => {
  const { roots } = buildTree(schema);

  it("matches titles and descriptions, ignoring case, and expands their groups", () => {
    const result = searchTree(roots, "DIMS");
    expect([...result.matches]).toEqual(["display.night.start"]);
    expect([...result.expanded].sort()).toEqual(["display", "display.night"]);
    expect(result.roots.map((root) => root.id)).toEqual(["display"]);
  });

  it("keeps every setting of a matching group", () => {
    const result = searchTree(roots, "general");
    expect(result.roots[0]!.children).toHaveLength(2);
  });

  it("shows the whole tree for an empty query", () => {
    expect(searchTree(roots, "  ").roots).toHaveLength(2);
  });

  it("cuts text into highlighted parts that join back to the text", () => {
    expect(highlightParts("Night mode", "mode")).toEqual([
      { text: "Night ", match: false },
      { text: "mode", match: true },
    ]);
    fc.assert(
      fc.property(fc.string(), fc.string(), (text, query) => {
        const parts = highlightParts(text, query);
        expect(parts.map((part) => part.text).join("")).toBe(text);
        for (const part of parts.filter((p) => p.match))
          expect(part.text.toLowerCase()).toBe(query.trim().toLowerCase());
      }),
    );
  });

  it("makes ids unique when a schema repeats a key", () => {
    const { byId } = buildTree([node("string"), node("number")]);
    expect([...byId.keys()]).toEqual(["a.b", "a.b#2"]);
  });
});

describe("formatting", () => {
  const context = { locale: "en", notSet: "(not set / off)", on: "On" };

  it("says (not set / off) for empty values and off", () => {
    expect(formatValue(node("string"), "", context)).toBe("(not set / off)");
    expect(formatValue(node("boolean"), false, context)).toBe("(not set / off)");
    expect(formatValue(node("boolean"), true, context)).toBe("On");
    expect(formatValue(node("number", { multiSelect: true }), [], context)).toBe("(not set / off)");
  });

  it("names options, languages and countries", () => {
    const options = [
      { value: 5, text: "5 minutes" },
      { value: 10, text: "10 minutes" },
    ];
    expect(formatValue(node("number", { options, multiSelect: true }), [5, 10], context)).toBe(
      "5 minutes, 10 minutes",
    );
    expect(formatValue(node("language"), "de", context)).toBe("Deutsch");
    expect(formatValue(node("country"), "AT", context)).toBe("Austria");
    expect(formatValue(node("country"), "AT", { ...context, locale: "de" })).toBe("Österreich");
    expect(formatValue(node("time"), "1970-01-01T07:00:00.000Z", context)).toBe("07:00");
  });

  it("never shows a secret, nor its length; an empty secret is not set", () => {
    const secret = node("string", { secret: true });
    expect(formatValue(secret, "GOCSPX-abc", context)).toBe(MASKED_SECRET);
    expect(formatValue(secret, "x", context)).toBe(MASKED_SECRET);
    expect(formatValue(secret, "", context)).toBe("(not set / off)");
  });

  it("shows whole-number settings without grouping", () => {
    expect(formatValue(node("number", { integer: true }), 51001, context)).toBe("51001");
    expect(formatValue(node("number"), 51001, context)).toBe("51,001");
  });

  it("lists every country once, sorted in the UI language", () => {
    const items = countryItems("de");
    expect(items).toHaveLength(249);
    const labels = items.map((item) => item.label);
    expect([...labels].sort(new Intl.Collator("de").compare)).toEqual(labels);
  });
});

describe("localizeSchema", () => {
  const schema = [
    {
      key: "display",
      title: "Display",
      type: "string" as const,
      items: [
        {
          key: "display.unit",
          title: "Temperature unit",
          description: "How temperatures read",
          type: "string" as const,
          options: [
            { value: "celsius", text: "°C" },
            { value: "fahrenheit", text: "°F" },
          ],
        },
      ],
    },
  ];
  const german: Record<string, string> = {
    "titles.display": "Anzeige",
    "titles.display.unit": "Temperatureinheit",
    "options.display.unit.celsius": "Grad Celsius",
  };

  it("looks every text up by the node's key and keeps the schema's text where none is found", () => {
    const [display] = localizeSchema(schema, (key, fallback) => german[key] ?? fallback);
    expect(display!.title).toBe("Anzeige");
    const unit = display!.items![0]!;
    expect(unit.title).toBe("Temperatureinheit");
    expect(unit.description).toBe("How temperatures read");
    expect(unit.options).toEqual([
      { value: "celsius", text: "Grad Celsius" },
      { value: "fahrenheit", text: "°F" },
    ]);
    // Keys and shape stay; the input is not changed.
    expect(unit.key).toBe("display.unit");
    expect(schema[0]!.title).toBe("Display");
  });
});
