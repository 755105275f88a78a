import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { I18nEditor } from "./I18nEditor";
import type { I18nEditorProps } from "./I18nEditor";
import type { I18nEntry } from "./i18nTexts";

/** The editor controlled as a form holds it; the list it hands back is shown under it. */
function Harness(args: I18nEditorProps) {
  const [value, setValue] = useState<unknown>(args.value);
  const [touched, setTouched] = useState(Boolean(args.isInvalid));
  return (
    <div style={{ maxInlineSize: 560 }}>
      <I18nEditor
        {...args}
        value={value}
        isInvalid={touched}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
        onBlur={() => setTouched(true)}
      />
      <output data-testid="value" style={{ display: "block", marginBlockStart: 16, fontSize: 12 }}>
        {JSON.stringify(value)}
      </output>
    </div>
  );
}

const breakfast: I18nEntry[] = [
  { iso2: "en", title: "Breakfast buffet", description: "Regional breakfast buffet from 6:30 to 10:30." },
  { iso2: "de", title: "Frühstücksbuffet", description: "" },
];

const meta = {
  title: "Components/Forms/I18nEditor",
  component: I18nEditor,
  tags: ["autodocs"],
  args: {
    label: "Title and description",
    languages: ["de", "en", "fr"],
    texts: [
      { name: "title", label: "Title" },
      { name: "description", label: "Description", multiline: true, required: false },
    ],
    value: breakfast,
    onChange: fn(),
  },
  render: (args) => <Harness {...args} />,
  argTypes: {
    requiredLanguages: {
      table: { defaultValue: { summary: "the first language (none when not isRequired)" } },
    },
    errorMessage: { table: { defaultValue: { summary: "the missing texts by language" } } },
    languageKey: { table: { defaultValue: { summary: '"iso2"' } } },
  },
} satisfies Meta<typeof I18nEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** One tab per language of the property; French has no text and is marked, German (default) is required. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole("tab");
    await expect(tabs.map((tab) => tab.textContent)).toEqual([
      "Deutsch*(required)",
      "English",
      "FrançaisMissing",
    ]);
    await expect(canvas.getByRole("textbox", { name: "Title (de)" })).toHaveValue("Frühstücksbuffet");
  },
};

/** Keyboard: to the French tab, copy the English texts in, change the title; the list keeps its shape. */
export const CopyFromAnotherLanguage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("tab", { name: /Deutsch/ }));
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: /Français/ })).toHaveAttribute("aria-selected", "true");
    const copy = canvas.getByRole("button", { name: "Copy into Français from…" });
    copy.focus();
    await userEvent.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    await expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Deutsch", "English"]);
    await userEvent.keyboard("{ArrowDown}{Enter}");
    const title = canvas.getByRole("textbox", { name: "Title (fr)" });
    await waitFor(() => expect(title).toHaveValue("Breakfast buffet"));
    await userEvent.clear(title);
    await userEvent.type(title, "Petit-déjeuner");
    await expect(canvas.getByRole("tab", { name: /Français/ })).not.toHaveTextContent("Missing");
    await expect(args.onChange).toHaveBeenLastCalledWith([
      ...breakfast,
      {
        iso2: "fr",
        title: "Petit-déjeuner",
        description: "Regional breakfast buffet from 6:30 to 10:30.",
      },
    ]);
  },
};

/** The required language's title emptied: the field says so once left, the tab is marked. */
export const RequiredLanguage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole("textbox", { name: "Title (de)" });
    await userEvent.clear(title);
    await userEvent.tab();
    await expect(title).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByRole("tab", { name: /Deutsch/ })).toHaveTextContent("Missing");
    await expect(canvas.getByText("required")).toBeVisible();
  },
};

/** A new item: every language is missing, nothing is an error until the user leaves a field. */
export const Empty: Story = { args: { value: [] } };

/** Read-only: the texts without copy. */
export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("button", { name: /Copy into/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole("textbox", { name: "Title (de)" })).toHaveAttribute("readonly");
  },
};

/** The gateway's and digital key's lists name the language `language` rather than `iso2`. */
export const LanguageKey: Story = {
  args: {
    languageKey: "language",
    languages: ["en", "de"],
    texts: [{ name: "title", label: "Title" }],
    value: [{ language: "en", title: "Day pass" }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "Title (en)" })).toHaveValue("Day pass");
    await expect(canvas.getByRole("tab", { name: /Deutsch/ })).toHaveTextContent("Missing");
  },
};

export const Dark: Story = { globals: { scheme: "dark" } };

export const RightToLeft: Story = {
  args: {
    label: "العنوان والوصف",
    languages: ["ar", "en"],
    value: [{ iso2: "en", title: "Breakfast buffet" }],
  },
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    await expect(within(canvasElement).getByRole("tab", { name: /العربية/ })).toHaveTextContent("ناقص");
  },
};
