import { startTransition, useEffect, useState } from "react";
import { pageDrawn, whenDrawn } from "../whenDrawn";

/**
 * A part of the library fetched after the screen that draws it (issue 40), as the overlay parts are (load.ts), for
 * parts that only some screens draw: the date picker's field and calendar. A component draws a stand-in until
 * the part is here ({@link DeferredPart.use}); the part is fetched once the page's screen is drawn (at once when
 * the page was drawn before the component came, as in a dialog opened later) or when the user reaches for it
 * ({@link DeferredPart.want}).
 */
export interface DeferredPart<T> {
  /** Fetches the part once; a failed fetch is tried again on the next call. */
  load(): Promise<T>;
  /** Fetches the part on a user's intent (focus, a press); a failure waits for the next. */
  want(): void;
  /** The part once here (the stand-in gives way in a transition), `undefined` before. */
  use(): T | undefined;
}

export function deferredPart<T>(importPart: () => Promise<T>): DeferredPart<T> {
  let part: T | undefined;
  let loading: Promise<T> | undefined;
  const listeners = new Set<(part: T) => void>();
  const load = () =>
    (loading ??= importPart().then(
      (module) => {
        part = module;
        for (const listener of listeners) listener(module);
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const want = () => void load().catch(() => undefined);
  return {
    load,
    want,
    use() {
      const [here, setHere] = useState(part);
      useEffect(() => {
        if (part) return setHere(() => part);
        const arrived = (module: T) => startTransition(() => setHere(() => module));
        listeners.add(arrived);
        const cancel = pageDrawn() ? (want(), undefined) : whenDrawn(want);
        return () => {
          listeners.delete(arrived);
          cancel?.();
        };
      }, []);
      return here;
    },
  };
}
