import type { Meta, StoryObj } from "@storybook/react-vite";
import { Pencil, Trash2 } from "lucide-react";
import { expect } from "storybook/test";
import { Badge } from "../Badge";
import { IconButton } from "../IconButton";
import { SimpleTable, TableScroll } from ".";

const meta = {
  title: "Components/Data/SimpleTable",
  component: SimpleTable,
  tags: ["autodocs"],
  decorators: [(Story) => <div style={{ maxInlineSize: 640 }}>{Story()}</div>],
} satisfies Meta<typeof SimpleTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const licences = [
  { product: "Guest app", state: "Valid", tone: "success", until: "31.12.2027", days: 393 },
  { product: "Gateway", state: "Expires soon", tone: "warning", until: "14.12.2026", days: 11 },
  { product: "Streaming", state: "Expired", tone: "error", until: "01.11.2026", days: 0 },
] as const;

/** A dashboard's licences: a row header per product, a badge, a date and a column of numbers at its end. */
function Licences({ nowrap = false }: { nowrap?: boolean }) {
  return (
    <SimpleTable $nowrap={nowrap}>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">State</th>
          <th scope="col">Valid until</th>
          <th scope="col" data-numeric>
            Days left
          </th>
        </tr>
      </thead>
      <tbody>
        {licences.map((row) => (
          <tr key={row.product}>
            <th scope="row">{row.product}</th>
            <td>
              <Badge tone={row.tone}>{row.state}</Badge>
            </td>
            <td>{row.until}</td>
            <td data-numeric>{row.days}</td>
          </tr>
        ))}
      </tbody>
    </SimpleTable>
  );
}

/** A dashboard's licences: a row header per product, a badge, a date and a column of numbers at its end. */
export const Default: Story = {
  render: () => <Licences />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table");
    // The numbers end where their header ends, in equally wide digits.
    const header = canvas.getByRole("columnheader", { name: "Days left" });
    const cell = canvas.getByRole("cell", { name: "393" });
    await expect(
      Math.abs(header.getBoundingClientRect().right - cell.getBoundingClientRect().right),
    ).toBeLessThan(1);
    await expect(getComputedStyle(cell).fontVariantNumeric).toBe("tabular-nums");
    // The head is the library's table header: a band of its own, labels bolder than a row's header.
    const rowHeader = canvas.getByRole("rowheader", { name: "Gateway" });
    await expect(getComputedStyle(header).backgroundColor).not.toBe(
      getComputedStyle(rowHeader).backgroundColor,
    );
    await expect(Number(getComputedStyle(header).fontWeight)).toBeGreaterThan(
      Number(getComputedStyle(rowHeader).fontWeight),
    );
    // Rows are ruled, the last one not (the frame around the table ends it).
    const rows = table.querySelectorAll("tbody tr");
    await expect(getComputedStyle(rows[0]!.firstElementChild!).borderBlockEndWidth).toBe("1px");
    await expect(getComputedStyle(rows[2]!.firstElementChild!).borderBlockEndWidth).toBe("0px");
  },
};

/** A user's property roles: a name, a count and the row's buttons. */
function RolesHead() {
  return (
    <thead>
      <tr>
        <th scope="col">Property</th>
        <th scope="col" data-numeric>
          Number of roles
        </th>
        <th scope="col" data-actions>
          Actions
        </th>
      </tr>
    </thead>
  );
}

/** A form's rows with their buttons (a user's property roles): compact rows, the buttons as narrow as they are. */
export const Compact: Story = {
  render: () => (
    <SimpleTable $compact>
      <RolesHead />
      <tbody>
        {["Hotel Sacher Wien", "Hotel Adlon Kempinski Berlin"].map((name, index) => (
          <tr key={name}>
            <td>{name}</td>
            <td data-numeric>{index + 2}</td>
            <td data-actions>
              <IconButton size="sm" aria-label={`Edit roles at ${name}`}>
                <Pencil size={16} aria-hidden />
              </IconButton>
              <IconButton size="sm" aria-label={`Remove ${name}`}>
                <Trash2 size={16} aria-hidden />
              </IconButton>
            </td>
          </tr>
        ))}
      </tbody>
    </SimpleTable>
  ),
  play: async ({ canvas }) => {
    // The buttons share one line at the row's end; the names take the rest of the width.
    const edit = canvas.getByRole("button", { name: "Edit roles at Hotel Sacher Wien" });
    const remove = canvas.getByRole("button", { name: "Remove Hotel Sacher Wien" });
    await expect(edit.getBoundingClientRect().top).toBe(remove.getBoundingClientRect().top);
    const table = canvas.getByRole("table").getBoundingClientRect();
    await expect(table.right - remove.getBoundingClientRect().right).toBeLessThan(16);
  },
};

/** No rows yet: one muted line across the columns says so, in the table's own place. */
export const Empty: Story = {
  render: () => (
    <SimpleTable $compact>
      <RolesHead />
      <tbody>
        <tr>
          <td colSpan={3} data-empty>
            No property roles yet.
          </td>
        </tr>
      </tbody>
    </SimpleTable>
  ),
  play: async ({ canvas }) => {
    const empty = canvas.getByRole("cell", { name: "No property roles yet." });
    await expect(empty).toBeVisible();
    // Muted: not the table's text colour.
    await expect(getComputedStyle(empty).color).not.toBe(getComputedStyle(canvas.getByRole("table")).color);
  },
};

/**
 * A phone: cells stay on one line and the table scrolls sideways in its frame, which takes the keyboard's focus
 * so it can be scrolled without a pointer.
 */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ inlineSize: 280 }}>{Story()}</div>],
  render: () => (
    <TableScroll tabIndex={0} role="group" aria-label="Licences">
      <Licences nowrap />
    </TableScroll>
  ),
  play: async ({ canvas }) => {
    const frame = canvas.getByRole("group", { name: "Licences" });
    await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
  },
};

export const Dark: Story = { ...Default, globals: { scheme: "dark" } };

/** Arabic: the first column at the right, the numbers at the left end of theirs. */
export const RightToLeft: Story = {
  globals: { locale: "ar" },
  render: () => (
    <SimpleTable>
      <thead>
        <tr>
          <th scope="col">المنتج</th>
          <th scope="col" data-numeric>
            الأيام المتبقية
          </th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">تطبيق الضيوف</th>
          <td data-numeric>393</td>
        </tr>
        <tr>
          <th scope="row">البوابة</th>
          <td data-numeric>11</td>
        </tr>
      </tbody>
    </SimpleTable>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute("dir", "rtl");
    const first = canvas.getByRole("columnheader", { name: "المنتج" }).getBoundingClientRect();
    const numbers = canvas.getByRole("columnheader", { name: "الأيام المتبقية" }).getBoundingClientRect();
    await expect(first.left).toBeGreaterThan(numbers.left);
  },
};
