import { describe, expect, it } from "vitest";
import { crud } from "./permissions";

describe("crud", () => {
  it("names an area's list, create, update and delete permissions once", () => {
    expect(crud("admin.roles")).toEqual({
      list: "admin.roles.list",
      create: "admin.roles.create",
      update: "admin.roles.update",
      delete: "admin.roles.delete",
    });
  });

  it("takes the names an area spells its own way", () => {
    expect(crud("onekey.salto-rooms", { list: "onekey.salto-rooms.get" }).list).toBe(
      "onekey.salto-rooms.get",
    );
  });
});
