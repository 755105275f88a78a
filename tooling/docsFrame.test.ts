import { describe, expect, it, vi } from "vitest";
import { docsPageOf, keepDocsPagesStill } from "../.storybook/docsFrame";

// A docs page stays where its reader has it while its stories play (issue 41 item 2; `pnpm test:docs` checks the
// built Storybook's 106 pages). Here the rule itself, on stand-ins for the preview's windows.
type Fake = Window & typeof globalThis;

function page(href: string) {
  const view = {
    location: { href },
    scrollX: 0,
    scrollY: 0,
    parent: undefined as unknown as Window,
    scrollTo(x: number, y: number) {
      view.scrollX = x;
      view.scrollY = y;
    },
  };
  view.parent = view as unknown as Window;
  return view as unknown as Window & { parent: Window };
}

/**
 * A story's window whose focus and scrollIntoView record what they were asked; scrollIntoView scrolls the docs
 * page it sits in (or, alone, its own window) to 1,629 px, as a row kept in view far down a page would.
 */
function story(href: string, parent?: Window) {
  const view = page(href) as unknown as Fake & { parent: Window };
  if (parent) view.parent = parent;
  const focus = vi.fn();
  const scrollIntoView = vi.fn(() => {
    const scrolled = docsPageOf(view) ?? view;
    scrolled.scrollTo(0, 1629);
  });
  Object.assign(view, {
    HTMLElement: { prototype: { focus } },
    Element: { prototype: { scrollIntoView } },
  });
  keepDocsPagesStill(view);
  return { view, focus };
}

describe("a docs page", () => {
  it("is not scrolled by a story in a frame of its own moving the focus or scrolling into view", () => {
    const docs = page("http://sb/iframe.html?viewMode=docs&id=components-overlays-tooltip--docs");
    const { view, focus } = story(
      "http://sb/iframe.html?viewMode=story&id=components-overlays-tooltip--open",
      docs,
    );
    view.HTMLElement.prototype.focus.call({} as HTMLElement);
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    view.Element.prototype.scrollIntoView.call({} as Element, { block: "nearest" });
    expect(docs.scrollY).toBe(0);
  });

  it("is not scrolled by an inline story's play either", () => {
    const { view, focus } = story(
      "http://sb/iframe.html?viewMode=docs&id=components-primitives-textfield--docs",
    );
    view.HTMLElement.prototype.focus.call({} as HTMLElement, { focusVisible: true });
    expect(focus).toHaveBeenCalledWith({ preventScroll: true, focusVisible: true });
    view.Element.prototype.scrollIntoView.call({} as Element);
    expect(view.scrollY).toBe(0);
  });

  it("leaves a story on its own to scroll as the browser does", () => {
    const { view, focus } = story(
      "http://sb/iframe.html?viewMode=story&id=components-overlays-tooltip--open",
    );
    view.HTMLElement.prototype.focus.call({} as HTMLElement);
    expect(focus).toHaveBeenCalledWith(undefined);
    view.Element.prototype.scrollIntoView.call({} as Element);
    expect(view.scrollY).toBe(1629);
  });
});
