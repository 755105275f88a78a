import { Button, CancelButton, SectionHeading, SimpleTable, TextField } from "@cms/ui";
import type { KeyboardEvent } from "react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { OtherDoor } from "./saltoRooms";
import { deleteDoor, doorName, emptyDoor, saveDoor, textsFor } from "./saltoRooms";
import { DoorActions, DoorForm, Doors, FormActions } from "./otherDoors.styles";

const NS = "digitalKey";

export interface OtherDoorsFieldProps {
  /** The room's doors as the form holds them. */
  value: OtherDoor[];
  onChange: (doors: OtherDoor[]) => void;
  readOnly: boolean;
  /** The property's digital key languages (iso1 and name), one text field each. */
  languages: readonly { id: string; label: string }[];
}

/**
 * A room's other doors in its dialog (products.md sections 3 and 4): listed with their id, room number and
 * name; added or edited in a small form with one text per available language (a new door's texts start empty);
 * saved into the room's list by externalDoorId, deleted one by one. The room's own Save stores them.
 */
export function OtherDoorsField({ value, onChange, readOnly, languages }: OtherDoorsFieldProps) {
  const { t, i18n } = useTranslation();
  const doors = Array.isArray(value) ? value : [];
  // The available languages, or those the doors have where the languages may not be listed.
  const codes = languages.length
    ? languages.map((language) => language.id)
    : [...new Set(doors.flatMap((door) => (door.i18n ?? []).map((entry) => entry.language)))];
  const labelOf = (code: string) => languages.find((language) => language.id === code)?.label ?? code;
  const [editing, setEditing] = useState<OtherDoor | null>(null);
  const [touched, setTouched] = useState(false);
  const idMissing = touched && editing !== null && !editing.externalDoorId.trim();
  // The form replaces the button that opened it: the focus goes to its first field, and back to "Add door".
  const form = useRef<HTMLDivElement>(null);
  const isEditing = editing !== null;
  useEffect(() => {
    if (isEditing) form.current?.querySelector("input")?.focus();
  }, [isEditing]);

  const open = (door: OtherDoor) => {
    setTouched(false);
    setEditing({ ...door, i18n: textsFor(door, codes) });
  };
  const saveEditing = () => {
    if (!editing) return;
    if (!editing.externalDoorId.trim()) return setTouched(true);
    onChange(saveDoor(doors, { ...editing, externalDoorId: editing.externalDoorId.trim() }));
    setEditing(null);
  };
  // Enter in the door's fields saves the door, not the room.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    event.stopPropagation();
    saveEditing();
  };

  return (
    <Doors data-ui="OtherDoors" aria-labelledby="other-doors-title">
      <SectionHeading id="other-doors-title" level={3} size="md">
        {t(`${NS}:doors.title`)}
      </SectionHeading>
      {doors.length === 0 ? (
        <p>{t(`${NS}:doors.none`)}</p>
      ) : (
        <SimpleTable $compact>
          <thead>
            <tr>
              <th scope="col">{t(`${NS}:doors.name`)}</th>
              <th scope="col">{t(`${NS}:doors.externalDoorId`)}</th>
              <th scope="col">{t(`${NS}:doors.roomNumber`)}</th>
              {!readOnly && (
                <th scope="col" data-actions>
                  {t(`${NS}:doors.actions`)}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {doors.map((door) => {
              const name = doorName(door, i18n.language);
              return (
                <tr key={`${door.externalDoorId}/${door.roomNumber}`}>
                  <td>{name}</td>
                  <td>{door.externalDoorId}</td>
                  <td>{door.roomNumber}</td>
                  {!readOnly && (
                    <td data-actions>
                      <DoorActions>
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={t(`${NS}:doors.editDoor`, { name })}
                          onPress={() => open(door)}
                        >
                          {t(`${NS}:doors.edit`)}
                        </Button>
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={t(`${NS}:doors.deleteDoor`, { name })}
                          onPress={() => {
                            onChange(deleteDoor(doors, door));
                            if (editing?.externalDoorId === door.externalDoorId) setEditing(null);
                          }}
                        >
                          {t(`${NS}:doors.delete`)}
                        </Button>
                      </DoorActions>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </SimpleTable>
      )}
      {!readOnly &&
        (editing ? (
          <DoorForm ref={form} role="group" aria-label={t(`${NS}:doors.form`)} onKeyDown={onKeyDown}>
            <TextField
              label={t(`${NS}:doors.externalDoorId`)}
              value={editing.externalDoorId}
              onChange={(externalDoorId) => setEditing({ ...editing, externalDoorId })}
              onBlur={() => setTouched(true)}
              isRequired
              isInvalid={idMissing}
              errorMessage={t(`${NS}:doors.idRequired`)}
            />
            <TextField
              label={t(`${NS}:doors.roomNumber`)}
              hint={t(`${NS}:doors.roomNumberHint`)}
              value={editing.roomNumber}
              onChange={(roomNumber) => setEditing({ ...editing, roomNumber })}
            />
            {(editing.i18n ?? []).map((entry) => (
              <TextField
                key={entry.language}
                label={t(`${NS}:doors.nameIn`, { language: labelOf(entry.language) })}
                value={entry.text}
                onChange={(text) =>
                  setEditing({
                    ...editing,
                    i18n: (editing.i18n ?? []).map((other) =>
                      other.language === entry.language ? { ...other, text } : other,
                    ),
                  })
                }
              />
            ))}
            <FormActions>
              <Button variant="secondary" onPress={saveEditing}>
                {t(`${NS}:doors.save`)}
              </Button>
              <CancelButton onPress={() => setEditing(null)}>{t(`${NS}:doors.cancel`)}</CancelButton>
            </FormActions>
          </DoorForm>
        ) : (
          <div>
            <Button variant="outline" onPress={() => open(emptyDoor("", codes))}>
              {t(`${NS}:doors.add`)}
            </Button>
          </div>
        ))}
    </Doors>
  );
}
