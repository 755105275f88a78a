import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { useEffect, useRef, useState } from "react";
import type { Key, SelectProps as AriaSelectProps, ValidationResult } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { FieldDescription, FieldError, FieldLabel } from "../Field";
import type { TriggerIntent } from "../overlays/TriggerStandIn";
import { takeOverIntent } from "../overlays/TriggerStandIn";
import { OptionContent } from "./OptionContent";
import { ListPopover, Option, StyledListBox, StyledSelect, Trigger, Value } from "./Select.styles";

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
 * The select itself (react-aria Select), one of the overlay parts: Select.tsx draws its closed trigger until the
 * parts come and then this, which takes over what the user did meanwhile (`intent`). Library parts fetched on
 * demand anyway (the edit dialog's fields, the settings editor) use it directly.
 */
export function FullSelect({
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
  intent,
  isOpen: isOpenProp,
  defaultOpen,
  onOpenChange,
  ...props
}: SelectProps & { intent?: TriggerIntent | null }) {
  const { t } = useTranslation("ui");
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [isOpenHere, setOpenHere] = useState(defaultOpen ?? false);
  useEffect(() => {
    takeOverIntent(intent, triggerRef.current, () => setOpenHere(true));
    // Once, as the parts take over from the drawn trigger.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
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
      isOpen={isOpenProp ?? isOpenHere}
      onOpenChange={(isOpen) => {
        setOpenHere(isOpen);
        onOpenChange?.(isOpen);
      }}
      {...props}
    >
      {label != null && <FieldLabel isRequired={isRequired}>{label}</FieldLabel>}
      <Trigger ref={triggerRef}>
        <Value />
        <ChevronDown size={16} aria-hidden />
      </Trigger>
      <FieldDescription>{hint}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
      <ListPopover placement="bottom start" offset={4}>
        <StyledListBox items={items}>
          {(item) => (
            <Option id={item.id} textValue={item.label} isDisabled={item.isDisabled}>
              {({ isSelected }) => <OptionContent label={item.label} isSelected={isSelected} />}
            </Option>
          )}
        </StyledListBox>
      </ListPopover>
    </StyledSelect>
  );
}
