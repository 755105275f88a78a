import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createI18n } from "../i18n/createI18n";
import { LANGUAGE_CODES } from "../i18n/languages";
import type { RowActionName } from "./definition";
import { useActionLabels } from "./RowActions";

const ACTIONS: RowActionName[] = ["edit", "copy", "delete", "dragSort", "downloadPdf"];

describe("useActionLabels", () => {
  // The names are translated once and filled with each row's name; in every language they must read exactly as
  // the full translation would, wherever that language puts the row's name.
  it.each([...LANGUAGE_CODES])("names every action on a row as the %s translation does", (lng) => {
    const i18n = createI18n({ lng });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    );
    const { result } = renderHook(() => useActionLabels(ACTIONS), { wrapper });
    const t = i18n.getFixedT(lng, "ui");
    for (const action of ACTIONS) {
      const row = "Lobby display 7";
      expect(result.current(action, row)).toBe(
        t("list.actionOn", { action: t(`list.action.${action}`), item: row }),
      );
      expect(result.current(action, row)).toContain(row);
    }
  });
});
