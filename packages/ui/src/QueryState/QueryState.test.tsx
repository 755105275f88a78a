// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../../test/render";
import type { QueryStateProps } from "./QueryState";
import { QueryState } from "./QueryState";

const base: QueryStateProps = {
  loadingLabel: "Loading the heartbeat",
  failureTitle: "The heartbeat could not be loaded",
  failureMessage: "The server did not answer.",
  children: "Last report 09:41",
};

/** Which of the four displays shows. */
function shown() {
  if (screen.queryByRole("status")) return "refused";
  if (screen.queryByRole("progressbar")) return "pending";
  if (screen.queryByRole("alert")) return "failed";
  if (screen.queryByText("Last report 09:41")) return "children";
  return "nothing";
}

describe("QueryState", () => {
  // Every combination of the three flags: refused > pending > failed > children.
  const flags = [false, true];
  const cases = flags.flatMap((refused) =>
    flags.flatMap((pending) => flags.map((failed) => ({ refused, pending, failed }))),
  );
  it.each(cases)("refused $refused, pending $pending, failed $failed", ({ refused, pending, failed }) => {
    renderUi(<QueryState {...base} refused={refused} pending={pending} failed={failed} />);
    const expected = refused ? "refused" : pending ? "pending" : failed ? "failed" : "children";
    expect(shown()).toBe(expected);
    // Exactly one display, never the content beside a state.
    if (expected !== "children") expect(screen.queryByText("Last report 09:41")).not.toBeInTheDocument();
  });

  it("says the user is not authorized unless told otherwise", () => {
    const { rerender } = renderUi(<QueryState {...base} refused />);
    expect(screen.getByRole("status")).toHaveTextContent("You are not authorized to perform this action");
    rerender(<QueryState {...base} refused refusedText="Ask your administrator for the heartbeat" />);
    expect(screen.getByRole("status")).toHaveTextContent("Ask your administrator for the heartbeat");
  });

  it("names the loading bar", () => {
    renderUi(<QueryState {...base} pending />);
    expect(screen.getByRole("progressbar", { name: "Loading the heartbeat" })).toBeInTheDocument();
  });

  it("offers Retry only with onRetry, in the library's language or with the given label", async () => {
    const onRetry = vi.fn();
    const { user, rerender } = renderUi(<QueryState {...base} failed />);
    expect(screen.getByRole("alert")).toHaveTextContent("The heartbeat could not be loaded");
    expect(screen.getByRole("alert")).toHaveTextContent("The server did not answer.");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();

    rerender(<QueryState {...base} failed onRetry={onRetry} />);
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(onRetry).toHaveBeenCalledTimes(1);

    rerender(<QueryState {...base} failed onRetry={onRetry} retryLabel="Load again" />);
    expect(screen.getByRole("button", { name: "Load again" })).toBeInTheDocument();
  });

  it("translates its own texts", () => {
    renderUi(<QueryState {...base} failed onRetry={() => {}} />, { lang: "de" });
    expect(screen.getByRole("button")).not.toHaveTextContent("Retry");
  });

  it("leaves out an empty failure message", () => {
    renderUi(<QueryState {...base} failed failureMessage="" />);
    // No empty block under the title where the message would stand.
    expect(screen.getByRole("alert").querySelector("div:empty")).toBeNull();
    expect(screen.getByRole("alert")).toHaveTextContent(/^The heartbeat could not be loaded$/);
  });

  it("holds the reserved space while loading or failed, and lets the content size itself once it comes", () => {
    const { container, rerender } = renderUi(<QueryState {...base} pending reserve="116px" />);
    const held = () => container.querySelector<HTMLElement>('[data-ui="QueryState"]');
    expect(held()?.style.minBlockSize).toBe("116px");
    expect(held()).toContainElement(screen.getByRole("progressbar"));
    rerender(<QueryState {...base} failed reserve="116px" />);
    expect(held()?.style.minBlockSize).toBe("116px");
    expect(held()).toContainElement(screen.getByRole("alert"));
    rerender(<QueryState {...base} reserve="116px" />);
    expect(held()).toBeNull();
    expect(screen.getByText("Last report 09:41")).toBeInTheDocument();
  });
});
