// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUi } from "../../test/render";
import type { ListDefinition, ListSource } from "./definition";
import { GenericList } from "./GenericList";

type Day = { key: string; day: string; sessions: number };

const days: Day[] = [
  { key: "1", day: "1 May", sessions: 12 },
  { key: "2", day: "2 May", sessions: 18 },
];
const source: ListSource<Day> = { load: async () => ({ items: days, total: days.length }) };
const columns: ListDefinition<Day>["columns"] = [
  { id: "day", header: "Day" },
  { id: "sessions", header: "Sessions", kind: "number" },
];

// A chart's table view (issue 23): figures to read under the chart's own heading.
describe("GenericList as a read-only table", () => {
  it("has no selection column and no title bar when asked, and the title still names the table", async () => {
    renderUi(
      <GenericList
        title="Sessions"
        titleBar={false}
        definition={{ keyField: "key", columns, selectable: false }}
        source={source}
      />,
    );
    const table = await screen.findByRole("table", { name: "Sessions" });
    expect(table).toHaveAttribute("aria-colcount", "2");
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Refresh" })).not.toBeInTheDocument();
    // The narrow list's sort menu is a header too, shown by a container query jsdom does not evaluate.
    const headers = screen
      .getAllByRole("columnheader")
      .filter((header) => header.getAttribute("data-part") !== "sortMenu");
    expect(headers.map((header) => header.textContent)).toEqual(["Day", "Sessions"]);
  });

  it("keeps the selection column and the title bar by default", async () => {
    renderUi(<GenericList title="Sessions" definition={{ keyField: "key", columns }} source={source} />);
    const table = await screen.findByRole("table", { name: "Sessions" });
    expect(table).toHaveAttribute("aria-colcount", "3");
    expect(screen.getByRole("checkbox", { name: "Select all rows" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Sessions" })).toBeInTheDocument();
  });
});
