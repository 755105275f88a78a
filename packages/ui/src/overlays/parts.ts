// The overlay parts (see load.ts): fetched in a chunk of their own when the screen is drawn or a user reaches
// for a trigger. Only load.ts imports this module, and only dynamically.
export { TooltipBubble } from "../Tooltip/TooltipBubble";
export { ModalDialog } from "../Dialog/Dialog";
export { ModalDrawer } from "../Drawer/Drawer";
export { FullMenu } from "../Menu/MenuFull";
export { FullSelect } from "../Select/SelectFull";
export { FullAutocomplete } from "../Autocomplete/AutocompleteFull";
export { FullPopoverButton } from "../Popover/PopoverButtonFull";
export { FullConfirmDialog } from "../ConfirmDialog/ConfirmDialog";
