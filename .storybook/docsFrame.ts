/**
 * A docs page runs the plays of its stories drawn in frames of their own (`docs.story.inline: false`: dialogs,
 * menus, tooltips, toasts, console screens) and of its inline stories with `autoplay`. A play or a component
 * that moved the focus or scrolled something into view (`userEvent.tab()`, react-aria keeping a tree's focused
 * row in view) scrolled the docs page down to that story, and the next frames loaded as they came into view and
 * scrolled it further: a designer opening the Tooltip page landed 4,000 px below its title, and ten pages did
 * the same (`pnpm test:docs` checks it). On a docs page and in its frames, focus moved by code does not scroll,
 * and a scroll into view moves the story's own scrolling boxes but leaves the page where its reader has it;
 * the reader's own Tab and clicks scroll as ever.
 */
const isDocs = (view: Window) => new URL(view.location.href).searchParams.get("viewMode") === "docs";

/** The docs page a window is, or is a frame of; undefined for a story on its own. */
export function docsPageOf(view: Window = window): Window | undefined {
  if (isDocs(view)) return view;
  if (view.parent === view) return undefined;
  try {
    return isDocs(view.parent) ? view.parent : undefined;
  } catch {
    return undefined; // a parent of another origin: not a Storybook docs page
  }
}

/** Asked at each call: the preview switches between a story and a docs page without loading again. */
export function keepDocsPagesStill(view: Window & typeof globalThis = window) {
  const focus = view.HTMLElement.prototype.focus;
  view.HTMLElement.prototype.focus = function focusWithoutScrolling(options?: FocusOptions) {
    focus.call(this, docsPageOf(view) ? { preventScroll: true, ...options } : options);
  };
  const scrollIntoView = view.Element.prototype.scrollIntoView;
  view.Element.prototype.scrollIntoView = function scrollIntoViewWithinStory(
    options?: boolean | ScrollIntoViewOptions,
  ) {
    const page = docsPageOf(view);
    if (!page) return scrollIntoView.call(this, options);
    const { scrollX, scrollY } = page;
    scrollIntoView.call(this, options);
    if (page.scrollX !== scrollX || page.scrollY !== scrollY) page.scrollTo(scrollX, scrollY);
  };
}
