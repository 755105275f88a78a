import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AutocompleteItem } from "../Autocomplete/AutocompleteFull";
import { FullAutocomplete as Autocomplete } from "../Autocomplete/AutocompleteFull";
import type { PropertyAutocompleteSchema, PropertyOption } from "./schema";

/** How long typing pauses before the loader runs: one call per word, not per keystroke. */
export const PROPERTY_SEARCH_DEBOUNCE_MS = 250;

export interface PropertyAutocompleteFieldProps {
  /** The field's schema: how properties are loaded, one or several. */
  field: PropertyAutocompleteSchema;
  /** The field's visible label. */
  label: string;
  /** Help text under the field. */
  hint?: string;
  /** One property id, or several with `field.multiple`. */
  value: unknown;
  /** Called with the chosen id (ids with `field.multiple`), null when cleared. */
  onChange: (value: string | string[] | null) => void;
  /** Called when the user leaves the field: shows its error from then on. */
  onBlur: () => void;
  /** Marks the label as required. */
  isRequired?: boolean;
  /** Shows the value; it cannot be changed. */
  isReadOnly?: boolean;
  /** Shows `errorMessage` and marks the field invalid. */
  isInvalid?: boolean;
  /** Shown under the field while `isInvalid`. */
  errorMessage?: string;
}

/** "Hotel Sacher Wien (1001)": both things the user may search by. */
export const propertyLabel = (property: PropertyOption) => `${property.name} (${property.id})`;

const selectedIds = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((id): id is string => typeof id === "string")
    : typeof value === "string" && value
      ? [value]
      : [];

/**
 * The propertyAutocomplete field (spec section 3): finds properties by name or id through the screen's
 * loader. Typing runs the loader after a short pause and aborts the call before it; stored ids whose name
 * is not known yet are looked up once, so an existing item shows names, not bare ids.
 */
export function PropertyAutocompleteField({
  field,
  label,
  hint,
  value,
  onChange,
  onBlur,
  isRequired,
  isReadOnly,
  isInvalid,
  errorMessage,
}: PropertyAutocompleteFieldProps) {
  const { t } = useTranslation("ui");
  const { load, multiple } = field;
  const [query, setQuery] = useState("");
  const [hits, setHits] = useState<PropertyOption[]>([]);
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const [isLoading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const ids = selectedIds(value);

  const remember = (found: readonly PropertyOption[]) =>
    setNames((known) => {
      if (found.every((property) => known.get(property.id) === property.name)) return known;
      const next = new Map(known);
      for (const property of found) next.set(property.id, property.name);
      return next;
    });

  // The search: the first list at once, then after each pause in typing.
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        setLoading(true);
        load(query, controller.signal).then(
          (found) => {
            if (controller.signal.aborted) return;
            setHits(found);
            remember(found);
            setFailed(false);
            setLoading(false);
          },
          () => {
            if (controller.signal.aborted) return;
            setFailed(true);
            setLoading(false);
          },
        );
      },
      query === "" ? 0 : PROPERTY_SEARCH_DEBOUNCE_MS,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [load, query]);

  // Names of stored ids the search has not brought: looked up by id, once each.
  const unknown = ids.filter((id) => !names.has(id)).join("\n");
  useEffect(() => {
    if (!unknown) return;
    const controller = new AbortController();
    for (const id of unknown.split("\n")) {
      load(id, controller.signal).then(
        (found) => {
          if (!controller.signal.aborted) remember(found.filter((property) => property.id === id));
        },
        () => undefined,
      );
    }
    return () => controller.abort();
  }, [load, unknown]);

  // `ids` is made anew each render; its joined form is the stable dependency.
  const idList = ids.join("\n");
  const items = useMemo<AutocompleteItem[]>(() => {
    const shown = new Map<string, AutocompleteItem>();
    // Selected properties stay in the list, so the field can name them while the search shows others.
    for (const id of idList ? idList.split("\n") : [])
      shown.set(id, { id, label: propertyLabel({ id, name: names.get(id) ?? id }) });
    for (const hit of hits) shown.set(hit.id, { id: hit.id, label: propertyLabel(hit) });
    return [...shown.values()];
  }, [idList, hits, names]);

  const shownError = failed ? t("editDialog.propertiesFailed") : errorMessage;
  const common = {
    label,
    hint,
    items,
    isRequired,
    isLoading,
    isInvalid: isInvalid || failed,
    errorMessage: shownError,
    isDisabled: isReadOnly,
    // The input shows the chosen property's label after a pick: that is not a search.
    onInputChange: (text: string) =>
      setQuery(items.some((item) => item.label === text && ids.includes(item.id)) ? "" : text),
  };
  return multiple ? (
    <Autocomplete
      {...common}
      selectionMode="multiple"
      selectedKeys={ids}
      onSelectionChange={(keys) => {
        onChange([...keys]);
        onBlur();
      }}
    />
  ) : (
    <Autocomplete
      {...common}
      selectedKey={ids[0] ?? null}
      onSelectionChange={(key) => {
        onChange(key);
        onBlur();
      }}
    />
  );
}
