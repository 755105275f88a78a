import { expect, userEvent, waitFor, within } from "storybook/test";

// The date and time fields' stories find react-aria's segments (spin buttons with a data-type) the same way.

export type SegmentType = "day" | "month" | "year" | "hour" | "minute" | "second";

/** One segment of the field's `group` by its type, whatever the locale's order. */
export const segment = (group: HTMLElement, type: SegmentType) =>
  group.querySelector<HTMLElement>(`[role="spinbutton"][data-type="${type}"]`)!;

/** The editable segments in their visual order. */
export const segmentsOf = (group: HTMLElement) => within(group).getAllByRole("spinbutton");

/** What the field shows, without the invisible bidi isolation marks react-aria puts around the time. */
export const shown = (group: HTMLElement) => group.textContent!.replace(/[\u2066-\u2069]/g, "");

/** Opens a picker's calendar by a click on its button, and returns the calendar's dialog. */
export async function openCalendar(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole("button", { name: /Open calendar/ }));
  return within(canvasElement.ownerDocument.body).findByRole("dialog");
}

/** A picker's Dark play: its calendar opens on the story's day, 20 November 2026 (the frozen clock's). */
export async function opensCalendarOnTheDay({ canvasElement }: { canvasElement: HTMLElement }) {
  const dialog = await openCalendar(canvasElement);
  await waitFor(() => expect(within(dialog).getByRole("button", { name: /20 November 2026/ })).toBeVisible());
}
