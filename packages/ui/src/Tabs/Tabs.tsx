import type { ReactNode } from "react";
import type { Key, TabsProps as AriaTabsProps } from "react-aria-components";
import { StyledTab, StyledTabList, StyledTabPanel, StyledTabs } from "./Tabs.styles";

export interface TabItem {
  id: string;
  /** The tab's text. */
  label: ReactNode;
  /** The panel shown while the tab is selected. */
  content: ReactNode;
  isDisabled?: boolean;
}

export interface TabsProps extends Omit<
  AriaTabsProps,
  | "children"
  | "className"
  | "style"
  | "render"
  | "selectedKey"
  | "defaultSelectedKey"
  | "onSelectionChange"
  | "orientation"
> {
  /** The tabs with their panels, in order. */
  items: readonly TabItem[];
  /** Names the tab list (or use `aria-labelledby`, e.g. the id of the heading above). */
  "aria-label"?: string;
  "aria-labelledby"?: string;
  /** The selected tab's id (controlled). */
  selectedKey?: string;
  /** The initially selected tab's id (uncontrolled); defaults to the first enabled tab. */
  defaultSelectedKey?: string;
  /** Called with the selected tab's id. */
  onSelectionChange?: (key: string) => void;
  /**
   * Tabs that do not fit go on a second row instead of scrolling out of sight (forms whose tabs the user
   * must all see, e.g. to notice the one marked with an error).
   */
  wrap?: boolean;
  /**
   * Keeps every panel mounted (the others hidden), so what they hold stays alive: a form's fields keep
   * their values and rules while another tab is shown.
   */
  keepMounted?: boolean;
}

/**
 * Tabs (react-aria Tabs + TabList + Tab + TabPanel): the selected tab is underlined in the primary gold. Arrow
 * keys move between tabs (mirrored in RTL) and select them, Home and End jump to the ends, Tab moves into
 * the panel.
 */
export function Tabs({
  items,
  "aria-label": ariaLabel,
  "aria-labelledby": ariaLabelledBy,
  onSelectionChange,
  wrap,
  keepMounted,
  ...props
}: TabsProps) {
  return (
    <StyledTabs
      data-ui="Tabs"
      onSelectionChange={onSelectionChange && ((key: Key) => onSelectionChange(String(key)))}
      {...props}
    >
      <StyledTabList
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
        items={items}
        data-wrap={wrap || undefined}
      >
        {(item) => (
          <StyledTab id={item.id} isDisabled={item.isDisabled}>
            {item.label}
          </StyledTab>
        )}
      </StyledTabList>
      {items.map((item) => (
        <StyledTabPanel key={item.id} id={item.id} shouldForceMount={keepMounted}>
          {item.content}
        </StyledTabPanel>
      ))}
    </StyledTabs>
  );
}
