// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PREFERENCE_KEYS, readPreferences, usePreferences } from "./preferences";

describe("preferences", () => {
  it("defaults to English and the light scheme", () => {
    expect(readPreferences()).toEqual({ lang: "en", dark: false });
  });

  it("ignores a saved language that is not one of the 22", () => {
    localStorage.setItem(PREFERENCE_KEYS.lang, "xx");
    expect(readPreferences().lang).toBe("en");
  });

  it("saves the language and dark flag in local storage and updates every reader", () => {
    const { result } = renderHook(() => usePreferences());
    act(() => result.current[1]({ lang: "ar", dark: true }));
    expect(result.current[0]).toEqual({ lang: "ar", dark: true });
    expect(localStorage.getItem(PREFERENCE_KEYS.lang)).toBe("ar");
    expect(localStorage.getItem(PREFERENCE_KEYS.dark)).toBe("true");
    act(() => result.current[1]({ dark: false }));
    expect(readPreferences()).toEqual({ lang: "ar", dark: false });
  });
});
