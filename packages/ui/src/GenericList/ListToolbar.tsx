import { Columns3, Download, Filter, Pencil, Plus, RefreshCw, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Dialog as AriaDialog, DialogTrigger, Popover } from "react-aria-components";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { Button } from "../Button";
import { Checkbox, CheckboxGroup } from "../Checkbox";
import { IconButton } from "../IconButton";
import { Switch } from "../Switch";
import { TextField } from "../TextField";
import { Spacer, Title, TitleBar, ToolRow } from "./GenericList.styles";
import type { GenericListState } from "./useGenericList";
import { theme } from "../theme/theme";

const ChooserPopover = styled(Popover)`
  padding: ${theme.space[3]};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.elevation[2]};
  max-block-size: 60vh;
  overflow: auto;
`;

export interface ListToolbarProps<T extends object> {
  list: GenericListState<T>;
  title: string;
  onNew?: () => void;
  onEditSelected?: () => void;
  onDeleteSelected?: () => void;
  onExportCsv?: () => void;
  showFilters: boolean;
  onToggleFilters: () => void;
  /** Milliseconds a server-mode search waits for the next keystroke. */
  searchDelay?: number;
}

/**
 * The title bar (title, refresh, new item, edit selected, delete lock) and the tools row (search, column
 * filter, column chooser, CSV export, bulk delete).
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
}: ListToolbarProps<T>) {
  const { t } = useTranslation("ui");
  const server = list.definition.mode === "server";
  const [text, setText] = useState(list.search);
  const { setSearch } = list;

  // Client search runs on every keystroke (an index makes it cheap); server search waits for a pause.
  useEffect(() => {
    if (!server) return;
    const timer = setTimeout(() => setSearch(text), searchDelay);
    return () => clearTimeout(timer);
  }, [server, text, searchDelay, setSearch]);

  const selected = list.selectedItems.length;
  const hideable = list.definition.columns;

  return (
    <>
      <TitleBar data-ui="ListToolbar">
        <Title>{title}</Title>
        <IconButton
          aria-label={t("list.refresh")}
          tooltip
          onPress={() => void list.load()}
          isPending={list.status.load === "fetching"}
        >
          <RefreshCw size={18} aria-hidden />
        </IconButton>
        {list.definition.editSelected && onEditSelected && (
          <Button
            variant="outline"
            isDisabled={selected !== 1}
            onPress={onEditSelected}
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
      <ToolRow>
        <TextField
          aria-label={t("list.search")}
          placeholder={t("list.search")}
          type="text"
          value={server ? text : list.search}
          onChange={(value) => (server ? setText(value) : setSearch(value))}
        />
        <IconButton
          aria-label={t("list.filter")}
          tooltip
          aria-pressed={showFilters}
          variant={showFilters ? "secondary" : "ghost"}
          onPress={onToggleFilters}
        >
          <Filter size={18} aria-hidden />
        </IconButton>
        <DialogTrigger>
          <IconButton aria-label={t("list.columns")} tooltip>
            <Columns3 size={18} aria-hidden />
          </IconButton>
          <ChooserPopover placement="bottom start">
            <AriaDialog aria-label={t("list.columns")}>
              <CheckboxGroup
                label={t("list.columns")}
                value={hideable.filter((c) => list.columnVisibility[c.id] !== false).map((c) => c.id)}
                onChange={(shown) =>
                  list.setColumnVisibility(
                    Object.fromEntries(hideable.map((c) => [c.id, shown.includes(c.id)])),
                  )
                }
              >
                {hideable.map((column) => (
                  <Checkbox key={column.id} value={column.id}>
                    {column.header}
                  </Checkbox>
                ))}
              </CheckboxGroup>
            </AriaDialog>
          </ChooserPopover>
        </DialogTrigger>
        {onExportCsv && (
          <IconButton aria-label={t("list.exportCsv")} tooltip onPress={onExportCsv}>
            <Download size={18} aria-hidden />
          </IconButton>
        )}
        <Spacer />
        {onDeleteSelected && (
          <>
            <Switch isSelected={!list.deleteLocked} onChange={(on) => list.setDeleteLocked(!on)}>
              {t("list.deleteUnlocked")}
            </Switch>
            <Button
              variant="danger"
              isDisabled={list.deleteLocked || selected === 0}
              onPress={onDeleteSelected}
              icon={<Trash2 size={16} aria-hidden />}
            >
              {t("list.deleteSelected", { count: selected })}
            </Button>
          </>
        )}
      </ToolRow>
    </>
  );
}
