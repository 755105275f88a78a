import { afterEach, describe, expect, it, vi } from "vitest";
import { CHUNK_TIMEOUT_MS, withTimeout } from "./loadTimeout";

// Issue 42 item 7 (platform.md section 9): script chunks load with a 120 second time-out.
describe("a screen chunk's load", () => {
  afterEach(() => vi.useRealTimers());

  it("gives up after 120 s on a load that never answers, and not a moment before", async () => {
    vi.useFakeTimers();
    let outcome = "pending";
    const load = withTimeout(new Promise<never>(() => {})).catch((error: Error) => (outcome = error.message));
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(outcome).toBe("pending");
    await vi.advanceTimersByTimeAsync(1);
    await load;
    expect(outcome).toBe("The screen's script did not arrive within 120 s");
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it("passes a load that arrives in time, and its failure, through unchanged", async () => {
    await expect(withTimeout(Promise.resolve("screen"))).resolves.toBe("screen");
    await expect(withTimeout(Promise.reject(new Error("offline")))).rejects.toThrow("offline");
  });
});
