import { Tab, TabList, TabPanel, Tabs as AriaTabs } from "react-aria-components";
import styled from "styled-components";
import { quietDisabled } from "../shared.styles";
import { theme } from "../theme/theme";

export const StyledTabs = styled(AriaTabs)`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  color: ${theme.color.text};
`;

// Typed as react-aria's generic TabList (see Select.styles).
export const StyledTabList = styled(TabList)`
  display: flex;
  gap: ${theme.space[1]};
  min-inline-size: 0;
  overflow-x: auto;
  border-block-end: 1px solid ${theme.color.border};
  scrollbar-width: thin;

  &[data-wrap] {
    flex-wrap: wrap;
    overflow-x: visible;
  }
` as unknown as typeof TabList;

/** A tab; the selected one is underlined in the primary gold. */
// `&[data-pressed]`: a press reads as one, a step darker than the hover, as on a button.
export const StyledTab = styled(Tab)`
  position: relative;
  flex-shrink: 0;
  max-inline-size: 280px;
  padding-block: ${theme.space[2]};
  padding-inline: ${theme.space[3]};
  border-radius: ${theme.radius.sm} ${theme.radius.sm} 0 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.medium};
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  cursor: pointer;
  outline: none;
  transition: color ${theme.motion.fast};

  &::after {
    content: "";
    position: absolute;
    inset-inline: 0;
    inset-block-end: 0;
    block-size: 3px;
    border-radius: 3px 3px 0 0;
    background: transparent;
  }
  &[data-hovered] {
    color: ${theme.color.text};
    background: ${theme.color.surfaceMuted};
  }
  &[data-pressed] {
    background: ${theme.color.border};
  }
  &[data-selected] {
    color: ${theme.color.text};
  }
  &[data-selected]::after {
    background: ${theme.color.primary};
  }
  &[data-focus-visible] {
    box-shadow: inset 0 0 0 2px ${theme.color.focusRing};
  }
  ${quietDisabled}
  @media (forced-colors: active) {
    &[data-selected]::after {
      background: Highlight;
    }
    &[data-focus-visible] {
      outline: 2px solid Highlight;
    }
  }
`;

// `&[data-inert]`: a panel kept mounted while another tab is shown (keepMounted).
export const StyledTabPanel = styled(TabPanel)`
  padding-block: ${theme.space[4]};
  outline: none;
  &[data-inert] {
    display: none;
  }
  &[data-focus-visible] {
    box-shadow: 0 0 0 2px ${theme.color.focusRing};
    border-radius: ${theme.radius.sm};
  }
`;
