import type { ReactNode } from "react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { LoadingBar } from "../LoadingBar";
import { CardGrid, CardHint, CardPending, CardRoot, CardValue } from "./Chart.styles";
import { quantityParts } from "../units";
import { formatNumber } from "./chartData";

export interface StatCardProps {
  /** What the number is ("Sessions now"). */
  label: string;
  /** The number; null or undefined shows a dash. */
  value?: number | null;
  /**
   * A value that is not a number (a state such as "On", a time span), shown as given instead of `value`: the
   * display dashboard's cards sit in the same row as the numbers.
   */
  text?: string;
  /**
   * The number's unit ("Mbit/s", "GB", "h"), named and placed as the UI language writes it and drawn smaller than
   * the number; ignored with `formatValue`.
   */
  unit?: string;
  /** Decimals shown at most (default 0). */
  digits?: number;
  /** Formats the value instead of the locale's number and `unit` (money, durations). */
  formatValue?: (value: number, locale: string) => string;
  /** A line under the number ("Updated 09:41:12"). */
  hint?: ReactNode;
  /** Loading: a loading bar in the number's place, as tall as the number. */
  pending?: boolean;
  /**
   * The card shows a hint once loaded, and the hint comes with the data: its line is kept while loading, so the
   * card does not grow when the data comes.
   */
  reserveHint?: boolean;
  /** Could not be loaded: a dash and "Not available". */
  failed?: boolean;
}

/**
 * A big number with its label (the gateway's bandwidth and sessions now, a funnel's totals). While loading
 * it shows a loading bar in the number's place; a failure shows a dash and "Not available", so a row of cards
 * keeps its layout.
 */
export function StatCard({
  label,
  value,
  text,
  unit,
  digits = 0,
  formatValue,
  hint,
  pending,
  failed,
  reserveHint = false,
}: StatCardProps) {
  const { t, i18n } = useTranslation("charts");
  const id = useId();
  const locale = i18n.language || "en";
  const known = !pending && !failed && value !== undefined && value !== null;
  const shown =
    failed || text === undefined
      ? known
        ? formatValue
          ? formatValue(value, locale)
          : unit
            ? quantityParts(value, unit, locale, { digits }).map((part, index) =>
                // The unit with the space before it, smaller; the copied or read text is "812.4 Mbit/s".
                part.type === "unit" || part.type === "literal" ? (
                  <span key={index}>{part.value}</span>
                ) : (
                  part.value
                ),
              )
            : formatNumber(value, locale, digits)
        : "–"
      : text;
  return (
    <CardRoot data-ui="StatCard" aria-labelledby={id} aria-busy={pending || undefined}>
      <h3 id={id}>{label}</h3>
      {pending ? (
        <CardPending>
          <LoadingBar aria-label={t("loading", { title: label })} />
        </CardPending>
      ) : (
        <CardValue>{shown}</CardValue>
      )}
      {failed ? (
        <CardHint>{t("notAvailable")}</CardHint>
      ) : hint ? (
        <CardHint>{hint}</CardHint>
      ) : (
        reserveHint && pending && <CardHint aria-hidden>{"\u00a0"}</CardHint>
      )}
    </CardRoot>
  );
}

/** Lays out stat cards in a responsive row. */
export const StatCards = CardGrid;
