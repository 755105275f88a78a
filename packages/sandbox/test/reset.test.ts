import { describe, expect, it } from "vitest";
import { seed } from "../src";
import { collection, copyOfState, getSingleton, setSingleton } from "../src/state";
import { call, PROPERTY, testSandbox, listOf } from "./harness";

// Every story and many tests start from the seed: a sandbox is a copy of one seed per process that copies a
// collection's scope only when a call reaches it. These tests hold the copy to the seed's behaviour.
const TICKETS = "/api/cms/v3/{propertyId}/onespeed/ticket";
const SETTINGS = "/api/cms/v3/{propertyId}/onespeed/settings";

describe("a sandbox's copy of the seed", () => {
  const pristine = seed();
  const before = JSON.stringify(pristine);

  it("holds the seed's data in the seed's order", () => {
    expect(JSON.stringify(copyOfState(pristine))).toBe(before);
  });

  it("never changes the seed, whatever the copy does", () => {
    const copy = copyOfState(pristine);
    collection(copy, TICKETS, PROPERTY).splice(0, 2);
    collection(copy, TICKETS, PROPERTY)[0]!.comment = "changed";
    collection(copy, "/api/cms/v3/user").push({ _id: "new" });
    delete copy.collections["/api/cms/v3/property"];
    getSingleton<Record<string, unknown>>(copy, SETTINGS, PROPERTY)!.changed = true;
    setSingleton(copy, SETTINGS, "1002", { replaced: true });
    copy.passwords.someone = "secret";
    expect(JSON.stringify(pristine)).toBe(before);
    expect(JSON.stringify(copyOfState(pristine))).toBe(before);
  });

  it("keeps what was deleted deleted, and what was changed changed", () => {
    const copy = copyOfState(pristine);
    const first = collection(copy, TICKETS, PROPERTY)[0]!;
    first.comment = "changed";
    expect(collection(copy, TICKETS, PROPERTY)[0]!.comment).toBe("changed");
    delete copy.collections[TICKETS]![PROPERTY];
    expect(Object.hasOwn(copy.collections[TICKETS]!, PROPERTY)).toBe(false);
    expect(collection(copy, TICKETS, PROPERTY)).toEqual([]);
    expect(Object.keys(copy.collections)).toEqual(Object.keys(pristine.collections));
  });

  it("gives a reset sandbox the seed again, and no sandbox sees another's writes", async () => {
    const one = testSandbox();
    const other = testSandbox();
    const path = `/api/cms/v3/${PROPERTY}/onespeed/ticket`;
    const count = async (sandbox: typeof one) => (await listOf(sandbox, path)).total;
    const seeded = await count(one);
    const created = await call(one, {
      method: "POST",
      path,
      body: {
        i18n: [{ language: "en", title: "Day pass" }],
        enabled: true,
        expireInHours: 24,
        maxDevices: 2,
        bandwidthDown: { uiInput: 20, uiUnit: "Mbit/s" },
        bandwidthUp: { uiInput: 5, uiUnit: "Mbit/s" },
      },
    });
    expect(created.status).toBeLessThan(300);
    expect(await count(one)).toBe(seeded + 1);
    expect(await count(other)).toBe(seeded);
    one.reset();
    expect(await count(one)).toBe(seeded);
  });
});
