import { EllipsisVertical } from "lucide-react";
import type { ReactElement, ReactNode } from "react";
import type { Key, MenuTriggerProps, Placement } from "react-aria-components";
import { MenuTrigger } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { IconButton } from "../IconButton";
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
 * A menu of actions (react-aria MenuTrigger + Menu): Enter, Space or ArrowDown on the trigger opens it, arrows
 * move, Enter runs the item, Escape closes and returns the focus to the trigger.
 */
export function Menu({
  items,
  onAction,
  trigger,
  isDisabled,
  placement = "bottom end",
  ...props
}: MenuProps) {
  const { t } = useTranslation("ui");
  return (
    <MenuTrigger {...props}>
      {trigger ?? (
        <IconButton aria-label={t("common.moreActions")} isDisabled={isDisabled} tooltip>
          <EllipsisVertical size={18} aria-hidden />
        </IconButton>
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
