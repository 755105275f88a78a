import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FormattedDate } from "../FormattedDate";
import { TooltipContent, TooltipTrigger } from "../Tooltip";
import { UsageBar } from "../UsageBar";
import type { ListColumn } from "./definition";
import type { CellWords } from "./listLogic";
import { Truncated } from "./GenericList.styles";
import { Chips } from "../Chips";
import { TRUNCATE_AT, cellText, rawValue, truncate } from "./listLogic";

/** A yes/no column's value as the translated "Yes" or "No". */
export function BooleanCell({
  value,
}: {
  /** The cell's value; truthy reads "Yes". */
  value: unknown;
}) {
  const { t } = useTranslation("ui");
  return <>{value ? t("common.yes") : t("common.no")}</>;
}

/** DD.MM.YYYY HH:mm:ss, the spec's display format, isolated left to right (see FormattedDate). */
export function DateCell({
  value,
}: {
  /** An ISO date-time (or ms); empty shows nothing. */
  value: unknown;
}) {
  return <FormattedDate value={value as string} />;
}

/**
 * A text cell's value in its own direction (`dir="auto"`): a Latin e-mail in an Arabic table reads left to
 * right and, when the column is too narrow, is cut at its end ("anna.berger@hot…"), not at its start. The
 * table shows the full value on hover (a title set when the text is cut) and on keyboard focus of the row
 * (the row's texts wrap); assistive technology reads the full text, which is all in the DOM.
 */
export function TextCell({
  text,
  ltr = false,
}: {
  /** The cell's text, already formatted. */
  text: string;
  /** Written left to right in every language (see the column's `ltr`); else the text's own first letter decides. */
  ltr?: boolean;
}) {
  return (
    <span data-part="text" dir={ltr ? "ltr" : "auto"}>
      {text}
    </span>
  );
}

/** A list column's values as chips, one per entry, on one line. */
export function ChipsCell({
  value,
}: {
  /** An array (one chip each) or a single value; null or "" shows none. */
  value: unknown;
}) {
  const list = Array.isArray(value) ? value : value == null || value === "" ? [] : [value];
  return <Chips density="compact" items={list.map(String)} />;
}

/**
 * MAC and IP lists are cut at 39 characters (spec section 9); the full value is in a tooltip that opens on
 * hover and on keyboard focus, and is the cell's accessible description.
 */
export function TruncatedCell({
  text,
  ltr = false,
}: {
  /** The full text; cut at 39 characters with the rest in a tooltip. */
  text: string;
  /** Written left to right in every language (MAC and IP lists); else the text's own first letter decides. */
  ltr?: boolean;
}) {
  if (text.length <= TRUNCATE_AT) return <TextCell text={text} ltr={ltr} />;
  return (
    <TooltipTrigger>
      <Truncated data-ui="TruncatedText" dir={ltr ? "ltr" : "auto"}>
        {truncate(text)}
      </Truncated>
      <TooltipContent>{text}</TooltipContent>
    </TooltipTrigger>
  );
}

/**
 * Renders one cell by the column's kind, or its own `cell`. `words`, the translated Yes/No the list's search
 * and CSV use too, lets a table translate them once per render instead of once per boolean cell.
 */
export function renderCell<T>(column: ListColumn<T>, item: T, words?: CellWords): ReactNode {
  const value = rawValue(column, item);
  if (column.cell) return column.cell(item, value);
  switch (column.kind) {
    case "boolean":
      return words ? value ? words.yes : words.no : <BooleanCell value={value} />;
    case "date":
      return <DateCell value={value} />;
    case "chips":
      return <ChipsCell value={value} />;
    case "usage":
      return <UsageBar label={column.header} value={Number(value) || 0} max={column.max} />;
    case "truncate":
      return <TruncatedCell text={cellText(column, item)} ltr={column.ltr} />;
    default:
      return <TextCell text={cellText(column, item)} ltr={column.ltr} />;
  }
}
