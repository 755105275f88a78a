export { Drawer } from "./Drawer.lazy";
export type { DrawerProps, DrawerRenderProps } from "./Drawer";
export type { DrawerPlacement } from "./Drawer.styles";
