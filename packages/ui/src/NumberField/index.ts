export { NumberField } from "./NumberField";
export type { NumberFieldProps } from "./NumberField";
export { numberRule } from "./numberRule";
