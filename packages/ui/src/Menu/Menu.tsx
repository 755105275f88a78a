import { useState } from "react";
import { useOverlayParts } from "../overlays/load";
import type { TriggerIntent } from "../overlays/TriggerStandIn";
import { TriggerStandIn } from "../overlays/TriggerStandIn";
import type { MenuProps } from "./MenuFull";
import { MoreActionsButton } from "./MoreActionsButton";

export type { MenuActionItem, MenuEntry, MenuProps, MenuSeparatorItem } from "./MenuFull";

/**
 * A menu of actions (react-aria MenuTrigger + Menu): Enter, Space or ArrowDown on the trigger opens it, arrows
 * move, Enter runs the item, Escape closes and returns the focus to the trigger.
 *
 * The menu's machinery is one of the overlay parts (issue 40: every screen's toolbar has two menus, none of them
 * open when it is drawn). Until the parts come the trigger is drawn as it will be, says it opens a menu, and
 * fetches them when it is pointed at, focused or pressed; a press (or ArrowDown) before they are here opens the
 * menu when they come, with the focus where the user left it.
 */
export function Menu(props: MenuProps) {
  const parts = useOverlayParts();
  const [intent, setIntent] = useState<TriggerIntent | null>(null);
  if (parts) return <parts.FullMenu {...props} intent={intent} />;
  return (
    <TriggerStandIn popup="menu" onIntent={setIntent}>
      {props.trigger ?? <MoreActionsButton isDisabled={props.isDisabled} />}
    </TriggerStandIn>
  );
}
