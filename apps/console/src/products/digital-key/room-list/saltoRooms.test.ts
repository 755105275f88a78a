import { describe, expect, it } from "vitest";
import type { OtherDoor } from "./saltoRooms";
import { deleteDoor, doorName, emptyDoor, saveDoor, textsFor, toSaltoRoom } from "./saltoRooms";

const garage: OtherDoor = {
  externalDoorId: "EXT-GARAGE-B1",
  roomNumber: "214",
  i18n: [
    { language: "de", text: "Tiefgarage" },
    { language: "en", text: "Car park" },
  ],
};
const spa: OtherDoor = {
  externalDoorId: "EXT-SPA-01",
  roomNumber: "214",
  i18n: [
    { language: "de", text: "Spa" },
    { language: "en", text: "" },
  ],
};

describe("a door's texts", () => {
  it("have one entry per available language in their order, a missing one empty, an unknown one gone", () => {
    expect(
      textsFor(
        {
          i18n: [
            { language: "xx", text: "?" },
            { language: "en", text: "Spa" },
          ],
        },
        ["de", "en"],
      ),
    ).toEqual([
      { language: "de", text: "" },
      { language: "en", text: "Spa" },
    ]);
    expect(emptyDoor("214", ["de", "en"])).toEqual({
      externalDoorId: "",
      roomNumber: "214",
      i18n: [
        { language: "de", text: "" },
        { language: "en", text: "" },
      ],
    });
  });

  it("name a door in the asked language, else its first text, else its id", () => {
    expect(doorName(garage, "en")).toBe("Car park");
    expect(doorName(spa, "en")).toBe("Spa");
    expect(doorName({ externalDoorId: "EXT-9", roomNumber: "1", i18n: [] }, "en")).toBe("EXT-9");
  });
});

describe("saving and deleting a room's other doors (products.md section 4)", () => {
  it("adds a copy of a door with a new externalDoorId at the end", () => {
    const door = { ...garage };
    const doors = saveDoor([spa], door);
    expect(doors).toEqual([spa, garage]);
    expect(doors[1]).not.toBe(door);
  });

  it("updates the roomNumber and texts of the door with that externalDoorId, in its place", () => {
    const renamed = { ...garage, roomNumber: "215", i18n: [{ language: "en", text: "Garage level -1" }] };
    expect(saveDoor([garage, spa], renamed)).toEqual([
      { ...garage, roomNumber: "215", i18n: [{ language: "en", text: "Garage level -1" }] },
      spa,
    ]);
  });

  it("deletes the chosen door, though every door of the room has the room's number", () => {
    expect(deleteDoor([garage, spa], spa)).toEqual([garage]);
    expect(deleteDoor([garage, spa], { ...spa, roomNumber: "999" })).toEqual([garage, spa]);
  });
});

describe("the room the contract takes", () => {
  it("drops nulls and empty texts, trims, and gives a door without its own room number the room's", () => {
    expect(
      toSaltoRoom({
        roomNumber: " 214 ",
        lockRoomNumber: null,
        doorName: "",
        otherDoors: [
          { externalDoorId: " EXT-SPA-01 ", roomNumber: " ", i18n: [{ language: "en", text: " Spa " }] },
        ],
      } as never),
    ).toEqual({
      roomNumber: "214",
      otherDoors: [
        { externalDoorId: "EXT-SPA-01", roomNumber: "214", i18n: [{ language: "en", text: "Spa" }] },
      ],
    });
  });
});
