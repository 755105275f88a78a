export { DialogTrigger } from "react-aria-components";
export type { DialogTriggerProps } from "react-aria-components";
export { Dialog } from "./Dialog.lazy";
export type { DialogProps, DialogRenderProps } from "./Dialog";
export type { DialogSize } from "./Dialog.styles";
export { WhyWaits } from "./WhyWaits";
export type { WhyWaitsProps } from "./WhyWaits";
