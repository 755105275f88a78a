export { GenericList } from "./GenericList";
export { ListFilterBar } from "./GenericList.styles";
export type { EditSlotProps, GenericListHandle, GenericListProps } from "./GenericList";
export { useGenericList } from "./useGenericList";
export type {
  EditState,
  GenericListState,
  ListStatuses,
  ListViewBinding,
  UseGenericListOptions,
} from "./useGenericList";
export { ListToolbar } from "./ListToolbar";
export type { ListToolbarProps } from "./ListToolbar";
export { ListTable } from "./ListTable";
export type { ListTableProps } from "./ListTable";
export { ListPagination, PAGE_SIZES } from "./ListPagination";
export { RowActions, useActionLabels } from "./RowActions";
export type { ActionLabel, RowActionsProps } from "./RowActions";
export { BooleanCell, ChipsCell, DateCell, TextCell, TruncatedCell, renderCell } from "./cells";
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
  LIST_QUERY,
  TRUNCATE_AT,
  buildSearchIndex,
  cellText,
  copyItem,
  downloadText,
  isActionAllowed,
  isAllowed,
  firstListQuery,
  isConfirmed,
  listQueryOf,
  readListView,
  searchIndexes,
  toCsv,
  truncate,
  writeListView,
} from "./listLogic";
export type { ListView } from "./listLogic";
