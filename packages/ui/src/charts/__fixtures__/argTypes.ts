/**
 * The defaults every chart sets inside itself (translated or derived), for the docs page's Controls table; only
 * the x label's and value's defaults differ by chart.
 */
export const chartArgTypes = (defaults: { xLabel: string; formatValue: string }) => ({
  headingLevel: { table: { defaultValue: { summary: "3" } } },
  height: { table: { defaultValue: { summary: "260" } } },
  csvFileName: { table: { defaultValue: { summary: "the title" } } },
  xLabel: { table: { defaultValue: { summary: defaults.xLabel } } },
  formatValue: { table: { defaultValue: { summary: defaults.formatValue } } },
});
