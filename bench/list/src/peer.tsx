import type { MRT_ColumnDef, MRT_TableInstance } from "material-react-table";
import { MaterialReactTable, useMaterialReactTable } from "material-react-table";
import dayjs from "dayjs";
import { useEffect } from "react";
import type { BenchRow } from "./data";
import { COLUMNS } from "./data";
import type { Target } from "./probe";

const columns: MRT_ColumnDef<BenchRow>[] = COLUMNS.map(({ id, header }) => ({
  accessorKey: id,
  header,
  ...(id === "online" && { Cell: ({ cell }) => (cell.getValue<boolean>() ? "Yes" : "No") }),
  ...(id === "created" && {
    Cell: ({ cell }) => dayjs(cell.getValue<string>()).format("DD.MM.YYYY HH:mm:ss"),
  }),
}));

const current: { table?: MRT_TableInstance<BenchRow> } = {};

/**
 * Material React Table in the configuration its docs give for large data: row virtualization on, pagination
 * off, the search box shown. Its global filter is a plain "contains" (not the default fuzzy ranking), so both
 * libraries do the same work per keystroke.
 */
export function App({ rows }: { rows: BenchRow[] }) {
  const instance = useMaterialReactTable({
    columns,
    data: rows,
    getRowId: (row) => row._id,
    enableRowVirtualization: true,
    enablePagination: false,
    enableRowSelection: true,
    globalFilterFn: "contains",
    enableGlobalFilterRankedResults: false,
    initialState: { showGlobalFilter: true, density: "compact" },
    muiTableContainerProps: { sx: { maxHeight: "600px" } },
  });
  useEffect(() => {
    current.table = instance;
  }, [instance]);
  return <MaterialReactTable table={instance} />;
}

export const target: Target = {
  firstRowText: () => {
    const row = [...document.querySelectorAll("tbody tr")].find((tr) => tr.querySelector("td"));
    return row?.textContent ?? "";
  },
  scroller: () => document.querySelector(".MuiTableContainer-root"),
  sortControl: () => {
    const header = [...document.querySelectorAll<HTMLElement>("thead th")].find((th) =>
      th.textContent?.includes("Name"),
    );
    return header?.querySelector<HTMLElement>(".Mui-TableHeadCell-Content-Labels") ?? null;
  },
  // MRT's search box waits 250 ms (its built-in debounce) before it filters; the benchmark calls the table's
  // setter directly, so the peer's figure is its filtering and painting alone, without that wait.
  search: (text) => current.table?.setGlobalFilter(text),
};
