import { describe, expect, it } from "vitest";
import { roomsAndDoors } from "./DigitalKeyPart";

describe("the digital key's dashboard part", () => {
  it("counts rooms with their doors", () => {
    expect(
      roomsAndDoors([
        { roomNumber: "101", otherDoors: [{ roomNumber: "101" }, { roomNumber: "101" }] as never },
        { roomNumber: "102" },
      ]),
    ).toEqual({ rooms: 2, doors: 4 });
  });
});
