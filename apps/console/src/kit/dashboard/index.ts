// The kit of a property dashboard part (a product's contribution, access/contributions.ts): its frame, its
// styles and the front desk's figures of today that two products share; and the frame of a product's own
// dashboard.
export {
  DashboardPartFrame,
  PartBody,
  QueryPart,
  STAT_CARD,
  STAT_CARD_WITH_HINT,
  notRun,
} from "./DashboardPartFrame";
export { Funnel, PartActions, PartGrid } from "./dashboard.styles";
export { ARRIVALS_PERMISSIONS, DEFAULT_PMS } from "./frontDesk";
export { arrivalsOn, useArrivals, useWebCheckinCounts, utcDay, webCheckinCounts } from "./today";
export { ChartGrid, DashboardPage, StatisticsPage, queryStateOf } from "./StatisticsPage";
export { useChartChoice } from "./useChartChoice";
export type { ChartChoiceOption } from "./useChartChoice";
