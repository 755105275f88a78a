export { Fact, Facts } from "./Facts";
export type { FactProps, FactsDensity, FactsProps } from "./Facts";
