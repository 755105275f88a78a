import type { ListDefinition, ListSource } from "@cms/ui";
import { GenericList, UiProvider } from "@cms/ui";
import { useMemo } from "react";
import type { BenchRow } from "./data";
import { COLUMNS } from "./data";
import type { Target } from "./probe";

const columns: ListDefinition<BenchRow>["columns"] = COLUMNS.map(({ id, header }) => ({
  id,
  header,
  kind: id === "online" ? "boolean" : id === "created" ? "date" : id === "usage" ? "number" : "text",
}));

// `?actions=1`: four row actions, as most console screens have (run.ts measures a search with them apart).
const withActions = new URLSearchParams(location.search).has("actions");
const definition: ListDefinition<BenchRow> = {
  columns,
  rowActions: withActions ? ["preview", "print", "download", "delete"] : undefined,
};
const noAction = () => undefined;

/** GenericList as a screen configures it: client mode, every row on one page (the spec's default). */
export function App({ rows }: { rows: BenchRow[] }) {
  const source = useMemo<ListSource<BenchRow>>(
    () => ({
      load: async () => ({ items: rows, total: rows.length }),
      ...(withActions ? { remove: async (items: BenchRow[]) => items } : {}),
    }),
    [rows],
  );
  return (
    <UiProvider lang="en" scheme="light">
      <GenericList
        title="Devices"
        definition={definition}
        source={source}
        height="600px"
        onRowAction={withActions ? noAction : undefined}
      />
    </UiProvider>
  );
}

export const target: Target = {
  firstRowText: () => document.querySelector('[data-ui="ListTable"] [data-row-index="0"]')?.textContent ?? "",
  rows: () => document.querySelectorAll('[data-ui="ListTable"] [data-row-index]'),
  scroller: () => document.querySelector('[data-ui="ListTable"]'),
  sortControl: () =>
    [...document.querySelectorAll<HTMLElement>('[data-ui="ListTable"] [role="columnheader"] button')].find(
      (button) => button.textContent === "Name",
    ) ?? null,
};
