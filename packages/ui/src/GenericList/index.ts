export { GenericList } from "./GenericList";
export type { EditSlotProps, GenericListHandle, GenericListProps } from "./GenericList";
export { useGenericList } from "./useGenericList";
export type { EditState, GenericListState, ListStatuses, UseGenericListOptions } from "./useGenericList";
export { ListToolbar } from "./ListToolbar";
export type { ListToolbarProps } from "./ListToolbar";
export { ListTable } from "./ListTable";
export type { ListTableProps } from "./ListTable";
export { ListPagination, PAGE_SIZES } from "./ListPagination";
export { RowActions, useActionLabels } from "./RowActions";
export type { ActionLabel, RowActionsProps } from "./RowActions";
export { BooleanCell, ChipsCell, DateCell, TruncatedCell, renderCell } from "./cells";
export { ACTION_OPERATION } from "./definition";
export type {
  ColumnKind,
  ListColumn,
  ListDefinition,
  ListOperation,
  ListPage,
  ListPermissions,
  ListQuery,
  ListSource,
  OperationStatus,
  RowActionName,
} from "./definition";
export {
  TRUNCATE_AT,
  buildSearchIndex,
  cellText,
  copyItem,
  downloadText,
  isActionAllowed,
  isAllowed,
  isConfirmed,
  searchIndexes,
  toCsv,
  truncate,
} from "./listLogic";
