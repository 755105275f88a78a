import { VictoryAxis, VictoryBar } from "victory";

// The chart floor's drawing, in a chunk of its own as the console's chart kit has it (VictoryLayer-<hash>.js):
// `pnpm bench:routes` reads each script's unused JavaScript, this one against the console's Victory chunk.

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

export default function VictoryLayer() {
  return (
    <svg width={WIDTH} height={HEIGHT} role="img" aria-label="Sessions per day">
      <VictoryAxis {...frame} tickValues={[1, 6, 11, 16, 21, 26, 30]} />
      <VictoryAxis {...frame} dependentAxis tickCount={5} />
      <VictoryBar {...frame} data={data} barWidth={12} />
    </svg>
  );
}
