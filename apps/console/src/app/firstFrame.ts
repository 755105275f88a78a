// The signed-in frame as the page's own HTML draws it before any script has run (server/firstFrame.ts puts it in
// index.html): the toolbar's band with the menu button's icon, and the drawer's column on medium screens and
// larger, in the saved scheme and direction. It shows only when a session is stored and the page is not a
// sign-in page, and goes when React draws into #root. The guard draws the same while it renews the session, so
// nothing flashes between the two.

/** The attribute on <html> by which the page's script shows the frame. */
export const FIRST_FRAME_MARK = "data-first-frame";

/** Class names of the frame's parts; its rules are in the page's head (server/firstFrame.ts). */
export const FIRST_FRAME = {
  frame: "cms-first-frame",
  side: "cms-first-frame-side",
  main: "cms-first-frame-main",
  bar: "cms-first-frame-bar",
  button: "cms-first-frame-button",
} as const;

/** lucide's Menu icon at the toolbar's size (20 px), as the toolbar's menu button shows it. */
const MENU_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 24 24" fill="none" ' +
  'stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">' +
  '<path d="M4 5h16"/><path d="M4 12h16"/><path d="M4 19h16"/></svg>';

export const FIRST_FRAME_MARKUP =
  `<div class="${FIRST_FRAME.frame}" aria-hidden="true">` +
  `<div class="${FIRST_FRAME.side}"></div>` +
  `<div class="${FIRST_FRAME.main}"><div class="${FIRST_FRAME.bar}">` +
  `<span class="${FIRST_FRAME.button}">${MENU_ICON}</span></div></div></div>`;
