// @vitest-environment jsdom
import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderUi } from "../../test/render";
import { showToast, toastQueue } from ".";

// The spec's 3000 ms, on a fake clock: the story (Toast Default) shows the toast in a real browser and checks
// its timeout without waiting for it, so the story suite does not spend three real seconds on a timer.
describe("a toast", () => {
  afterEach(() => {
    act(() => toastQueue.clear());
    vi.useRealTimers();
  });

  it("stays for the spec's 3000 ms and then closes by itself", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderUi(<p>Screen</p>);
    act(
      () => void showToast({ tone: "success", title: "Saved", description: "Hotel Seeblick was updated." }),
    );
    const toast = await screen.findByRole("alertdialog", { name: "Saved" });
    act(() => vi.advanceTimersByTime(2900));
    expect(toast).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(200));
    await vi.waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("keeps a toast with a longer timeout until then", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderUi(<p>Screen</p>);
    act(() => void showToast({ tone: "info", title: "Saving…", timeout: 10_000 }));
    await screen.findByRole("alertdialog", { name: "Saving…" });
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole("alertdialog", { name: "Saving…" })).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(5100));
    await vi.waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });
});
