export { LoadingBar } from "./LoadingBar";
export type { LoadingBarProps } from "./LoadingBar";
