import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { Suspense, lazy, useEffect, useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../Button";
import type { ListColumn, ListDefinition, ListSource } from "../GenericList/definition";
import type { GenericList as GenericListComponent } from "../GenericList/GenericList";
import { downloadCsv } from "../GenericList/listLogic";
import { NoDataInRange } from "../Notice";
import { QueryState } from "../QueryState";
import { VisuallyHidden } from "../shared.styles";
import { afterNextPaint } from "../whenDrawn";
import { Switch } from "../Switch";
import {
  ChartHeader,
  ChartRoot,
  ChartStage,
  ChartTitle,
  ChartTools,
  LegendButton,
  LegendItem,
  LegendList,
  Swatch,
} from "./Chart.styles";
import type { ChartRow } from "./chartData";
import { plotDrawing } from "./XYPlot";

/** What every chart of the kit takes besides its data. */
export interface ChartCommonProps {
  /** The chart's heading (translated); also names the table, the CSV's default file and the plot. */
  title: string;
  /** The heading's level in the page (h3 by default). */
  headingLevel?: 2 | 3 | 4;
  /** Loading and nothing to show yet. */
  pending?: boolean;
  /** The data could not be loaded: an error notice with `failureMessage` and a Retry button calling `onRetry`. */
  failed?: boolean;
  /** The failure's detail, e.g. the server's message. */
  failureMessage?: string;
  /** Loads again; without it the failure has no Retry button. */
  onRetry?: () => void;
  /** The user may not see this chart. */
  refused?: boolean;
  /** File name of the CSV download, without ".csv" (default: the title). */
  csvFileName?: string;
  /** Height of the plot in px (default 260). */
  height?: number;
  /** The screen's own controls in the chart's header (e.g. a direction choice). */
  tools?: ReactNode;
  /** Opens as a table instead of the plot. */
  defaultShowTable?: boolean;
  /**
   * What the chart says with nothing to show, where a product has its own words (streaming statistics: "No data
   * found", products.md section 8); default the spec's "No data available in the defined time range".
   */
  emptyText?: string;
}

export interface LegendEntry {
  id: string;
  label: string;
  color: string;
}

interface ChartFrameProps extends ChartCommonProps {
  dataUi: string;
  /** The plot's height in px, as the chart resolved it (its default included): the states hold this space. */
  height: number;
  /** Whether there is anything to draw (otherwise "No data available in the defined time range"). */
  hasData: boolean;
  /** The table's and the CSV's rows, built when first asked for (the table shown, the CSV downloaded). */
  rows: () => readonly ChartRow[];
  /** Table columns (formatted for people). */
  columns: ListColumn<ChartRow>[];
  /** CSV columns (raw values: ISO dates, plain numbers). */
  csvColumns: ListColumn<ChartRow>[];
  summary: string;
  legend: readonly LegendEntry[];
  /** Series the user switched off (line and bar charts let the legend toggle them). */
  hidden?: ReadonlySet<string>;
  onToggle?: (id: string) => void;
  showTable: boolean;
  onShowTable: (show: boolean) => void;
  /** The plot; gets the summary's id to describe itself with. */
  children: (summaryId: string) => ReactNode;
}

/**
 * The table view loads when it is first asked for: a dashboard of charts would otherwise fetch the whole list
 * component (table, paging, selection, dialogs) for a switch most visits never turn (issue 40).
 */
const GenericList = lazy(() =>
  import("../GenericList/GenericList").then((module) => ({ default: module.GenericList })),
) as unknown as typeof GenericListComponent;

const tableDefinition = (columns: ListColumn<ChartRow>[]): ListDefinition<ChartRow> => ({
  keyField: "key",
  columns,
  mode: "client",
  pageSize: 50,
  // Figures to read, not items to act on: no selection column.
  selectable: false,
});

/**
 * The frame every chart shares: heading, "show as table" switch, CSV download, a one-sentence summary for
 * screen readers, the loading, failure, refused and empty states, the legend and the table view.
 */
export function ChartFrame({
  dataUi,
  title,
  headingLevel = 3,
  pending,
  failed,
  failureMessage,
  onRetry,
  refused,
  csvFileName,
  tools,
  height,
  hasData,
  rows,
  columns,
  csvColumns,
  summary,
  legend,
  hidden,
  onToggle,
  showTable,
  onShowTable,
  children,
  emptyText,
}: ChartFrameProps) {
  const { t } = useTranslation("charts");
  const titleId = useId();
  const summaryId = useId();
  const ready = !refused && !pending && !failed && hasData;
  const Heading = `h${headingLevel}` as const;
  const definition = useMemo(() => tableDefinition(columns), [columns]);
  const source = useMemo<ListSource<ChartRow>>(
    () => ({
      load: () => {
        const items = rows();
        return Promise.resolve({ items: [...items], total: items.length });
      },
    }),
    [rows],
  );
  const download = () =>
    void downloadCsv(`${(csvFileName ?? title).replace(/[\\/:*?"<>|]+/g, "-")}.csv`, rows(), csvColumns);

  // Victory's drawing is fetched in the task after the frame's first paint (not before: the screen's first paint
  // does not share the line with it), beside the chart's data rather than after them (issue 40: on a phone's line
  // the plot waited for the data, then for the chunk).
  useEffect(() => {
    if (!refused) afterNextPaint(plotDrawing.want);
  }, [refused]);

  const toggles = legend.length > 1 && onToggle;
  const visibleCount = legend.filter((entry) => !hidden?.has(entry.id)).length;

  return (
    <ChartRoot data-ui={dataUi} aria-labelledby={titleId} aria-busy={pending || undefined}>
      <ChartHeader>
        <ChartTitle as={Heading} id={titleId}>
          {title}
        </ChartTitle>
        <ChartTools>
          {tools}
          <Switch isSelected={showTable} onChange={onShowTable} isDisabled={!ready}>
            {t("showTable")}
          </Switch>
          {/* Outlined, as a list's CSV and the other actions beside content: filled dark, the five of a
              dashboard were its loudest marks. */}
          <Button
            variant="outline"
            size="sm"
            icon={<Download size={16} />}
            onPress={download}
            isDisabled={!ready}
          >
            {t("downloadCsv")}
          </Button>
        </ChartTools>
      </ChartHeader>
      {/* The plot's and the legend's space in every state, so the card keeps its size when the data comes, fails
          or is empty (issue 40: dashboards jumped by whole cards as each chart's data arrived). */}
      <ChartStage $plotHeight={height} $reserve={!ready && !showTable}>
        <QueryState
          refused={refused}
          pending={pending}
          loadingLabel={t("loading", { title })}
          failed={failed}
          failureTitle={t("failed", { title })}
          failureMessage={failureMessage}
          onRetry={onRetry}
        >
          {!hasData ? (
            <NoDataInRange>{emptyText}</NoDataInRange>
          ) : (
            <>
              <VisuallyHidden id={summaryId}>{summary}</VisuallyHidden>
              {showTable ? (
                // The chart's heading above names the table; the list's own title bar would repeat it.
                <Suspense>
                  <GenericList
                    title={title}
                    titleBar={false}
                    definition={definition}
                    source={source}
                    height="min(60vh, 480px)"
                  />
                </Suspense>
              ) : (
                children(summaryId)
              )}
              {legend.length > 0 && (
                <LegendList aria-label={t("legend", { title })}>
                  {legend.map((entry) => (
                    <LegendItem key={entry.id}>
                      {toggles ? (
                        <LegendButton
                          type="button"
                          aria-pressed={!hidden?.has(entry.id)}
                          // The last shown series stays: an empty plot helps nobody.
                          disabled={!hidden?.has(entry.id) && visibleCount === 1}
                          onClick={() => onToggle(entry.id)}
                        >
                          <Swatch $color={entry.color} aria-hidden />
                          <span>{entry.label}</span>
                        </LegendButton>
                      ) : (
                        <>
                          <Swatch $color={entry.color} aria-hidden />
                          <span>{entry.label}</span>
                        </>
                      )}
                    </LegendItem>
                  ))}
                </LegendList>
              )}
            </>
          )}
        </QueryState>
      </ChartStage>
    </ChartRoot>
  );
}
