import { useMemo, useSyncExternalStore } from "react";

const subscribe = (query: string) => (onChange: () => void) => {
  const list = window.matchMedia(query);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
};

/**
 * Whether a CSS media query matches, following changes (window resized, device rotated). `serverValue` is
 * the answer where there is no window (server rendering).
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribeTo = useMemo(() => subscribe(query), [query]);
  return useSyncExternalStore(
    subscribeTo,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
