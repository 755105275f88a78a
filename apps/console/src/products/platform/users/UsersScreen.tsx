import * as bounds from "@cms/api/bounds";
import { useTranslation } from "react-i18next";
import { useScreen } from "../../../access";
import { PROPERTY_USERS, ROLES, SUPER_USERS } from "../permissions";
import { PropertyRolesField } from "./PropertyRolesField";
import type { User } from "./userPayload";
import { USER_CLEAR_ON_COPY, propertyCount, toUserPayload } from "./userPayload";
import { ListScreen, defineListScreen } from "../../../kit";
import type { ListScreenDefinition } from "../../../kit";

/**
 * The permission family of a route: /super/users is guarded by admin.user.*, /admin/users (property users)
 * by property.user.*; the calls are the same and the server accepts either (docs/decisions.md).
 */
export type UsersScope = "admin" | "property";

/** Global roles can be offered only to a user who may read the roles list. */
const ROLES_LIST = ROLES.list;

/** The users screen (platform.md "Users screen", section 3 "User") for one permission family. */
export function usersScreen(scope: UsersScope): ListScreenDefinition<User> {
  return defineListScreen<User>({
    contract: bounds.User,
    keyField: "_id",
    permissions: scope === "admin" ? SUPER_USERS : PROPERTY_USERS,
    rowActions: ["edit", "copy", "delete"],
    clearOnCopy: [...USER_CLEAR_ON_COPY],
    csvFileName: "users.csv",
    // platform.md section 8: the users store keeps only the failure status, not the server's message.
    statusOnlyFailures: true,
    // A chain's users run to thousands: the rows of a screen come first, the rest behind them.
    firstRows: 100,
    dialogTitles: { create: "users:new", edit: "users:edit" },
    // Widths that fit the card beside the open menu at 1024 px (654 px, issue 26); the property count and
    // two-factor columns are one click away in the column chooser.
    columns: (t) => [
      { id: "firstname", header: t("users:firstname"), width: 110 },
      { id: "lastname", header: t("users:lastname"), width: 110 },
      { id: "email", header: t("users:email"), width: 180 },
      {
        id: "properties",
        header: t("users:properties"),
        value: propertyCount,
        kind: "number",
        hiddenByDefault: true,
      },
      { id: "active", header: t("users:active"), kind: "boolean", width: 82 },
      {
        id: "twoFactorAuthenticationEnabled",
        header: t("users:twoFactor"),
        kind: "boolean",
        hiddenByDefault: true,
      },
    ],
    optionLoaders: {
      // Every role for users who may read the roles list; for a property administrator (who cannot: the list
      // is a global permission) the roles it may give at the selected property. Never a call that answers 403,
      // which would raise the global notice.
      roles: async ({ client, permissions, permissionsPropertyId: propertyId }) => {
        const { data } = permissions?.has(ROLES_LIST)
          ? await client.GET("/api/cms/v3/role/index")
          : propertyId && permissions?.has(PROPERTY_USERS.list)
            ? await client.GET("/api/cms/v3/{propertyId}/role/index", { params: { path: { propertyId } } })
            : { data: undefined };
        return (data?.items ?? []).flatMap((role) => (role._id ? [{ id: role._id, label: role.name }] : []));
      },
      // The properties the user holds a role in (all of them for super users), as the selector has them.
      properties: async ({ properties = [] }) =>
        properties.map((property) => ({ id: String(property.id), label: property.name })),
    },
    fields: (t, options) => [
      { kind: "textfield", name: "firstname", label: t("users:firstname"), flex: 6 },
      { kind: "textfield", name: "lastname", label: t("users:lastname"), flex: 6 },
      { kind: "textfield", name: "email", label: t("users:email"), rules: ["email"] },
      {
        kind: "textfield",
        name: "password",
        label: t("users:password"),
        inputType: "password",
        rules: ["newPassword"],
        onlyNewItem: true,
      },
      { kind: "switch", name: "active", label: t("users:active"), flex: 6 },
      {
        kind: "switch",
        name: "twoFactorAuthenticationEnabled",
        label: t("users:twoFactorAuthentication"),
        flex: 6,
      },
      {
        kind: "textfield",
        name: "memberUsername",
        label: t("users:memberUsername"),
        required: false,
        flex: 4,
      },
      { kind: "textfield", name: "memberNumber", label: t("users:memberNumber"), required: false, flex: 4 },
      { kind: "textfield", name: "memberGuid", label: t("users:memberGuid"), required: false, flex: 4 },
      {
        kind: "autocomplete",
        name: "globalRoles",
        label: t("users:globalRoles"),
        options: options.roles ?? [],
        multiple: true,
        chips: true,
        required: false,
        permission: ROLES_LIST,
      },
      {
        kind: "slot",
        name: "propertyRoles",
        render: ({ value, onChange, readOnly }) => (
          <PropertyRolesField
            value={value}
            onChange={onChange}
            readOnly={readOnly}
            properties={options.properties ?? []}
            roles={options.roles ?? []}
          />
        ),
      },
    ],
    calls: {
      list: ({ client }, first) =>
        client.GET("/api/cms/v3/user/index", { params: { query: first ? { limit: first } : {} } }),
      create: ({ client }, user) => client.POST("/api/cms/v3/user", { body: toUserPayload(user, true) }),
      update: ({ client }, user) =>
        client.PUT("/api/cms/v3/user/{id}", {
          params: { path: { id: user._id! } },
          body: toUserPayload(user, false),
        }),
      // One user: DELETE user/{id}; several: the bulk DELETE on the collection with { items }.
      remove: ({ client }, users) =>
        users.length === 1
          ? client.DELETE("/api/cms/v3/user/{id}", { params: { path: { id: users[0]!._id! } } })
          : client.DELETE("/api/cms/v3/user", { body: { items: users } }),
    },
  });
}

export const superUsersScreen = usersScreen("admin");
export const propertyUsersScreen = usersScreen("property");

/** /super/users and /admin/users: the same view, each with its route's permissions. */
export default function UsersScreen() {
  // Loads the namespace before the list's headers and the dialog's labels are translated.
  useTranslation("users");
  const { route } = useScreen();
  return (
    <ListScreen
      key={route.name}
      definition={route.name === "propertyUsers" ? propertyUsersScreen : superUsersScreen}
    />
  );
}
