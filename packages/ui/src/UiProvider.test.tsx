import { act, render, screen } from "@testing-library/react";
import { useTranslation } from "react-i18next";
import { describe, expect, it } from "vitest";
import { writePreferences } from "./preferences/preferences";
import { UiProvider } from "./UiProvider";

function Probe() {
  const { t } = useTranslation("ui");
  return <p>{t("notice.underConstruction")}</p>;
}

describe("UiProvider", () => {
  it("renders English and left to right by default", () => {
    render(
      <UiProvider>
        <Probe />
      </UiProvider>,
    );
    expect(screen.getByText("This view is under construction")).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("dir", "ltr");
    expect(document.documentElement).toHaveAttribute("lang", "en");
    expect(document.documentElement.dataset.scheme).toBe("light");
  });

  it("turns the document right to left for Arabic and back", () => {
    const { rerender } = render(
      <UiProvider lang="ar">
        <Probe />
      </UiProvider>,
    );
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    expect(document.documentElement).toHaveAttribute("lang", "ar");
    expect(screen.queryByText("This view is under construction")).not.toBeInTheDocument();
    rerender(
      <UiProvider lang="de">
        <Probe />
      </UiProvider>,
    );
    expect(document.documentElement).toHaveAttribute("dir", "ltr");
  });

  it("follows the saved language and dark flag", () => {
    render(
      <UiProvider>
        <Probe />
      </UiProvider>,
    );
    act(() => writePreferences({ lang: "de", dark: true }));
    expect(document.documentElement).toHaveAttribute("lang", "de");
    expect(document.documentElement.dataset.scheme).toBe("dark");
    expect(screen.queryByText("This view is under construction")).not.toBeInTheDocument();
  });
});
