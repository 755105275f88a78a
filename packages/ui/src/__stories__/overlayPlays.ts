import { expect, screen, userEvent, waitFor } from "storybook/test";
import { expectDarkSurface } from "./scheme";

/**
 * The behaviour every modal overlay (Dialog, Drawer) shares, played from a closed story whose first tab stop is
 * `trigger`: by keyboard it opens with Enter, takes the focus inside, closes on Escape and hands the focus back;
 * by pointer it opens on a click and closes with its Close button. Ends closed.
 */
export async function opensAndCloses(trigger: HTMLElement, name: string) {
  await userEvent.tab();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard("{Enter}");
  const overlay = await screen.findByRole("dialog", { name });
  await waitFor(() => expect(overlay).toContainElement(overlay.ownerDocument.activeElement as HTMLElement));
  await userEvent.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  await waitFor(() => expect(trigger).toHaveFocus());

  await userEvent.click(trigger);
  const reopened = await screen.findByRole("dialog", { name });
  await userEvent.click(screen.getByRole("button", { name: "Close" }));
  await waitFor(() => expect(reopened).not.toBeInTheDocument());
}

/** An open overlay's main button (`button`) calls `onPress` (the story's `fn()` arg) once and closes `name`. */
export async function mainButtonCloses(name: string, button: string, onPress: (() => void) | undefined) {
  const overlay = await screen.findByRole("dialog", { name });
  await userEvent.click(screen.getByRole("button", { name: button }));
  await expect(onPress).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(overlay).not.toBeInTheDocument());
}

/** The open overlay's body holds more than it shows: it scrolls, and the keyboard reaches it to scroll it. */
export async function bodyScrolls(overlay: HTMLElement) {
  const scroller = overlay.querySelector<HTMLElement>('[data-ui="DialogBody"]')!;
  await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
  await waitFor(() => expect(scroller).toHaveAttribute("tabindex", "0"));
}

/** The overlay `name`, open in the dark scheme: its main button (`button`) shows, the panel on the dark surface. */
export async function openInDark(name: string, button: string) {
  const panel = await screen.findByRole("dialog", { name });
  await expect(screen.getByRole("button", { name: button })).toBeVisible();
  await expectDarkSurface(panel);
}
