// Shared by the stories of the list screens: roles, properties, property groups and users.
import { expect, screen, waitFor, within } from "storybook/test";
import { SANDBOX_WAIT } from "./ConsoleStory";
import { screenStates } from "./screenStates";
import type { ScreenStatesOptions } from "./screenStates";

/** The list's table, in any language (the page has one). */
export const table = () => screen.findByRole("table", {}, SANDBOX_WAIT);

/** The data rows of the list (not the header, not an expanded row's details). */
export async function dataRows(): Promise<HTMLElement[]> {
  return within(await table())
    .queryAllByRole("row")
    .filter((row) => row.hasAttribute("data-row-index"));
}

/** Waits until the list shows rows, and answers them. */
export async function loadedRows(): Promise<HTMLElement[]> {
  await waitFor(async () => expect((await dataRows()).length).toBeGreaterThan(0), SANDBOX_WAIT);
  return dataRows();
}

/** The row whose label (its first column) is `name`. */
export async function rowNamed(name: string): Promise<HTMLElement> {
  return within(await table()).findByRole("row", { name }, SANDBOX_WAIT);
}

/** The generic list's root: `aria-busy` while it loads. */
export const listRoot = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-ui="GenericList"]')!;

/**
 * React Aria announces a pending button through a live-region entry that points at it; when the button's
 * dialog closes first, axe sees a reference to a gone element. Screen readers have read it by then.
 */
export function dropStaleAnnouncements(): void {
  for (const node of document.querySelectorAll("[data-live-announcer] [aria-labelledby]")) {
    const ids = node.getAttribute("aria-labelledby")!.split(" ");
    if (ids.some((id) => !document.getElementById(id))) node.remove();
  }
}

/**
 * The states every list screen has, over its list call: Empty, Loading (the list busy, no rows), Failure
 * (the failure notice with a retry) and NoPermission (the refusal text, no table).
 */
export const listStates = (options: ScreenStatesOptions) =>
  screenStates(options, {
    emptyBody: { items: [], total: 0 },
    emptyText: "No entries",
    loading: async ({ canvasElement }) => {
      await waitFor(() => expect(listRoot(canvasElement)).toHaveAttribute("aria-busy", "true"), SANDBOX_WAIT);
    },
    failureTitle: "The list could not be loaded",
    contentRole: "table",
    alsoEmpty: async () => {
      await expect(await dataRows()).toHaveLength(0);
    },
    alsoLoading: async () => {
      await expect(await dataRows()).toHaveLength(0);
    },
  });
