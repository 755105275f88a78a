// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery as useQueryAfterCommit } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { Suspense, use } from "react";
import { describe, expect, it, vi } from "vitest";
import { useItems, useQueries, useQuery } from "./query";

// Issue 40: the kit's useQuery asks the server while the view renders, not once the screen has committed.
// A view next to one that is still loading never commits here (its Suspense boundary shows the fallback),
// so only an ask made while rendering reaches the server.
const never = new Promise<never>(() => {});
function StillLoading(): ReactNode {
  return use(never);
}

function renderUncommitted(view: ReactNode, queryClient = new QueryClient()) {
  render(
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<p>Loading</p>}>
        {view}
        <StillLoading />
      </Suspense>
    </QueryClientProvider>,
  );
  return queryClient;
}

describe("the kit's useQuery", () => {
  it("asks while the view renders, before anything has committed (TanStack's own waits for the commit)", async () => {
    const early = vi.fn(async () => 1);
    const late = vi.fn(async () => 1);
    function View() {
      useQuery({ queryKey: ["early"], queryFn: early });
      useQueryAfterCommit({ queryKey: ["late"], queryFn: late });
      return null;
    }
    renderUncommitted(<View />);
    await screen.findByText("Loading");
    expect(early).toHaveBeenCalledTimes(1);
    expect(late).not.toHaveBeenCalled();
  });

  it("asks nothing for a disabled query, and nothing again for one the cache holds", async () => {
    const disabled = vi.fn(async () => 1);
    const held = vi.fn(async () => 2);
    const queryClient = new QueryClient();
    queryClient.setQueryData(["held"], 1);
    function View() {
      useQuery({ queryKey: ["disabled"], queryFn: disabled, enabled: false });
      useQuery({ queryKey: ["held"], queryFn: held });
      return null;
    }
    renderUncommitted(<View />, queryClient);
    await screen.findByText("Loading");
    expect(disabled).not.toHaveBeenCalled();
    expect(held).not.toHaveBeenCalled();
  });

  it("asks each of several queries while the view renders (useQueries), the disabled one excepted", async () => {
    const first = vi.fn(async () => 1);
    const second = vi.fn(async () => 2);
    const disabled = vi.fn(async () => 3);
    function View() {
      useQueries({
        queries: [
          { queryKey: ["first"], queryFn: first },
          { queryKey: ["second"], queryFn: second },
          { queryKey: ["off"], queryFn: disabled, enabled: false },
        ],
      });
      return null;
    }
    renderUncommitted(<View />);
    await screen.findByText("Loading");
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(disabled).not.toHaveBeenCalled();
  });
});

describe("the kit's useItems", () => {
  it("gives a view the answer's items, and asks nothing while it is not enabled", async () => {
    const rooms = vi.fn(async () => ({ items: ["101", "102"] }));
    function Rooms({ enabled }: { enabled: boolean }) {
      const { data } = useItems({ queryKey: ["rooms"], queryFn: rooms }, { enabled });
      return <p>{data ? data.join(", ") : "No rooms yet"}</p>;
    }
    const queryClient = new QueryClient();
    const { rerender } = render(
      <QueryClientProvider client={queryClient}>
        <Rooms enabled={false} />
      </QueryClientProvider>,
    );
    await screen.findByText("No rooms yet");
    expect(rooms).not.toHaveBeenCalled();
    rerender(
      <QueryClientProvider client={queryClient}>
        <Rooms enabled />
      </QueryClientProvider>,
    );
    await screen.findByText("101, 102");
    expect(rooms).toHaveBeenCalledTimes(1);
  });
});
