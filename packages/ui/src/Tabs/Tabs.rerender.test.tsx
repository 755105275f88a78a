// @vitest-environment jsdom
import { act, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../../test/render";
import { Tabs } from "./Tabs";

// Issue 40: react-aria's TabPanel looks for a tabbable child (a forced style recalculation) after each of its
// renders; a dashboard whose panel holds a chart re-rendered its tabs with each answer that came.
describe("tabs whose panel's content changes", () => {
  it("show the new content without drawing the tabs again, and still move the focus into the panel", async () => {
    let setCount: (count: number) => void = () => undefined;
    function Screen() {
      const [count, set] = useState(0);
      setCount = set;
      return (
        <Tabs
          aria-label="View"
          items={[
            { id: "cards", label: "Cards", content: <button type="button">Answers: {count}</button> },
            { id: "bars", label: "Bars", content: <p>Bars</p> },
          ]}
        />
      );
    }
    const { user } = renderUi(<Screen />);
    const panel = screen.getByRole("tabpanel");
    const tab = screen.getByRole("tab", { name: "Cards" });
    // react-aria's look for a tabbable child walks the panel with a tree walker.
    const looks = vi.spyOn(Document.prototype, "createTreeWalker");
    for (const count of [1, 2, 3]) act(() => setCount(count));
    expect(panel).toHaveTextContent("Answers: 3");
    expect(looks).not.toHaveBeenCalled();
    // The same tab and panel elements: nothing of the tabs was mounted again.
    expect(screen.getByRole("tab", { name: "Cards" })).toBe(tab);
    expect(screen.getByRole("tabpanel")).toBe(panel);
    looks.mockRestore();
    // The panel holds a tabbable child: Tab goes from the tab straight to it.
    await user.click(tab);
    await user.tab();
    expect(screen.getByRole("button", { name: "Answers: 3" })).toHaveFocus();
  });
});
