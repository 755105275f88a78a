// Shared by the stories of the list screens: roles, properties, property groups and users.
import { http, HttpResponse } from "msw";
import { expect, screen, waitFor, within } from "storybook/test";
import { SANDBOX_WAIT } from "./ConsoleStory";
import type { Canvas } from "./ConsoleStory";

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

interface ListStatesOptions {
  /** The list's GET (an msw path pattern). */
  url: string;
  /** A demo user without the list permission. */
  refusedUser: "admin@demo.test" | "staff@demo.test";
  /** The server's message on a failed load. */
  failureMessage: string;
  /** The screen shows the failure status only (platform.md section 8): the message must not appear. */
  statusOnly?: boolean;
}

/**
 * The states every list screen has, over its list call: Empty, Loading (the list busy, no rows), Failure
 * (the failure notice with a retry) and NoPermission (the refusal text, no table). A story file exports them
 * by name (`export const Empty: Story = states.Empty`); Loading's `no-visual` tag stays in the file, where
 * Storybook's indexer reads tags.
 */
export function listStates({ url, refusedUser, failureMessage, statusOnly = false }: ListStatesOptions) {
  return {
    Empty: {
      parameters: {
        msw: { handlers: { empty: [http.get(url, () => HttpResponse.json({ items: [], total: 0 }))] } },
      },
      play: async ({ canvas }: { canvas: Canvas }) => {
        await expect(await canvas.findByText("No entries", {}, SANDBOX_WAIT)).toBeVisible();
        await expect(await dataRows()).toHaveLength(0);
      },
    },
    Loading: {
      parameters: { msw: { handlers: { pending: [http.get(url, () => new Promise<never>(() => {}))] } } },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        await waitFor(
          () => expect(listRoot(canvasElement)).toHaveAttribute("aria-busy", "true"),
          SANDBOX_WAIT,
        );
        await expect(await dataRows()).toHaveLength(0);
      },
    },
    Failure: {
      parameters: {
        msw: {
          handlers: {
            failing: [http.get(url, () => HttpResponse.json({ message: failureMessage }, { status: 500 }))],
          },
        },
      },
      play: async ({ canvas }: { canvas: Canvas }) => {
        const alert = await canvas.findByRole("alert", {}, SANDBOX_WAIT);
        await expect(alert).toHaveTextContent("The list could not be loaded");
        if (statusOnly) await expect(alert).not.toHaveTextContent(failureMessage);
        else await expect(alert).toHaveTextContent(failureMessage);
        await expect(within(alert).getByRole("button", { name: "Retry" })).toBeEnabled();
      },
    },
    NoPermission: {
      parameters: { console: { user: refusedUser } },
      play: async ({ canvas }: { canvas: Canvas }) => {
        await expect(
          await canvas.findByText("You are not authorized to perform this action", {}, SANDBOX_WAIT),
        ).toBeVisible();
        await expect(canvas.queryByRole("table")).not.toBeInTheDocument();
      },
    },
  };
}
