import { describe, expect, it } from "vitest";
import { devicesOnline } from "./StreamingPart";

describe("streaming's dashboard part", () => {
  it("counts devices online of all", () => {
    expect(
      devicesOnline([
        { name: "a", mac: "", ip: "", online: true },
        { name: "b", mac: "", ip: "", online: false },
        { name: "c", mac: "", ip: "" },
      ]),
    ).toEqual({ online: 1, total: 3 });
  });
});
