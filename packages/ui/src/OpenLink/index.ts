export { OpenLink } from "./OpenLink";
export type { OpenLinkProps } from "./OpenLink";
