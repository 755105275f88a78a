import { describe, expect, it } from "vitest";
import type { CallResult } from "./defineListScreen";
import { deleteEach } from "./defineListScreen";

const answer = (status: number, body?: unknown): CallResult<unknown> =>
  status < 400
    ? { data: body, response: new Response(null, { status }) }
    : { error: body, response: new Response(null, { status }) };

describe("deleteEach (lists whose contract deletes one item per call)", () => {
  it("deletes every selected item, in the list's order, and answers the last deletion", async () => {
    const deleted: string[] = [];
    const result = await deleteEach(["en", "de", "it"], async (code) => {
      deleted.push(code);
      return answer(200, { id: code });
    });
    expect(deleted).toEqual(["en", "de", "it"]);
    expect(result.data).toEqual({ id: "it" });
  });

  it("stops at the first refusal, leaves the rest untouched and answers the refusal with its message", async () => {
    const deleted: string[] = [];
    const result = await deleteEach(["en", "de", "it"], async (code) => {
      deleted.push(code);
      return code === "de" ? answer(403, { message: "Forbidden" }) : answer(200, { id: code });
    });
    expect(deleted).toEqual(["en", "de"]);
    expect(result.data).toBeUndefined();
    expect(result.error).toEqual({ message: "Forbidden" });
    expect(result.response.status).toBe(403);
  });
});
