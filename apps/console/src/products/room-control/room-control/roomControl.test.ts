import { describe, expect, it } from "vitest";
import type { RoomControlData } from "./roomControl";
import {
  cameraAddressRule,
  fromCommandRow,
  hasKey,
  isOwnParent,
  jsonObjectRule,
  removeEntries,
  toCommandRow,
  upsert,
} from "./roomControl";

const data: RoomControlData = {
  settings: [{ targetId: "knx-main", type: "knx" }],
  commands: [
    {
      commandId: "light",
      name: "light",
      actionType: "toggle-button",
      targetOptions: { groupAddress: "1/1/1" },
    },
    { commandId: "dnd", name: "dnd", actionType: "toggle-button" },
  ],
  assignments: [{ assignmentId: "as-101", room: "101", assignedCommandIds: ["light", "dnd"] }],
  groups: [
    { groupId: "room", name: "room", assignedCommandIds: ["light"] },
    { groupId: "light", name: "light", parentGroupId: "room", assignedCommandIds: ["light", "dnd"] },
  ],
  cameras: [{ cameraId: "cam-1", room: "101", cameraAddress: "rtsp://10.0.0.1/stream" }],
};

describe("room control", () => {
  it("adds an entry or replaces the one with its key", () => {
    const added = upsert(data, "commands", { commandId: "fan", name: "fan", actionType: "button" });
    expect(added.commands.map((c) => c.commandId)).toEqual(["light", "dnd", "fan"]);
    const replaced = upsert(data, "commands", {
      commandId: "dnd",
      name: "doNotDisturb",
      actionType: "button",
    });
    expect(replaced.commands).toHaveLength(2);
    expect(replaced.commands[1]!.name).toBe("doNotDisturb");
    expect(hasKey(data, "cameras", "cam-1")).toBe(true);
    expect(hasKey(data, "cameras", "cam-2")).toBe(false);
  });

  it("takes a deleted command out of the rooms and groups that offered it", () => {
    const next = removeEntries(data, "commands", ["light"]);
    expect(next.commands.map((c) => c.commandId)).toEqual(["dnd"]);
    expect(next.assignments[0]!.assignedCommandIds).toEqual(["dnd"]);
    expect(next.groups.map((g) => g.assignedCommandIds)).toEqual([[], ["dnd"]]);
  });

  it("moves a deleted group's subgroups to the top level", () => {
    const next = removeEntries(data, "groups", ["room"]);
    expect(next.groups).toEqual([{ groupId: "light", name: "light", assignedCommandIds: ["light", "dnd"] }]);
  });

  it("knows a group that is its own parent", () => {
    expect(isOwnParent({ groupId: "a", name: "a", parentGroupId: "a" })).toBe(true);
    expect(isOwnParent({ groupId: "a", name: "a", parentGroupId: "b" })).toBe(false);
    expect(isOwnParent({ groupId: "a", name: "a" })).toBe(false);
  });

  it("edits a command's target options as JSON text and saves numbers as numbers", () => {
    const row = toCommandRow(data.commands[0]!);
    expect(row.targetOptions).toBe('{"groupAddress":"1/1/1"}');
    expect(toCommandRow(data.commands[1]!).targetOptions).toBeUndefined();
    const saved = fromCommandRow({ ...row, min: "16" as unknown as number, unit: " ", title: null as never });
    expect(saved).toEqual({
      commandId: "light",
      name: "light",
      actionType: "toggle-button",
      min: 16,
      targetOptions: { groupAddress: "1/1/1" },
    });
  });

  it("checks target options and camera addresses", () => {
    expect(jsonObjectRule("")).toBeUndefined();
    expect(jsonObjectRule('{"a": 1}')).toBeUndefined();
    expect(jsonObjectRule("[1]")).toBe("roomControl:validation.jsonObject");
    expect(jsonObjectRule("{a")).toBe("roomControl:validation.jsonObject");
    for (const ok of [
      "rtsp://10.0.0.1:554/stream1",
      "https://cam.hotel.test/live",
      "cam-408.local",
      "10.0.0.5:8080",
    ])
      expect(cameraAddressRule(ok)).toBeUndefined();
    for (const bad of ["not a camera", "ftp://cam", "http://"])
      expect(cameraAddressRule(bad)).toBe("roomControl:validation.cameraAddress");
  });
});
