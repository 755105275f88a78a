import { describe, expect, it } from "vitest";
import type { FormatContext } from "./format";
import { formatValue } from "./format";
import type { SettingsSchemaNode } from "./settingsLogic";

const widgets: SettingsSchemaNode = {
  key: "content.widgets",
  title: "Widgets",
  type: "string",
  options: [
    { value: "weather", text: "Weather" },
    { value: "clock", text: "Clock" },
    { value: "news", text: "News" },
  ],
};
/** The widgets with their choices named in another language. */
const named = (texts: readonly string[]): SettingsSchemaNode => ({
  ...widgets,
  options: widgets.options!.map((option, index) => ({ ...option, text: texts[index]! })),
});
const context = (locale: string): FormatContext => ({ locale, notSet: "(not set / off)", on: "On" });

describe("formatValue", () => {
  it("joins a list with commas in English", () => {
    expect(formatValue(widgets, ["weather", "clock", "news"], context("en-US"))).toBe("Weather, Clock, News");
  });

  it("joins a list as the UI language does: no Latin comma in Arabic or Japanese", () => {
    const arabic = named(["الطقس", "الساعة", "الأخبار"]);
    expect(formatValue(arabic, ["weather", "clock", "news"], context("ar-AE"))).toBe(
      "الطقس والساعة والأخبار",
    );
    const japanese = named(["天気", "時計", "ニュース"]);
    expect(formatValue(japanese, ["weather", "clock", "news"], context("ja-JP"))).toBe(
      "天気、時計、ニュース",
    );
  });

  it("says (not set / off) for an empty list", () => {
    expect(formatValue(widgets, [], context("en-US"))).toBe("(not set / off)");
  });
});
