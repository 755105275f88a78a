import type { FieldSchema } from "./schema";
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

/**
 * Every value field of a schema as the dialog shows it (tab groups opened up, `onlyNewItem` fields only for a
 * new item, one place per language of a multi-language field), in the order the user meets them. Slots are
 * the screen's own and left out.
 */
export function fieldPlaces(
  fields: readonly FieldSchema[],
  isNew: boolean,
  languages: readonly string[],
  tabs: FieldPlace["tabs"] = [],
): FieldPlace[] {
  return fields.flatMap((field): FieldPlace[] => {
    if (field.onlyNewItem && !isNew) return [];
    if (field.kind === "tabGroup")
      return field.tabs.flatMap((tab, index) =>
        fieldPlaces(tab.fields, isNew, languages, [...tabs, { group: field.name, index }]),
      );
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
