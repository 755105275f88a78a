import { describe, expect, it } from "vitest";
import { groupPermissions, replaceWithin, restOf, toggleAll } from "./permissionGroups";

const available = [
  "onespeed.tickets.list",
  "admin.roles.list",
  "admin.roles.create",
  "property.user.list",
  "zeta.thing.get",
  "beta.thing.get",
];

describe("groupPermissions", () => {
  it("groups by the first segment, known areas first in their order, then others alphabetically", () => {
    const groups = groupPermissions(available, ["admin.roles.list"]);
    expect(groups.map((g) => g.prefix)).toEqual(["admin", "property", "onespeed", "beta", "zeta"]);
    expect(groups[0]).toEqual({
      prefix: "admin",
      permissions: ["admin.roles.create", "admin.roles.list"],
      selected: 1,
      total: 2,
    });
  });

  it("keeps a selected permission the server no longer lists", () => {
    const groups = groupPermissions(available, ["admin.old.thing", "legacy.x"]);
    expect(groups.find((g) => g.prefix === "admin")?.permissions).toContain("admin.old.thing");
    expect(groups.find((g) => g.prefix === "legacy")).toEqual({
      prefix: "legacy",
      permissions: ["legacy.x"],
      selected: 1,
      total: 1,
    });
  });

  it("filters by a case-insensitive part and drops groups left empty, counting the whole group", () => {
    const groups = groupPermissions(available, ["admin.roles.create"], " ROLES.L ");
    expect(groups).toEqual([{ prefix: "admin", permissions: ["admin.roles.list"], selected: 1, total: 2 }]);
  });
});

describe("toggleAll", () => {
  it("appends what is new and keeps the order", () => {
    expect(toggleAll(["b", "a"], ["a", "c"], true)).toEqual(["b", "a", "c"]);
  });
  it("clears only the given permissions", () => {
    expect(toggleAll(["b", "a", "c"], ["a", "c"], false)).toEqual(["b"]);
  });
});

it("restOf drops the prefix", () => {
  expect(restOf("admin.roles.list")).toBe("roles.list");
  expect(restOf("plain")).toBe("plain");
});

it("replaceWithin changes only the shown permissions", () => {
  expect(replaceWithin(["x", "a", "b"], ["a", "b", "c"], ["b", "c"])).toEqual(["x", "b", "c"]);
});
