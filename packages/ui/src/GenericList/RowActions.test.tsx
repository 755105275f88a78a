// @vitest-environment jsdom
import { fireEvent, renderHook, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../../test/render";
import { createI18n } from "../i18n/createI18n";
import { LANGUAGE_CODES } from "../i18n/languages";
import type { RowActionName } from "./definition";
import { RowActions, useActionLabels } from "./RowActions";

const ACTIONS: RowActionName[] = ["edit", "copy", "delete", "dragSort", "downloadPdf"];

describe("useActionLabels", () => {
  // The names are translated once and filled with each row's name; in every language they must read exactly as
  // the full translation would, wherever that language puts the row's name.
  it.each([...LANGUAGE_CODES])("names every action on a row as the %s translation does", (lng) => {
    const i18n = createI18n({ lng });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    );
    const { result } = renderHook(() => useActionLabels(ACTIONS), { wrapper });
    const t = i18n.getFixedT(lng, "ui");
    for (const action of ACTIONS) {
      const row = "Lobby display 7";
      expect(result.current(action, row)).toBe(
        t("list.actionOn", { action: t(`list.action.${action}`), item: row }),
      );
      expect(result.current(action, row)).toContain(row);
    }
  });
});

// Row buttons are plain <button>s (cheap to render by the hundred): they must still behave as IconButton did.
describe("RowActions", () => {
  const row = "Lobby display 7";

  it("runs an action on click and on Enter, and names it with the row", async () => {
    const onAction = vi.fn();
    const { user } = renderUi(
      <RowActions actions={["edit", "print"]} rowLabel={row} isDisabled={() => false} onAction={onAction} />,
    );
    await user.click(screen.getByRole("button", { name: "Edit: Lobby display 7" }));
    screen.getByRole("button", { name: "Print: Lobby display 7" }).focus();
    await user.keyboard("{Enter}");
    expect(onAction.mock.calls).toEqual([["edit"], ["print"]]);
  });

  it("ignores presses on a disabled action", async () => {
    const onAction = vi.fn();
    const { user } = renderUi(
      <RowActions
        actions={["delete"]}
        rowLabel={row}
        isDisabled={(action) => action === "delete"}
        onAction={onAction}
      />,
    );
    const remove = screen.getByRole("button", { name: "Delete: Lobby display 7" });
    expect(remove).toBeDisabled();
    await user.click(remove);
    expect(onAction).not.toHaveBeenCalled();
  });

  it("shows a named spinner while an action is pending, stays focusable and ignores presses", async () => {
    const onAction = vi.fn();
    const { user } = renderUi(
      <RowActions
        actions={["print"]}
        rowLabel={row}
        isDisabled={() => false}
        onAction={onAction}
        pending="print"
      />,
    );
    const print = screen.getByRole("button", { name: "Print: Lobby display 7" });
    expect(print).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByRole("progressbar", { name: "Loading" })).toBeInTheDocument();
    await user.click(print);
    print.focus();
    expect(print).toHaveFocus();
    expect(onAction).not.toHaveBeenCalled();
  });

  it("moves the row with the drag handle's arrow keys without scrolling the list", () => {
    const onMove = vi.fn();
    renderUi(
      <RowActions
        actions={["dragSort"]}
        rowLabel={row}
        isDisabled={() => false}
        onAction={() => undefined}
        onMove={onMove}
      />,
    );
    const handle = screen.getByRole("button", { name: /Lobby display 7/ });
    expect(fireEvent.keyDown(handle, { key: "ArrowDown" })).toBe(false);
    expect(fireEvent.keyDown(handle, { key: "ArrowUp" })).toBe(false);
    expect(fireEvent.keyDown(handle, { key: "Tab" })).toBe(true);
    expect(onMove.mock.calls).toEqual([[1], [-1]]);
  });
});
