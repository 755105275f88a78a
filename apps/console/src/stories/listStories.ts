// Shared by the stories of the list screens (platform administration, check-in room manager, gateway lists).
import { toastQueue } from "@cms/ui";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { SANDBOX_WAIT } from "./ConsoleStory";
import type { Canvas } from "./ConsoleStory";
import { screenStates } from "./screenStates";
import type { ScreenStatesOptions } from "./screenStates";
import { expectRightToLeft } from "./storySupport";

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

/** A row's cell texts, in column order. */
export const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

/** Asserts that the row named `name` shows each of `texts` in a cell of its own (in any column). */
export async function expectRow(name: string, texts: readonly string[]): Promise<void> {
  await expect(cellTexts(await rowNamed(name))).toEqual(expect.arrayContaining([...texts]));
}

/** Asserts that the table tells assistive technology it has `rows` data rows (its row count adds the header). */
export async function expectRowCount(rows: number): Promise<void> {
  await expect(await table()).toHaveAttribute("aria-rowcount", String(rows + 1));
}

/** Asserts that the list's header has a column for each of `names` (a header may add a unit or a sort mark). */
export async function expectColumns(names: readonly string[]): Promise<void> {
  const headers = within(await table())
    .getAllByRole("columnheader")
    .map((header) => header.textContent);
  for (const name of names) await expect(headers.some((text) => text?.includes(name))).toBe(true);
}

/** Once the list's rows are in, opens its "New" dialog by click: the dialog. */
export async function openNew(canvas: Canvas, dialogName: string): Promise<HTMLElement> {
  await loadedRows();
  await userEvent.click(canvas.getByRole("button", { name: "New" }));
  return screen.findByRole("dialog", { name: dialogName }, SANDBOX_WAIT);
}

/** Opens the edit dialog of the row named `row` by its row action "Edit: <row>": the dialog. */
export async function openEdit(row: string, dialogName: string): Promise<HTMLElement> {
  await userEvent.click(within(await rowNamed(row)).getByRole("button", { name: `Edit: ${row}` }));
  return screen.findByRole("dialog", { name: dialogName }, SANDBOX_WAIT);
}

/** Once the list's rows are in, opens the first row's first action (Edit, in any language): the dialog. */
export async function editFirstRow(): Promise<HTMLElement> {
  const [first] = await loadedRows();
  await userEvent.click(within(first!).getAllByRole("button")[0]!);
  return screen.findByRole("dialog");
}

/** Chooses `file` for the dialog's image field `field` in the media pool's picker. */
export async function chooseImage(field: HTMLElement, file: RegExp): Promise<void> {
  await userEvent.click(within(field).getByRole("button", { name: "Choose image" }));
  const picker = await screen.findByRole("dialog", { name: "Image" }, SANDBOX_WAIT);
  const grid = await within(picker).findByRole("grid", {}, SANDBOX_WAIT);
  await userEvent.click(await within(grid).findByRole("row", { name: file }, SANDBOX_WAIT));
  await userEvent.click(within(picker).getByRole("button", { name: "OK" }));
}

/** Saves the dialog by click and waits until it has gone. */
export async function saveAndClose(dialog: HTMLElement): Promise<void> {
  await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument(), SANDBOX_WAIT);
}

/** Once the list's rows are in, opens its "New" dialog from the keyboard: the dialog, and queries within it. */
export async function openNewRow(canvas: Canvas, dialogName: string) {
  await loadedRows();
  const dialog = await openNewByKeyboard(canvas, dialogName);
  return { dialog, inDialog: within(dialog) };
}

/** Opens the list's "New" dialog from the keyboard and waits until the focus is inside it. */
export async function openNewByKeyboard(canvas: Canvas, dialogName: string): Promise<HTMLElement> {
  canvas.getByRole("button", { name: "New" }).focus();
  await userEvent.keyboard("{Enter}");
  const dialog = await screen.findByRole("dialog", { name: dialogName });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return dialog;
}

/** Into a field and out again without typing: a required field then says it is invalid. */
export async function leaveEmpty(field: HTMLElement): Promise<void> {
  field.focus();
  await userEvent.tab();
  await expect(field).toHaveAttribute("aria-invalid", "true");
}

/** Saves the dialog from the keyboard once Save is enabled, and waits until the dialog has gone. */
export async function saveByKeyboard(dialog: HTMLElement): Promise<void> {
  const save = within(dialog).getByRole("button", { name: "Save" });
  await waitFor(() => expect(save).toBeEnabled());
  save.focus();
  await userEvent.keyboard("{Enter}");
  await waitFor(() => expect(dialog).not.toBeInTheDocument(), SANDBOX_WAIT);
}

/** "Saved" is said once; the notice then goes, so the screenshot shows the list rather than a toast mid-fade. */
export async function dismissSaved(): Promise<void> {
  await expect(await screen.findByText("Saved", {}, SANDBOX_WAIT)).toBeInTheDocument();
  toastQueue.clear();
  await waitFor(() => expect(screen.queryByText("Saved")).not.toBeInTheDocument());
}

/** Saves the dialog from the keyboard, waits until it has gone and "Saved" was said, then clears the notice. */
export async function saveAndSeeSaved(dialog: HTMLElement): Promise<void> {
  await saveByKeyboard(dialog);
  await dismissSaved();
}

/** Types into the list's search box and waits until exactly one row matches. */
export async function searchForOne(canvas: Canvas, text: string): Promise<void> {
  await userEvent.type(canvas.getByRole("textbox", { name: "Search" }), text);
  await waitFor(async () => expect(await dataRows()).toHaveLength(1));
}

/** The generic list's root: `aria-busy` while it loads. */
export const listRoot = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-ui="GenericList"]')!;

/** Drops live announcements that point at a removed element (see storySupport). */
export { dropStaleAnnouncements } from "./storySupport";

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

/** A list in the dark scheme, its `rows` rows loaded (the table counts its header row too). */
export const darkList = (rows: number) => ({
  globals: { scheme: "dark" },
  play: async () => {
    await loadedRows();
    await expectRowCount(rows);
  },
});

/**
 * A list in Arabic, right to left, by role and structure only: its first row's first action (Edit) opens the
 * dialog, whose first text box (or `field`) shows `value`.
 */
export const rightToLeftList = (value: string, field: "textbox" | "combobox" = "textbox") => ({
  globals: { locale: "ar" },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expectRightToLeft(canvasElement);
    const dialog = await editFirstRow();
    await expect(within(dialog).getAllByRole(field)[0]).toHaveValue(value);
  },
});
