import { contrastRatio } from "../theme/contrast";

/**
 * WCAG 2.x contrast between two colours (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio): the theme's
 * colour fields warn when text on a chosen background would fail level AA.
 */

/** AA asks for 4.5:1 for normal text and 3:1 for large text (18pt, or 14pt bold). */
export const AA_NORMAL_TEXT = 4.5;
export const AA_LARGE_TEXT = 3;

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * The red, green and blue channels (0-255) of a hex colour (`#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, the `#`
 * optional), or null. Alpha is ignored: the guest app paints theme colours opaque.
 */
export function hexChannels(value: string | null | undefined): [number, number, number] | null {
  const match = value ? HEX.exec(value.trim()) : null;
  if (!match) return null;
  let digits = match[1]!;
  if (digits.length <= 4) digits = [...digits].map((digit) => digit + digit).join("");
  return [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16)) as [number, number, number];
}

/** A hex colour as `#rrggbb`, or null when it is none. */
function sixDigits(value: string | null | undefined): string | null {
  const channels = hexChannels(value);
  return channels ? `#${channels.map((channel) => channel.toString(16).padStart(2, "0")).join("")}` : null;
}

/**
 * The contrast ratio (1 to 21) of two hex colours in any of their forms, in either order; null when one is
 * no colour (a field left empty or half typed), where the theme's own `contrastRatio` would throw.
 */
export function contrastOf(a: string | null | undefined, b: string | null | undefined): number | null {
  const first = sixDigits(a);
  const second = sixDigits(b);
  return first && second ? contrastRatio(first, second) : null;
}

/** Whether a ratio meets WCAG AA, for normal text unless `largeText`. */
export function meetsAA(ratio: number, largeText = false): boolean {
  return ratio >= (largeText ? AA_LARGE_TEXT : AA_NORMAL_TEXT);
}

/**
 * The ratio shown to a user: rounded down to two decimals, so 4.4999 reads 4.49 (fails) rather than 4.5
 * (which would look like a pass).
 */
export function formatRatio(ratio: number): string {
  return (Math.floor(ratio * 100) / 100).toFixed(2);
}

/** Black or white, whichever reads better on the background (for previews that pick their own text). */
export function readableTextOn(background: string | null | undefined): "#000000" | "#FFFFFF" {
  const onWhite = contrastOf(background, "#FFFFFF") ?? 21;
  const onBlack = contrastOf(background, "#000000") ?? 1;
  return onBlack > onWhite ? "#000000" : "#FFFFFF";
}
