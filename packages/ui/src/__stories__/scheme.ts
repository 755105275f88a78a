import { expect } from "storybook/test";
import { colorVar } from "../theme/theme";
import type { ColorTokens } from "../theme/tokens";

/** The sum of an "rgb(r, g, b)" colour's channels: enough to tell which of two colours is the darker. */
const brightness = (colour: string) =>
  colour
    .match(/\d+/g)!
    .slice(0, 3)
    .map(Number)
    .reduce((a, b) => a + b);

/** A Dark story's check that an element is drawn dark: its background darker than its text. */
export async function expectDarkSurface(element: Element): Promise<void> {
  const style = getComputedStyle(element);
  await expect(brightness(style.backgroundColor)).toBeLessThan(brightness(style.color));
}

/** The resolved colour of a theme token as the browser reports it, e.g. "rgb(198, 40, 40)". */
export function tokenColor(name: keyof ColorTokens): string {
  const probe = document.createElement("span");
  probe.style.color = `var(${colorVar(name)})`;
  document.body.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}
