// @vitest-environment jsdom
import { act, screen, waitFor, within } from "@testing-library/react";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { ReactNode } from "react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderUi } from "../../test/render";
import { FullDatePicker } from "./DatePickerFull";
import { DatePickerStandIn } from "./DatePickerStandIn";
import type { DateIntent } from "./entry";

const LANGUAGES = readdirSync(join(import.meta.dirname, "..", "..", "locales"));

/** The segments a date field's group shows: each one's type and text, literals included. */
const segmentsOf = (group: HTMLElement) =>
  [...group.querySelectorAll<HTMLElement>("[data-type]")].map(
    (segment) => `${segment.dataset.type}:${segment.textContent}`,
  );

/** A date field as DatePicker draws it: its stand-in until `arrive()`, then the field, handed what the user did. */
function renderBeforeParts(props: { label: string; value: string }, lang = "en") {
  let arrive = () => {};
  function Field(): ReactNode {
    const [here, setHere] = useState(false);
    const [intent, setIntent] = useState<DateIntent | null>(null);
    arrive = () => setHere(true);
    return here ? (
      <FullDatePicker {...props} intent={intent} />
    ) : (
      <DatePickerStandIn {...props} onIntent={setIntent} onWant={() => undefined} />
    );
  }
  const result = renderUi(<Field />, { lang });
  return { ...result, arrive: () => act(() => arrive()) };
}

// Issue 40: the reservations' day is on their first paint; the date field's parts (about 50 KiB) come after it.
describe("a date field before its parts come", () => {
  it("writes the date in the segments the field will, in every language of the console", () => {
    for (const lang of LANGUAGES) {
      const { unmount } = renderUi(
        <>
          <DatePickerStandIn
            label="Before"
            value="2026-12-05"
            onIntent={() => undefined}
            onWant={() => undefined}
          />
          <FullDatePicker label="After" value="2026-12-05" />
        </>,
        { lang },
      );
      const before = segmentsOf(screen.getByRole("group", { name: "Before" }));
      expect(before.length, lang).toBeGreaterThanOrEqual(5);
      expect(before, lang).toEqual(segmentsOf(screen.getByRole("group", { name: "After" })));
      unmount();
    }
  });

  it("names its group and calendar button as the field does", () => {
    renderUi(
      <>
        <DatePickerStandIn
          label="Before"
          hint="The arrival day"
          value="2026-12-05"
          onIntent={() => undefined}
          onWant={() => undefined}
        />
        <FullDatePicker label="After" hint="The arrival day" value="2026-12-05" />
      </>,
    );
    const description = (name: string) =>
      screen
        .getByRole("group", { name })
        .getAttribute("aria-describedby")
        ?.split(" ")
        .map((id) => document.getElementById(id)?.textContent);
    // The field adds "Selected Date: …" in react-aria's words, which the stand-in does not carry for its second.
    expect(description("Before")).toEqual(["The arrival day"]);
    expect(description("After")).toContain("The arrival day");
    for (const name of ["Before", "After"]) {
      const group = screen.getByRole("group", { name });
      const button = within(group).getByRole("button", { name: `Open calendar ${name}` });
      expect(button).toHaveAttribute("aria-haspopup", "dialog");
      expect(button).toHaveAttribute("aria-expanded", "false");
    }
  });

  it("a segment pressed before they come has the focus when they come", async () => {
    const { user, arrive } = renderBeforeParts({ label: "Date", value: "2026-12-05" });
    const month = screen
      .getByRole("group", { name: "Date" })
      .querySelector<HTMLElement>('[data-type="month"]')!;
    await user.pointer({ keys: "[MouseLeft]", target: month });
    arrive();
    await waitFor(() => expect(document.activeElement).toHaveAttribute("data-type", "month"));
    expect(document.activeElement).toHaveAttribute("role", "spinbutton");
  });

  it("the calendar button pressed before they come opens the calendar when they come", async () => {
    const { user, arrive } = renderBeforeParts({ label: "Date", value: "2026-12-05" });
    await user.click(screen.getByRole("button", { name: "Open calendar Date" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    arrive();
    const calendar = await screen.findByRole("dialog");
    expect(within(calendar).getByRole("grid")).toBeInTheDocument();
  });
});
