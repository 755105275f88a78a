// The stories of a product's language list (the digital key's and the guest app's, both built on kit/content's
// languageListParts): the same list, dialog and rules over each product's own call, so the same plays. A story
// file exports them by name (`export const Default: Story = languages.Default`), with its own descriptions.
import { expect, userEvent, within } from "storybook/test";
import type { Canvas } from "./ConsoleStory";
import {
  cellTexts,
  darkList,
  dismissSaved,
  dropStaleAnnouncements,
  expectColumns,
  leaveEmpty,
  listStates,
  loadedRows,
  openNewByKeyboard,
  rowNamed,
  saveByKeyboard,
} from "./listStories";

export function languageListStories(options: {
  /** The product's language list call (an msw path pattern). */
  url: string;
  /** The server's message on a failed load. */
  failureMessage: string;
}) {
  return {
    ...listStates({ url: options.url, failureMessage: options.failureMessage }),
    /** German among the property's languages, with its names and code; no edit (the contract has no update). */
    Default: {
      play: async () => {
        await loadedRows();
        await expectColumns(["Language", "Name in the language", "Code"]);
        const german = await rowNamed("German");
        await expect(cellTexts(german)).toEqual(expect.arrayContaining(["Deutsch", "de"]));
        await expect(within(german).queryByRole("button", { name: "Edit: German" })).not.toBeInTheDocument();
      },
    },
    /** Spanish by keyboard: empty and three-letter codes refused, "ES" saved lower case and named by the server. */
    AddSpanish: {
      play: async ({ canvas }: { canvas: Canvas }) => {
        await loadedRows();
        const dialog = await openNewByKeyboard(canvas, "New language");
        const code = within(dialog).getByRole("textbox", { name: /^Code/ });
        await leaveEmpty(code);
        await userEvent.type(code, "esp");
        await userEvent.tab();
        await expect(within(dialog).getByRole("button", { name: "Save" })).toBeDisabled();
        await userEvent.clear(code);
        await userEvent.type(code, "ES");
        await saveByKeyboard(dialog);
        await dismissSaved();
        await expect(cellTexts(await rowNamed("Spanish"))).toEqual(expect.arrayContaining(["Español", "es"]));
        dropStaleAnnouncements();
      },
    },
    Dark: darkList(4),
    RightToLeft: {
      globals: { locale: "ar" },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
        // Hotel Sacher Wien's four languages.
        await expect(await loadedRows()).toHaveLength(4);
      },
    },
  };
}
