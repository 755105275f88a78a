import { Autocomplete, useLatestCallback, useLeaveConfirmation } from "@cms/ui";
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import styled from "styled-components";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { findProperties, propertyLabel } from "../properties/findProperties";
import { usePropertySelection } from "../properties/selection";
import { pathForProperty } from "../app/menu";
import { useCurrentRoute } from "../app/useCurrentRoute";
import type { Property } from "../session/session";
import { useSessionState } from "../session/SessionContext";

/**
 * The field, drawn again only when what it shows changes: a keystroke first renders the search with the
 * previous matches (it is deferred), and that render stops here; react-aria's combobox has already taken
 * the key. Issue 40 item 6: a keystroke's work at 4x CPU is about 2 ms over that of react-aria's own combobox
 * over as many hotels, measured in the same run (docs/benchmarks.md, the property selector).
 */
const Field = memo(Autocomplete);

/** Around the field, out of the layout: it hears the keys before the field does. */
const KeyBox = styled.div`
  display: contents;
`;

/** The keys that act on the list: they must find the matches of what the field says. */
const LIST_KEYS = new Set(["ArrowDown", "ArrowUp", "PageDown", "PageUp", "Enter"]);

/**
 * Finds a property by name or id. On a product route the same screen opens for the chosen property;
 * anywhere else its dashboard does. The choice is stored and joins the recent list.
 */
export function PropertySelector() {
  const { t } = useTranslation();
  const { properties } = useSessionState();
  const [{ selected }, select] = usePropertySelection();
  const navigate = useNavigate();
  const route = useCurrentRoute();
  const { pathname } = useLocation();
  const leave = useLeaveConfirmation();
  // A choice waiting for the user's answer to "Leave without saving?": the field names it meanwhile.
  const [asking, setAsking] = useState<string | null>(null);
  const choose = useCallback(
    (id: string) => {
      // The property shown, chosen again: from home or an administration screen it opens its dashboard; on its
      // own screen nothing is to open (a second history entry of the same page would make Back do nothing).
      const path = pathForProperty(route, id);
      const open = () => {
        select(id);
        if (path !== pathname) navigate(path);
      };
      if (path === pathname || !leave?.hasUnsavedChanges()) return open();
      // Unsaved edits on the screen: the choice waits for the answer, and "Keep editing" gives the field back
      // the property shown (stored at once, the choice would name a hotel the screen is not of).
      setAsking(id);
      void leave.confirmLeave().then((left) => {
        setAsking(null);
        if (left) open();
      });
    },
    [select, navigate, route, pathname, leave],
  );
  return (
    <PropertySearch
      label={t("propertySelector.label")}
      placeholder={t("propertySelector.placeholder")}
      properties={properties}
      selected={asking ?? selected ?? null}
      onChoose={choose}
    />
  );
}

/** The field and its search: a keystroke renders this and not the selector around it (its router and texts). */
function PropertySearch({
  label,
  placeholder,
  properties,
  selected,
  onChoose,
}: {
  label: string;
  placeholder: string;
  properties: readonly Property[];
  selected: string | null;
  onChoose: (id: string) => void;
}) {
  const [text, setText] = useState<string | null>(null);
  const [searched, keyBox] = useDeferredSearch(text);

  const items = useMemo(() => {
    const current = properties.find((p) => String(p.id) === selected);
    // The field shows the chosen property's label; that text lists everything again, not just itself.
    const query = current && searched === propertyLabel(current) ? "" : (searched ?? "");
    // Only the matches: the chosen property, kept in the list while the user types something else, would take
    // ArrowDown's focus (react-aria starts at the selected option), and Enter would pick it again.
    const list = findProperties(properties, query);
    return list.map((p) => ({ id: String(p.id), label: propertyLabel(p) }));
  }, [properties, searched, selected]);

  const choose = useCallback(
    (id: string | null) => {
      setText(null);
      if (id) onChoose(id);
    },
    [onChoose],
  );

  return (
    <KeyBox ref={keyBox}>
      <Field
        label={label}
        placeholder={placeholder}
        items={items}
        selectedKey={selected}
        onInputChange={setText}
        onSelectionChange={choose}
      />
    </KeyBox>
  );
}

/**
 * The text to search for: what was typed, deferred, so a keystroke draws the field before the matches. A key
 * that acts on the list, pressed before the matches of what was typed are drawn (a fast typist's name, ArrowDown
 * and Enter), would act on the list still shown, and Enter pick a hotel that was not typed: such a key, heard
 * first by the element the returned ref is put on, has the matches drawn at once before it reaches the field.
 */
function useDeferredSearch(text: string | null) {
  const deferred = useDeferredValue(text);
  // A search the keyboard asked for at once: it counts while the field still says it.
  const [now, setNow] = useState<string | null>();
  const searched = now === text ? now : deferred;
  const keyBox = useRef<HTMLDivElement>(null);
  const searchNow = useLatestCallback((event: KeyboardEvent) => {
    if (LIST_KEYS.has(event.key) && text !== searched) flushSync(() => setNow(text));
  });
  useEffect(() => {
    const element = keyBox.current!;
    element.addEventListener("keydown", searchNow, { capture: true });
    return () => element.removeEventListener("keydown", searchNow, { capture: true });
  }, [searchNow]);
  return [searched, keyBox] as const;
}
