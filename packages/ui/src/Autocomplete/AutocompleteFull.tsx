import { ChevronDown, X } from "lucide-react";
import type { KeyboardEvent, MouseEvent, ReactNode, RefObject } from "react";
import { useContext, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import type { ComboBoxState, Key } from "react-aria-components";
import { ComboBoxStateContext, useFilter } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { FieldDescription, FieldError, FieldLabel } from "../Field";
import { OptionContent } from "../Select/OptionContent";
import { EmptyState, ListPopover, Option, StyledListBox } from "../Select/Select.styles";
import {
  Box,
  Chip,
  ChipLabel,
  ChipList,
  ChipRemove,
  Chips,
  ErrorText,
  Hint,
  InlineComboBox,
  MultipleBox,
  MultipleRoot,
  OpenButton,
  Spinner,
  StyledComboBox,
  StyledInput,
} from "./Autocomplete.styles";

export interface AutocompleteItem {
  id: string;
  label: string;
  /** Shown but not selectable. */
  isDisabled?: boolean;
}

interface AutocompleteBaseProps {
  /** The visible label (leave out only with `aria-label`). */
  label?: ReactNode;
  /** Names the field when there is no visible `label`. */
  "aria-label"?: string;
  /**
   * The options. Filtered by the input ("contains", ignoring case and accents) unless `onInputChange` is
   * given: then the caller searches (server-side) and `items` are shown as they are.
   */
  items: readonly AutocompleteItem[];
  /** Help text under the field. */
  hint?: ReactNode;
  /** Shown while `isInvalid`. */
  errorMessage?: string;
  /** Shows `errorMessage` and marks the field invalid. */
  isInvalid?: boolean;
  /** Greys the field out; it cannot be focused. */
  isDisabled?: boolean;
  /** Marks the label as required (the form validates). */
  isRequired?: boolean;
  /** Shows a spinner in the field (e.g. while a server-side search runs). */
  isLoading?: boolean;
  /** Defaults to "Search". */
  placeholder?: string;
  /** Called with the text typed; giving it turns off the local filtering (the caller updates `items`). */
  onInputChange?: (value: string) => void;
  /** Focuses the input when the field mounts (e.g. first field of a dialog). */
  autoFocus?: boolean;
}

export interface AutocompleteSingleProps extends AutocompleteBaseProps {
  /** One choice (the default). */
  selectionMode?: "single";
  /** The selected item's id (controlled); `null` for none. */
  selectedKey?: string | null;
  /** The initially selected item's id (uncontrolled). */
  defaultSelectedKey?: string | null;
  /**
   * Called with the chosen item's id, or null when cleared. Choosing the item already chosen calls it again
   * (by click or Enter), so a picker that navigates can act on it.
   */
  onSelectionChange?: (key: string | null) => void;
}

export interface AutocompleteMultipleProps extends AutocompleteBaseProps {
  /** Several choices, shown as removable chips. */
  selectionMode: "multiple";
  /** The selected items' ids, in the order they were picked (controlled). */
  selectedKeys?: readonly string[];
  /** The initially selected ids (uncontrolled). */
  defaultSelectedKeys?: readonly string[];
  /** Called with every selected id, in the order they were picked. */
  onSelectionChange?: (keys: string[]) => void;
}

export type AutocompleteProps = AutocompleteSingleProps | AutocompleteMultipleProps;

/**
 * The autocomplete itself, one of the overlay parts: Autocomplete.tsx draws the closed field until the parts
 * come and then this, which takes over what the user did meanwhile (`intent`). Library parts fetched on demand
 * anyway (the edit dialog's fields, the settings editor) use it directly.
 *
 * A searchable picker (react-aria ComboBox). Type to filter, ArrowDown opens the list, Enter picks, Escape
 * closes. With `selectionMode="multiple"` the picked items show as removable chips before the input, the list
 * offers only the others, and Backspace in the empty input removes the last chip. A pick by Enter keeps the
 * list open for the next one; a pick by pointer closes it, so the list no longer covers the fields and buttons
 * under it (in a dialog: the Save button); typing or ArrowDown opens it again.
 */
export function FullAutocomplete({
  intent,
  ...props
}: AutocompleteProps & { intent?: AutocompleteIntent | null }) {
  return props.selectionMode === "multiple" ? (
    <MultipleAutocomplete {...props} />
  ) : (
    <SingleAutocomplete {...props} intent={intent} />
  );
}

/** What the user did in an autocomplete before the overlay parts came (Autocomplete.tsx draws it until then). */
export interface AutocompleteIntent {
  /** The input had the focus. */
  focused: boolean;
  /** The text typed, if any. */
  text: string | null;
  /** The list was asked to open (ArrowDown, the chevron). */
  open: boolean;
}

const toKey = (key: Key | null) => (key == null ? null : String(key));

function Label({ label, isRequired }: { label: ReactNode; isRequired?: boolean }) {
  if (label == null) return null;
  return <FieldLabel isRequired={isRequired}>{label}</FieldLabel>;
}

/**
 * The remove button of a chip (react-aria's `remove` slot, which calls TagGroup's onRemove), named
 * "Remove <label>". It stays out of the tab order: the keyboard removes the focused chip with Delete or Backspace.
 */
function RemoveChipButton({ label }: { label: string }) {
  const { t } = useTranslation("ui");
  const nameId = useId();
  // The slot names the button by its row; this names it by our own words instead.
  return (
    <ChipRemove slot="remove" aria-labelledby={nameId} excludeFromTabOrder>
      <span id={nameId} hidden>
        {t("common.remove", { label })}
      </span>
      <X size={14} aria-hidden />
    </ChipRemove>
  );
}

/** The spinner and the chevron at the end of the box. */
function BoxEnd({ isLoading }: { isLoading?: boolean }) {
  const { t } = useTranslation("ui");
  return (
    <>
      {isLoading && <Spinner role="progressbar" aria-label={t("common.loading")} />}
      {/* Our words over react-aria's: its own has no Azerbaijani or Indonesian, and the stand-in says the same. */}
      <OpenButton aria-label={t("autocomplete.showSuggestions")}>
        <ChevronDown size={16} aria-hidden />
      </OpenButton>
    </>
  );
}

/** The popover with the options, or "No results" (or "Loading" while a search runs). */
function OptionsPopover({
  isLoading,
  showCheck,
  triggerRef,
}: {
  isLoading?: boolean;
  showCheck: boolean;
  triggerRef?: RefObject<HTMLDivElement | null>;
}) {
  const { t } = useTranslation("ui");
  return (
    // With its own trigger (the whole box), the popover measures that box: an empty style drops the width
    // ComboBox measured from its input and button.
    <ListPopover offset={4} {...(triggerRef ? { triggerRef, style: {} } : {})}>
      <StyledListBox<AutocompleteItem>
        renderEmptyState={() => (
          <EmptyState>{isLoading ? t("common.loading") : t("autocomplete.noResults")}</EmptyState>
        )}
      >
        {(item) => (
          <Option id={item.id} textValue={item.label} isDisabled={item.isDisabled}>
            {({ isSelected }) => (
              <OptionContent label={item.label} isSelected={isSelected} showCheck={showCheck} />
            )}
          </Option>
        )}
      </StyledListBox>
    </ListPopover>
  );
}

/** Hands the combobox's state (inside InlineComboBox) to the field around it, which closes the list. */
function ComboBoxStateRef({ stateRef }: { stateRef: RefObject<ComboBoxState<AutocompleteItem> | null> }) {
  const state = useContext(ComboBoxStateContext) as ComboBoxState<AutocompleteItem> | null;
  useLayoutEffect(() => {
    stateRef.current = state;
  });
  return null;
}

/**
 * Keeps an Escape that closes the list inside the field. react-aria's combobox lets Escape go on to the
 * dialog around it whenever a value is picked (or the input is empty), so one Escape meant to close the
 * suggestions closed a whole edit dialog as well. The list is still open while the key is handled (the close
 * renders after); an Escape with the list closed still reaches the dialog.
 */
function keepEscapeWhileOpen(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === "Escape" && event.currentTarget.getAttribute("aria-expanded") === "true")
    event.stopPropagation();
}

