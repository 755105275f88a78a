import { Autocomplete, Button, CancelButton, IconButton, SimpleTable } from "@cms/ui";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Actions, Editor, Root } from "./PropertyRolesField.styles";
import type { PropertyRole } from "./userPayload";
import { asPropertyRoles, removePropertyRoles, setPropertyRoles } from "./userPayload";

type Option = { id: string; label: string };

export interface PropertyRolesFieldProps {
  /** The form's value: the user's property roles (anything else counts as none). */
  value: unknown;
  onChange: (value: PropertyRole[]) => void;
  readOnly?: boolean;
  /** Properties to choose from (label: the property's name). */
  properties: readonly Option[];
  /** Roles to choose from (label: the role's name). */
  roles: readonly Option[];
}

/** What the editor below the table holds: a new entry, or the entry of `replacing` being changed. */
interface Draft {
  replacing?: string;
  propertyId: string | null;
  roles: string[];
}

/**
 * The user form's property-roles table (platform.md "Users screen"): property name, number of roles and the
 * actions edit and remove per row, and an add button. Adding or editing opens a small editor under the
 * table (a property and its roles) instead of a dialog over the user's dialog.
 */
export function PropertyRolesField({
  value,
  onChange,
  readOnly,
  properties,
  roles,
}: PropertyRolesFieldProps) {
  const { t } = useTranslation("users");
  const legendId = useId();
  const entries = asPropertyRoles(value);
  const [draft, setDraft] = useState<Draft>();
  const rootRef = useRef<HTMLFieldSetElement>(null);
  // Where focus goes when the editor opens (its first field) and closes (the button that opened it, which
  // the editor replaced or which is still in its row), so a keyboard user is never left on the page's body.
  const opener = useRef<string>(undefined);
  const isEditing = draft !== undefined;
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    if (isEditing) {
      root.querySelector<HTMLInputElement>("[data-part='editor'] input")?.focus();
    } else if (opener.current) {
      root.querySelector<HTMLElement>(`[data-opener='${CSS.escape(opener.current)}']`)?.focus();
      opener.current = undefined;
    }
  }, [isEditing]);
  const open = (next: Draft) => {
    opener.current = next.replacing ?? "add";
    setDraft(next);
  };
  const nameOf = useMemo(() => {
    const names = new Map(properties.map((property) => [property.id, property.label]));
    return (id: string) => names.get(id) ?? id;
  }, [properties]);

  // A property already in the table is edited in its row, not added again.
  const choices = useMemo(
    () =>
      properties.map((property) => ({
        id: property.id,
        label: `${property.label} (${property.id})`,
        isDisabled:
          property.id !== draft?.replacing && entries.some((entry) => entry.propertyId === property.id),
      })),
    [properties, entries, draft?.replacing],
  );

  const apply = () => {
    if (!draft?.propertyId) return;
    onChange(
      setPropertyRoles(entries, { propertyId: draft.propertyId, roles: draft.roles }, draft.replacing),
    );
    setDraft(undefined);
  };

  return (
    <Root ref={rootRef} aria-labelledby={legendId} data-ui="PropertyRolesField">
      <legend id={legendId}>{t("propertyRoles.title")}</legend>
      <SimpleTable $compact>
        <thead>
          <tr>
            <th scope="col">{t("propertyRoles.property")}</th>
            <th scope="col" data-numeric>
              {t("propertyRoles.roleCount")}
            </th>
            <th scope="col" data-actions>
              {t("propertyRoles.actions")}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.length === 0 ? (
            <tr>
              <td colSpan={3} data-empty>
                {t("propertyRoles.none")}
              </td>
            </tr>
          ) : (
            entries.map((entry) => {
              const name = nameOf(entry.propertyId);
              return (
                <tr key={entry.propertyId}>
                  <td>{name}</td>
                  <td data-numeric>{entry.roles.length}</td>
                  <td data-actions>
                    <IconButton
                      size="sm"
                      aria-label={t("propertyRoles.edit", { property: name })}
                      tooltip
                      isDisabled={readOnly}
                      data-opener={entry.propertyId}
                      onPress={() =>
                        open({
                          replacing: entry.propertyId,
                          propertyId: entry.propertyId,
                          roles: [...entry.roles],
                        })
                      }
                    >
                      <Pencil size={16} aria-hidden />
                    </IconButton>
                    <IconButton
                      size="sm"
                      aria-label={t("propertyRoles.remove", { property: name })}
                      tooltip
                      isDisabled={readOnly}
                      onPress={() => {
                        onChange(removePropertyRoles(entries, entry.propertyId));
                        if (draft?.replacing === entry.propertyId) setDraft(undefined);
                        // The row and its buttons go: focus stays in the table's part of the form.
                        rootRef.current?.querySelector<HTMLElement>("[data-opener='add']")?.focus();
                      }}
                    >
                      <Trash2 size={16} aria-hidden />
                    </IconButton>
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </SimpleTable>
      {draft ? (
        <Editor
          data-part="editor"
          role="group"
          aria-label={t(draft.replacing ? "propertyRoles.editing" : "propertyRoles.adding")}
        >
          <Autocomplete
            label={t("propertyRoles.property")}
            items={choices}
            selectedKey={draft.propertyId}
            onSelectionChange={(propertyId) => setDraft({ ...draft, propertyId })}
            isRequired
          />
          <Autocomplete
            label={t("propertyRoles.roles")}
            selectionMode="multiple"
            items={roles}
            selectedKeys={draft.roles}
            onSelectionChange={(selected) => setDraft({ ...draft, roles: selected })}
          />
          <Actions>
            <CancelButton onPress={() => setDraft(undefined)}>{t("propertyRoles.cancel")}</CancelButton>
            <Button isDisabled={!draft.propertyId || draft.roles.length === 0} onPress={apply}>
              {t("propertyRoles.apply")}
            </Button>
          </Actions>
        </Editor>
      ) : (
        <Actions>
          <Button
            variant="outline"
            isDisabled={readOnly}
            data-opener="add"
            onPress={() => open({ propertyId: null, roles: [] })}
            icon={<Plus size={16} aria-hidden />}
          >
            {t("propertyRoles.add")}
          </Button>
        </Actions>
      )}
    </Root>
  );
}
