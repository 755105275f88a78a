import type { ReactNode } from "react";
import { useMemo } from "react";
import { useLocale } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { Fill, Root, StyledLabel, Top, Track, Value } from "./UsageBar.styles";
import { usageLevel, usagePercent } from "./usageLevel";

export interface UsageBarProps {
  /** What is used (e.g. "Storage"); "Usage" by default. */
  label?: ReactNode;
  /** The amount used, in the unit of `max`. */
  value: number;
  /** The amount available; 100 by default, so `value` can be a percentage. */
  max?: number;
}

/**
 * A meter of how much of a quota is used: label, the percentage as text and a bar coloured by the spec's
 * thresholds (green below 80 %, yellow from 80, orange from 90, red from 100). Usage above 100 % fills the
 * bar and still reads as its real percentage. The level is on the root as `data-level`.
 */
export function UsageBar({ label, value, max = 100 }: UsageBarProps) {
  const { t } = useTranslation("ui");
  const { locale } = useLocale();
  const format = useMemo(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }), [locale]);
  const percent = usagePercent(value, max);
  const level = usageLevel(percent);
  // Rounded down, so the text never shows the next level's threshold (79.99 reads 79.9, not 80).
  const shown = Math.floor(percent * 10) / 10;
  const valueText = t("usageBar.value", { percent: format.format(shown) });
  const fill = Math.min(Math.max(percent, 0), 100);

  return (
    <Root
      data-ui="UsageBar"
      data-level={level}
      value={Math.max(percent, 0)}
      minValue={0}
      maxValue={100}
      valueLabel={valueText}
    >
      <Top>
        <StyledLabel>{label ?? t("usageBar.label")}</StyledLabel>
        <Value>{valueText}</Value>
      </Top>
      <Track>
        <Fill $level={level} style={{ inlineSize: `${fill}%` }} />
      </Track>
    </Root>
  );
}
