export { QueryState } from "./QueryState";
export type { QueryStateProps } from "./QueryState";
