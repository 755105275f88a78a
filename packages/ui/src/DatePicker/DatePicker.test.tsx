// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUi } from "../../test/render";
import { DateTimePicker } from "../DateTimePicker";
import { DatePicker } from "./DatePicker";
import { dateEntryLocale } from "./PickerField";

const order = (name: string) =>
  within(screen.getByRole("group", { name }))
    .getAllByRole("spinbutton")
    .map((segment) => segment.dataset.type);

// Issue 43 item 4: English date fields took the US order (12/04/1986) while every table shows 04.12.1986.
describe("date entry order", () => {
  it("types English dates as the tables show them, DD.MM.YYYY with a 24-hour time", () => {
    renderUi(
      <>
        <DatePicker label="Date of birth" defaultValue="1986-12-04" />
        <DateTimePicker label="Valid until" defaultValue="2026-11-20T17:05:00" />
      </>,
      { lang: "en" },
    );
    expect(order("Date of birth")).toEqual(["day", "month", "year"]);
    expect(screen.getByRole("group", { name: "Date of birth" })).toHaveTextContent("04.12.1986");
    expect(order("Valid until")).toEqual(["day", "month", "year", "hour", "minute", "second"]);
  });

  it("keeps each other language's own order, never month first", () => {
    renderUi(<DatePicker label="Geburtsdatum" defaultValue="1986-12-04" />, { lang: "de" });
    expect(order("Geburtsdatum")).toEqual(["day", "month", "year"]);
    expect(screen.getByRole("group", { name: "Geburtsdatum" })).toHaveTextContent("04.12.1986");
    for (const code of [
      "en",
      "ar",
      "az",
      "de",
      "es",
      "et",
      "fi",
      "fr",
      "hu",
      "id",
      "it",
      "ja",
      "nl",
      "pl",
      "pt",
    ])
      expect(monthFirst(dateEntryLocale(code)), code).toBe(false);
    for (const code of ["ro", "ru", "sk", "sl", "sr-Latn-RS", "tr", "zh-CN", "en-US"])
      expect(monthFirst(dateEntryLocale(code)), code).toBe(false);
  });
});

/** Whether a locale writes a numeric date with the month first (the US order, 12/04/1986). */
function monthFirst(locale: string): boolean {
  const first = new Intl.DateTimeFormat(locale, { year: "numeric", month: "2-digit", day: "2-digit" })
    .formatToParts(new Date(1986, 11, 4))
    .find((part) => part.type === "day" || part.type === "month" || part.type === "year");
  return first?.type === "month";
}
