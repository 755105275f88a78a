// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { useTranslation } from "react-i18next";
import { describe, expect, it } from "vitest";
import { writePreferences } from "./preferences/preferences";
import { createI18n } from "./i18n/createI18n";
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

  it("keeps each scoped root to its own language on a page of several (a docs page), with one shared instance", () => {
    const shared = createI18n({ lng: "en" });
    const english = "This view is under construction";
    const { rerender } = render(
      <>
        <UiProvider i18n={shared} lang="en" scoped>
          <Probe />
        </UiProvider>
        <UiProvider i18n={shared} lang="ar" scoped>
          <Probe />
        </UiProvider>
      </>,
    );
    const [first, second] = screen.getAllByRole("paragraph");
    expect(first).toHaveTextContent(english);
    expect(second).not.toHaveTextContent(english);
    expect(second!.closest("[dir]")).toHaveAttribute("dir", "rtl");
    // The English story renders again after the Arabic one (a control changed): still English.
    rerender(
      <>
        <UiProvider i18n={shared} lang="en" scoped>
          <Probe />
          <Probe />
        </UiProvider>
        <UiProvider i18n={shared} lang="ar" scoped>
          <Probe />
        </UiProvider>
      </>,
    );
    const texts = screen.getAllByRole("paragraph").map((p) => p.textContent);
    expect(texts.slice(0, 2)).toEqual([english, english]);
    expect(texts[2]).not.toBe(english);
    expect(shared.language).toBe("en");
  });
});
