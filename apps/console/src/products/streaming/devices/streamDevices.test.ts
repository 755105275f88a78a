import { describe, expect, it } from "vitest";
import type { StreamDevice } from "./streamDevices";
import { matchesOnline, toStreamDevice } from "./streamDevices";

describe("the device the contract takes", () => {
  it("drops nulls, empty texts and the server's online state; trims; MACs upper case; untouched switches off", () => {
    const saved = {
      name: " Apple TV 214 ",
      deviceType: "appletv",
      room: "214",
      uid: "",
      mac: "a4:83:e7:10:22:01",
      ip: "192.168.50.41",
      encoderIp: null,
      stream: "",
      pin: "4711",
      standalone: null,
      active: true,
      online: true,
    } as unknown as StreamDevice;
    expect(toStreamDevice(saved)).toEqual({
      name: "Apple TV 214",
      deviceType: "appletv",
      room: "214",
      mac: "A4:83:E7:10:22:01",
      ip: "192.168.50.41",
      pin: "4711",
      standalone: false,
      active: true,
    });
  });

  it("keeps the id of an existing device, and a list of MACs as the gateway writes it", () => {
    expect(
      toStreamDevice({
        id: "6630",
        name: "Chromecast",
        mac: "aa:bb:cc:00:11:22,aa:bb:cc:00:11:23",
        ip: "10.0.0.2",
      }),
    ).toMatchObject({ id: "6630", mac: "AA:BB:CC:00:11:22, AA:BB:CC:00:11:23" });
  });
});

describe("the online filter", () => {
  const online = { name: "a", mac: "", ip: "", online: true };
  const offline = { name: "b", mac: "", ip: "", online: false };
  const unknown = { name: "c", mac: "", ip: "" };
  it("online keeps the reachable devices, offline the rest (a device not yet seen counts as offline)", () => {
    expect([online, offline, unknown].filter((d) => matchesOnline(d, "online"))).toEqual([online]);
    expect([online, offline, unknown].filter((d) => matchesOnline(d, "offline"))).toEqual([offline, unknown]);
    expect([online, offline, unknown].filter((d) => matchesOnline(d, "all"))).toHaveLength(3);
  });
});
