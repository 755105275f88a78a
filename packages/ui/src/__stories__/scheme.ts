import { expect } from "storybook/test";

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
