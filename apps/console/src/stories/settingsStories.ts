// Play helpers of the settings screens' stories (the generic settings tree over the sandbox): finding a row,
// opening a group, editing a setting and saving the tree, all by keyboard as staff would, and the stories every
// settings screen has in the same shape (its groups, Dark, RightToLeft). The six settings story files used to
// carry their own copies of these.
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { SANDBOX_WAIT, consoleStory } from "./ConsoleStory";
import { dropStaleAnnouncements, provideVirtualizerEnv } from "./storySupport";

/**
 * A settings story file's `beforeEach`: the tree's virtualizer gets a layout, and saving (which closes the
 * confirmation from its pending button) leaves no stale announcement behind (see dropStaleAnnouncements).
 */
export const settingsBeforeEach = [
  ...consoleStory.beforeEach,
  provideVirtualizerEnv,
  () => dropStaleAnnouncements,
];

/** The settings tree, once the screen has loaded it. */
export const settingsTree = () => screen.findByRole("treegrid", {}, SANDBOX_WAIT);

/** A row of the tree (a group or a setting) by its accessible name. */
export const settingRow = async (name: string | RegExp) =>
  within(await settingsTree()).findByRole("row", { name }, SANDBOX_WAIT);

/** Opens a group by keyboard (the row focused, ArrowRight) and waits until it is open. */
export async function expandGroup(name: string) {
  const group = await settingRow(name);
  group.focus();
  await userEvent.keyboard("{ArrowRight}");
  await waitFor(() => expect(group).toHaveAttribute("aria-expanded", "true"));
}

/** Opens a setting's editor by keyboard (its row focused, Enter): the dialog named `title`. */
export async function openSetting(row: string | RegExp, title: string): Promise<HTMLElement> {
  (await settingRow(row)).focus();
  await userEvent.keyboard("{Enter}");
  return screen.findByRole("dialog", { name: title });
}

/**
 * Keeps an editor's change: its Save by keyboard, then waits until the editor closed and its row has the focus
 * back. The closed editor returns the focus a frame later; without the wait that restore could take the focus
 * from the tree's Save and the next Enter open the editor again (met once in a full run).
 */
export async function keepEdit(editor: HTMLElement, row: string | RegExp) {
  within(editor).getByRole("button", { name: "Save" }).focus();
  await userEvent.keyboard("{Enter}");
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  await waitFor(async () => expect(await settingRow(row)).toHaveFocus());
}

/** The tree's Save by keyboard: the confirmation that lists the changes. */
export async function openSaveConfirm(): Promise<HTMLElement> {
  screen.getByRole("button", { name: "Save" }).focus();
  await userEvent.keyboard("{Enter}");
  return screen.findByRole("alertdialog", { name: "Save settings" });
}

/** Answers the confirmation with Save by keyboard and waits until the server has taken the settings. */
export async function confirmSave(confirm: HTMLElement) {
  within(confirm).getByRole("button", { name: "Save" }).focus();
  await userEvent.keyboard("{Enter}");
  await waitFor(
    () => expect(screen.queryByRole("alertdialog", { name: "Save settings" })).not.toBeInTheDocument(),
    SANDBOX_WAIT,
  );
}

/** The new value a change shows in the confirmation (`key` is the setting's dotted key). */
export const confirmedValue = (confirm: HTMLElement, key: string) =>
  confirm.querySelector(`[data-key="${key}"] strong`);

/** Default: the screen's top-level groups, each shown. */
export const settingsGroupsStory = (groups: readonly string[]) => ({
  play: async () => {
    for (const group of groups) await expect(await settingRow(group)).toBeVisible();
  },
});

/** Dark: a group opened, one of its settings shown. */
export const darkSettingsStory = (group: string, setting: string | RegExp) => ({
  globals: { scheme: "dark" },
  play: async () => {
    await expandGroup(group);
    await expect(await settingRow(setting)).toBeVisible();
  },
});

/**
 * RightToLeft: Arabic, right to left, the schema's titles translated (`shown`, a group); with `open`, a group
 * opened by pointer and one of its settings shown.
 */
export const rightToLeftSettingsStory = (
  shown: string,
  open?: { group: string; setting: string | RegExp },
) => ({
  globals: { locale: "ar" },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    await expect(await settingRow(shown)).toBeVisible();
    if (open) {
      await userEvent.click(await settingRow(open.group));
      await expect(await settingRow(open.setting)).toBeVisible();
    }
  },
});
