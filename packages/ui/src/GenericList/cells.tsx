import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../i18n/dates";
import { TooltipContent, TooltipTrigger } from "../Tooltip";
import { UsageBar } from "../UsageBar";
import type { ListColumn } from "./definition";
import type { CellWords } from "./listLogic";
import { Chip, Chips, Truncated } from "./GenericList.styles";
import { TRUNCATE_AT, cellText, rawValue, truncate } from "./listLogic";

export function BooleanCell({ value }: { value: unknown }) {
  const { t } = useTranslation("ui");
  return <>{value ? t("common.yes") : t("common.no")}</>;
}

/** DD.MM.YYYY HH:mm:ss, the spec's display format. */
export function DateCell({ value }: { value: unknown }) {
  return (
    <time dateTime={typeof value === "string" ? value : undefined}>{formatDateTime(value as string)}</time>
  );
}

export function ChipsCell({ value }: { value: unknown }) {
  const list = Array.isArray(value) ? value : value == null || value === "" ? [] : [value];
  return (
    <Chips>
      {list.map((entry, index) => (
        <Chip key={index}>{String(entry)}</Chip>
      ))}
    </Chips>
  );
}

/**
 * MAC and IP lists are cut at 39 characters (spec section 9); the full value is in a tooltip that opens on
 * hover and on keyboard focus, and is the cell's accessible description.
 */
export function TruncatedCell({ text }: { text: string }) {
  if (text.length <= TRUNCATE_AT) return <>{text}</>;
  return (
    <TooltipTrigger>
      <Truncated data-ui="TruncatedText" dir="ltr">
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
      return <TruncatedCell text={cellText(column, item)} />;
    default:
      return cellText(column, item);
  }
}
