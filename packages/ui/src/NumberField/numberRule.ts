/** The rule a number field keeps, in words: "Enter a number from 1 to 3650." (bounds in the field's format). */
export function numberRule(
  t: (key: string, options?: Record<string, unknown>) => string,
  locale: string,
  min: number | undefined,
  max: number | undefined,
  formatOptions?: Intl.NumberFormatOptions,
): string {
  const format = new Intl.NumberFormat(locale, formatOptions);
  const hasMin = min !== undefined && Number.isFinite(min);
  const hasMax = max !== undefined && Number.isFinite(max);
  if (hasMin && hasMax)
    return t("ui:numberField.range", { min: format.format(min), max: format.format(max) });
  if (hasMin) return t("ui:numberField.atLeast", { min: format.format(min) });
  if (hasMax) return t("ui:numberField.atMost", { max: format.format(max) });
  return t("ui:numberField.any");
}
