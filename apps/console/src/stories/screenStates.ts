// The four states every data screen has, as stories: Empty, Loading, Failure and NoPermission. A kind of
// screen (list, settings) says how each state shows; a story file exports them by name
// (`export const Empty: Story = states.Empty`). Loading's `no-visual` tag, where a file wants one, stays in the
// file, where Storybook's indexer reads tags.
import { http, HttpResponse } from "msw";
import type { JsonBodyType } from "msw";
import { expect, within } from "storybook/test";
import { SANDBOX_WAIT } from "./ConsoleStory";
import type { Canvas } from "./ConsoleStory";

type Play = (context: { canvas: Canvas; canvasElement: HTMLElement }) => Promise<void>;

export interface ScreenStatesOptions {
  /** The call the states answer for (an msw path pattern); the screen's other calls reach the sandbox. */
  url: string;
  /** A demo user without the screen's permission: the front desk of Hotel Sacher Wien unless said. */
  refusedUser?: "admin@demo.test" | "staff@demo.test";
  /** Where the refused user opens the screen when not at the meta's path (another hotel, where they hold no role). */
  refusedAt?: string;
  /** The server's message on a failed load. */
  failureMessage: string;
  /** The load's method: "get" unless the load is a POST (a report asked for with a body). */
  method?: "get" | "post";
  /** The screen shows the failure status only (platform.md section 8): the message must not appear. */
  statusOnly?: boolean;
}

export interface ScreenStatesShape {
  /** The answer with nothing in it, and what the screen then says. */
  emptyBody: JsonBodyType;
  emptyText: string;
  /** Asserts the screen shows that it is loading. */
  loading: Play;
  /** The title of the failure notice. */
  failureTitle: string;
  /** The role of the screen's content (table, treegrid), which a refusal and a load in flight do not show. */
  contentRole: "table" | "treegrid";
  /** More of what Empty and Loading must show, e.g. no data rows in a list's table. */
  alsoEmpty?: Play;
  alsoLoading?: Play;
}

/**
 * Story parameters under which one call fails with the server's `message` (HTTP 500 unless said) while the
 * screen's other calls reach the sandbox: a failure story's whole set-up.
 */
export function failing(
  url: string,
  message: string,
  { method = "get", status = 500 }: { method?: "get" | "post" | "put"; status?: number } = {},
) {
  return {
    msw: { handlers: { failing: [http[method](url, () => HttpResponse.json({ message }, { status }))] } },
  };
}

/** Story parameters under which one call never answers (a load in flight), the screen's other calls reaching the sandbox. */
export function pending(url: string, { method = "get" }: { method?: "get" | "post" } = {}) {
  return { msw: { handlers: { pending: [http[method](url, () => new Promise<never>(() => {}))] } } };
}

/**
 * Asserts the screen's failure notice: its `title`, the server's `message` (or, where the screen shows the status
 * only, not the message), and Retry enabled. Answers the notice.
 */
export async function expectFailureNotice(
  canvas: Canvas,
  title: string,
  message: string,
  { statusOnly = false }: { statusOnly?: boolean } = {},
): Promise<HTMLElement> {
  const alert = await canvas.findByRole("alert", {}, SANDBOX_WAIT);
  await expect(alert).toHaveTextContent(title);
  if (statusOnly) await expect(alert).not.toHaveTextContent(message);
  else await expect(alert).toHaveTextContent(message);
  await expect(within(alert).getByRole("button", { name: "Retry" })).toBeEnabled();
  return alert;
}

/** Asserts that the screen refuses the user: "You are not authorized to perform this action". */
export async function expectRefusal(canvas: Canvas): Promise<void> {
  await expect(
    await canvas.findByText("You are not authorized to perform this action", {}, SANDBOX_WAIT),
  ).toBeVisible();
}

export function screenStates(
  {
    url,
    refusedUser = "staff@demo.test",
    refusedAt,
    failureMessage,
    statusOnly = false,
    method = "get",
  }: ScreenStatesOptions,
  shape: ScreenStatesShape,
) {
  const on = http[method];
  return {
    Empty: {
      parameters: { msw: { handlers: { empty: [on(url, () => HttpResponse.json(shape.emptyBody))] } } },
      play: async (context: Parameters<Play>[0]) => {
        await expect(await context.canvas.findByText(shape.emptyText, {}, SANDBOX_WAIT)).toBeVisible();
        await shape.alsoEmpty?.(context);
      },
    },
    Loading: {
      parameters: pending(url, { method }),
      play: async (context: Parameters<Play>[0]) => {
        await shape.loading(context);
        await shape.alsoLoading?.(context);
      },
    },
    Failure: {
      parameters: failing(url, failureMessage, { method }),
      play: async ({ canvas }: { canvas: Canvas }) => {
        await expectFailureNotice(canvas, shape.failureTitle, failureMessage, { statusOnly });
      },
    },
    NoPermission: {
      parameters: { console: { user: refusedUser, ...(refusedAt && { path: refusedAt }) } },
      play: async ({ canvas }: { canvas: Canvas }) => {
        await expectRefusal(canvas);
        await expect(canvas.queryByRole(shape.contentRole)).not.toBeInTheDocument();
      },
    },
  };
}

/**
 * The states of a settings screen (defineSettingsScreen) over its schema call: Empty ("There are no
 * settings"), Loading (the named progress bar, no tree), Failure and NoPermission.
 */
export const settingsStates = (options: ScreenStatesOptions) =>
  screenStates(options, {
    emptyBody: { schema: [] },
    emptyText: "There are no settings",
    loading: async ({ canvas }) => {
      await expect(
        await canvas.findByRole("progressbar", { name: "Loading settings" }, SANDBOX_WAIT),
      ).toBeInTheDocument();
      await expect(canvas.queryByRole("treegrid")).not.toBeInTheDocument();
    },
    failureTitle: "The settings could not be loaded",
    contentRole: "treegrid",
  });
