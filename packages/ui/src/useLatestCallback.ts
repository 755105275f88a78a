import { useCallback, useLayoutEffect, useRef } from "react";

/**
 * A function that keeps its identity for the component's life and always calls the newest `callback`: a
 * handler handed to a memoized part (a list's toolbar, header or dialogs) then does not make that part render
 * again on every keystroke. Call it from events, not while rendering.
 */
export function useLatestCallback<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
