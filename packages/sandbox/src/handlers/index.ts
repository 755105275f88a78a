import type { HandlerMap } from "../http";
import { displayHandlers } from "./display";
import { gatewayHandlers } from "./gateway";
import { onekeyHandlers } from "./onekey";
import { oneappHandlers } from "./oneapp";
import { platformHandlers } from "./platform";

/**
 * Named handlers for the operations the generic collection rules (crud.ts) cannot serve: sign-in,
 * searches, statistics, files, actions. Everything else is served from the path template.
 */
export const handlers: HandlerMap = {
  ...platformHandlers,
  ...oneappHandlers,
  ...gatewayHandlers,
  ...onekeyHandlers,
  ...displayHandlers,
};
