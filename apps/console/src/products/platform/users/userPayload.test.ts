import { describe, expect, it } from "vitest";
import {
  asPropertyRoles,
  normalizePropertyRoles,
  propertyCount,
  removePropertyRoles,
  setPropertyRoles,
  toUserPayload,
} from "./userPayload";

describe("property roles", () => {
  it("reads only entries with a property id from the form value", () => {
    expect(asPropertyRoles(undefined)).toEqual([]);
    expect(asPropertyRoles("")).toEqual([]);
    expect(asPropertyRoles([{ propertyId: "1001", roles: ["a"] }, null, { roles: ["b"] }])).toEqual([
      { propertyId: "1001", roles: ["a"] },
    ]);
  });

  it("merges a property given twice and drops repeated roles, keeping the order", () => {
    expect(
      normalizePropertyRoles([
        { propertyId: "1002", roles: ["a", "a"] },
        { propertyId: "1001", roles: ["b"] },
        { propertyId: "1002", roles: ["c", "a"] },
        { propertyId: "", roles: ["d"] },
      ]),
    ).toEqual([
      { propertyId: "1002", roles: ["a", "c"] },
      { propertyId: "1001", roles: ["b"] },
    ]);
  });

  it("adds at the end, replaces in place (also under another property) and removes", () => {
    const start = [
      { propertyId: "1001", roles: ["a"] },
      { propertyId: "1002", roles: ["b"] },
    ];
    expect(setPropertyRoles(start, { propertyId: "1003", roles: ["c"] })).toEqual([
      ...start,
      { propertyId: "1003", roles: ["c"] },
    ]);
    expect(setPropertyRoles(start, { propertyId: "1001", roles: ["a", "c"] })).toEqual([
      { propertyId: "1001", roles: ["a", "c"] },
      { propertyId: "1002", roles: ["b"] },
    ]);
    expect(setPropertyRoles(start, { propertyId: "1005", roles: ["e"] }, "1001")).toEqual([
      { propertyId: "1005", roles: ["e"] },
      { propertyId: "1002", roles: ["b"] },
    ]);
    expect(removePropertyRoles(start, "1001")).toEqual([{ propertyId: "1002", roles: ["b"] }]);
  });

  it("counts every property of the roles and the stored ids once", () => {
    expect(propertyCount({ email: "a@b.test" })).toBe(0);
    expect(
      propertyCount({
        email: "a@b.test",
        propertyIds: ["1001", "1002"],
        propertyRoles: [
          { propertyId: "1002", roles: [] },
          { propertyId: "1003", roles: [] },
        ],
      }),
    ).toBe(3);
  });
});

describe("toUserPayload", () => {
  const fromDialog = {
    _id: null,
    firstname: "Mia",
    lastname: null,
    email: "mia@hotel.test",
    password: "secret",
    globalRoles: null,
    propertyRoles: [
      { propertyId: "1001", roles: ["r1"] },
      { propertyId: "1001", roles: ["r2"] },
    ],
    active: true,
    twoFactorAuthenticationEnabled: null,
    memberUsername: null,
    memberNumber: "4711",
    memberGuid: null,
  };

  it("creates with the password, property ids from the roles and no nulls", () => {
    expect(toUserPayload(fromDialog, true)).toEqual({
      firstname: "Mia",
      email: "mia@hotel.test",
      password: "secret",
      globalRoles: [],
      propertyRoles: [{ propertyId: "1001", roles: ["r1", "r2"] }],
      propertyIds: ["1001"],
      active: true,
      twoFactorAuthenticationEnabled: false,
      memberNumber: "4711",
    });
  });

  it("updates without a password and clears emptied texts with an empty string", () => {
    const payload = toUserPayload({ ...fromDialog, _id: "u1", propertyRoles: "" }, false);
    expect(payload).toEqual({
      _id: "u1",
      firstname: "Mia",
      lastname: "",
      email: "mia@hotel.test",
      globalRoles: [],
      propertyRoles: [],
      propertyIds: [],
      active: true,
      twoFactorAuthenticationEnabled: false,
      memberUsername: "",
      memberNumber: "4711",
      memberGuid: "",
    });
    expect(payload).not.toHaveProperty("password");
  });

  it("does not send an empty password on creation", () => {
    expect(toUserPayload({ ...fromDialog, password: "" }, true)).not.toHaveProperty("password");
  });
});
