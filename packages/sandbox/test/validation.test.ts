import { describe, expect, it } from "vitest";
import { createSandbox } from "../src";
import { collection } from "../src/state";
import { call } from "./harness";

describe("answers are checked against openapi.yaml", () => {
  it("turns an answer that breaks the contract into a loud 500 naming the operation", async () => {
    const log: string[] = [];
    const sandbox = createSandbox({ actAs: "super@demo.test", log: (line) => log.push(line) });
    // Corrupt the state behind the sandbox's back: a role whose name is a number.
    collection(sandbox.state, "/api/cms/v3/role").push({
      _id: "broken",
      name: 42,
      permissions: [],
      enabled: true,
    });
    const answer = await call(sandbox, { method: "GET", path: "/api/cms/v3/role/index" });
    expect(answer.status).toBe(500);
    expect((answer.body as { message: string }).message).toContain("listRoles");
    expect(log.join("\n")).toContain("contract violation");
  });

  it("can be turned off for benchmarks", async () => {
    const sandbox = createSandbox({ actAs: "super@demo.test", validateResponses: false });
    collection(sandbox.state, "/api/cms/v3/role").push({
      _id: "broken",
      name: 42,
      permissions: [],
      enabled: true,
    });
    expect((await call(sandbox, { method: "GET", path: "/api/cms/v3/role/index" })).status).toBe(200);
  });
});
