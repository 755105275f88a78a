// @vitest-environment jsdom
import { act, screen, waitFor } from "@testing-library/react";
import { useEffect, useState } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderUi, stubResizeObserver } from "../../test/render";
import type { LeaveConfirmation } from "./UnsavedChanges";
import { UnsavedChangesGuard, useLeaveConfirmation, useUnsavedChanges } from "./UnsavedChanges";

beforeAll(stubResizeObserver);

/** A form holding a note the user may change: unsaved while the note is not empty. */
function NoteForm() {
  const [note, setNote] = useState("");
  useUnsavedChanges(() => note !== "");
  return (
    <label>
      Note
      <input value={note} onChange={(event) => setNote(event.target.value)} />
    </label>
  );
}

/** The guard's questions, as the app's navigation holds them. */
const app: { guard: LeaveConfirmation | null } = { guard: null };
function Question() {
  const question = useLeaveConfirmation();
  useEffect(() => {
    app.guard = question;
  }, [question]);
  return null;
}

const page = (form = true) =>
  renderUi(
    <UnsavedChangesGuard>
      <Question />
      {form && <NoteForm />}
    </UnsavedChangesGuard>,
  );

/** The browser's question on closing or reloading: asked when the page's `beforeunload` is cancelled. */
const browserAsks = () => {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe("UnsavedChangesGuard", () => {
  it("lets the user leave at once while nothing is unsaved", async () => {
    page();
    await expect(app.guard!.confirmLeave()).resolves.toBe(true);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(browserAsks()).toBe(false);
  });

  it("asks before unsaved edits are left; Keep editing keeps them and the question for next time", async () => {
    const { user } = page();
    await user.type(screen.getByRole("textbox", { name: "Note" }), "Late check-out");
    expect(app.guard!.hasUnsavedChanges()).toBe(true);
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = app.guard!.confirmLeave();
    });
    const question = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    expect(question).toHaveTextContent("Your changes on this screen are not saved yet and will be lost.");
    await user.click(screen.getByRole("button", { name: "Keep editing" }));
    await expect(answer).resolves.toBe(false);
    expect(screen.getByRole("textbox", { name: "Note" })).toHaveValue("Late check-out");
    expect(app.guard!.hasUnsavedChanges()).toBe(true);
    expect(browserAsks()).toBe(true);
  });

  it("on Discard and leave, lets the navigation that follows through without asking again", async () => {
    const { user } = page();
    await user.type(screen.getByRole("textbox", { name: "Note" }), "Late check-out");
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = app.guard!.confirmLeave();
    });
    await user.click(await screen.findByRole("button", { name: "Discard and leave" }));
    await expect(answer).resolves.toBe(true);
    expect(app.guard!.hasUnsavedChanges()).toBe(false);
    expect(browserAsks()).toBe(false);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("answers a question still open with Keep editing when a second one comes (a second click in the menu)", async () => {
    const { user } = page();
    await user.type(screen.getByRole("textbox", { name: "Note" }), "x");
    let first: Promise<boolean> | undefined;
    let second: Promise<boolean> | undefined;
    act(() => {
      first = app.guard!.confirmLeave();
    });
    act(() => {
      second = app.guard!.confirmLeave();
    });
    await expect(first).resolves.toBe(false);
    await user.click(await screen.findByRole("button", { name: "Discard and leave" }));
    await expect(second).resolves.toBe(true);
  });

  it("stops asking once the part with the edits is gone (a saved screen closed)", async () => {
    const { user, rerender } = page();
    await user.type(screen.getByRole("textbox", { name: "Note" }), "x");
    expect(browserAsks()).toBe(true);
    rerender(
      <UnsavedChangesGuard>
        <Question />
      </UnsavedChangesGuard>,
    );
    expect(app.guard!.hasUnsavedChanges()).toBe(false);
    expect(browserAsks()).toBe(false);
  });
});
