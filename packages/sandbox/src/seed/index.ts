import { emptyState, type SandboxState } from "../state";
import { createSeedContext } from "./context";
import { seedGateway } from "./gateway";
import { seedOnekey } from "./onekey";
import { seedOneapp } from "./oneapp";
import { seedPlatform } from "./platform";

/** The default "today" of tests and Storybook; the server uses the real date unless told otherwise. */
export const DEMO_TODAY = "2026-11-20";

/** Builds the demo data: the same for the same today and scale, on every run and machine. */
export function seed({
  today = DEMO_TODAY,
  scale = 1,
}: { today?: string; scale?: number } = {}): SandboxState {
  const state = emptyState(today);
  const ctx = createSeedContext(state, scale);
  seedPlatform(ctx);
  seedOneapp(ctx);
  seedGateway(ctx);
  seedOnekey(ctx);
  return state;
}
