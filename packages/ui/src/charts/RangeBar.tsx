import { useTranslation } from "react-i18next";
import { SegmentedControl } from "../SegmentedControl";
import { RangeRoot } from "./Chart.styles";
import type { ChartRange, Granularity, RangePreset } from "./range";
import {
  GRANULARITIES,
  allowedGranularities,
  customChartRange,
  presetChartRange,
  rangeDaysOf,
  withGranularity,
} from "./range";
import { STATISTICS_PRESETS } from "../i18n/dates";
import { Suspense, lazy, useState } from "react";

/** The date pickers of a custom range load when "Custom" is chosen: most visits keep a preset (issue 40). */
const DatePicker = lazy(() =>
  import("../DatePicker/DatePickerFull").then((module) => ({ default: module.FullDatePicker })),
);

export interface RangeBarProps {
  /** The chosen range: preset or custom days, and the granularity (controlled). */
  value: ChartRange;
  /** Called with the new range when the user picks a preset, days or a granularity. */
  onChange: (range: ChartRange) => void;
  /** Today (for presets and the latest day a custom range may end); default the clock. */
  now?: string | number | Date;
  /** Bucket sizes the screen offers (default all four); those the range cannot have are disabled. */
  granularities?: readonly Granularity[];
  /** Hides the granularity choice (a chart whose server call has no bucket size). */
  hideGranularity?: boolean;
}

/**
 * The statistics range: presets last 1 day, last 30 days and last 1 year, or a custom range of days picked
 * with two date pickers; and the granularity, where choices the range cannot have (hourly over a year) are
 * disabled. Ranges run from the start of the first to the end of the last day in UTC (see range.ts).
 */
export function RangeBar({
  value,
  onChange,
  now,
  granularities = GRANULARITIES,
  hideGranularity,
}: RangeBarProps) {
  const { t } = useTranslation("charts");
  const allowed = allowedGranularities(value);
  const { first: firstDay, last: lastDay } = rangeDaysOf(value);
  // The latest day a custom range may end: today, read once when the bar mounts.
  const [mountedAt] = useState(() => Date.now());
  const today = new Date(now ?? mountedAt).toISOString().slice(0, 10);

  const choosePreset = (preset: RangePreset) => {
    if (preset === "custom") onChange({ ...value, preset: "custom" });
    else {
      const range = presetChartRange(preset, now ?? new Date());
      onChange(
        granularities.includes(range.granularity)
          ? range
          : withGranularity(
              range,
              allowedGranularities(range).find((g) => granularities.includes(g)) ?? range.granularity,
            ),
      );
    }
  };

  return (
    <RangeRoot data-ui="RangeBar">
      <SegmentedControl
        label={t("range.label")}
        items={[...STATISTICS_PRESETS, "custom" as const].map((preset) => ({
          id: preset,
          label: t(`range.${preset}`),
        }))}
        value={value.preset}
        onChange={choosePreset}
      />
      {value.preset === "custom" && (
        <Suspense>
          <DatePicker
            label={t("range.from")}
            value={firstDay}
            maxValue={today}
            onChange={(day) => day && onChange(customChartRange(day, lastDay, value.granularity))}
          />
          <DatePicker
            label={t("range.to")}
            value={lastDay}
            maxValue={today}
            onChange={(day) => day && onChange(customChartRange(firstDay, day, value.granularity))}
          />
        </Suspense>
      )}
      {!hideGranularity && (
        <SegmentedControl
          label={t("granularity.label")}
          items={granularities.map((granularity) => ({
            id: granularity,
            label: t(`granularity.${granularity}`),
            isDisabled: !allowed.includes(granularity),
          }))}
          value={value.granularity}
          onChange={(granularity) => onChange(withGranularity(value, granularity))}
        />
      )}
    </RangeRoot>
  );
}
