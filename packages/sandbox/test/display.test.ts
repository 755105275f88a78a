import { describe, expect, it } from "vitest";
import { call, PROPERTY, frontDesk, refusal, admin, expectForbidden } from "./harness";

// The display (onesquare) settings screen's calls (products.md sections 6 and 7, "Display") as a property
// administrator makes them: the tree saves the whole settings object.
type Settings = Record<string, unknown>;

const SETTINGS = `/api/cms/v3/${PROPERTY}/onesquare/settings`;
const get = async (sandbox = admin()) =>
  (await call(sandbox, { method: "GET", path: SETTINGS })).body as Settings;
const put = (body: unknown, sandbox = admin()) => call(sandbox, { method: "PUT", path: SETTINGS, body });

// Each test seeds its own sandbox: seconds on a loaded machine.
describe("display settings", { timeout: 30_000 }, () => {
  it("serves the lobby screen's settings and schema, the same on every run", async () => {
    const schema = await call(admin(), { method: "GET", path: `${SETTINGS}/schema` });
    expect(schema.status).toBe(200);
    expect((schema.body as { schema: { key: string }[] }).schema.map((node) => node.key)).toEqual([
      "general",
      "schedule",
      "content",
      "device",
    ]);
    const first = await get();
    expect(first["general.country"]).toBe("AT");
    expect(await get()).toEqual(first);
  });

  it("stores a changed welcome text, trimmed, with the other settings as sent", async () => {
    const sandbox = admin();
    const before = await get(sandbox);
    const saved = await put({ ...before, "content.welcomeText": " Welcome to the ski season " }, sandbox);
    expect(saved.status).toBe(200);
    expect(await get(sandbox)).toEqual({ ...before, "content.welcomeText": "Welcome to the ski season" });
  });

  it.each([
    ["a number as text", { "content.slideSeconds": "ten" }, "content.slideSeconds"],
    ["a switch-on time off the full hour", { "schedule.onTime": "1970-01-01T06:30:00Z" }, "schedule.onTime"],
    ["an orientation that is not offered", { "general.orientation": "diagonal" }, "general.orientation"],
    ["a widget that is not offered", { "content.widgets": ["clock", "casino"] }, "content.widgets"],
    ["a setting the schema does not have", { "content.music": true }, "content.music"],
  ])("refuses %s: 400 naming the setting", async (_, change, key) => {
    const sandbox = admin();
    expect(refusal(await put({ ...(await get(sandbox)), ...change }, sandbox))).toContain(key);
  });

  it("refuses a change of what the player reports (firmware), and takes it unchanged", async () => {
    const sandbox = admin();
    const before = await get(sandbox);
    expect(refusal(await put({ ...before, "device.firmwareVersion": "9.9.9" }, sandbox))).toContain(
      "device.firmwareVersion",
    );
    expect((await put(before, sandbox)).status).toBe(200);
  });

  it("leaves the display to those who hold onesquare.settings: the front desk is refused", async () => {
    const staff = frontDesk();
    const answer = await call(staff, { method: "GET", path: SETTINGS });
    expectForbidden(answer);
  });
});
