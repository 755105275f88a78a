/** What an empty colour shows (spec: "the color picker defaults to white hex when empty"). */
export const EMPTY_COLOR = "#FFFFFF";

const TYPED = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
const STORED = /^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** Typed text as `#RRGGBB` (a leading `#` is optional, `#RGB` is expanded); null when it is not a hex colour. */
export function parseHex(text: string): string | null {
  const match = TYPED.exec(text.trim());
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit).join("") : match[1]!;
  return `#${digits.toUpperCase()}`;
}

/** The colour a swatch shows for a value: the value when it is a CSS hex colour, else white. */
export function swatchColor(value: string | null | undefined): string {
  return value && isHexColor(value) ? value.trim() : EMPTY_COLOR;
}

/** Whether a value is a colour a field may hold: a CSS hex colour (`#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`). */
export function isHexColor(value: string): boolean {
  return STORED.test(value.trim());
}
