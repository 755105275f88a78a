import { Select } from "@cms/ui";
import type { ReactElement } from "react";
import { useMemo } from "react";

export interface ChartChoiceOption<Id extends string = string> {
  id: Id;
  label: string;
}

/**
 * A chart's choice (its `tools`: the direction, a year, a device type, a template): a Select kept between the
 * screen's renders, so the chart, which is drawn again only for new props, is not drawn again each time one of
 * the screen's other queries answers (issue 40). The options count by their content, so a list made afresh in
 * each render does not make a new choice; `onChange` must keep its identity (a state setter, or useCallback).
 */
export function useChartChoice<Id extends string>(
  label: string,
  options: readonly ChartChoiceOption<Id>[],
  selected: Id,
  onChange: (id: Id) => void,
): ReactElement {
  const content = JSON.stringify(options);
  // The options made in this render stand for those of earlier renders with the same content.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the options count by their content
  const items = useMemo(() => options, [content]);
  return useMemo(
    () => (
      <Select
        label={label}
        items={items}
        selectedKey={selected}
        // The Select's keys are the options' ids.
        onSelectionChange={(key) => key !== null && onChange(String(key) as Id)}
      />
    ),
    [label, items, selected, onChange],
  );
}
