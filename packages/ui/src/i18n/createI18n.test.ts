import { describe, expect, it, vi } from "vitest";
import { createI18n } from "./createI18n";

describe("createI18n's missing-text report", () => {
  it("reports a text shown as its raw key, in any language, and not one found in English or given a default", () => {
    const onMissingKey = vi.fn();
    const i18n = createI18n({ lng: "ar", onMissingKey });
    expect(i18n.t("common.nothing")).toBe("common.nothing");
    expect(i18n.t("ui:common.no")).not.toBe("ui:common.no");
    expect(i18n.t("ui:nothing.here", { defaultValue: "A default" })).toBe("A default");
    expect(onMissingKey.mock.calls).toEqual([["common.nothing", "ui", "ar"]]);
  });
});
