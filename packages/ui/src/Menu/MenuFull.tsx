import type { ReactElement, ReactNode, Ref } from "react";
import { cloneElement, useEffect, useRef, useState } from "react";
import type { Key, MenuTriggerProps, Placement } from "react-aria-components";
import { MenuTrigger } from "react-aria-components";
import type { TriggerIntent } from "../overlays/TriggerStandIn";
import { takeOverIntent } from "../overlays/TriggerStandIn";
import { MoreActionsButton } from "./MoreActionsButton";
import { Divider, Item, ItemLabel, MenuPopover, StyledMenu } from "./Menu.styles";

export interface MenuActionItem {
  id: string;
  label: string;
  /** A lucide-react icon before the label (`aria-hidden`). */
  icon?: ReactNode;
  /** Destructive actions (delete, revoke) are coloured as such. */
  variant?: "default" | "danger";
  isDisabled?: boolean;
}

export interface MenuSeparatorItem {
  type: "separator";
  id: string;
}

export type MenuEntry = MenuActionItem | MenuSeparatorItem;

export interface MenuProps extends Omit<MenuTriggerProps, "children" | "trigger"> {
  /** The actions and separators, in order. */
  items: readonly MenuEntry[];
  /** Called with the id of the chosen item. */
  onAction: (id: string) => void;
  /**
   * The button that opens the menu: a react-aria Button or IconButton. Defaults to an icon button named
   * "More actions".
   */
  trigger?: ReactElement;
  /** Disables the default trigger. */
  isDisabled?: boolean;
  /** Defaults to below the trigger, aligned to its end. */
  placement?: Placement;
}

const isSeparator = (entry: MenuEntry): entry is MenuSeparatorItem => "type" in entry;

/**
 * The menu itself (react-aria MenuTrigger + Menu), one of the overlay parts: Menu.tsx draws its trigger until
 * the parts come and then this, which takes over what the user did meanwhile (`intent`): the focus goes back to
 * the trigger, and a menu asked to open opens.
 */
export function FullMenu({
  items,
  onAction,
  trigger,
  isDisabled,
  placement = "bottom end",
  intent,
  isOpen: isOpenProp,
  defaultOpen,
  onOpenChange,
  ...props
}: MenuProps & { intent?: TriggerIntent | null }) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [isOpenHere, setOpenHere] = useState(defaultOpen ?? false);
  useEffect(() => {
    takeOverIntent(intent, triggerRef.current, () => setOpenHere(true));
    // Once, as the parts take over from the drawn trigger.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <MenuTrigger
      {...props}
      isOpen={isOpenProp ?? isOpenHere}
      onOpenChange={(isOpen) => {
        setOpenHere(isOpen);
        onOpenChange?.(isOpen);
      }}
    >
      {trigger ? (
        // The ref is handed to the trigger (a Button or IconButton), not read while rendering.
        // eslint-disable-next-line react-hooks/refs
        cloneElement(trigger as ReactElement<{ ref?: Ref<HTMLButtonElement> }>, { ref: triggerRef })
      ) : (
        <MoreActionsButton ref={triggerRef} isDisabled={isDisabled} />
      )}
      <MenuPopover data-ui="Menu" placement={placement} offset={4}>
        <StyledMenu onAction={(key: Key) => onAction(String(key))}>
          {items.map((entry) =>
            isSeparator(entry) ? (
              <Divider key={entry.id} id={entry.id} />
            ) : (
              <Item
                key={entry.id}
                id={entry.id}
                textValue={entry.label}
                isDisabled={entry.isDisabled}
                data-variant={entry.variant ?? "default"}
              >
                {entry.icon}
                <ItemLabel>{entry.label}</ItemLabel>
              </Item>
            ),
          )}
        </StyledMenu>
      </MenuPopover>
    </MenuTrigger>
  );
}
