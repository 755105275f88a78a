import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FieldDescription, FieldLabel } from "../Field";
import { useOverlayParts, wantOverlays } from "../overlays/load";
import type { AutocompleteIntent, AutocompleteProps } from "./AutocompleteFull";
import { AutocompleteRoot, BoxLook, OpenButton, Spinner, StyledInput } from "./AutocompleteBox.styles";

export type {
  AutocompleteItem,
  AutocompleteMultipleProps,
  AutocompleteProps,
  AutocompleteSingleProps,
} from "./AutocompleteFull";

/**
 * A searchable picker (react-aria ComboBox). Type to filter, ArrowDown opens the list, Enter picks, Escape
 * closes. With `selectionMode="multiple"` the picked items show as removable chips before the input.
 *
 * The combobox and its list are overlay parts (issue 40: the property selector is on every signed-in screen).
 * Until they come the field is drawn as it will be, with the chosen item's text: focusing it fetches them, and
 * what is typed meanwhile is kept and searched when they come. A multiple picker (only in dialogs) fetches them
 * as it mounts.
 */
export function Autocomplete(props: AutocompleteProps) {
  const parts = useOverlayParts();
  const [intent, setIntent] = useState<AutocompleteIntent | null>(null);
  const multiple = props.selectionMode === "multiple";
  useEffect(() => {
    if (multiple) wantOverlays();
  }, [multiple]);
  if (parts) return <parts.FullAutocomplete {...props} intent={intent} />;
  return <AutocompleteStandIn {...props} onIntent={setIntent} />;
}

function AutocompleteStandIn({
  onIntent,
  ...props
}: AutocompleteProps & {
  onIntent: (update: (intent: AutocompleteIntent | null) => AutocompleteIntent) => void;
}) {
  const { t } = useTranslation("ui");
  const id = useId();
  const [labelId, inputId, hintId] = ["label", "input", "hint"].map((part) => `${id}${part}`);
  const { label, items, hint, isRequired, isDisabled, isLoading, placeholder } = props;
  const key =
    props.selectionMode === "multiple"
      ? null
      : props.selectedKey !== undefined
        ? props.selectedKey
        : props.defaultSelectedKey;
  const chosen = key == null ? "" : (items.find((item) => item.id === key)?.label ?? "");
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (props.autoFocus) inputRef.current?.focus(); // as the full field's autoFocus does
    // On mount only, as autoFocus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const update = (change: Partial<AutocompleteIntent>) =>
    onIntent((intent) => ({ focused: false, text: null, open: false, ...intent, ...change }));
  return (
    <AutocompleteRoot data-ui="Autocomplete" data-disabled={isDisabled || undefined}>
      {label != null && (
        <FieldLabel id={labelId} isRequired={isRequired}>
          {label}
        </FieldLabel>
      )}
      <BoxLook role="group" data-disabled={isDisabled || undefined}>
        <StyledInput
          id={inputId}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={false}
          aria-labelledby={label != null ? labelId : undefined}
          aria-label={props["aria-label"]}
          aria-describedby={hint ? hintId : undefined}
          autoComplete="off"
          autoCorrect="off"
          spellCheck="false"
          placeholder={isDisabled ? undefined : (placeholder ?? t("autocomplete.placeholder"))}
          defaultValue={chosen}
          disabled={isDisabled}
          ref={inputRef}
          onFocus={() => {
            update({ focused: true });
            wantOverlays();
          }}
          onBlur={() => update({ focused: false })}
          onChange={(event) => update({ text: event.currentTarget.value })}
          onKeyDown={(event) => {
            if (event.key === "ArrowDown" || event.key === "ArrowUp") update({ open: true });
          }}
        />
        {isLoading && <Spinner role="progressbar" aria-label={t("common.loading")} />}
        <OpenButton
          excludeFromTabOrder
          aria-label={t("autocomplete.showSuggestions")}
          aria-labelledby={`${id}open ${label != null ? labelId : inputId}`}
          id={`${id}open`}
          aria-haspopup="listbox"
          aria-expanded={false}
          isDisabled={isDisabled}
          onPressStart={() => {
            update({ focused: true, open: true });
            wantOverlays();
          }}
          onHoverStart={wantOverlays}
        >
          <ChevronDown size={16} aria-hidden />
        </OpenButton>
      </BoxLook>
      <FieldDescription id={hintId}>{hint}</FieldDescription>
    </AutocompleteRoot>
  );
}
