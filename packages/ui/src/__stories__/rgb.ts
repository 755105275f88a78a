import { hexChannels } from "../ColorPicker/contrast";

/** The `rgb()` a browser computes for a token's hex colour, to compare with `getComputedStyle`. */
export const rgb = (hex: string) => `rgb(${hexChannels(hex)!.join(", ")})`;
