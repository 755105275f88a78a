import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FieldDescription, FieldLabel } from "../Field";
import { useOverlayParts, wantOverlays } from "../overlays/load";
import type { TriggerIntent, TriggerIntentUpdate } from "../overlays/TriggerStandIn";
import { standInTriggerProps } from "../overlays/TriggerStandIn";
import type { SelectProps } from "./SelectFull";
import { OptionContent } from "./OptionContent";
import { SelectRoot, Trigger, ValueText } from "./SelectTrigger.styles";

export type { SelectItem, SelectProps } from "./SelectFull";

/**
 * A single-choice dropdown (react-aria Select): a button that shows the value, and a listbox in a popover.
 * Keyboard: Enter, Space or ArrowDown opens, arrows move, Enter chooses, Escape closes, typing jumps to an
 * item. Validation defaults to `aria` (errors show as soon as `isInvalid` or `validate` says so).
 *
 * The list's machinery is one of the overlay parts (issue 40: the toolbar's language, a list's page size and
 * sort order are selects, none of them open when a screen is drawn). Until the parts come the closed select is
 * drawn as it will be and fetches them when it is pointed at, focused or pressed; a press (or an arrow key)
 * before they are here opens the list when they come, with the focus where the user left it.
 */
export function Select(props: SelectProps) {
  const parts = useOverlayParts();
  const [intent, setIntent] = useState<TriggerIntent | null>(null);
  if (parts) return <parts.FullSelect {...props} intent={intent} />;
  return <SelectStandIn {...props} onIntent={setIntent} />;
}

function SelectStandIn({
  label,
  items,
  hint,
  placeholder,
  selectedKey,
  defaultSelectedKey,
  isRequired,
  isDisabled,
  onIntent,
  ...props
}: SelectProps & { onIntent: TriggerIntentUpdate }) {
  const { t } = useTranslation("ui");
  const id = useId();
  const [labelId, valueId, buttonId, hintId] = ["label", "value", "button", "hint"].map(
    (part) => `${id}${part}`,
  );
  const key = selectedKey !== undefined ? selectedKey : defaultSelectedKey;
  const selected = key == null ? undefined : items.find((item) => item.id === key);
  const ariaLabel = props["aria-label"];
  return (
    <SelectRoot data-ui="Select" data-disabled={isDisabled || undefined}>
      {label != null && (
        <FieldLabel id={labelId} isRequired={isRequired}>
          {label}
        </FieldLabel>
      )}
      <Trigger
        id={buttonId}
        isDisabled={isDisabled}
        aria-label={ariaLabel}
        aria-labelledby={[valueId, label != null ? labelId : props["aria-labelledby"], ariaLabel && buttonId]
          .filter(Boolean)
          .join(" ")}
        aria-describedby={hint ? hintId : undefined}
        {...standInTriggerProps("listbox", onIntent)}
        onHoverStart={wantOverlays}
      >
        <ValueText id={valueId} data-placeholder={selected ? undefined : true}>
          {selected ? (
            <OptionContent label={selected.label} isSelected={false} />
          ) : (
            (placeholder ?? t("select.placeholder"))
          )}
        </ValueText>
        <ChevronDown size={16} aria-hidden />
      </Trigger>
      <FieldDescription id={hintId}>{hint}</FieldDescription>
    </SelectRoot>
  );
}
