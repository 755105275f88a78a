export { Menu } from "./Menu";
export type { MenuActionItem, MenuEntry, MenuProps, MenuSeparatorItem } from "./Menu";
