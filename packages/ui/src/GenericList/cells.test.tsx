// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { renderUi } from "../../test/render";
import { renderCell } from "./cells";
import type { ListColumn } from "./definition";

type Row = { addresses: string[]; text: string };

const cellOf = (column: ListColumn<Row>, row: Row) => {
  const { container } = renderUi(<div dir="rtl">{renderCell(column, row)}</div>);
  return container.querySelector<HTMLElement>("[dir='rtl'] > *")!;
};

// Issue 41 item 6: in an Arabic table a list of addresses read second first, and a long Arabic text was forced
// left to right (its full stop at the wrong end).
describe("cell direction", () => {
  it("keeps a short list of addresses left to right, digits only too", () => {
    const ips = cellOf(
      { id: "addresses", header: "IP", kind: "truncate", ltr: true },
      { addresses: ["10.0.0.12", "10.0.0.13"], text: "" },
    );
    expect(ips).toHaveTextContent("10.0.0.12, 10.0.0.13");
    expect(ips).toHaveAttribute("dir", "ltr");
  });

  it("keeps a cut list of addresses left to right", () => {
    const macs = cellOf(
      { id: "addresses", header: "MAC", kind: "truncate", ltr: true },
      { addresses: ["10:20:30:40:50:60", "10:20:30:40:50:61", "10:20:30:40:50:62"], text: "" },
    );
    expect(macs.textContent).toHaveLength(40);
    expect(macs).toHaveAttribute("dir", "ltr");
  });

  it("lets a long text take the direction of its own first letter", () => {
    const text = "مرحبًا بكم في فندقنا، نتمنى لكم إقامة سعيدة وممتعة.";
    const description = cellOf({ id: "text", header: "Text", kind: "truncate" }, { addresses: [], text });
    expect(description.textContent).toHaveLength(40);
    expect(description).toHaveAttribute("dir", "auto");
  });
});
