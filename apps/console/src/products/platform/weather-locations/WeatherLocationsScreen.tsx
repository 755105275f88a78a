import * as bounds from "@cms/api/bounds";
import { useTranslation } from "react-i18next";
import { AddLocationsDialog } from "./AddLocationsDialog";
import type { WeatherLocation } from "./weatherLocations";
import { countryChoices } from "./weatherLocations";
import { WEATHER_LOCATIONS } from "../permissions";
import { ListScreen, collectionCalls, defineListScreen } from "../../../kit";

/** "4.7 °C" in the user's language's number format; empty before the first observation. */
function Temperature({ value }: { value: unknown }) {
  const { t, i18n } = useTranslation("weather");
  if (typeof value !== "number") return null;
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(value);
  return <>{t("locations.temperatureValue", { value: number })}</>;
}

/**
 * Weather locations (platform.md "Other administration screens", "Weather location"): the observed places
 * with their last observation; "New" opens the search-and-pick form, "Edit" corrects a place or switches its
 * observation off (issue 42 item 1), the row action "reload" fetches the latest observation now, and deletes go
 * to the server in one call when several rows are selected.
 */
export const weatherLocationsScreen = defineListScreen<WeatherLocation>({
  contract: bounds.WeatherLocation,
  keyField: "id",
  permissions: WEATHER_LOCATIONS,
  rowActions: ["edit", "reload", "delete"],
  dialogTitles: { create: "weather:locations.add.title", edit: "weather:locations.edit" },
  statusOnlyFailures: true,
  csvFileName: "weather-locations.csv",
  columns: (t) => [
    // Widths that fit the card beside the open menu at 1024 px (654 px, issue 26); Active waits in the column
    // chooser.
    { id: "city", header: t("weather:locations.city"), width: 100 },
    { id: "country", header: t("weather:locations.country"), width: 80 },
    { id: "lastObservationAt", header: t("weather:locations.lastObservation"), kind: "date", width: 160 },
    {
      id: "temp",
      header: t("weather:locations.temperature"),
      kind: "number",
      width: 130,
      cell: (_, value) => <Temperature value={value} />,
      text: (location) => (location.temp == null ? "" : `${location.temp} °C`),
    },
    {
      id: "active",
      header: t("weather:locations.active"),
      kind: "boolean",
      width: 80,
      hiddenByDefault: true,
    },
  ],
  renderNew: (props) => <AddLocationsDialog {...props} />,
  // The place as the search wrote it, its country picked by name (only a real code goes out), and whether it
  // is observed.
  fields: (t, _options, language) => [
    { kind: "textfield", name: "city", label: t("weather:locations.city") },
    {
      kind: "autocomplete",
      name: "country",
      label: t("weather:locations.country"),
      options: countryChoices(language),
    },
    {
      kind: "switch",
      name: "active",
      label: t("weather:locations.active"),
      hint: t("weather:locations.activeHint"),
    },
  ],
  calls: {
    // One item: single delete; several: one bulk DELETE with the items as its body (spec section 4).
    ...collectionCalls("/api/cms/v3/weather/location/{id}", { key: "id", remove: "oneOrBulk" }),
    // "Fetch now": the provider's latest observation, stored and answered as a list.
    reload: ({ client }, location) =>
      client.GET("/api/cms/v3/weather/location/fetch/{id}", { params: { path: { id: location.id! } } }),
  },
});

export default function WeatherLocationsScreen() {
  return <ListScreen definition={weatherLocationsScreen} />;
}
