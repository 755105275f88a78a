import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Issue 41 item 10: a designer reviews a form control's states in one picture (rest, hover, keyboard focus,
// invalid, read only, disabled; light, dark and right to left), and the Introduction promises one for each.
// A form control is a folder of the UI library built on the field parts (`../Field`, the date picker's field)
// or the toggle label; a new one without its grid fails here.
const ui = join(import.meta.dirname, "../packages/ui/src");

/**
 * Built on the field parts, but not a field a user edits: a screen part holding fields (their fields have the
 * grids), or a read-only part that takes a field's layout.
 */
const COMPOSITES: Record<string, string> = {
  Field: "the parts every field is made of; its stories compose them",
  ConfirmDialog: "a dialog whose typed confirmation is a TextField",
  EditDialog: "a dialog of fields",
  GenericList: "a list whose search box is a field",
  I18nEditor: "a text's translations, one field per language tab (it takes the required mark from the parts)",
  SettingsTree: "a tree of settings edited with the fields",
  UsageBar: "a read-only meter: it takes the fields' column of label over value (FieldRoot), nothing to edit",
};

const sourcesOf = (folder: string) =>
  readdirSync(join(ui, folder))
    .filter((file) => /\.tsx?$/.test(file) && !/\.(stories|test)\.tsx?$/.test(file))
    .map((file) => readFileSync(join(ui, folder, file), "utf8"));

const formControls = readdirSync(ui, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !(entry.name in COMPOSITES))
  .map((entry) => entry.name)
  .filter((folder) =>
    sourcesOf(folder).some((source) => /from "\.\.\/(Field|DatePicker)(\/\w+)?"|toggleLabel/.test(source)),
  );

describe("the UI library's form controls", () => {
  it("are found (the field parts are where they were)", () => {
    expect(formControls).toEqual(expect.arrayContaining(["TextField", "Select", "DatePicker", "Checkbox"]));
  });

  it.each(formControls)("%s has a state grid in light, dark and right to left", (folder) => {
    const file = join(ui, folder, `${folder}.stories.tsx`);
    expect(existsSync(file), `${folder}.stories.tsx`).toBe(true);
    const stories = readFileSync(file, "utf8");
    for (const name of ["States", "StatesDark", "StatesRightToLeft"])
      expect(stories, `${folder}: export const ${name}`).toMatch(new RegExp(`export const ${name}: Story`));
    // A StateGrid of its own, or the fields' shared one (fieldStates).
    expect(stories, `${folder}: States draws a StateGrid`).toMatch(/<StateGrid\b|\.\.\.fieldStates\(/);
  });
});
