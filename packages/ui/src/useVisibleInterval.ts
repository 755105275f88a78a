import { useEffect, useRef } from "react";

/**
 * Calls `callback` every `ms` while the page is visible: paused while the document is hidden (another tab, a
 * minimised window), and called once at once when it shows again, so what was missed is caught up.
 */
export function useVisibleInterval(callback: () => unknown, ms: number, enabled = true): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const start = () => {
      stop();
      timer = setInterval(() => void latest.current(), ms);
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") return stop();
      void latest.current();
      start();
    };
    if (document.visibilityState !== "hidden") start();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stop();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [ms, enabled]);
}
