import type { EditSlotProps, OperationStatus } from "@cms/ui";
import {
  Autocomplete,
  Button,
  CancelButton,
  Checkbox,
  CheckboxGroup,
  Dialog,
  Notice,
  TextField,
  notifyRequestStatus,
} from "@cms/ui";
import { Search } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Place, PlaceCode, PlaceLocal, SearchForm, SearchStatus } from "./weather.styles";
import type { WeatherLocation, WeatherSearchResult } from "./weatherLocations";
import { countryChoices, resultKey, searchQuery, toLocation } from "./weatherLocations";
import type { ScreenContext } from "../../../kit";

export type AddLocationsDialogProps = EditSlotProps<WeatherLocation> & { context: ScreenContext };

/**
 * The weather locations' search-and-pick form (platform.md "Weather location"): a place name and an optional
 * country code search the provider; the user picks any number of the results and adds them as locations.
 * Failures show their status only (platform.md section 8), never the server's message.
 */
export function AddLocationsDialog({ context, close, onSaved }: AddLocationsDialogProps) {
  const { t, i18n } = useTranslation("weather");
  const [query, setQuery] = useState("");
  // Picked from the countries by name in the UI language, so "Austria" can never become cc=AU (issue 26).
  const [countryCode, setCountryCode] = useState("");
  const countries = useMemo(() => countryChoices(i18n.language), [i18n.language]);
  const [searchStatus, setSearchStatus] = useState<OperationStatus>();
  const [results, setResults] = useState<WeatherSearchResult[]>([]);
  const [picked, setPicked] = useState<string[]>([]);
  const [saveStatus, setSaveStatus] = useState<OperationStatus>();
  // Locations already created while a later one failed: the list gets them when the dialog closes.
  const added = useRef<WeatherLocation[]>([]);
  const searchId = useRef(0);

  const params = searchQuery(query, countryCode);
  const saving = saveStatus === "fetching";

  const finish = () => {
    if (added.current.length === 0) return close();
    for (const location of added.current) onSaved(location);
  };

  const search = async () => {
    const id = ++searchId.current;
    if (!params) {
      setResults([]);
      setSearchStatus(undefined);
      return;
    }
    setSearchStatus("fetching");
    const { data } = await context.client.GET("/api/cms/v3/weather/location/search", {
      params: { query: params },
    });
    if (id !== searchId.current) return;
    if (!data) {
      setSearchStatus("failure");
      return;
    }
    setResults(data);
    // Picks survive a new search only where the place is among its results.
    const keys = new Set(data.map(resultKey));
    setPicked((current) => current.filter((key) => keys.has(key)));
    setSearchStatus("success");
  };

  const add = async () => {
    const toAdd = results.filter((result) => picked.includes(resultKey(result)));
    if (toAdd.length === 0) return;
    setSaveStatus("fetching");
    notifyRequestStatus("fetching");
    for (const result of toAdd) {
      // Weather location save: no id, so a create (spec section 4).
      const { data } = await context.client.POST("/api/cms/v3/weather/location", {
        body: toLocation(result),
      });
      if (!data) {
        setSaveStatus("failure");
        notifyRequestStatus("failure");
        return;
      }
      added.current.push(data);
      setPicked((current) => current.filter((key) => key !== resultKey(result)));
    }
    setSaveStatus("success");
    notifyRequestStatus("success");
    finish();
  };

  return (
    <Dialog
      title={t("locations.add.title")}
      size="large"
      isOpen
      isDismissable={!saving}
      isCloseDisabled={saving}
      onOpenChange={(open) => {
        if (!open) finish();
      }}
      actions={
        <>
          <CancelButton onPress={finish} isDisabled={saving}>
            {t("locations.add.cancel")}
          </CancelButton>
          <Button
            variant="primary"
            onPress={() => void add()}
            isDisabled={picked.length === 0}
            isPending={saving}
          >
            {t("locations.add.submit", { count: picked.length })}
          </Button>
        </>
      }
    >
      <SearchForm
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
      >
        <TextField
          label={t("locations.add.query")}
          hint={t("locations.add.queryHint")}
          value={query}
          onChange={setQuery}
        />
        <Autocomplete
          label={t("locations.add.country")}
          hint={t("locations.add.countryHint")}
          items={countries}
          selectedKey={countryCode || null}
          onSelectionChange={(code) => setCountryCode(code ?? "")}
        />
        <Button
          type="submit"
          variant="secondary"
          icon={<Search size={16} aria-hidden />}
          isDisabled={!params}
          isPending={searchStatus === "fetching"}
        >
          {t("locations.add.search")}
        </Button>
      </SearchForm>
      <SearchStatus role="status">
        {searchStatus === "success" &&
          (results.length ? t("locations.add.found", { count: results.length }) : t("locations.add.none"))}
      </SearchStatus>
      {searchStatus === "failure" && <Notice tone="error" title={t("locations.add.searchFailed")} />}
      {saveStatus === "failure" && <Notice tone="error" title={t("locations.add.failed")} />}
      {results.length > 0 && (
        <CheckboxGroup label={t("locations.add.results")} value={picked} onChange={setPicked}>
          {results.map((result) => (
            <Checkbox key={resultKey(result)} value={resultKey(result)} isDisabled={saving}>
              <Place>
                {/* Spaces between the parts, so the checkbox's accessible name reads "Oia GR Οία". */}
                <span>{result.name}</span> <PlaceCode>{result.iso1}</PlaceCode>{" "}
                {result.local && <PlaceLocal>{result.local}</PlaceLocal>}
              </Place>
            </Checkbox>
          ))}
        </CheckboxGroup>
      )}
    </Dialog>
  );
}
