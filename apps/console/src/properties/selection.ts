import { browserStorage } from "@cms/ui";
import { useCallback, useSyncExternalStore } from "react";

/** Local-storage keys of the property choice (platform.md "Home" and "Property selector"). */
export const PROPERTY_KEYS = { selected: "cms-property", recent: "cms-recent-properties" } as const;
export const RECENT_LIMIT = 3;

export interface PropertySelection {
  selected: string | undefined;
  /** Most recent first, at most {@link RECENT_LIMIT}. */
  recent: string[];
}

const listeners = new Set<() => void>();
let cached: PropertySelection | undefined;

export function readSelection(store = browserStorage()): PropertySelection {
  let recent: string[] = [];
  try {
    const parsed: unknown = JSON.parse(store?.getItem(PROPERTY_KEYS.recent) ?? "[]");
    if (Array.isArray(parsed)) recent = parsed.filter((id): id is string => typeof id === "string");
  } catch {
    // A damaged entry is forgotten rather than breaking the home screen.
  }
  return {
    selected: store?.getItem(PROPERTY_KEYS.selected) ?? undefined,
    recent: recent.slice(0, RECENT_LIMIT),
  };
}

/** Stores the choice and puts it first in the recent list (no duplicates, at most three). */
export function selectProperty(id: string, store = browserStorage()): void {
  const { recent, selected } = readSelection(store);
  const next = [id, ...recent.filter((other) => other !== id)].slice(0, RECENT_LIMIT);
  if (selected === id && next.join() === recent.join()) return;
  store?.setItem(PROPERTY_KEYS.selected, id);
  store?.setItem(PROPERTY_KEYS.recent, JSON.stringify(next));
  cached = undefined;
  listeners.forEach((listener) => listener());
}

const snapshot = () => (cached ??= readSelection());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function usePropertySelection(): [PropertySelection, (id: string) => void] {
  const selection = useSyncExternalStore(subscribe, snapshot, snapshot);
  return [selection, useCallback((id: string) => selectProperty(id), [])];
}

/** Forgets the cached snapshot (tests clear local storage between cases). */
export function resetSelectionCache() {
  cached = undefined;
}
