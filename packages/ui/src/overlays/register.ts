// Hands the overlay loader (load.ts) its dynamic import of the parts. A module of its own, which @cms/ui's index
// exports the loading calls from, because the parts' own modules import the loader: the loader importing them,
// even lazily, is an import circle.
import {
  loadOverlays as loadProvided,
  loadOverlaysWhenDrawn as loadProvidedWhenDrawn,
  provideOverlayParts,
} from "./load";

const importParts = () => import("./parts");
provideOverlayParts(importParts);

/** Fetches the overlay parts once (see load.ts). */
export function loadOverlays() {
  provideOverlayParts(importParts);
  return loadProvided();
}

/** Fetches the overlay parts once the page's screen is drawn (the console calls it first thing). */
export function loadOverlaysWhenDrawn(quietMs?: number): void {
  provideOverlayParts(importParts);
  loadProvidedWhenDrawn(quietMs);
}
