export { FormattedDate, isolateLtr } from "./FormattedDate";
export type { FormattedDateProps } from "./FormattedDate";
