import type { OperationId } from "../../src/contract";
import type { Call } from "../harness";
import { gatewaySamples } from "./gateway";
import { onekeySamples } from "./onekey";
import { oneappSamples } from "./oneapp";
import { platformSamples } from "./platform";

/**
 * Per-operation inputs for the "every operation succeeds" test, where copying seeded data is not enough
 * (actions, searches, files, unique fields). `params` names path parameters.
 */
export type Sample = Partial<Call> & { params?: Record<string, string>; status?: number };
export type Samples = { [K in OperationId]?: Sample };

export const samples: Samples = { ...platformSamples, ...oneappSamples, ...gatewaySamples, ...onekeySamples };
