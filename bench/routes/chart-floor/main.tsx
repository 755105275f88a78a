import { createRoot } from "react-dom/client";
import { VictoryAxis, VictoryBar } from "victory";

// The chart floor of `pnpm bench:routes` (issue 40): React and Victory drawing what the console's charts ask of
// Victory (apps/console's chart kit: packages/ui/src/charts/VictoryLayer.tsx), two axes and a bar series in one
// SVG, and nothing else. The JavaScript such a page fetches and never runs is what any chart on Victory costs
// (issue 23's design card), whatever the screen around it does.

const WIDTH = 640;
const HEIGHT = 240;
const padding = { top: 24, bottom: 36, left: 56, right: 16 };
const data = Array.from({ length: 30 }, (_, index) => ({ x: index + 1, y: ((index * 7) % 13) + 2 }));
const frame = {
  standalone: false,
  width: WIDTH,
  height: HEIGHT,
  padding,
  domain: { x: [0.5, 30.5] as [number, number], y: [0, 20] as [number, number] },
};

createRoot(document.getElementById("root")!).render(
  <>
    <h1>Bandwidth</h1>
    <svg width={WIDTH} height={HEIGHT} role="img" aria-label="Sessions per day">
      <VictoryAxis {...frame} tickValues={[1, 6, 11, 16, 21, 26, 30]} />
      <VictoryAxis {...frame} dependentAxis tickCount={5} />
      <VictoryBar {...frame} data={data} barWidth={12} />
    </svg>
  </>,
);
