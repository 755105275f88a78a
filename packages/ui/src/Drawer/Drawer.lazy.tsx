import { useModalParts } from "../overlays/useModalParts";
import type { DrawerProps } from "./Drawer";

/**
 * A 320 px side sheet, modal like a dialog (focus trapped, Escape and a click on the backdrop close it,
 * focus returns to the trigger), attached to the start or end edge of the viewport.
 *
 * A shut drawer draws nothing, so its modal machinery is one of the overlay parts (issue 40): fetched when the
 * screen is drawn, or at once when the drawer opens before that (it shows when they come).
 */
export function Drawer(props: DrawerProps) {
  const parts = useModalParts(props);
  return parts ? <parts.ModalDrawer {...props} /> : null;
}
