import { describe, expect, it } from "vitest";
import { deletePath, readPath, writePath } from "../src/paths";

describe("dotted paths into stored values", () => {
  it("read own fields only, so a path cannot reach the prototype", () => {
    expect(readPath({ a: { b: 1 } }, "a.b")).toBe(1);
    expect(readPath({ a: 1 }, "a.b")).toBeUndefined();
    expect(readPath({}, "__proto__")).toBeUndefined();
    expect(readPath({}, "constructor.name")).toBeUndefined();
  });

  it("write through copies, leaving a stored object as it was", () => {
    const stored = { social: { google: { enabled: false } } };
    const next = { ...stored };
    writePath(next, "social.google.enabled", true);
    expect(next.social.google.enabled).toBe(true);
    expect(stored.social.google.enabled).toBe(false);
    writePath(next, "email.sender", "a@b.test");
    expect(next).toMatchObject({ email: { sender: "a@b.test" } });
  });

  it("delete a nested or a top-level value, and nothing where there is none", () => {
    const values = { a: { b: 1, c: 2 }, d: 3 };
    deletePath(values, "a.b");
    deletePath(values, "d");
    deletePath(values, "x.y");
    expect(values).toEqual({ a: { c: 2 } });
  });
});
