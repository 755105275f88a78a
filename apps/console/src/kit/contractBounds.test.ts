import * as bounds from "@cms/api/bounds";
import type { FieldSchema } from "@cms/ui";
import { isRequired, validatorOf } from "@cms/ui";
import fc from "fast-check";
import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { bulkTicketFields } from "../products/gateway/bulk-tickets/BulkTicketsScreen";
import { guestProfileFields } from "../products/guest-app/reservations/GuestProfileDialog";
import type { ListScreenDefinition } from "./defineListScreen";
import { nestedBounds, withContractBounds } from "./defineListScreen";

const maxLengths = (fields: FieldSchema[]) =>
  Object.fromEntries(fields.map((field) => [field.name, "maxLength" in field ? field.maxLength : undefined]));

describe("withContractBounds", () => {
  it("gives each text field and text area the contract's maxLength of the property it edits", () => {
    const fields: FieldSchema[] = [
      { kind: "textfield", name: "firstname", label: "First name" },
      { kind: "textfield", name: "email", label: "E-Mail", rules: ["email"] },
      { kind: "textarea", name: "description", label: "Description" },
      { kind: "checkbox", name: "enabled", label: "Enabled" },
    ];
    expect(
      maxLengths(withContractBounds(fields, { ...bounds.User, description: { maxLength: 2000 } })),
    ).toEqual({
      firstname: 200,
      email: 254,
      description: 2000,
      enabled: undefined,
    });
  });

  it("keeps a field's own maxLength and bounds, gives a bare number the contract's range, and reaches into tabs", () => {
    const fields: FieldSchema[] = [
      { kind: "textfield", name: "name", label: "Name", maxLength: 50 },
      { kind: "textfield", name: "maxDevices", label: "Devices", valueType: "number" },
      {
        kind: "textfield",
        name: "expireInHours",
        label: "Expiry",
        valueType: "number",
        bounds: { minimum: 1, maximum: 24 },
      },
      {
        kind: "tabGroup",
        name: "tabs",
        tabs: [{ label: "More", fields: [{ kind: "textfield", name: "pmsId", label: "PMS id" }] }],
      },
    ];
    const [name, devices, expiry, tabs] = withContractBounds(fields, bounds.GatewayTicket);
    expect(name).toMatchObject({ maxLength: 50 });
    expect(devices).toMatchObject({ bounds: { minimum: 1, maximum: 1000, integer: true } });
    expect(devices).not.toHaveProperty("maxLength");
    expect(expiry).toMatchObject({ bounds: { minimum: 1, maximum: 24 } });
    expect(tabs).toMatchObject({
      tabs: [{ fields: [{ name: "pmsId", maxLength: bounds.GatewayTicket.pmsId.maxLength }] }],
    });
  });

  it("leaves a number shown in another unit (a paired unit select) to the bounds it states", () => {
    const limit: FieldSchema = {
      kind: "textfield",
      name: "timeLimitInSeconds",
      label: "Time limit",
      valueType: "number",
      select: { name: "unit", label: "Unit", options: [] },
    };
    expect(withContractBounds([limit], bounds.GatewayBulkTicketCreate)).toEqual([limit]);
  });

  it("finds a nested object's bounds by the dotted name", () => {
    const [postCode] = withContractBounds(
      [{ kind: "textfield", name: "billingAddress.postCode", label: "Postal code" }],
      nestedBounds("billingAddress", bounds.GuestAddress),
    );
    expect(postCode).toMatchObject({ maxLength: 12 });
  });

  it("changes nothing without a contract", () => {
    const fields: FieldSchema[] = [{ kind: "textfield", name: "firstname", label: "First name" }];
    expect(withContractBounds(fields, undefined)).toBe(fields);
  });
});

// Every dialog a list screen declares, and the guest profile's, against openapi.yaml (issue 43, item 3): what the
// server refuses for a bound, the field refuses first, in the field, before anything is sent.
const screenModules = import.meta.glob("../products/**/*Screen.tsx", { eager: true });
const key = ((text: string) => text) as unknown as TFunction;
const noOptions = new Proxy({}, { get: () => [] }) as Record<string, { id: string; label: string }[]>;

type Bound = { maxLength?: number; pattern?: string; minimum?: number; maximum?: number };
interface Form {
  name: string;
  fields: FieldSchema[];
  contract: Readonly<Record<string, Bound | undefined>>;
}

