import { Autocomplete } from "@cms/ui";
import { useDeferredValue, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { findProperties, propertyLabel } from "../properties/findProperties";
import { usePropertySelection } from "../properties/selection";
import { pathForProperty } from "../app/menu";
import { useCurrentRoute } from "../app/useCurrentRoute";
import { useSessionState } from "../session/SessionContext";

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
  const [text, setText] = useState<string | null>(null);
  const searched = useDeferredValue(text);

  const items = useMemo(() => {
    const current = properties.find((p) => String(p.id) === selected);
    // The field shows the chosen property's label; that text lists everything again, not just itself.
    const query = current && searched === propertyLabel(current) ? "" : (searched ?? "");
    // Only the matches: the chosen property, kept in the list while the user types something else, would take
    // ArrowDown's focus (react-aria starts at the selected option), and Enter would pick it again.
    const list = findProperties(properties, query);
    return list.map((p) => ({ id: String(p.id), label: propertyLabel(p) }));
  }, [properties, searched, selected]);

  return (
    <Autocomplete
      label={t("propertySelector.label")}
      placeholder={t("propertySelector.placeholder")}
      items={items}
      selectedKey={selected ?? null}
      onInputChange={setText}
      onSelectionChange={(id) => {
        setText(null);
        if (!id) return;
        select(id);
        navigate(pathForProperty(route, id));
      }}
    />
  );
}
