import * as bounds from "@cms/api/bounds";
import { Tabs } from "@cms/ui";
import type { FieldSchema, RowActionName } from "@cms/ui";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { ListScreen, definePropertyListScreen, useListAskedEarly } from "../../../kit";
import { ROOM_CONTROL_LISTS } from "../permissions";
import type { Assignment, Camera, CommandRow, Group, PartName, Setting } from "./roomControl";
import {
  ACTION_TYPES,
  SETTING_TYPES,
  cameraAddressRule,
  cleanEntry,
  commandChoices,
  fromCommandRow,
  groupChoices,
  isOwnParent,
  jsonObjectRule,
  targetChoices,
  toCommandRow,
} from "./roomControl";
import { loadChoicesOf, partCalls } from "./roomControlCalls";

const NS = "roomControl";
const same = <T,>(entry: T) => entry;
const cleaned = <T extends object>(row: T) => cleanEntry(row);

const commandsLoader = async (context: Parameters<typeof loadChoicesOf>[0]) =>
  commandChoices((await loadChoicesOf(context)).commands);
/** Where to go first when a choice has nothing to offer yet (no target system, no command at the property). */
const emptyHint = (t: TFunction, choices: readonly unknown[] | undefined, what: "targets" | "commands") =>
  choices && choices.length === 0 ? t(`${NS}:empty.${what}`) : undefined;

const targetsLoader = async (context: Parameters<typeof loadChoicesOf>[0]) =>
  targetChoices((await loadChoicesOf(context)).settings);
const groupsLoader = async (context: Parameters<typeof loadChoicesOf>[0]) =>
  groupChoices((await loadChoicesOf(context)).groups);

/**
 * What every list of the screen shares: its part of the configuration, its texts under the part's name
 * (title, dialog titles), its key and the lists' permissions. A list whose entries can be copied names the
 * fields a copy leaves empty (its ids); `csv` gives it an export named after the part.
 */
function partFrame<T extends object>(
  part: PartName,
  keyField: keyof T & string,
  { copyClears, csv = true }: { copyClears?: (keyof T & string)[]; csv?: boolean } = {},
) {
  return {
    part,
    title: (t: TFunction) => t(`${NS}:${part}.title`),
    keyField,
    permissions: ROOM_CONTROL_LISTS,
    rowActions: (copyClears ? ["edit", "copy", "delete"] : ["edit", "delete"]) as RowActionName[],
    ...(copyClears && { clearOnCopy: copyClears }),
    ...(csv && { csvFileName: `room-control-${part}.csv` }),
    dialogTitles: { create: `${NS}:${part}.new`, edit: `${NS}:${part}.edit` },
  };
}

/** Command ids as a list cell: the commands' ids, comma separated. */
const idList = (ids: string[] | undefined) => (ids ?? []).join(", ");

type ChoiceList = { id: string; label: string }[];
type Field<K extends FieldSchema["kind"]> = Omit<
  Extract<FieldSchema, { kind: K }>,
  "kind" | "name" | "label"
>;

/** A text field of the screen, labelled with the field's own text. */
const textField = (t: TFunction, name: string, more: Field<"textfield"> = {}): FieldSchema => ({
  kind: "textfield",
  name,
  label: t(`${NS}:fields.${name}`),
  ...more,
});

/** A text field that may stay empty. */
const optionalField = (t: TFunction, name: string, more: Field<"textfield"> = {}) =>
  textField(t, name, { required: false, ...more });

/** The entry's id: typed for a new entry, fixed once saved (the configuration's lists are keyed by it). */
const idField = (t: TFunction, name: string, flex: number) =>
  textField(t, name, { readonlyEditItem: true, flex });

/**
 * A choice among the property's own entries (its commands, its target systems), which may stay empty: with a hint
 * where to add the first while the property has none.
 */
const pickerField = (
  t: TFunction,
  name: "assignedCommandIds" | "targetId",
  choices: ChoiceList | undefined,
  more: { multiple?: true; chips?: true; flex?: number } = {},
): FieldSchema => ({
  kind: "autocomplete",
  name,
  label: t(`${NS}:fields.${name}`),
  options: choices ?? [],
  hint: emptyHint(t, choices, name === "targetId" ? "targets" : "commands"),
  required: false,
  ...more,
});

/** The commands an entry offers, picked from the property's commands. */
const commandIdsField = (t: TFunction, commands: ChoiceList | undefined) =>
  pickerField(t, "assignedCommandIds", commands, { multiple: true, chips: true });

