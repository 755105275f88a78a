import { QueryState, ScreenHeading, theme } from "@cms/ui";
import type { ReactNode } from "react";
import { useEffect } from "react";
import styled from "styled-components";
import { useRestAfterFirstPaint } from "../firstPaint";

// The frame of a product's own dashboard (the gateway's, streaming's, web check-in's, the guest app's and the
// display's): one heading over a column of parts, the charts two abreast where the screen is wide enough.

/** A dashboard's column of parts. */
export const DashboardPage = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  min-inline-size: 0;
`;

/** Charts side by side where each keeps 480 px, one above the other on a narrower screen. */
export const ChartGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 480px), 1fr));
  gap: ${theme.space[4]};
`;

/**
 * A dashboard whose every part needs one permission: its heading, then its parts, or the refusal in their place
 * for a user without it (no call is made). The parts are drawn in the render after the heading's.
 */
export function StatisticsPage({
  ui,
  title,
  titleId,
  allowed,
  prefetch,
  children,
}: {
  /** The screen's `data-ui` name. */
  ui: string;
  title: string;
  /** The heading's id, which names the page (`aria-labelledby`). */
  titleId: string;
  allowed: boolean;
  /**
   * Asks for what the parts need before they render, e.g. `prefetchChartDrawing` from the chart kit (the charts'
   * drawing, Victory's chunk, then travels while their frames render). Passed by the screen, so this kit, which
   * the licences screen loads too, does not carry the chart kit.
   */
  prefetch?: () => void;
  children: ReactNode;
}) {
  // The heading paints first; the parts (charts, cards), long to draw, in the render right after.
  const restShown = useRestAfterFirstPaint();
  // What the parts will need (the charts' drawing) is asked for as the heading commits.
  useEffect(() => {
    if (allowed) prefetch?.();
  }, [allowed, prefetch]);
  return (
    <DashboardPage data-ui={ui} aria-labelledby={titleId}>
      <ScreenHeading id={titleId}>{title}</ScreenHeading>
      {!allowed ? <QueryState refused loadingLabel="" failureTitle="" /> : restShown && children}
    </DashboardPage>
  );
}

/** Retry for each query's `refetch` (TanStack keeps one per query observer): the same function every render. */
const retries = new WeakMap<() => unknown, () => void>();

/**
 * What a chart or a `QueryState` shows of its query: loading, the failure with its message, and Retry. The same
 * values for the same state, Retry included, so a chart (drawn again only when its props change) is not drawn
 * again when another query of the screen answers.
 */
export const queryStateOf = (query: {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}) => {
  let onRetry = retries.get(query.refetch);
  if (!onRetry) {
    const { refetch } = query;
    onRetry = () => void refetch();
    retries.set(refetch, onRetry);
  }
  return {
    pending: query.isPending,
    failed: query.isError,
    failureMessage: query.error instanceof Error ? query.error.message : "",
    onRetry,
  };
};
