import type { FieldSchema, TabGroupSchema } from "./schema";
import { getPath, isMultiLanguage } from "./values";

/** A form value the user edits, where the dialog shows it: its form name, its label and its tabs. */
export interface FieldPlace {
  /** The form value's name (`address.city`, `i18n.de.name` for one language of a multi-language field). */
  name: string;
  /** The label the field shows, as the user reads it. */
  label: string;
  /** The tabs that hold it, outermost first: the tab group's name and the tab's index in it. */
  tabs: readonly { group: string; index: number }[];
}

/** Where a field stands: the tabs that hold it, outermost first (a tab group's name and a tab's index). */
export type TabPath = FieldPlace["tabs"];

/**
 * The fields a dialog shows, in the order the user meets them: tab groups opened up (each field with the tabs
 * that hold it), `onlyNewItem` fields only for a new item.
 */
export function shownFields(
  fields: readonly FieldSchema[],
  isNew: boolean,
  tabs: TabPath = [],
): { field: Exclude<FieldSchema, TabGroupSchema>; tabs: TabPath }[] {
  return fields.flatMap((field) => {
    if (field.onlyNewItem && !isNew) return [];
    if (field.kind === "tabGroup")
      return field.tabs.flatMap((tab, index) =>
        shownFields(tab.fields, isNew, [...tabs, { group: field.name, index }]),
      );
    return [{ field, tabs }];
  });
}

/**
 * Every value the dialog's fields edit, as the user meets them: one place per language of a multi-language
 * field, and a paired select's value after its field. Slots are the screen's own and left out.
 */
export function fieldPlaces(
  fields: readonly FieldSchema[],
  isNew: boolean,
  languages: readonly string[],
): FieldPlace[] {
  return shownFields(fields, isNew).flatMap(({ field, tabs }): FieldPlace[] => {
    if (field.kind === "slot") return [];
    const own: FieldPlace[] = isMultiLanguage(field)
      ? languages.map((code) => ({
          name: `i18n.${code}.${field.name}`,
          label: `${field.label} (${code})`,
          tabs,
        }))
      : [{ name: field.name, label: field.label, tabs }];
    return field.select ? [...own, { name: field.select.name, label: field.select.label, tabs }] : own;
  });
}

/** The places whose value has an error message (final-form's `errors` or `submitErrors`, nested by name). */
export function placesWithErrors(places: readonly FieldPlace[], errors: object | undefined): FieldPlace[] {
  if (!errors) return [];
  return places.filter((place) => typeof getPath(errors, place.name) === "string");
}

/** Whether a place lies in the tab `index` of the group `group`. */
export const inTab = (place: FieldPlace, group: string, index: number) =>
  place.tabs.some((tab) => tab.group === group && tab.index === index);
