import { Check as CheckIcon, ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import type { Key, SelectProps as AriaSelectProps, ValidationResult } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { FieldDescription, FieldError, FieldLabel } from "../Field";
import {
  Check,
  ListPopover,
  Option,
  OptionLabel,
  RequiredMark,
  StyledListBox,
  StyledSelect,
  Trigger,
  Value,
} from "./Select.styles";

export interface SelectItem {
  id: string;
  label: string;
  /** Shown but not selectable. */
  isDisabled?: boolean;
}

export interface SelectProps extends Omit<
  AriaSelectProps<SelectItem>,
  | "children"
  | "className"
  | "style"
  | "render"
  | "items"
  | "selectionMode"
  | "value"
  | "defaultValue"
  | "onChange"
  | "selectedKey"
  | "defaultSelectedKey"
  | "onSelectionChange"
  | "placeholder"
  | "validate"
> {
  /** The visible label (leave out only with `aria-label`). */
  label?: ReactNode;
  /** The choices, in the order shown. */
  items: readonly SelectItem[];
  /** Help text under the field. */
  hint?: ReactNode;
  /** Shown when the field is invalid (`isInvalid` or a failed `validate`). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Shown while nothing is selected; defaults to "Select an item". */
  placeholder?: string;
  /** The selected item's id (controlled); `null` for none. */
  selectedKey?: string | null;
  /** The initially selected item's id (uncontrolled). */
  defaultSelectedKey?: string | null;
  /** Called with the chosen item's id. */
  onSelectionChange?: (key: string | null) => void;
  /** Returns an error message (or messages) for an invalid choice, `true` or nothing when it is valid. */
  validate?: (key: string | null) => string | string[] | true | null | undefined;
}

const toKey = (key: Key | null) => (key == null ? null : String(key));

/**
 * A single-choice dropdown (react-aria Select): a button that shows the value, and a listbox in a popover.
 * Keyboard: Enter, Space or ArrowDown opens, arrows move, Enter chooses, Escape closes, typing jumps to an
 * item. Validation defaults to `aria` (errors show as soon as `isInvalid` or `validate` says so).
 */
export function Select({
  label,
  items,
  hint,
  errorMessage,
  placeholder,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  isRequired,
  validationBehavior = "aria",
  validate,
  ...props
}: SelectProps) {
  const { t } = useTranslation("ui");
  const controlled = selectedKey !== undefined ? { value: selectedKey } : {};
  const initial = defaultSelectedKey !== undefined ? { defaultValue: defaultSelectedKey } : {};
  return (
    <StyledSelect<SelectItem>
      data-ui="Select"
      {...controlled}
      {...initial}
      onChange={(key) => onSelectionChange?.(toKey(key))}
      placeholder={placeholder ?? t("select.placeholder")}
      isRequired={isRequired}
      validationBehavior={validationBehavior}
      validate={validate && ((key) => validate(toKey(key)))}
      {...props}
    >
      {label != null && (
        <FieldLabel>
          {label}
          {isRequired && <RequiredMark aria-hidden="true">*</RequiredMark>}
        </FieldLabel>
      )}
      <Trigger>
        <Value />
        <ChevronDown size={16} aria-hidden />
      </Trigger>
      <FieldDescription>{hint}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
      <ListPopover placement="bottom start" offset={4}>
        <StyledListBox items={items}>
          {(item) => (
            <Option id={item.id} textValue={item.label} isDisabled={item.isDisabled}>
              {({ isSelected }) => (
                <>
                  <OptionLabel>{item.label}</OptionLabel>
                  <Check $visible={isSelected}>
                    <CheckIcon size={16} aria-hidden />
                  </Check>
                </>
              )}
            </Option>
          )}
        </StyledListBox>
      </ListPopover>
    </StyledSelect>
  );
}
