import type { components } from "@cms/api";

/** One day of the report as the contract gives it: the date (YYYY-MM-DD) and its occupied rooms. */
export type PorDay = components["schemas"]["PorReportItem"];

/** The months the picker offers: this one and the twelve before, so a month compares with last year's. */
export const MONTHS_OFFERED = 13;

const pad = (n: number) => String(n).padStart(2, "0");

/** The month (YYYY-MM) a moment falls in, on the user's own calendar (the front desk's wall clock). */
export function monthOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;
}

/** `count` months ending with the month of `today`, newest first. */
export function recentMonths(today: Date, count = MONTHS_OFFERED): string[] {
  return Array.from({ length: count }, (_, n) =>
    monthOf(new Date(today.getFullYear(), today.getMonth() - n, 1)),
  );
}

/** "November 2026" in the user's language (the month's name as the language writes it with a year). */
export function monthLabel(month: string, locale: string): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, m - 1, 1)),
  );
}

/** The CSV's file name names the property and the month, so several downloads do not overwrite each other. */
export const porCsvFileName = (propertyId: string, month: string) => `por-report-${propertyId}-${month}.csv`;
