import { describe, expect, it } from "vitest";
import {
  call,
  PROPERTY,
  frontDesk,
  refusal,
  admin,
  listOf,
  expectSameSeed,
  expectForbidden,
  expectDeleted,
} from "./harness";

// The streaming devices screen's calls (products.md sections 3, 5 and 7, "Streaming", keyed by id) as a property
// administrator makes them.
type Device = Record<string, unknown> & { id: string };

const DEVICE = `/api/cms/v3/${PROPERTY}/onestream/device`;
const appleTv = {
  name: "Apple TV 214",
  deviceType: "appletv",
  room: "214",
  mac: "A4:83:E7:10:22:01",
  ip: "192.168.50.214",
  pin: "4711",
  standalone: true,
  active: true,
};

const list = (sandbox = admin()) => listOf<Device>(sandbox, DEVICE);

// Each test seeds its own sandbox: seconds on a loaded machine.
describe("streaming devices", { timeout: 30_000 }, () => {
  it("seeds Apple TVs and Chromecasts, some offline, the same on every run", async () => {
    const first = await expectSameSeed(list);
    expect(new Set(first.items.map((d) => d.deviceType))).toEqual(new Set(["appletv", "chromecast"]));
    expect(first.items.some((d) => d.online === false)).toBe(true);
    expect(first.items.some((d) => d.online === true)).toBe(true);
  });

  it("creates a device offline until it reports, edits it, and deletes it by its id", async () => {
    const sandbox = admin();
    const created = await call(sandbox, {
      method: "POST",
      path: DEVICE,
      body: { ...appleTv, name: " Apple TV 214 " },
    });
    expect(created.status).toBe(201);
    const device = created.body as Device;
    expect(device).toMatchObject({ ...appleTv, online: false });
    expect(device.id).toMatch(/^[0-9a-f]{24}$/);

    const renamed = await call(sandbox, {
      method: "PUT",
      path: `${DEVICE}/${device.id}`,
      body: { ...device, name: "Apple TV Suite 214", pin: "0815", online: true },
    });
    expect(renamed.status).toBe(200);
    // The name and PIN change; whether it is online stays the device's own report.
    expect(renamed.body).toMatchObject({ name: "Apple TV Suite 214", pin: "0815", online: false });

    await expectDeleted(sandbox, DEVICE, "id", device.id);
  });

  it.each([
    ["a PIN of 3 digits", { pin: "471" }, "pin"],
    ["a PIN of 5 digits", { pin: "47110" }, "pin"],
    ["a PIN with a letter", { pin: "47a1" }, "pin"],
    ["no name", { name: undefined }, "name"],
    ["a name of spaces", { name: "   " }, "name"],
    ["no MAC", { mac: undefined }, "mac"],
    ["a MAC with dashes", { mac: "A4-83-E7-10-22-01" }, "mac"],
    ["no IP", { ip: undefined }, "ip"],
    ["an IP with a leading zero", { ip: "192.168.050.1" }, "ip"],
    ["an IP octet above 255", { ip: "192.168.50.256" }, "ip"],
    ["an encoder IP that is no IP", { encoderIp: "encoder-1" }, "encoderIp"],
    ["an unknown kind of device", { deviceType: "firetv" }, "deviceType"],
  ])("refuses a device with %s: 400 naming the field", async (_, change, field) => {
    const answer = await call(admin(), { method: "POST", path: DEVICE, body: { ...appleTv, ...change } });
    expect(refusal(answer)).toContain(field);
  });

  it("keeps MAC and IP as created: a change of either is refused", async () => {
    const sandbox = admin();
    const [device] = (await list(sandbox)).items;
    for (const [field, value] of [
      ["mac", "A4:83:E7:10:22:99"],
      ["ip", "192.168.99.1"],
    ] as const) {
      const answer = await call(sandbox, {
        method: "PUT",
        path: `${DEVICE}/${device!.id}`,
        body: { ...device, [field]: value },
      });
      expect(refusal(answer)).toContain(field);
    }
    const again = (await list(sandbox)).items.find((d) => d.id === device!.id);
    expect(again).toEqual(device);
  });

  it("refuses a second device with a MAC or IP already in use", async () => {
    const sandbox = admin();
    const [device] = (await list(sandbox)).items;
    expect(
      refusal(await call(sandbox, { method: "POST", path: DEVICE, body: { ...appleTv, mac: device!.mac } })),
    ).toContain("mac");
    expect(
      refusal(await call(sandbox, { method: "POST", path: DEVICE, body: { ...appleTv, ip: device!.ip } })),
    ).toContain("ip");
  });

  it("leaves the devices to those who hold onestream.devices: the front desk is refused", async () => {
    const answer = await call(frontDesk(), {
      method: "GET",
      path: `${DEVICE}/index`,
    });
    expectForbidden(answer);
  });
});

describe("streaming settings", { timeout: 30_000 }, () => {
  const SETTINGS = `/api/cms/v3/${PROPERTY}/onestream/settings`;
  const put = (body: unknown, sandbox = admin()) => call(sandbox, { method: "PUT", path: SETTINGS, body });

  it("serves the settings with their schema and stores a change", async () => {
    const sandbox = admin();
    const schema = await call(sandbox, { method: "GET", path: `${SETTINGS}/schema` });
    expect(schema.status).toBe(200);
    expect((schema.body as { schema: { key: string }[] }).schema.map((node) => node.key)).toEqual([
      "general",
      "pairing",
      "network",
    ]);
    const saved = await put({ "pairing.resetOnCheckout": false, "network.vlan": 310 }, sandbox);
    expect(saved.status).toBe(200);
    const again = (await call(sandbox, { method: "GET", path: SETTINGS })).body as Record<string, unknown>;
    expect(again).toMatchObject({
      "pairing.resetOnCheckout": false,
      "network.vlan": 310,
      "general.enabled": true,
    });
  });

  it.each([
    ["a number as text", { "network.vlan": "310" }, "network.vlan"],
    ["a choice that is not offered", { "pairing.mode": "nfc" }, "pairing.mode"],
    ["a setting the schema does not have", { "pairing.colour": "red" }, "pairing.colour"],
  ])("refuses %s: 400 naming the setting", async (_, body, key) => {
    expect(refusal(await put(body))).toContain(key);
  });

  it("refuses a change of a read-only setting and keeps it as it is, and refuses the front desk", async () => {
    const sandbox = admin();
    expect(refusal(await put({ "pairing.pinLength": 6 }, sandbox))).toContain("is read-only");
    expect((await put({ "pairing.pinLength": 4 }, sandbox)).status).toBe(200);
    const again = (await call(sandbox, { method: "GET", path: SETTINGS })).body as Record<string, unknown>;
    expect(again["pairing.pinLength"]).toBe(4);
    const staff = frontDesk();
    expect((await call(staff, { method: "GET", path: SETTINGS })).status).toBe(403);
  });
});
