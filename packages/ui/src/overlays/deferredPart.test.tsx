// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deferredPart } from "./load";

/** A part whose fetch the test settles; `asked` counts the fetches. */
function partOnCall(deferred = deferredPart) {
  const fetches: { resolve: (part: { name: string }) => void; reject: (error: Error) => void }[] = [];
  const part = deferred(
    () => new Promise<{ name: string }>((resolve, reject) => void fetches.push({ resolve, reject })),
  );
  function Shows() {
    const here = part.use();
    return <p>{here ? here.name : "stand-in"}</p>;
  }
  return { part, fetches, Shows };
}

describe("a deferred part", () => {
  afterEach(() => vi.useRealTimers());

  it("draws the stand-in, fetches the part once the page is drawn, then draws the part", async () => {
    // Fresh modules: a page not drawn yet. whenDrawn remembers a drawn page for what comes later, and the files of a
    // worker share their modules (an earlier file's screen may have been drawn).
    vi.resetModules();
    const load = await import("./load");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { fetches, Shows } = partOnCall(load.deferredPart);
    render(<Shows />);
    expect(screen.getByText("stand-in")).toBeInTheDocument();
    // The page has loaded and painted; the part waits for a quiet second.
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(fetches).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(fetches).toHaveLength(1);
    await act(async () => fetches[0]!.resolve({ name: "the part" }));
    expect(screen.getByText("the part")).toBeInTheDocument();
  });

  it("is fetched at once when the user reaches for it, and once only", async () => {
    const { part, fetches, Shows } = partOnCall();
    render(<Shows />);
    part.want();
    part.want();
    expect(fetches).toHaveLength(1);
    await act(async () => fetches[0]!.resolve({ name: "the part" }));
    expect(screen.getByText("the part")).toBeInTheDocument();
    // Drawn again later (a dialog opened after): the part at once, no stand-in.
    render(<Shows />);
    expect(screen.getAllByText("the part")).toHaveLength(2);
  });

  it("a failed fetch (the network, a new release) is tried again on the next intent", async () => {
    const { part, fetches, Shows } = partOnCall();
    render(<Shows />);
    part.want();
    await act(async () => fetches[0]!.reject(new Error("offline")));
    expect(screen.getByText("stand-in")).toBeInTheDocument();
    part.want();
    expect(fetches).toHaveLength(2);
    await act(async () => fetches[1]!.resolve({ name: "the part" }));
    expect(screen.getByText("the part")).toBeInTheDocument();
  });
});