const flat = (fields: FieldSchema[]): FieldSchema[] =>
  fields.flatMap((field) =>
    field.kind === "tabGroup" ? field.tabs.flatMap((tab) => flat(tab.fields)) : [field],
  );

const listForms: Form[] = Object.entries(screenModules).flatMap(([path, module]) =>
  Object.entries(module as Record<string, unknown>).flatMap(([name, value]) => {
    const definition = value as Partial<ListScreenDefinition<object>> | null;
    if (!definition || typeof definition !== "object" || typeof definition.fields !== "function") return [];
    const contract = (definition.contract ?? {}) as Form["contract"];
    const fields = withContractBounds(definition.fields(key, noOptions, "en"), definition.contract);
    return [{ name: `${path.replace("../products/", "")} ${name}`, fields, contract }];
  }),
);
const forms: Form[] = [
  ...listForms,
  {
    name: "bulk tickets",
    fields: bulkTicketFields(key, { rooms: ["101"], locale: "en", mayOverrideExpiry: true }),
    contract: bounds.GatewayBulkTicketCreate,
  },
  {
    name: "guest profile",
    fields: guestProfileFields(key, "en"),
    contract: {
      ...bounds.GuestProfile,
      ...nestedBounds("residentialAddress", bounds.GuestAddress),
      ...nestedBounds("billingAddress", bounds.GuestAddress),
    },
  },
];

describe("every dialog holds what openapi.yaml bounds", () => {
  it("finds the list screens' dialogs, each with the contract of its item", () => {
    expect(listForms.length).toBeGreaterThan(25);
    expect(
      listForms.filter((form) => Object.keys(form.contract).length === 0).map((form) => form.name),
    ).toEqual([]);
  });

  const cases = forms.flatMap((form) =>
    flat(form.fields).flatMap((field) => {
      const bound = form.contract[field.name];
      return bound ? [{ form: form.name, field, bound }] : [];
    }),
  );

  it.each(cases.filter(({ bound }) => bound.maxLength !== undefined && bound.pattern === undefined))(
    "$form: $field.name is no longer than the contract allows",
    ({ field, bound }) => {
      if (field.kind === "textfield" && field.valueType === "number") return;
      if (field.kind === "textfield" || field.kind === "textarea") {
        expect(field.maxLength).toBeLessThanOrEqual(bound.maxLength!);
      } else if (field.kind === "autocomplete") {
        for (const option of field.options) expect(option.id.length).toBeLessThanOrEqual(bound.maxLength!);
      }
    },
  );

  it.each(cases.filter(({ bound }) => bound.minimum !== undefined || bound.maximum !== undefined))(
    "$form: $field.name stays within the contract's range",
    ({ field, bound }) => {
      if (field.kind !== "textfield" || field.select || field.readonly) return;
      expect(field.bounds, "a number field without bounds").toBeDefined();
      if (bound.minimum !== undefined) expect(field.bounds!.minimum).toBeGreaterThanOrEqual(bound.minimum);
      if (bound.maximum !== undefined) expect(field.bounds!.maximum).toBeLessThanOrEqual(bound.maximum);
    },
  );

  it.each(cases.filter(({ bound }) => bound.pattern !== undefined))(
    "$form: $field.name refuses what the contract's pattern refuses",
    ({ field, bound }) => {
      const pattern = new RegExp(bound.pattern!, "u");
      if (field.kind === "autocomplete") {
        // Picked from a list: every choice is one the server takes.
        for (const option of field.options) expect(option.id).toMatch(pattern);
        return;
      }
      if (field.kind === "color") return; // the colour picker's own hex check (ColorPicker tests)
      expect(field.kind).toBe("textfield");
      if (field.kind !== "textfield") return;
      expect(field.rules?.length, "a patterned text without a rule").toBeGreaterThan(0);
      const refusal = validatorOf(field, isRequired(field), {});
      // A blank field is an empty one and codes are saved trimmed and in the contract's case: what is left
      // after that, and does not match, the field refuses.
      const caseless = new RegExp(bound.pattern!, "iu");
      fc.assert(
        fc.property(
          fc
            .oneof(fc.string({ minLength: 1, maxLength: 24 }), fc.stringMatching(/^[0-9A-Fa-f:#., ]{1,20}$/))
            .filter((text) => text.trim() !== "" && !caseless.test(text.trim())),
          (text) => refusal(text) !== undefined,
        ),
      );
    },
  );
});
