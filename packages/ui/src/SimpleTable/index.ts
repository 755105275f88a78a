export { SimpleTable, TableScroll } from "./SimpleTable";