/** Whether the last press was a pointer's (true) or a key's (false), to tell a click on an option from Enter. */
function usePointerLast() {
  const pointer = useRef(false);
  useEffect(() => {
    const byPointer = () => (pointer.current = true);
    const byKey = () => (pointer.current = false);
    document.addEventListener("pointerdown", byPointer, true);
    document.addEventListener("keydown", byKey, true);
    return () => {
      document.removeEventListener("pointerdown", byPointer, true);
      document.removeEventListener("keydown", byKey, true);
    };
  }, []);
  return pointer;
}

function SingleAutocomplete({
  label,
  items,
  hint,
  errorMessage,
  isRequired,
  isLoading,
  placeholder,
  onInputChange,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  selectionMode: _selectionMode,
  intent,
  ...props
}: AutocompleteSingleProps & { intent?: AutocompleteIntent | null }) {
  const { t } = useTranslation("ui");
  const inputRef = useRef<HTMLInputElement>(null);
  const comboBox = useRef<ComboBoxState<AutocompleteItem> | null>(null);
  useEffect(() => {
    if (!intent) return;
    if (intent.focused || intent.open) inputRef.current?.focus();
    if (intent.text != null) comboBox.current?.setInputValue(intent.text);
    if (intent.open || intent.text != null) comboBox.current?.open(null, "manual");
    // Once, as the parts take over from the drawn field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <StyledComboBox<AutocompleteItem>
      data-ui="Autocomplete"
      {...(onInputChange ? { items, onInputChange } : { defaultItems: items })}
      {...(selectedKey !== undefined ? { value: selectedKey } : {})}
      {...(defaultSelectedKey !== undefined ? { defaultValue: defaultSelectedKey } : {})}
      // Its onSelectionChange, not onChange: a click on the option already chosen is reported too (onChange
      // hears changes only), so a picker that navigates, like the property selector, acts on it.
      onSelectionChange={(key) => onSelectionChange?.(toKey(key))}
      isRequired={isRequired}
      allowsEmptyCollection
      validationBehavior="aria"
      {...props}
    >
      <ComboBoxStateRef stateRef={comboBox} />
      <Label label={label} isRequired={isRequired} />
      <Box>
        <StyledInput
          ref={inputRef}
          // Greyed out, it invites no search.
          placeholder={props.isDisabled ? undefined : (placeholder ?? t("autocomplete.placeholder"))}
          onKeyDown={(event) => {
            keepEscapeWhileOpen(event);
            // Enter on the option already chosen: react-aria closes the list and says nothing; it is reported as
            // a click on it is. The option Enter acts on is the one the input names as active.
            const active = event.currentTarget.getAttribute("aria-activedescendant");
            const option = active ? document.getElementById(active) : null;
            if (
              event.key === "Enter" &&
              option?.getAttribute("aria-selected") === "true" &&
              option.dataset.key
            )
              onSelectionChange?.(option.dataset.key);
          }}
        />
        <BoxEnd isLoading={isLoading} />
      </Box>
      <FieldDescription>{hint}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
      <OptionsPopover isLoading={isLoading} showCheck />
    </StyledComboBox>
  );
}

function MultipleAutocomplete({
  label,
  "aria-label": ariaLabel,
  items,
  hint,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  isLoading,
  placeholder,
  onInputChange,
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  selectionMode: _selectionMode,
  ...props
}: AutocompleteMultipleProps) {
  const { t } = useTranslation("ui");
  const { contains } = useFilter({ sensitivity: "base" });
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [uncontrolled, setUncontrolled] = useState<readonly string[]>(defaultSelectedKeys ?? []);
  const selected = selectedKeys ?? uncontrolled;
  const [inputValue, setInputValue] = useState("");
  const [knownLabels, setKnownLabels] = useState<ReadonlyMap<string, string>>(new Map());
  const comboBox = useRef<ComboBoxState<AutocompleteItem> | null>(null);
  const pointerLast = usePointerLast();
  // Counts the picks by pointer; after each, once the emptied input has re-rendered (which reopens the list),
  // the list closes.
  const [pointerPicks, setPointerPicks] = useState(0);
  useEffect(() => {
    if (pointerPicks > 0) comboBox.current?.close();
  }, [pointerPicks]);

  // Labels of picked items, kept when a server-side search replaces `items`.
  const labelOf = (key: string) =>
    items.find((item) => item.id === key)?.label ?? knownLabels.get(key) ?? key;
  const chips = selected.map((key) => ({ id: key, label: labelOf(key) }));
  const remaining = items.filter(
    (item) => !selected.includes(item.id) && (onInputChange != null || contains(item.label, inputValue)),
  );

  const change = (keys: string[]) => {
    if (selectedKeys === undefined) setUncontrolled(keys);
    onSelectionChange?.(keys);
  };
  const changeInput = (value: string) => {
    setInputValue(value);
    onInputChange?.(value);
  };
  const add = (key: Key | null) => {
    if (key == null) return;
    const picked = String(key);
    setKnownLabels((known) => new Map(known).set(picked, labelOf(picked)));
    change([...selected, picked]);
    changeInput("");
    if (pointerLast.current) setPointerPicks((count) => count + 1);
  };
  const remove = (keys: Iterable<Key>) => {
    const removed = new Set([...keys].map(String));
    const next = selected.filter((key) => !removed.has(key));
    change(next);
    // The chips are gone with the last one: keep the focus in the field.
    if (next.length === 0) inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    keepEscapeWhileOpen(event);
    if (event.key === "Backspace" && inputValue === "" && selected.length > 0) remove([selected.at(-1)!]);
  };
  // A press on the box around the chips and the input puts the caret in the input.
  const focusInput = (event: MouseEvent) => {
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    inputRef.current?.focus();
  };

  const labelId = `${id}-label`;
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const showError = Boolean(isInvalid && errorMessage);
  const describedBy = [hint != null && hintId, showError && errorId].filter(Boolean).join(" ") || undefined;

  return (
    <MultipleRoot
      data-ui="Autocomplete"
      data-invalid={isInvalid || undefined}
      data-disabled={isDisabled || undefined}
    >
      {label != null && (
        <FieldLabel id={labelId} htmlFor={inputId} isRequired={isRequired}>
          {label}
        </FieldLabel>
      )}
      <MultipleBox
        ref={boxRef}
        onMouseDown={focusInput}
        data-invalid={isInvalid || undefined}
        data-disabled={isDisabled || undefined}
      >
        {chips.length > 0 && (
          <Chips
            aria-label={t("autocomplete.selected", { count: chips.length })}
            onRemove={isDisabled ? undefined : remove}
            disabledKeys={isDisabled ? selected : undefined}
          >
            <ChipList items={chips}>
              {(chip) => (
                <Chip id={chip.id} textValue={chip.label}>
                  <ChipLabel>{chip.label}</ChipLabel>
                  {!isDisabled && <RemoveChipButton label={chip.label} />}
                </Chip>
              )}
            </ChipList>
          </Chips>
        )}
        <InlineComboBox<AutocompleteItem>
          id={inputId}
          aria-label={label == null ? ariaLabel : undefined}
          aria-labelledby={label != null ? labelId : undefined}
          aria-describedby={describedBy}
          items={remaining}
          value={null}
          onChange={add}
          inputValue={inputValue}
          onInputChange={changeInput}
          isRequired={isRequired}
          isDisabled={isDisabled}
          isInvalid={isInvalid}
          allowsEmptyCollection
          validationBehavior="aria"
          {...props}
        >
          <StyledInput
            $multiple
            ref={inputRef}
            onKeyDown={onKeyDown}
            // Greyed out, it invites no search.
            placeholder={
              chips.length > 0 || isDisabled ? undefined : (placeholder ?? t("autocomplete.placeholder"))
            }
          />
          <BoxEnd isLoading={isLoading} />
          <ComboBoxStateRef stateRef={comboBox} />
          <OptionsPopover isLoading={isLoading} showCheck={false} triggerRef={boxRef} />
        </InlineComboBox>
      </MultipleBox>
      {hint != null && <Hint id={hintId}>{hint}</Hint>}
      {showError && <ErrorText id={errorId}>{errorMessage}</ErrorText>}
    </MultipleRoot>
  );
}
