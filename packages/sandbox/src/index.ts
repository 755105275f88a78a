export { createSandbox, NOT_AUTHORIZED } from "./engine";
export type { Sandbox, SandboxOptions } from "./engine";
export type { SandboxRequest, SandboxResponse } from "./http";
export { DEMO_TODAY, seed } from "./seed";
export { DEMO_ACCOUNTS, DEMO_PASSWORD, TWO_FACTOR_DEMO_CODE } from "./seed/platform";
export { operations_ as contractOperations, validateResponse } from "./contract";
export type { SandboxState } from "./state";
