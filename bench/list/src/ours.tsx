import type { ListDefinition, ListSource } from "@cms/ui";
import { GenericList, UiProvider } from "@cms/ui";
import { useMemo } from "react";
import type { BenchRow } from "./data";
import { COLUMNS } from "./data";
import type { Target } from "./probe";

const definition: ListDefinition<BenchRow> = {
  columns: COLUMNS.map(({ id, header }) => ({
    id,
    header,
    kind: id === "online" ? "boolean" : id === "created" ? "date" : id === "usage" ? "number" : "text",
  })),
};

/** GenericList as a screen configures it: client mode, every row on one page (the spec's default). */
export function App({ rows }: { rows: BenchRow[] }) {
  const source = useMemo<ListSource<BenchRow>>(
    () => ({ load: async () => ({ items: rows, total: rows.length }) }),
    [rows],
  );
  return (
    <UiProvider lang="en" scheme="light">
      <GenericList title="Devices" definition={definition} source={source} height="600px" />
    </UiProvider>
  );
}

export const target: Target = {
  firstRowText: () => document.querySelector('[data-ui="ListTable"] [data-row-index="0"]')?.textContent ?? "",
  scroller: () => document.querySelector('[data-ui="ListTable"]'),
  sortControl: () =>
    [...document.querySelectorAll<HTMLElement>('[data-ui="ListTable"] [role="columnheader"] button')].find(
      (button) => button.textContent === "Name",
    ) ?? null,
};
