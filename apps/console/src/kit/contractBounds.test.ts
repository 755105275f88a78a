import * as bounds from "@cms/api/bounds";
import type { FieldSchema } from "@cms/ui";
import { describe, expect, it } from "vitest";
import { withContractBounds } from "./defineListScreen";

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

  it("keeps a field's own maxLength, leaves numbers to their explicit bounds, and reaches into tabs", () => {
    const fields: FieldSchema[] = [
      { kind: "textfield", name: "name", label: "Name", maxLength: 50 },
      // A number may show another unit than the contract stores: its bounds are the screen's to give.
      { kind: "textfield", name: "maxDevices", label: "Devices", valueType: "number" },
      {
        kind: "tabGroup",
        name: "tabs",
        tabs: [{ label: "More", fields: [{ kind: "textfield", name: "pmsId", label: "PMS id" }] }],
      },
    ];
    const [name, devices, tabs] = withContractBounds(fields, bounds.GatewayTicket);
    expect(name).toMatchObject({ maxLength: 50 });
    expect(devices).not.toHaveProperty("maxLength");
    expect(devices).not.toHaveProperty("bounds");
    expect(tabs).toMatchObject({
      tabs: [{ fields: [{ name: "pmsId", maxLength: bounds.GatewayTicket.pmsId.maxLength }] }],
    });
  });

  it("changes nothing without a contract", () => {
    const fields: FieldSchema[] = [{ kind: "textfield", name: "firstname", label: "First name" }];
    expect(withContractBounds(fields, undefined)).toBe(fields);
  });
});
