export { Drawer } from "./Drawer";
export type { DrawerProps, DrawerRenderProps } from "./Drawer";
export type { DrawerPlacement } from "./Drawer.styles";
