import type { components } from "@cms/api";
import * as bounds from "@cms/api/bounds";
import { ListScreen, collectionCalls, defineListScreen } from "../../../kit";
import { ROLES } from "../permissions";
import { PermissionPicker } from "../properties/PermissionPicker";

type Role = components["schemas"]["Role"];

// The dialog saves an untouched switch as null (platform.md section 5); the contract's flag is a boolean, and
// the switch showed "off".
const asSaved = (role: Role): Role => ({ ...role, enabled: role.enabled ?? false });

/** Roles (platform.md "Other administration screens"): the example docs/adding-a-screen.md walks through. */
export const rolesScreen = defineListScreen<Role>({
  contract: bounds.Role,
  keyField: "_id",
  permissions: ROLES,
  rowActions: ["edit", "copy", "delete"],
  clearOnCopy: ["name"],
  csvFileName: "roles.csv",
  dialogTitles: { create: "roles.new", edit: "roles.edit" },
  columns: (t) => [
    { id: "name", header: t("roles.name") },
    { id: "enabled", header: t("roles.enabled"), kind: "boolean" },
    {
      id: "permissions",
      header: t("roles.permissions"),
      value: (role) => role.permissions?.length ?? 0,
      kind: "number",
    },
  ],
  optionLoaders: {
    permissions: async ({ client }) => {
      const { data } = await client.GET("/api/cms/v3/role/permissions/index");
      return (data?.items ?? []).map((permission) => ({ id: permission, label: permission }));
    },
  },
  fields: (t, options) => [
    { kind: "textfield", name: "name", label: t("roles.name") },
    { kind: "switch", name: "enabled", label: t("roles.enabled") },
    // ~120 permissions: picked area by area (admin.*, property.*, onespeed.* ...) rather than from one flat list.
    {
      kind: "slot",
      name: "permissions",
      render: ({ value, onChange, readOnly }) => (
        <PermissionPicker
          label={t("roles.permissions")}
          available={(options.permissions ?? []).map((option) => option.id)}
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={onChange}
          isReadOnly={readOnly}
        />
      ),
    },
  ],
  calls: collectionCalls("/api/cms/v3/role/{_id}", {
    key: "_id",
    body: asSaved,
    // Roles have no bulk delete in the contract.
    remove: "each",
  }),
});

export default function RolesScreen() {
  return <ListScreen definition={rolesScreen} />;
}
