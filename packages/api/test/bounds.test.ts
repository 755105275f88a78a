import { describe, expect, it } from "vitest";
import document from "../src/openapi.json";

/**
 * Issue 26, section 2: every value in openapi.yaml has the bounds its domain has, so the sandbox refuses
 * absurd values with 400 and the forms can say the rule before sending. A string without maxLength or a
 * number without a minimum and a maximum fails here, unless it is listed below with the reason.
 */
type Schema = Record<string, unknown> & {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  description?: string;
};

/** Values without bounds on purpose: pointer -> why. */
const EXCEPTIONS: Record<string, string> = {
  "#/paths/~1api~1cms~1v3~1{propertyId}~1onespeed~1bulkticket~1{ticketId}~1pdf/get/responses/200/content/application~1pdf/schema":
    "a binary PDF download: its size is the server's, bounded by the bulk ticket's own bounded counts",
  "#/paths/~1api~1cms~1v3~1{propertyId}~1mediapool~1{id}~1image/get/responses/200/content/image~1png/schema":
    "a binary image download: bounded by the upload limit (x-max-body-bytes), not by a schema",
  "#/paths/~1api~1cms~1v3~1{propertyId}~1mediapool~1{id}~1image/get/responses/200/content/image~1jpeg/schema":
    "a binary image download: bounded by the upload limit (x-max-body-bytes), not by a schema",
};

const escape = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");
const typesOf = (schema: Schema) =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

interface Finding {
  pointer: string;
  schema: Schema;
  name: string;
}

/** Every schema object in the document with a type, as a JSON pointer (examples left out). */
function schemas(): Finding[] {
  const found: Finding[] = [];
  const walk = (node: unknown, pointer: string, name: string) => {
    if (Array.isArray(node)) {
      node.forEach((child, i) => walk(child, `${pointer}/${i}`, name));
      return;
    }
    if (!node || typeof node !== "object") return;
    const schema = node as Schema;
    if (typesOf(schema).length) found.push({ pointer, schema, name });
    for (const [key, child] of Object.entries(schema)) {
      if (key === "example" || key === "examples" || key === "default") continue;
      const parentIsProperties = pointer.endsWith("/properties");
      walk(child, `${pointer}/${escape(key)}`, parentIsProperties ? key : name);
    }
  };
  walk((document as Record<string, unknown>).paths, "#/paths", "");
  walk((document as Record<string, unknown>).components, "#/components", "");
  return found;
}

const all = schemas();
const bounded = (schema: Schema) => schema.enum !== undefined || schema.const !== undefined;

describe("openapi.yaml bounds every value", () => {
  it("finds the document's values (the walk itself works)", () => {
    expect(all.length).toBeGreaterThan(500);
    expect(all.some((f) => f.pointer === "#/components/schemas/LicenceInfo/properties/autoRenewDays")).toBe(
      true,
    );
  });

  it("gives every string a maxLength", () => {
    const missing = all
      .filter(({ schema }) => typesOf(schema).includes("string") && !bounded(schema))
      .filter(({ schema }) => schema.maxLength === undefined)
      .map((f) => f.pointer)
      .filter((pointer) => !(pointer in EXCEPTIONS));
    expect(missing).toEqual([]);
  });

  it("gives every number a minimum and a maximum", () => {
    const missing = all
      .filter(({ schema }) => typesOf(schema).some((t) => t === "number" || t === "integer"))
      .filter(({ schema }) => !bounded(schema))
      .filter(
        ({ schema }) =>
          (schema.minimum === undefined && schema.exclusiveMinimum === undefined) ||
          (schema.maximum === undefined && schema.exclusiveMaximum === undefined),
      )
      .map((f) => f.pointer)
      .filter((pointer) => !(pointer in EXCEPTIONS));
    expect(missing).toEqual([]);
  });

  it("lists only exceptions that exist and still lack their bounds", () => {
    for (const pointer of Object.keys(EXCEPTIONS)) {
      const finding = all.find((f) => f.pointer === pointer);
      expect(finding, pointer).toBeDefined();
      expect(finding!.schema.maxLength, pointer).toBeUndefined();
    }
  });

  it("checks codes by their standard: ISO 3166-1, ISO 4217, ISO 639-1, IANA time zones, MAC, IPv4, PIN, e-mail", () => {
    const wrong: string[] = [];
    const expectPattern = (finding: Finding, pattern: string | RegExp) => {
      const ok =
        typeof pattern === "string"
          ? finding.schema.pattern === pattern
          : pattern.test(finding.schema.pattern ?? "");
      if (!ok) wrong.push(`${finding.pointer}: ${finding.schema.pattern ?? "(no pattern)"}`);
    };
    for (const finding of all.filter(
      ({ schema }) => typesOf(schema).includes("string") && !bounded(schema),
    )) {
      const text = `${finding.name} ${finding.schema.description ?? ""}`;
      if (/iso 3166-1 alpha-2/i.test(finding.schema.description ?? "") && !/country's name/.test(text))
        expectPattern(finding, "^[A-Z]{2}$");
      else if (/iso 4217/i.test(text)) expectPattern(finding, "^[A-Z]{3}$");
      else if (/iso 639-1/i.test(text)) expectPattern(finding, /^\^\[a-z\]\{2\}/);
      if (/IANA time zone/.test(text) && finding.schema.format !== "iana-time-zone")
        wrong.push(`${finding.pointer}: a time zone without format iana-time-zone`);
      if (/^(mac|ip|encoderIp|pin|roomPin)$/.test(finding.name) && !finding.schema.pattern)
        wrong.push(`${finding.pointer}: ${finding.name} without a pattern`);
      if (/^e-?mail$/i.test(finding.name) && finding.schema.format !== "email")
        wrong.push(`${finding.pointer}: an e-mail without format email`);
    }
    expect(wrong).toEqual([]);
  });
});
