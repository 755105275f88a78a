import type { HistoryRouterProps, To } from "react-router";
import { UNSAFE_createBrowserHistory as createBrowserHistory } from "react-router";

type History = HistoryRouterProps["history"];

/** What the history asks before the console goes to another screen (the shell's UnsavedChangesGuard). */
export interface LeaveQuestion {
  hasUnsavedChanges(): boolean;
  confirmLeave(): Promise<boolean>;
}

/** A history that asks before leaving unsaved edits, and how the shell connects its question to it. */
export interface GuardedHistory {
  history: History;
  /** The shell's question, while the signed-in screens are shown; the returned function disconnects it. */
  connect(question: LeaveQuestion): () => void;
}

/**
 * The console's browser history, asking before it leaves a screen that holds unsaved edits: a link, the menu,
 * a property chosen, Back and Forward. The declarative router has no `useBlocker` (that needs a data router,
 * about 18 KB more on the sign-in page), so the history it is given does the blocking:
 * - a push or replace to another path waits for the user's answer and happens only on "Discard and leave";
 *   one that stays on the path (a screen's search or tab in the address) is never asked about;
 * - Back and Forward have already moved the address when they are heard: they are undone at once (the router
 *   never draws the other screen) and done again on "Discard and leave".
 * Until `connect` is called (the sign-in pages) it is the plain history.
 */
export function guardedHistory(base: History): GuardedHistory {
  let question: LeaveQuestion | null = null;
  // The pathname the router shows, and whether the next pop is the undoing of a Back or Forward.
  let shown = base.location.pathname;
  let undoing = false;

  const pathnameOf = (to: To) => base.createURL(to).pathname;
  const asks = (pathname: string) => pathname !== shown && question?.hasUnsavedChanges() === true;
  const whenLeft = (go: () => void) => {
    void question!.confirmLeave().then((leave) => {
      if (leave) go();
    });
  };

  const history: History = {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    go: (delta) => base.go(delta),
    push(to, state) {
      if (asks(pathnameOf(to))) whenLeft(() => base.push(to, state));
      else base.push(to, state);
    },
    replace(to, state) {
      if (asks(pathnameOf(to))) whenLeft(() => base.replace(to, state));
      else base.replace(to, state);
    },
    listen(listener) {
      return base.listen((update) => {
        if (undoing) {
          undoing = false;
          return;
        }
        const { action, location, delta } = update;
        if (action === "POP" && delta && asks(location.pathname)) {
          undoing = true;
          base.go(-delta);
          whenLeft(() => base.go(delta));
          return;
        }
        shown = location.pathname;
        listener(update);
      });
    },
  };

  return {
    history,
    connect(next: LeaveQuestion): () => void {
      question = next;
      return () => {
        if (question === next) question = null;
      };
    },
  };
}

let consoleHistory: GuardedHistory | undefined;

/** The history of the console's router: the browser's, guarded (made on the router's first render). */
export function browserHistory(): History {
  consoleHistory ??= guardedHistory(createBrowserHistory({ v5Compat: true }));
  return consoleHistory.history;
}

/** Connects the signed-in shell's question to the console's history; returns the disconnection. */
export function askBeforeLeaving(question: LeaveQuestion): () => void {
  return consoleHistory?.connect(question) ?? (() => undefined);
}
