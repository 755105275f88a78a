import type { components } from "@cms/api";
import type { Rule } from "@cms/ui";

// Room control (products.md sections 2, 3 and 9): one configuration per property, of five lists, saved whole.
// The screen edits one list at a time; these are the pure steps between a list's row and the saved whole.

export type RoomControlData = components["schemas"]["RoomControlData"];
export type Camera = components["schemas"]["RoomControlCamera"];
export type Assignment = components["schemas"]["RoomControlAssignment"];
export type Command = components["schemas"]["RoomControlCommand"];
export type Group = components["schemas"]["RoomControlGroup"];
export type Setting = components["schemas"]["RoomControlSetting"];

/** A command as its row and dialog hold it: the target system's addressing as JSON text. */
export type CommandRow = Omit<Command, "targetOptions"> & { targetOptions?: string };

export type PartName = "cameras" | "assignments" | "commands" | "groups" | "settings";

/** Each list's key field (the ids other lists refer to). */
export const KEYS = {
  cameras: "cameraId",
  assignments: "assignmentId",
  commands: "commandId",
  groups: "groupId",
  settings: "targetId",
} as const satisfies Record<PartName, string>;

export const ACTION_TYPES = ["button", "toggle-button", "slider"] as const;
export const SETTING_TYPES = ["bacnet", "knx", "eibport", "loxone", "lutron"] as const;

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === "";

/** What the dialog saved, as the contract takes it: no nulls or empty texts, texts trimmed, empty lists kept. */
export function cleanEntry<T extends object>(saved: T): T {
  const entry: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(saved)) {
    if (Array.isArray(value)) entry[key] = value;
    else if (!isBlank(value)) entry[key] = typeof value === "string" ? value.trim() : value;
  }
  return entry as T;
}

export const toCommandRow = (command: Command): CommandRow => ({
  ...command,
  targetOptions:
    command.targetOptions && Object.keys(command.targetOptions).length
      ? JSON.stringify(command.targetOptions)
      : undefined,
});

export function fromCommandRow(row: CommandRow): Command {
  const { targetOptions, ...rest } = cleanEntry(row);
  const command = cleanEntry(rest) as Command;
  for (const key of ["min", "max", "step"] as const)
    if (command[key] !== undefined) command[key] = Number(command[key]);
  return targetOptions
    ? { ...command, targetOptions: JSON.parse(targetOptions) as Command["targetOptions"] }
    : command;
}

/** The dialog's rule for the target options: empty, or a JSON object ({"groupAddress": "1/1/1"}). */
export const jsonObjectRule: Rule = (value) => {
  if (isBlank(value)) return undefined;
  try {
    const parsed: unknown = JSON.parse(String(value));
    return parsed && typeof parsed === "object" && !Array.isArray(parsed)
      ? undefined
      : "roomControl:validation.jsonObject";
  } catch {
    return "roomControl:validation.jsonObject";
  }
};

/**
 * The camera address (products.md section 5 names the rule, not its wording): a stream URL (rtsp, rtsps, http,
 * https) or a host name or IP with an optional port, as the sandbox checks it.
 */
const ADDRESS =
  /^((rtsps?|https?):\/\/[^\s/$.?#][^\s]*|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?)$/i;
export const cameraAddressRule: Rule = (value) =>
  isBlank(value) || ADDRESS.test(String(value).trim()) ? undefined : "roomControl:validation.cameraAddress";

/** The whole configuration with one list's entry added or replaced (by its key). */
export function upsert<P extends PartName>(
  data: RoomControlData,
  part: P,
  entry: RoomControlData[P][number],
): RoomControlData {
  const key: string = KEYS[part];
  const list = data[part] as Record<string, unknown>[];
  const record = entry as Record<string, unknown>;
  const at = list.findIndex((existing) => existing[key] === record[key]);
  const next = at < 0 ? [...list, record] : list.map((existing, n) => (n === at ? record : existing));
  return { ...data, [part]: next };
}

/** Whether the list holds an entry with this key already (a new entry must not take it). */
export function hasKey(data: RoomControlData, part: PartName, key: string): boolean {
  return (data[part] as Record<string, unknown>[]).some((entry) => entry[KEYS[part]] === key);
}

/**
 * The whole configuration without the given entries of one list. A deleted command leaves the rooms and groups
 * that offered it; a deleted group's subgroups move to the top level. A target system still in use is left to
 * the server, which refuses it naming the command or room.
 */
export function removeEntries(
  data: RoomControlData,
  part: PartName,
  keys: readonly string[],
): RoomControlData {
  const gone = new Set(keys);
  const key = KEYS[part];
  const next: RoomControlData = {
    ...data,
    [part]: (data[part] as Record<string, unknown>[]).filter((entry) => !gone.has(String(entry[key]))),
  };
  if (part === "commands") {
    const keep = (ids: string[] | undefined) => ids && ids.filter((id) => !gone.has(id));
    next.assignments = next.assignments.map((a) =>
      a.assignedCommandIds ? { ...a, assignedCommandIds: keep(a.assignedCommandIds) } : a,
    );
    next.groups = next.groups.map((g) =>
      g.assignedCommandIds ? { ...g, assignedCommandIds: keep(g.assignedCommandIds) } : g,
    );
  }
  if (part === "groups")
    next.groups = next.groups.map((g) => {
      if (!g.parentGroupId || !gone.has(g.parentGroupId)) return g;
      const { parentGroupId: _, ...top } = g;
      return top;
    });
  return next;
}

/** A group whose parent is itself (products.md section 3: a group cannot be its own parent). */
export const isOwnParent = (group: Group) =>
  Boolean(group.parentGroupId) && group.parentGroupId === group.groupId;

/** The choices of a command picker: "Light on/off (light-main)". */
export const commandChoices = (commands: readonly Command[]) =>
  commands.map((c) => ({ id: c.commandId, label: `${c.title || c.name} (${c.commandId})` }));

export const groupChoices = (groups: readonly Group[]) =>
  groups.map((g) => ({ id: g.groupId, label: `${g.title || g.name} (${g.groupId})` }));

export const targetChoices = (settings: readonly Setting[]) =>
  settings.map((s) => ({ id: s.targetId, label: `${s.targetId} (${s.type})` }));
