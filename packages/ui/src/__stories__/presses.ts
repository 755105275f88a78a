import { expect, userEvent } from "storybook/test";

// What a button's Default story checks (Button, IconButton), written once for the buttons that share it.

/**
 * `button`, the story's first tab stop, presses every way: it takes the focus by Tab, and Enter, Space and a
 * click each call `onPress` (the story's `fn()`) once.
 */
export async function pressesEveryWay(button: HTMLElement, onPress: unknown) {
  await userEvent.tab();
  await expect(button).toHaveFocus();
  await userEvent.keyboard("{Enter}");
  await userEvent.keyboard(" ");
  await userEvent.click(button);
  await expect(onPress).toHaveBeenCalledTimes(3);
}
