import type { Meta, StoryObj } from "@storybook/react-vite";
import { useTranslation } from "react-i18next";
import { expect } from "storybook/test";
import { Button } from "./Button";
import { formatDateTime } from "./i18n";
import { Notice } from "./Notice";

// UiProvider is every story's decorator: these stories show what it provides to whatever is inside it —
// the language (texts, the document's lang and dir, react-aria's locale), the colour scheme as CSS
// variables, and the spec's date format in every language.
function ProvidedContext() {
  const { t, i18n } = useTranslation("ui");
  return (
    <div style={{ display: "grid", gap: 12, inlineSize: 360 }}>
      <Notice title={t("toast.success")}>
        {i18n.language} · {formatDateTime("2026-11-20T10:00:00Z")}
      </Notice>
      <div>
        <Button variant="primary">{t("common.save")}</Button>{" "}
        <Button variant="outline">{t("common.cancel")}</Button>
      </div>
    </div>
  );
}

const meta = {
  title: "Foundations/UiProvider",
  component: ProvidedContext,
} satisfies Meta<typeof ProvidedContext>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Save" })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute("lang", "en");
    await expect(canvas.getByRole("status")).toHaveTextContent("20.11.2026 10:00:00");
  },
};

export const German: Story = {
  globals: { locale: "de" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Speichern" })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute("lang", "de");
  },
};

export const Dark: Story = {
  globals: { scheme: "dark" },
  play: async () => {
    const background = getComputedStyle(document.body).backgroundColor;
    // The dark scheme's page background is dark: every channel well below the middle.
    const channels = background.match(/\d+/g)!.slice(0, 3).map(Number);
    await expect(Math.max(...channels)).toBeLessThan(80);
  },
};

export const RightToLeft: Story = {
  globals: { locale: "ar" },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute("dir", "rtl");
    await expect(document.documentElement).toHaveAttribute("lang", "ar");
    await expect(canvas.getByRole("status")).toHaveTextContent("20.11.2026 10:00:00");
  },
};
