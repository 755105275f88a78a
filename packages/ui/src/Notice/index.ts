export { NoDataInRange, Notice, UnderConstruction } from "./Notice";
export type { NoDataInRangeProps, NoticeProps, UnderConstructionProps } from "./Notice";
export type { NoticeTone } from "./Notice.styles";
