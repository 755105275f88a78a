import { describe, expect, it } from "vitest";
import { authorizationIdOf, outcomeOf } from "./releaseAuthorization";

describe("release authorization", () => {
  it("takes a pasted ID without the spaces around it", () => {
    expect(authorizationIdOf("  8800100140007919\n")).toBe("8800100140007919");
    expect(authorizationIdOf("   ")).toBe("");
  });

  it("reads the answer: released, unknown, refused with the server's reason, or failed", () => {
    expect(outcomeOf(200, undefined)).toEqual({ kind: "released" });
    expect(outcomeOf(404, { message: "Authorization of this ID not found" })).toEqual({ kind: "unknown" });
    expect(outcomeOf(400, { message: "This authorization has already been released" })).toEqual({
      kind: "refused",
      message: "This authorization has already been released",
    });
    expect(outcomeOf(503, { message: "Payment provider unavailable" })).toEqual({
      kind: "failed",
      message: "Payment provider unavailable",
    });
    expect(outcomeOf(500, "")).toEqual({ kind: "failed", message: "HTTP 500" });
  });
});
