import { describe, expect, it, vi } from "vitest";
import { queryStateOf } from "./StatisticsPage";

const query = (
  refetch: () => unknown,
  state: Partial<{ isPending: boolean; isError: boolean; error: unknown }> = {},
) => ({
  isPending: false,
  isError: false,
  error: null,
  refetch,
  ...state,
});

describe("queryStateOf", () => {
  it("gives a query's chart the same Retry on every render, so the chart is not drawn again for nothing", () => {
    const refetch = vi.fn();
    const first = queryStateOf(query(refetch, { isPending: true }));
    const second = queryStateOf(query(refetch));
    expect(second.onRetry).toBe(first.onRetry);
    expect(queryStateOf(query(vi.fn())).onRetry).not.toBe(first.onRetry);
  });

  it("asks that query again on Retry, and says why it failed", () => {
    const refetch = vi.fn();
    const state = queryStateOf(query(refetch, { isError: true, error: new Error("Gateway unavailable") }));
    expect(state).toMatchObject({ pending: false, failed: true, failureMessage: "Gateway unavailable" });
    state.onRetry();
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
