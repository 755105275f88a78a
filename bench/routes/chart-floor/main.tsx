import { createRoot } from "react-dom/client";
import { Suspense, lazy } from "react";

// The chart floor of `pnpm bench:routes` (issue 40): React and Victory drawing what the console's charts ask of
// Victory (apps/console's chart kit: packages/ui/src/charts/VictoryLayer.tsx), two axes and a bar series in one
// SVG, and nothing else. The JavaScript such a page fetches and never runs is what any chart on Victory costs
// (issue 23's design card), whatever the screen around it does. Victory comes in a chunk of its own, as in the
// console, so its unused part is read apart from React's.

const VictoryLayer = lazy(() => import("./VictoryLayer"));

createRoot(document.getElementById("root")!).render(
  <>
    <h1>Bandwidth</h1>
    <Suspense>
      <VictoryLayer />
    </Suspense>
  </>,
);
