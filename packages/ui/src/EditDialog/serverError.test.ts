import { describe, expect, it } from "vitest";
import type { FieldSchema } from "./schema";
import { ServerRefusal, fieldOfRefusal, refusalOf } from "./serverError";

const fields: FieldSchema[] = [
  { kind: "textfield", name: "email", label: "E-mail" },
  { kind: "textfield", name: "password", label: "Password", onlyNewItem: true },
  { kind: "textfield", name: "address.country", label: "Country" },
  { kind: "autocomplete", name: "roles", label: "Roles", options: [], multiple: true },
  { kind: "i18n", name: "title", label: "Title", fields: [] } as unknown as FieldSchema,
  {
    kind: "tabGroup",
    name: "tabs",
    tabs: [{ label: "More", fields: [{ kind: "textfield", name: "pmsId", label: "PMS id" }] }],
  },
];

describe("fieldOfRefusal", () => {
  it("finds the field the server named, as a name or a JSON pointer into the body", () => {
    expect(fieldOfRefusal("email", fields, true)).toBe("email");
    expect(fieldOfRefusal("body/email", fields, true)).toBe("email");
    expect(fieldOfRefusal("/body/email", fields, true)).toBe("email");
    expect(fieldOfRefusal("body/address/country", fields, true)).toBe("address.country");
    expect(fieldOfRefusal("body/roles/0", fields, true)).toBe("roles");
    expect(fieldOfRefusal("body/pmsId", fields, true)).toBe("pmsId");
  });

  it("gives none for a field the dialog does not show, so the message goes to the banner", () => {
    expect(fieldOfRefusal(undefined, fields, true)).toBeUndefined();
    expect(fieldOfRefusal("body", fields, true)).toBeUndefined();
    expect(fieldOfRefusal("body/code", fields, true)).toBeUndefined();
    expect(fieldOfRefusal("body/password", fields, false)).toBeUndefined();
    expect(fieldOfRefusal("body/password", fields, true)).toBe("password");
    expect(fieldOfRefusal("body/title", fields, true)).toBeUndefined();
  });
});

describe("refusalOf", () => {
  it("reads the message and field of a ServerRefusal or any Error with a field", () => {
    expect(refusalOf(new ServerRefusal("taken", "email"))).toEqual({ message: "taken", field: "email" });
    expect(refusalOf(Object.assign(new Error("bad"), { field: "body/x" }))).toEqual({
      message: "bad",
      field: "body/x",
    });
    expect(refusalOf(new Error("plain"))).toEqual({ message: "plain", field: undefined });
    expect(refusalOf("text")).toEqual({ message: "text", field: undefined });
  });
});