/** The commands' ids as a column. */
const commandIdsColumn = <T extends { assignedCommandIds?: string[] }>(t: TFunction, width: number) => ({
  id: "assignedCommandIds",
  header: t(`${NS}:fields.assignedCommandIds`),
  value: (entry: T) => idList(entry.assignedCommandIds),
  kind: "truncate" as const,
  width,
});

/** The commands guests trigger in the app: switch, toggle or slider, sent to a target system. */
export const commandsList = definePropertyListScreen<CommandRow>({
  contract: bounds.RoomControlCommand,
  ...partFrame<CommandRow>("commands", "commandId", { copyClears: ["commandId"] }),
  // The title first: it names the row ("Edit: Light on/off").
  columns: (t) => [
    { id: "title", header: t(`${NS}:fields.title`), width: 200 },
    { id: "commandId", header: t(`${NS}:fields.commandId`), width: 160 },
    { id: "name", header: t(`${NS}:fields.name`), width: 160 },
    { id: "actionType", header: t(`${NS}:fields.actionType`), width: 140 },
    { id: "targetId", header: t(`${NS}:fields.targetId`), width: 160 },
    { id: "unit", header: t(`${NS}:fields.unit`), width: 90 },
  ],
  optionLoaders: { targets: targetsLoader },
  fields: (t, options) => [
    idField(t, "commandId", 4),
    textField(t, "name", { flex: 4 }),
    optionalField(t, "title", { flex: 4 }),
    optionalField(t, "description"),
    {
      kind: "autocomplete",
      name: "actionType",
      label: t(`${NS}:fields.actionType`),
      options: ACTION_TYPES.map((type) => ({ id: type, label: t(`${NS}:actionTypes.${type}`) })),
      flex: 6,
    },
    pickerField(t, "targetId", options.targets, { flex: 6 }),
    optionalField(t, "onValue", { flex: 4 }),
    optionalField(t, "offValue", { flex: 4 }),
    optionalField(t, "unit", { flex: 4 }),
    optionalField(t, "min", { valueType: "number", flex: 4 }),
    optionalField(t, "max", { valueType: "number", flex: 4 }),
    optionalField(t, "step", { valueType: "number", flex: 4 }),
    {
      kind: "textarea",
      name: "targetOptions",
      label: t(`${NS}:fields.targetOptions`),
      hint: t(`${NS}:commands.targetOptionsHint`),
      rules: [jsonObjectRule],
      required: false,
    },
    optionalField(t, "valueModifier", { flex: 6 }),
    optionalField(t, "iconImage", { flex: 6 }),
  ],
  calls: partCalls("commands", { toRow: toCommandRow, fromRow: fromCommandRow }),
});

/** Which commands a room offers, and the target system they go to; the commands are picked, not typed. */
export const assignmentsList = definePropertyListScreen<Assignment>({
  contract: bounds.RoomControlAssignment,
  ...partFrame<Assignment>("assignments", "assignmentId", { copyClears: ["assignmentId", "room"] }),
  columns: (t) => [
    { id: "room", header: t(`${NS}:fields.room`), width: 120 },
    { id: "assignmentId", header: t(`${NS}:fields.assignmentId`), width: 160 },
    commandIdsColumn<Assignment>(t, 420),
    { id: "targetId", header: t(`${NS}:fields.targetId`), width: 160 },
  ],
  optionLoaders: { commands: commandsLoader, targets: targetsLoader },
  fields: (t, options) => [
    idField(t, "assignmentId", 6),
    textField(t, "room", { flex: 6 }),
    commandIdsField(t, options.commands),
    pickerField(t, "targetId", options.targets),
  ],
  calls: partCalls("assignments", { toRow: same, fromRow: cleaned }),
});

