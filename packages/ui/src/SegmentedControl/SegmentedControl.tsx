import type { Key } from "react-aria-components";
import { useLocale } from "react-aria-components";
import { useId, useMemo } from "react";
import { Count, Group, Segment, Segments } from "./SegmentedControl.styles";

export interface SegmentedItem<K extends string = string> {
  id: K;
  /** The segment's text (already translated). */
  label: string;
  /** How many entries the choice shows, after the label ("Arrivals 4"); left out while unknown. */
  count?: number;
  /** A choice the current state cannot have (e.g. hourly over a year): shown, but not chosen. */
  isDisabled?: boolean;
}

export interface SegmentedControlProps<K extends string = string> {
  /** The visible label above the segments; it names the group. */
  label: string;
  items: readonly SegmentedItem<K>[];
  /** The chosen item (controlled): exactly one is chosen at any time. */
  value: K;
  onChange: (value: K) => void;
}

/**
 * One choice out of a few, all in sight: a row of toggle buttons (react-aria ToggleButtonGroup, single
 * selection that cannot be emptied), e.g. a statistics range or a list's quick views ("Arrivals 4"). The arrow
 * keys move between segments; Space or Enter chooses. On a narrow screen the row scrolls sideways, never wraps.
 */
export function SegmentedControl<K extends string = string>({
  label,
  items,
  value,
  onChange,
}: SegmentedControlProps<K>) {
  const { locale } = useLocale();
  const labelId = useId();
  // Counts in the language's digits, as the list's pagination writes them.
  const numbers = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  return (
    <Group data-ui="SegmentedControl">
      <span id={labelId} data-part="label">
        {label}
      </span>
      <Segments
        aria-labelledby={labelId}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[value]}
        onSelectionChange={(keys: Set<Key>) => {
          const key = [...keys][0];
          if (key !== undefined) onChange(String(key) as K);
        }}
      >
        {items.map((item) => (
          <Segment key={item.id} id={item.id} isDisabled={item.isDisabled}>
            {item.label}
            {/* The space names it "Arrivals 4" for a screen reader; in the flex row the gap spaces it. */}
            {item.count !== undefined && (
              <>
                {" "}
                <Count>{numbers.format(item.count)}</Count>
              </>
            )}
          </Segment>
        ))}
      </Segments>
    </Group>
  );
}
