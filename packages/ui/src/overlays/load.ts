import type { ReactNode } from "react";
import { createContext, createElement, startTransition, useContext, useEffect, useState } from "react";
import { pageDrawn, whenDrawn } from "../whenDrawn";
import type * as Parts from "./parts";

/** The parts of the overlays (popovers, menus, list boxes, modal dialogs, tooltip bubbles), in a chunk of their own. */
export type OverlayParts = typeof Parts;

/**
 * A part of the library fetched after the screen that draws it (issue 40): the overlay parts (below) and the
 * date picker's field and calendar. A component draws a stand-in until the part is here
 * ({@link DeferredPart.use}); the part is fetched when the user reaches for it ({@link DeferredPart.want}), and,
 * for a part only some screens draw, once the page's screen is drawn (at once when the page was drawn before the
 * component came, as in a dialog opened later).
 */
export interface DeferredPart<T> {
  /** Fetches the part once; a failed fetch is tried again on the next call. */
  load(): Promise<T>;
  /** Fetches the part on a user's intent (focus, a press); a failure waits for the next. */
  want(): void;
  /** The part once here (the stand-in gives way in a transition), `undefined` before. */
  use(): T | undefined;
}

export interface DeferredPartOptions {
  /**
   * Whether a component drawing the part fetches it once the page is drawn (the default). The overlay parts say
   * no: every screen draws their triggers, and the console asks for them once itself (loadOverlaysWhenDrawn).
   */
  fetchOnceDrawn?: boolean;
}

export function deferredPart<T>(
  importPart: () => Promise<T>,
  { fetchOnceDrawn = true }: DeferredPartOptions = {},
): DeferredPart<T> {
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
        loading = undefined; // a failed fetch (the network, a new release) is tried again on the next intent
        throw error;
      },
    ));
  const want = () => void load().catch(() => undefined);
  return {
    load,
    want,
    use() {
      // As a function: a part may be a component, which useState would call as its initializer.
      const [here, setHere] = useState(() => part);
      useEffect(() => {
        if (part) return setHere(() => part);
        const arrived = (module: T) => startTransition(() => setHere(() => module));
        listeners.add(arrived);
        const cancel = !fetchOnceDrawn ? undefined : pageDrawn() ? (want(), undefined) : whenDrawn(want);
        return () => {
          listeners.delete(arrived);
          cancel?.();
        };
      }, []);
      return here;
    },
  };
}

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

/** The parts, fetched once; every screen draws their triggers, so the console asks for them itself, once drawn. */
const overlays = deferredPart<OverlayParts>(
  () => {
    if (!importParts)
      throw new Error("The overlay parts have no loader: import @cms/ui (overlays/register.ts)");
    return importParts();
  },
  { fetchOnceDrawn: false },
);

/**
 * Fetches the overlay parts once (issue 40): react-aria's popovers, list boxes, menus, modals and positioning are
 * about 36 KiB of brotli that no screen needs to draw, only to open something. Until they are here, Select and
 * Menu draw their closed trigger, a Dialog or Drawer that is shut draws nothing and a tooltip waits for its
 * bubble; pressing or focusing a trigger fetches them at once, and the console fetches them when its first screen
 * is drawn ({@link loadOverlaysWhenDrawn}). A failed fetch is tried again on the next intent.
 */
export function loadOverlays(): Promise<OverlayParts> {
  return overlays.load();
}

/** Fetches the overlay parts once the page's screen is drawn (its largest paint has been quiet a second). */
export function loadOverlaysWhenDrawn(quietMs?: number): void {
  whenDrawn(overlays.want, quietMs);
}

/** Fetches the overlay parts on a user's intent (focus, a press, the pointer coming near); a failure waits for the next. */
export function wantOverlays(): void {
  overlays.want();
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
  const here = overlays.use();
  return override ? override.parts : here;
}