/** The app's menu of commands: groups with a sort position, nested under a parent group. */
export const groupsList = definePropertyListScreen<Group>({
  contract: bounds.RoomControlGroup,
  ...partFrame<Group>("groups", "groupId", { copyClears: ["groupId"] }),
  columns: (t) => [
    { id: "title", header: t(`${NS}:fields.title`), width: 180 },
    { id: "groupId", header: t(`${NS}:fields.groupId`), width: 140 },
    { id: "sort", header: t(`${NS}:fields.sort`), kind: "number", width: 90 },
    { id: "parentGroupId", header: t(`${NS}:fields.parentGroupId`), width: 160 },
    commandIdsColumn<Group>(t, 320),
  ],
  optionLoaders: { commands: commandsLoader, groups: groupsLoader },
  fields: (t, options) => [
    idField(t, "groupId", 4),
    textField(t, "name", { flex: 4 }),
    optionalField(t, "sort", { valueType: "number", flex: 4 }),
    optionalField(t, "title", { flex: 6 }),
    {
      kind: "autocomplete",
      name: "parentGroupId",
      label: t(`${NS}:fields.parentGroupId`),
      options: options.groups ?? [],
      required: false,
      flex: 6,
    },
    optionalField(t, "description"),
    commandIdsField(t, options.commands),
    optionalField(t, "iconImage"),
  ],
  calls: partCalls("groups", {
    toRow: same,
    fromRow: (row) => {
      const group = cleanEntry(row);
      return group.sort === undefined ? group : { ...group, sort: Number(group.sort) };
    },
    check: (group, { t }) => (isOwnParent(group) ? t?.(`${NS}:groups.ownParent`) : undefined),
  }),
});

/** Door cameras of rooms: their stream address and their id in the automation system. */
export const camerasList = definePropertyListScreen<Camera>({
  contract: bounds.RoomControlCamera,
  ...partFrame<Camera>("cameras", "cameraId", { copyClears: ["cameraId", "room"] }),
  columns: (t) => [
    { id: "room", header: t(`${NS}:fields.room`), width: 100 },
    { id: "cameraId", header: t(`${NS}:fields.cameraId`), width: 140 },
    { id: "automationId", header: t(`${NS}:fields.automationId`), width: 180 },
    { id: "cameraAddress", header: t(`${NS}:fields.cameraAddress`), width: 260 },
    { id: "description", header: t(`${NS}:fields.description`), kind: "truncate", width: 240 },
  ],
  fields: (t) => [
    idField(t, "cameraId", 6),
    textField(t, "room", { flex: 6 }),
    textField(t, "cameraAddress", { hint: t(`${NS}:cameras.addressHint`), rules: [cameraAddressRule] }),
    optionalField(t, "automationId"),
    optionalField(t, "description"),
  ],
  calls: partCalls("cameras", { toRow: same, fromRow: cleaned }),
});

/** The target systems (building automation) the commands go to. */
export const settingsList = definePropertyListScreen<Setting>({
  contract: bounds.RoomControlSetting,
  ...partFrame<Setting>("settings", "targetId", { csv: false }),
  columns: (t) => [
    { id: "targetId", header: t(`${NS}:fields.targetId`), width: 220 },
    {
      id: "type",
      header: t(`${NS}:fields.type`),
      value: (setting) => t(`${NS}:settingTypes.${setting.type}`),
      width: 220,
    },
  ],
  fields: (t) => [
    idField(t, "targetId", 6),
    {
      kind: "autocomplete",
      name: "type",
      label: t(`${NS}:fields.type`),
      options: SETTING_TYPES.map((type) => ({ id: type, label: t(`${NS}:settingTypes.${type}`) })),
      flex: 6,
    },
  ],
  calls: partCalls("settings", { toRow: same, fromRow: cleaned }),
});

/**
 * Room control (products.md sections 2, 3 and 6, "Room control"): the property's commands, their assignment
 * to rooms, the app's command groups, the door cameras and the target systems, one tab each. The configuration
 * is saved whole (the contract's update), each list through the generic list screen.
 */
export default function RoomControlScreen() {
  const { t } = useTranslation();
  // The first tab's rows, asked as the screen renders: the tab's list is drawn only once the tabs are built.
  useListAskedEarly(commandsList);
  return (
    <Tabs
      aria-label={t("routes.oneappRoomcontrol")}
      items={[
        {
          id: "commands",
          label: t(`${NS}:commands.title`),
          content: <ListScreen definition={commandsList} />,
        },
        {
          id: "assignments",
          label: t(`${NS}:assignments.title`),
          content: <ListScreen definition={assignmentsList} />,
        },
        { id: "groups", label: t(`${NS}:groups.title`), content: <ListScreen definition={groupsList} /> },
        { id: "cameras", label: t(`${NS}:cameras.title`), content: <ListScreen definition={camerasList} /> },
        {
          id: "settings",
          label: t(`${NS}:settings.title`),
          content: <ListScreen definition={settingsList} />,
        },
      ]}
    />
  );
}
