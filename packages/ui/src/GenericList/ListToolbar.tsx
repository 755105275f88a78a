import { Columns3, Download, Filter, Pencil, Plus, RefreshCw, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { memo, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../Button";
import { Checkbox, CheckboxGroup } from "../Checkbox";
import { IconButton } from "../IconButton";
import { PopoverButton } from "../Popover";
import { Switch } from "../Switch";
import {
  DeleteGroup,
  SearchBox,
  SearchInput,
  SearchRoot,
  Title,
  TitleBar,
  ToolGroup,
  ToolRow,
} from "./GenericList.styles";
import type { GenericListState } from "./useGenericList";

export interface ListToolbarProps<T extends object> {
  /** The list's state from `useGenericList`. */
  list: GenericListState<T>;
  /** The screen's title, shown in the title bar. */
  title: string;
  /** Opens a new item's dialog; no "New" button without it. */
  onNew?: () => void;
  /** Edits the one selected row; no edit button without it. */
  onEditSelected?: () => void;
  /** Deletes the selected rows (after a confirmation); no delete button without it. */
  onDeleteSelected?: () => void;
  /** Downloads the list as CSV; no export button without it. */
  onExportCsv?: () => void;
  /** Whether the column filters are shown (the filter button is pressed). */
  showFilters: boolean;
  /** Shows or hides the column filters. */
  onToggleFilters: () => void;
  /** Milliseconds a server-mode search waits for the next keystroke. */
  searchDelay?: number;
  /** The screen's own tools in the title bar, after refresh and before "New". */
  tools?: ReactNode;
  /** False: no title bar (see GenericList's `titleBar`). */
  titleBar?: boolean;
}

/**
 * The title bar (title, refresh, the screen's own tools, new item, edit selected, delete lock) and the tools row (search, column
 * filter, column chooser, CSV export, bulk delete). Its parts are memoized: a search keystroke renders the
 * search field alone, not the buttons, tooltips and switch beside it (pass stable handlers to keep it so).
 */
export function ListToolbar<T extends object>({
  list,
  title,
  onNew,
  onEditSelected,
  onDeleteSelected,
  onExportCsv,
  showFilters,
  onToggleFilters,
  searchDelay = 300,
  tools,
  titleBar = true,
}: ListToolbarProps<T>) {
  const server = list.definition.mode === "server";
  const [text, setText] = useState(list.search);
  const { setSearch, searchResets } = list;
  // The search cleared from outside the box (the empty state): the debounced text starts again empty too.
  const [seenResets, setSeenResets] = useState(searchResets);
  if (seenResets !== searchResets) {
    setSeenResets(searchResets);
    setText("");
  }

  // Client search runs on every keystroke (an index makes it cheap); server search waits for a pause.
  useEffect(() => {
    if (!server) return;
    const timer = setTimeout(() => setSearch(text), searchDelay);
    return () => clearTimeout(timer);
  }, [server, text, searchDelay, setSearch]);

  const selected = list.selectedItems.length;

  return (
    <>
      {titleBar && (
        <TitleTools
          title={title}
          onRefresh={list.load}
          refreshing={list.status.load === "fetching"}
          editSelected={list.definition.editSelected ? onEditSelected : undefined}
          canEditSelected={selected === 1}
          onNew={onNew}
          tools={tools}
        />
      )}
      <ToolRow>
        <SearchField key={searchResets} initial={list.search} onChange={server ? setText : setSearch} />
        <ToolButtons
          showFilters={showFilters}
          onToggleFilters={onToggleFilters}
          columns={list.definition.columns}
          columnVisibility={list.columnVisibility}
          setColumnVisibility={list.setColumnVisibility}
          onExportCsv={onExportCsv}
          nothingToExport={list.total === 0}
        />
        {onDeleteSelected && (
          <DeleteTools
            deleteLocked={list.deleteLocked}
            setDeleteLocked={list.setDeleteLocked}
            nothingToDelete={list.total === 0}
            selected={selected}
            onDeleteSelected={onDeleteSelected}
          />
        )}
      </ToolRow>
    </>
  );
}

const TitleTools = memo(function TitleTools({
  title,
  onRefresh,
  refreshing,
  editSelected,
  canEditSelected,
  onNew,
  tools,
}: {
  title: string;
  onRefresh: () => Promise<void>;
  refreshing: boolean;
  editSelected?: () => void;
  canEditSelected: boolean;
  onNew?: () => void;
  tools?: ReactNode;
}) {
  const { t } = useTranslation("ui");
  return (
    <TitleBar data-ui="ListToolbar">
      <Title>{title}</Title>
      <IconButton
        aria-label={t("list.refresh")}
        tooltip
        onPress={() => void onRefresh()}
        isPending={refreshing}
      >
        <RefreshCw size={18} aria-hidden />
      </IconButton>
      {tools}
      {editSelected && (
        <Button
          variant="outline"
          isDisabled={!canEditSelected}
          onPress={editSelected}
          icon={<Pencil size={16} aria-hidden />}
        >
          {t("list.editSelected")}
        </Button>
      )}
      {onNew && (
        <Button variant="primary" onPress={onNew} icon={<Plus size={16} aria-hidden />}>
          {t("list.new")}
        </Button>
      )}
    </TitleBar>
  );
});

/**
 * The search box. Client mode: not controlled (it starts from the list's search and reports every change), so
 * typing renders nothing here. Server mode passes the debounced text, which is what the box shows anyway.
 */
const SearchField = memo(function SearchField({
  initial,
  onChange,
}: {
  initial: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation("ui");
  const label = useMemo(() => t("list.search"), [t]);
  return (
    <SearchRoot data-ui="ListSearch">
      <SearchBox
        onMouseDown={(event) => {
          // A press on the box's padding puts the caret in the input, as in every text field.
          if (event.target instanceof HTMLInputElement) return;
          event.preventDefault();
          event.currentTarget.querySelector("input")?.focus();
        }}
      >
        <SearchInput
          type="text"
          aria-label={label}
          placeholder={label}
          defaultValue={initial}
          onChange={(event) => onChange(event.target.value)}
        />
      </SearchBox>
    </SearchRoot>
  );
});

const ToolButtons = memo(function ToolButtons({
  showFilters,
  onToggleFilters,
  columns,
  columnVisibility,
  setColumnVisibility,
  onExportCsv,
  nothingToExport,
}: {
  showFilters: boolean;
  onToggleFilters: () => void;
  columns: readonly { id: string; header: string; filterable?: boolean; kind?: string }[];
  columnVisibility: Record<string, boolean>;
  setColumnVisibility: (visibility: Record<string, boolean>) => void;
  onExportCsv?: () => void;
  /** The list holds nothing (here or on the server for this search): there is no CSV to write. */
  nothingToExport: boolean;
}) {
  const { t } = useTranslation("ui");
  return (
    <ToolGroup data-ui="ListTools">
      {/* No filter row to show when no column has a filter box (a list searched on the server only). */}
      {columns.some((column) => column.filterable !== false && column.kind !== "usage") && (
        <IconButton
          aria-label={t("list.filter")}
          tooltip
          aria-pressed={showFilters}
          variant={showFilters ? "secondary" : "ghost"}
          onPress={onToggleFilters}
        >
          <Filter size={18} aria-hidden />
        </IconButton>
      )}
      <PopoverButton
        label={t("list.columns")}
        trigger={
          <IconButton aria-label={t("list.columns")} tooltip>
            <Columns3 size={18} aria-hidden />
          </IconButton>
        }
      >
        <CheckboxGroup
          label={t("list.columns")}
          value={columns.filter((c) => columnVisibility[c.id] !== false).map((c) => c.id)}
          onChange={(shown) =>
            setColumnVisibility(Object.fromEntries(columns.map((c) => [c.id, shown.includes(c.id)])))
          }
        >
          {columns.map((column) => (
            <Checkbox key={column.id} value={column.id}>
              {column.header}
            </Checkbox>
          ))}
        </CheckboxGroup>
      </PopoverButton>
      {onExportCsv && (
        <IconButton
          aria-label={t("list.exportCsv")}
          tooltip
          isDisabled={nothingToExport}
          onPress={onExportCsv}
        >
          <Download size={18} aria-hidden />
        </IconButton>
      )}
    </ToolGroup>
  );
});

const DeleteTools = memo(function DeleteTools({
  deleteLocked,
  setDeleteLocked,
  selected,
  onDeleteSelected,
  nothingToDelete,
}: {
  deleteLocked: boolean;
  setDeleteLocked: (locked: boolean) => void;
  selected: number;
  onDeleteSelected: () => void;
  /** The list holds nothing: the lock has nothing to guard. */
  nothingToDelete: boolean;
}) {
  const { t } = useTranslation("ui");
  return (
    <DeleteGroup>
      <Switch isSelected={!deleteLocked} isDisabled={nothingToDelete} onChange={(on) => setDeleteLocked(!on)}>
        {t("list.deleteUnlocked")}
      </Switch>
      <Button
        variant="danger"
        isDisabled={deleteLocked || selected === 0}
        onPress={onDeleteSelected}
        icon={<Trash2 size={16} aria-hidden />}
      >
        {t("list.deleteSelected", { count: selected })}
      </Button>
    </DeleteGroup>
  );
});
