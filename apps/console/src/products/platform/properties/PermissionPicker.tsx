import { Checkbox, CheckboxGroup, TextField } from "@cms/ui";
import { ChevronDown } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Disclosure, DisclosurePanel } from "react-aria-components";
import { useTranslation } from "react-i18next";
import {
  Count,
  Empty,
  GroupHeader,
  GroupList,
  GroupTrigger,
  Panel,
  PickerLabel,
  PickerRoot,
  PickerTop,
  Rest,
} from "./PermissionPicker.styles";
import type { PermissionGroup } from "./permissionGroups";
import { groupPermissions, isKnownArea, replaceWithin, restOf, toggleAll } from "./permissionGroups";

export interface PermissionPickerProps {
  label: string;
  /** Every permission the server offers (GET role/permissions/index). */
  available: readonly string[];
  /** The role's permissions. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  isReadOnly?: boolean;
}

/**
 * The role form's permissions (platform.md "Other administration screens": a multi-select from a server
 * list), grouped by prefix: each area is a collapsed section with a "select all" checkbox and its count;
 * expanding it (or typing a filter, which expands every matching area) shows one checkbox per permission.
 * Everything is reached with Tab, toggled with Space and expanded with Enter.
 */
export function PermissionPicker({ label, available, value, onChange, isReadOnly }: PermissionPickerProps) {
  const { t } = useTranslation("properties");
  const labelId = useId();
  const [filter, setFilter] = useState("");
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const groups = useMemo(() => groupPermissions(available, value, filter), [available, value, filter]);
  const filtering = filter.trim() !== "";

  const areaName = (prefix: string) => (isKnownArea(prefix) ? t(`permissions.area.${prefix}`) : prefix);
  const setGroupExpanded = (prefix: string, open: boolean) =>
    setExpanded((now) => {
      const next = new Set(now);
      if (open) next.add(prefix);
      else next.delete(prefix);
      return next;
    });

  return (
    <PickerRoot data-ui="PermissionPicker" role="group" aria-labelledby={labelId}>
      <PickerTop>
        <PickerLabel id={labelId}>{label}</PickerLabel>
        <Count aria-live="polite">
          {t("permissions.selected", { count: value.length, total: new Set([...available, ...value]).size })}
        </Count>
      </PickerTop>
      <TextField
        aria-label={t("permissions.filter")}
        placeholder={t("permissions.filter")}
        value={filter}
        onChange={setFilter}
      />
      <GroupList>
        {groups.length === 0 && <Empty>{t("permissions.noMatches")}</Empty>}
        {groups.map((group) => (
          <Group
            key={group.prefix}
            group={group}
            name={areaName(group.prefix)}
            value={value}
            onChange={onChange}
            isReadOnly={isReadOnly}
            isExpanded={filtering || expanded.has(group.prefix)}
            onExpandedChange={(open) => setGroupExpanded(group.prefix, open)}
          />
        ))}
      </GroupList>
    </PickerRoot>
  );
}

function Group({
  group,
  name,
  value,
  onChange,
  isReadOnly,
  isExpanded,
  onExpandedChange,
}: {
  group: PermissionGroup;
  name: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  isReadOnly?: boolean;
  isExpanded: boolean;
  onExpandedChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("properties");
  const shown = group.permissions;
  const chosen = new Set(value);
  const shownSelected = shown.filter((p) => chosen.has(p));
  const all = shownSelected.length === shown.length;
  return (
    <Disclosure isExpanded={isExpanded} onExpandedChange={onExpandedChange}>
      <GroupHeader>
        <Checkbox
          aria-label={t("permissions.selectAll", { group: name })}
          isSelected={all}
          isIndeterminate={!all && shownSelected.length > 0}
          isReadOnly={isReadOnly}
          onChange={(on) => onChange(toggleAll(value, shown, on))}
        />
        {/* A plain h3, not react-aria's Heading: that module shares a chunk with the dialogs' (30 KiB on the
            roles list's first paint, issue 40); the disclosure needs only the trigger slot. */}
        <h3>
          <GroupTrigger slot="trigger">
            <ChevronDown size={16} aria-hidden />
            <span>{name}</span>
            <Count>{t("permissions.groupCount", { selected: group.selected, total: group.total })}</Count>
          </GroupTrigger>
        </h3>
      </GroupHeader>
      <DisclosurePanel>
        <Panel>
          <CheckboxGroup
            aria-label={name}
            orientation="horizontal"
            value={shownSelected}
            isReadOnly={isReadOnly}
            onChange={(next) => onChange(replaceWithin(value, shown, next))}
          >
            {shown.map((permission) => (
              <Checkbox key={permission} value={permission} aria-label={permission}>
                <Rest>{restOf(permission)}</Rest>
              </Checkbox>
            ))}
          </CheckboxGroup>
        </Panel>
      </DisclosurePanel>
    </Disclosure>
  );
}
