import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { RichTextEditor } from ".";
import type { RichTextEditorProps } from ".";

function Controlled(args: RichTextEditorProps) {
  const [value, setValue] = useState(args.value ?? "");
  return (
    <div style={{ inlineSize: 560, display: "grid", gap: 8 }}>
      <RichTextEditor
        {...args}
        value={value}
        onChange={(html) => {
          setValue(html);
          args.onChange?.(html);
        }}
      />
      <output data-testid="html">{value}</output>
    </div>
  );
}

const editorOf = (canvas: ReturnType<typeof within>) => canvas.getByRole("textbox");

const meta = {
  title: "Components/Forms/RichTextEditor",
  component: RichTextEditor,
  args: {
    label: "Description",
    hint: "Shown to guests on the welcome page",
    value: "<h2>Welcome</h2><p>Breakfast is served from <strong>7 to 10</strong>.</p>",
    onChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<RichTextEditorProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Typing, a heading level from the block menu and bold from the toolbar; the value is the editor's HTML. */
export const Default: Story = {
  args: { value: "" },
  play: async ({ args, canvas }) => {
    const editor = editorOf(canvas);
    await userEvent.click(editor);
    await userEvent.keyboard("Spa hours");
    await userEvent.click(canvas.getByRole("button", { name: /Text style/ }));
    await userEvent.click(await within(document.body).findByRole("option", { name: "Heading 3" }));
    const html = () => canvas.getByTestId("html").textContent;
    await waitFor(() => expect(html()).toBe("<h3>Spa hours</h3>"));
    // The block menu gave the focus back to the text, the caret after "Spa hours".
    await waitFor(() => expect(editor).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await userEvent.click(canvas.getByRole("button", { name: "Bold" }));
    await userEvent.keyboard("Daily");
    await waitFor(() => expect(html()).toBe("<h3>Spa hours</h3><p><strong>Daily</strong></p>"));
    await expect(args.onChange).toHaveBeenLastCalledWith("<h3>Spa hours</h3><p><strong>Daily</strong></p>");
    await expect(canvas.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true");
  },
};

/** Every heading level the spec names, 1 to 6, shown as it will read. */
export const Headings: Story = {
  args: {
    value: [1, 2, 3, 4, 5, 6].map((level) => `<h${level}>Heading level ${level}</h${level}>`).join(""),
  },
  play: async ({ canvas }) => {
    const editor = editorOf(canvas);
    for (const level of [1, 2, 3, 4, 5, 6]) {
      await expect(within(editor).getByRole("heading", { level })).toHaveTextContent(
        `Heading level ${level}`,
      );
    }
  },
};

/** A stored value with a script, an event handler and a javascript: link is cleaned before it is shown. */
export const Sanitized: Story = {
  args: {
    value:
      '<p onclick="alert(1)">Hello <a href="javascript:alert(2)">guest</a></p><script>alert(3)</script><img src=x onerror="alert(4)">',
  },
  play: async ({ canvas }) => {
    const editor = editorOf(canvas);
    await expect(editor).toHaveTextContent("Hello guest");
    await expect(editor.querySelector("script, img, [onclick]")).toBeNull();
    await expect(editor.querySelector("a")?.getAttribute("href") ?? null).toBeNull();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ canvas }) => {
    const editor = editorOf(canvas);
    await expect(editor).toHaveAttribute("contenteditable", "false");
    await expect(editor).toHaveAttribute("aria-readonly", "true");
    await expect(canvas.queryByRole("toolbar")).not.toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: { value: "", isRequired: true, isInvalid: true, errorMessage: "required" },
  play: async ({ canvas }) => {
    const editor = editorOf(canvas);
    await expect(editor).toHaveAttribute("aria-invalid", "true");
    await expect(editor).toHaveAccessibleDescription(/required/);
  },
};

/** Keyboard only: Tab reaches the toolbar, arrow keys move between its buttons, Space presses one. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: /Text style/ })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    const bold = canvas.getByRole("button", { name: "Bold" });
    await expect(bold).toHaveFocus();
    await userEvent.keyboard(" ");
    await waitFor(() => expect(bold).toHaveAttribute("aria-pressed", "true"));
  },
};

export const Dark: Story = { globals: { scheme: "dark" } };

export const RightToLeft: Story = {
  args: {
    label: "الوصف",
    hint: "يظهر للضيوف في صفحة الترحيب",
    value:
      "<h2>أهلاً بكم</h2><p>يُقدَّم الإفطار من <strong>7 إلى 10</strong>.</p><ul><li>مسبح</li><li>سبا</li></ul>",
  },
  globals: { locale: "ar" },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    await expect(canvas.getByRole("button", { name: "غامق" })).toBeVisible();
    // Showing a stored value is not an edit: nothing to undo, and the value is not rewritten.
    await expect(canvas.getByRole("button", { name: "تراجع" })).toBeDisabled();
    await expect(canvas.getByTestId("html")).toHaveTextContent("<ul><li>مسبح</li>");
  },
};
