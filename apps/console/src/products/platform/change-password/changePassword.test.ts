// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { BASE, sandboxServerForFile } from "../../../../test/sandboxServer";
import { Session } from "../../../session/session";
import { changePassword } from "./changePassword";

sandboxServerForFile();

const session = () => new Session({ baseUrl: BASE, storage: localStorage });

describe("changePassword", () => {
  it("changes the signed-in user's password through the session-user update", async () => {
    const s = session();
    expect(await s.signIn("admin@demo.test", "demo1234")).toEqual({ kind: "success" });
    expect(await changePassword(s, "n3w-pass")).toEqual({ ok: true });
    expect((await session().signIn("admin@demo.test", "demo1234")).kind).toBe("failure");
    expect((await session().signIn("admin@demo.test", "n3w-pass")).kind).toBe("success");
  });

  it("changes nothing without a signed-in user", async () => {
    expect(await changePassword(session(), "n3w-pass")).toEqual({ ok: false });
  });
});
