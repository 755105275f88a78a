// Hands the overlay loader (load.ts) its dynamic import of the parts. A module of its own, with a side effect
// (package.json's `sideEffects` keeps it in every build that imports @cms/ui), because the parts' own modules
// import the loader: the loader importing them, even lazily, is an import circle.
import { provideOverlayParts } from "./load";

provideOverlayParts(() => import("./parts"));

export { loadOverlays, loadOverlaysWhenDrawn } from "./load";
