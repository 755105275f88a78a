import { describe, expect, it } from "vitest";
import type { FieldSchema } from "./schema";
import { fromFormValues, getPath, isRequired, toFormValues, valueFields } from "./values";

const ticketFields: FieldSchema[] = [
  { kind: "textfield", name: "title", label: "Title", multiLanguage: true },
  { kind: "textarea", name: "description", label: "Description", multiLanguage: true, required: false },
  { kind: "switch", name: "enabled", label: "Enabled" },
  {
    kind: "tabGroup",
    name: "limits",
    tabs: [
      {
        label: "Price",
        fields: [
          { kind: "textfield", name: "priceAmount", label: "Price", valueType: "number" },
          { kind: "textfield", name: "pmsId", label: "PMS id", required: false },
        ],
      },
      {
        label: "Limits",
        fields: [
          {
            kind: "textfield",
            name: "dataLimit.uiInput",
            label: "Data limit",
            valueType: "number",
            select: { name: "dataLimit.uiUnit", label: "Unit", options: [{ id: "GB", label: "GB" }] },
          },
        ],
      },
    ],
  },
  { kind: "slot", name: "preview", render: () => null },
];

describe("field flags", () => {
  it("makes fields required unless they are checkboxes or switches", () => {
    const fields = valueFields(ticketFields);
    const required = Object.fromEntries(fields.map((field) => [field.name, isRequired(field)]));
    expect(required).toEqual({
      title: true,
      description: false,
      enabled: false,
      priceAmount: true,
      pmsId: false,
      "dataLimit.uiInput": true,
    });
    expect(isRequired({ kind: "checkbox", name: "agree", label: "Agree", required: true })).toBe(true);
  });

  it("finds the fields inside tab groups and leaves slots out", () => {
    expect(valueFields(ticketFields).map((field) => field.name)).toEqual([
      "title",
      "description",
      "enabled",
      "priceAmount",
      "pmsId",
      "dataLimit.uiInput",
    ]);
  });
});

describe("form values", () => {
  const ticket = {
    _id: "t1",
    i18n: [
      { language: "en", title: "Day pass", description: "24 hours" },
      { language: "de", title: "Tageskarte" },
    ],
    enabled: true,
    priceAmount: 9.5,
    dataLimit: { uiInput: 5, uiUnit: "GB" },
    ciscoGuestRole: "guest",
  };

  it("opens translations as one set of fields per language, with the property's other languages empty", () => {
    const values = toFormValues(ticket, ticketFields, ["en", "de", "fr"]);
    expect(values.i18n).toEqual({
      en: { title: "Day pass", description: "24 hours" },
      de: { title: "Tageskarte" },
      fr: {},
    });
    expect(getPath(values, "i18n.de.title")).toBe("Tageskarte");
    // The form works on a copy: the list's item does not change while the user types.
    (values.dataLimit as { uiInput: number }).uiInput = 7;
    expect(ticket.dataLimit.uiInput).toBe(5);
  });

  it("saves numbers as numbers, undefined as null, and translations back as the i18n array", () => {
    const values = toFormValues(ticket, ticketFields, ["en", "de", "fr"]);
    values.priceAmount = "12,50";
    (values.dataLimit as Record<string, unknown>).uiInput = "10";
    values.pmsId = undefined;
    (values.i18n as Record<string, Record<string, unknown>>).fr = { title: "Pass journée" };
    (values.i18n as Record<string, Record<string, unknown>>).de!.description = undefined;

    const saved = fromFormValues(values, ticketFields, ticket);
    expect(saved.priceAmount).toBe(12.5);
    expect(saved.dataLimit).toEqual({ uiInput: 10, uiUnit: "GB" });
    expect(saved.pmsId).toBeNull();
    expect(saved.i18n).toEqual([
      { language: "en", title: "Day pass", description: "24 hours" },
      { language: "de", title: "Tageskarte", description: null },
      { language: "fr", title: "Pass journée", description: null },
    ]);
    // Values the form does not show are kept as they were.
    expect(saved.ciscoGuestRole).toBe("guest");
    expect(saved._id).toBe("t1");
  });

  it("leaves out a language nobody filled in, and empties a numeric field to null", () => {
    const values = toFormValues({}, ticketFields, ["en", "de"]);
    (values.i18n as Record<string, Record<string, unknown>>).en = { title: "Week pass" };
    values.priceAmount = "";
    const saved = fromFormValues(values, ticketFields);
    expect(saved.i18n).toEqual([{ language: "en", title: "Week pass", description: null }]);
    expect(saved.priceAmount).toBeNull();
    expect(saved.enabled).toBeNull();
    expect(saved.dataLimit).toEqual({ uiInput: null, uiUnit: null });
  });

  it("keeps text that is not a number as typed, for validation to refuse rather than saving NaN", () => {
    const saved = fromFormValues({ priceAmount: "12 EUR" }, ticketFields);
    expect(saved.priceAmount).toBe("12 EUR");
  });
});
