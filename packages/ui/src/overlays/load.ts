import type { ReactNode } from "react";
import { createContext, createElement, startTransition, useContext, useEffect, useState } from "react";
import { whenDrawn } from "../whenDrawn";
import type * as Parts from "./parts";

/** The parts of the overlays (popovers, menus, list boxes, modal dialogs, tooltip bubbles), in a chunk of their own. */
export type OverlayParts = typeof Parts;

let parts: OverlayParts | undefined;
let loading: Promise<OverlayParts> | undefined;
const listeners = new Set<() => void>();
/**
 * How to fetch the parts, handed in by register.ts (which @cms/ui's index imports): the stand-ins that ask for
 * the parts are themselves among the parts' imports, so this module may not import them, not even lazily (an
 * import circle).
 */
let importParts: (() => Promise<OverlayParts>) | undefined;

/** Hands the loader its dynamic import of the parts (register.ts). */
export function provideOverlayParts(load: () => Promise<OverlayParts>): void {
  importParts = load;
}

/**
 * Fetches the overlay parts once (issue 40): react-aria's popovers, list boxes, menus, modals and positioning are
 * about 36 KiB of brotli that no screen needs to draw, only to open something. Until they are here, Select and
 * Menu draw their closed trigger, a Dialog or Drawer that is shut draws nothing and a tooltip waits for its
 * bubble; pressing or focusing a trigger fetches them at once, and the console fetches them when its first screen
 * is drawn ({@link loadOverlaysWhenDrawn}).
 */
export function loadOverlays(): Promise<OverlayParts> {
  if (!importParts)
    throw new Error("The overlay parts have no loader: import @cms/ui (overlays/register.ts)");
  loading ??= importParts().then(
    (module) => {
      parts = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = undefined; // a failed fetch (the network, a new release) is tried again on the next intent
      throw error;
    },
  );
  return loading;
}

/** Fetches the overlay parts once the page's screen is drawn (its largest paint has been quiet a second). */
export function loadOverlaysWhenDrawn(quietMs?: number): void {
  whenDrawn(() => void loadOverlays().catch(() => undefined), quietMs);
}

/** Fetches the overlay parts on a user's intent (focus, a press, the pointer coming near); a failure waits for the next. */
export function wantOverlays(): void {
  void loadOverlays().catch(() => undefined);
}

const Override = createContext<{ parts: OverlayParts | undefined } | null>(null);

/**
 * Draws its children as if the overlay parts had (`parts`) or had not (`undefined`) come: for the tests and
 * stories of the stand-ins that Select, Menu, Autocomplete and PopoverButton draw before them.
 */
export function OverlayPartsOverride({
  parts,
  children,
}: {
  parts: OverlayParts | undefined;
  children: ReactNode;
}) {
  return createElement(Override.Provider, { value: { parts } }, children);
}

/**
 * The overlay parts once they have come, `undefined` before. The stand-ins give way to them in a transition:
 * on a cheap PC every trigger of a screen swapping in one blocking render was a long task (about 100 ms at 4x
 * CPU on a dashboard), where a transition yields to the user's input.
 */
export function useOverlayParts(): OverlayParts | undefined {
  const override = useContext(Override);
  const [here, setHere] = useState(parts);
  useEffect(() => {
    if (here) return;
    const take = () => startTransition(() => setHere(parts));
    if (parts) return take();
    listeners.add(take);
    return () => void listeners.delete(take);
  }, [here]);
  return override ? override.parts : here;
}
