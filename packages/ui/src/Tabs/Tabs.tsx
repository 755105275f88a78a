import type { ReactNode } from "react";
import { createContext, memo, useContext } from "react";
import type { Key, TabsProps as AriaTabsProps } from "react-aria-components";
import { useLatestCallback } from "../useLatestCallback";
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

/** The panels' contents by tab id, handed past the tab list so that new content does not draw the tabs again. */
const PanelContents = createContext<ReadonlyMap<string, ReactNode>>(new Map());

/** A panel's content, from Tabs' context. */
function PanelContent({ id }: { id: string }) {
  return useContext(PanelContents).get(id) ?? null;
}

/**
 * Tabs (react-aria Tabs + TabList + Tab + TabPanel): the selected tab is underlined in the primary gold. Arrow
 * keys move between tabs (mirrored in RTL) and select them, Home and End jump to the ends, Tab moves into
 * the panel.
 *
 * The tabs are drawn again only when they change (their ids, labels, the selection), not when a panel's content
 * does: react-aria's TabPanel looks for a tabbable child after every render it makes, and that look (each
 * candidate's `checkVisibility`) laid out the page's styles in a layout effect. A dashboard whose panel holds a
 * chart re-rendered its tabs with each of its four answers, 61 ms of that at 4x CPU while it loaded (issue 40).
 */
export function Tabs({ items, onSelectionChange, ...props }: TabsProps) {
  const select = useLatestCallback((key: Key) => onSelectionChange?.(String(key)));
  return (
    <PanelContents.Provider value={new Map(items.map((item) => [item.id, item.content]))}>
      <TabsFrame
        {...props}
        tabs={items.map(({ id, label, isDisabled }) => ({ id, label, isDisabled }))}
        onSelectionChange={onSelectionChange && select}
      />
    </PanelContents.Provider>
  );
}

type FrameProps = Omit<TabsProps, "items" | "onSelectionChange"> & {
  tabs: Omit<TabItem, "content">[];
  onSelectionChange?: (key: Key) => void;
};

const sameTabs = (a: FrameProps["tabs"], b: FrameProps["tabs"]) =>
  a.length === b.length &&
  a.every(
    (tab, i) => tab.id === b[i]!.id && tab.label === b[i]!.label && tab.isDisabled === b[i]!.isDisabled,
  );

const TabsFrame = memo(
  function TabsFrame({
    tabs,
    "aria-label": ariaLabel,
    "aria-labelledby": ariaLabelledBy,
    onSelectionChange,
    wrap,
    keepMounted,
    ...props
  }: FrameProps) {
    return (
      <StyledTabs data-ui="Tabs" onSelectionChange={onSelectionChange} {...props}>
        <StyledTabList
          aria-label={ariaLabel}
          aria-labelledby={ariaLabelledBy}
          items={tabs}
          data-wrap={wrap || undefined}
        >
          {(tab) => (
            <StyledTab id={tab.id} isDisabled={tab.isDisabled}>
              {tab.label}
            </StyledTab>
          )}
        </StyledTabList>
        {tabs.map((tab) => (
          <StyledTabPanel key={tab.id} id={tab.id} shouldForceMount={keepMounted}>
            <PanelContent id={tab.id} />
          </StyledTabPanel>
        ))}
      </StyledTabs>
    );
  },
  // Shallow, but the tabs by what they draw (a new array of the same tabs each render).
  ({ tabs: a, ...before }, { tabs: b, ...after }) =>
    sameTabs(a, b) &&
    Object.keys({ ...before, ...after }).every(
      (key) => before[key as keyof typeof before] === after[key as keyof typeof after],
    ),
);
