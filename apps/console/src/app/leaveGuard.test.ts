// @vitest-environment jsdom
import { UNSAFE_createBrowserHistory as createBrowserHistory } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LeaveQuestion } from "./leaveGuard";
import { guardedHistory } from "./leaveGuard";

const stopListening: (() => void)[] = [];
afterEach(() => {
  for (const stop of stopListening.splice(0)) stop();
});

/** A page whose screen holds unsaved edits or not, and whose user answers "Discard and leave" or "Keep editing". */
function page() {
  let unsaved = false;
  let reply: ((leave: boolean) => void) | undefined;
  const question: LeaveQuestion = {
    hasUnsavedChanges: () => unsaved,
    confirmLeave: () =>
      new Promise<boolean>((resolve) => {
        reply = (leave) => {
          if (leave) unsaved = false;
          resolve(leave);
        };
      }),
  };
  const guarded = guardedHistory(createBrowserHistory({ v5Compat: true }));
  guarded.connect(question);
  // What the router is told, as it would draw it.
  const drawn: string[] = [];
  stopListening.push(
    guarded.history.listen(({ location }) => drawn.push(location.pathname + location.search)),
  );
  return {
    history: guarded.history,
    drawn,
    edit: () => {
      unsaved = true;
    },
    asked: () => reply !== undefined,
    answer: async (leave: boolean) => {
      const answering = reply!;
      reply = undefined;
      answering(leave);
      await Promise.resolve();
    },
  };
}

/** Back or Forward in the browser: the address moves, then the page hears `popstate`. */
const traverse = async (delta: number) => {
  const heard = new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
  window.history.go(delta);
  await heard;
};
const address = () => window.location.pathname;

beforeEach(() => {
  window.history.replaceState(null, "", "/property/1001/settings");
});

describe("the console's history", () => {
  it("goes to another screen at once while nothing is unsaved", () => {
    const { history, drawn } = page();
    history.push("/property/1001/tickets");
    expect(drawn).toEqual(["/property/1001/tickets"]);
    expect(address()).toBe("/property/1001/tickets");
  });

  it("asks before leaving unsaved edits, and stays when the user keeps editing", async () => {
    const { history, drawn, edit, asked, answer } = page();
    edit();
    history.push("/property/1002/settings");
    expect(asked()).toBe(true);
    expect(drawn).toEqual([]);
    await answer(false);
    expect(drawn).toEqual([]);
    expect(address()).toBe("/property/1001/settings");
  });

  it("leaves on Discard and leave, replacing as the navigation asked", async () => {
    const { history, drawn, edit, answer } = page();
    const length = window.history.length;
    edit();
    history.replace("/login");
    await answer(true);
    expect(drawn).toEqual(["/login"]);
    expect(address()).toBe("/login");
    expect(window.history.length).toBe(length);
  });

  it("never asks about a move within the screen (its search or tab in the address)", () => {
    const { history, drawn, edit, asked } = page();
    edit();
    history.push({ pathname: "/property/1001/settings", search: "?q=wifi" });
    expect(asked()).toBe(false);
    expect(drawn).toEqual(["/property/1001/settings?q=wifi"]);
  });

  it("undoes Back over unsaved edits before the router hears it, and goes back on Discard and leave", async () => {
    const { history, drawn, edit, asked, answer } = page();
    history.push("/property/1001/display");
    expect(drawn).toEqual(["/property/1001/display"]);
    edit();
    const listened = vi.fn();
    window.addEventListener("popstate", listened);
    await traverse(-1);
    expect(asked()).toBe(true);
    // The address comes back to the screen with the edits; the router drew nothing else.
    await vi.waitFor(() => expect(listened).toHaveBeenCalledTimes(2));
    expect(address()).toBe("/property/1001/display");
    expect(drawn).toEqual(["/property/1001/display"]);
    await answer(true);
    await vi.waitFor(() => expect(address()).toBe("/property/1001/settings"));
    expect(drawn).toEqual(["/property/1001/display", "/property/1001/settings"]);
    window.removeEventListener("popstate", listened);
  });

  it("lets Back through while nothing is unsaved", async () => {
    const { history, drawn } = page();
    history.push("/property/1001/display");
    await traverse(-1);
    expect(drawn).toEqual(["/property/1001/display", "/property/1001/settings"]);
  });
});
