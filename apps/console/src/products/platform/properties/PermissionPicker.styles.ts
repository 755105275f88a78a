import { focusOutline, theme } from "@cms/ui";
import { Button } from "react-aria-components";
import styled from "styled-components";

export const PickerRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  min-inline-size: 0;
`;

export const PickerTop = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space[2]};
`;

export const PickerLabel = styled.span`
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  color: ${theme.color.text};
`;

export const Count = styled.span`
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

/** The areas, scrolling on their own so the dialog's buttons stay in reach. */
export const GroupList = styled.div`
  display: flex;
  flex-direction: column;
  max-block-size: 360px;
  overflow-y: auto;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};

  & > .react-aria-Disclosure + .react-aria-Disclosure {
    border-block-start: 1px solid ${theme.color.border};
  }

  h3 {
    margin: 0;
    flex: 1;
    min-inline-size: 0;
    font-size: inherit;
    font-weight: inherit;
  }
`;

export const GroupHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[1]} ${theme.space[3]};
`;

export const GroupTrigger = styled(Button)`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  inline-size: 100%;
  min-block-size: ${theme.size.controlSmall};
  padding: 0 ${theme.space[1]};
  border: 0;
  border-radius: ${theme.radius.sm};
  background: none;
  color: ${theme.color.text};
  font: inherit;
  font-weight: ${theme.font.weight.medium};
  text-align: start;
  cursor: pointer;

  svg {
    flex-shrink: 0;
    transform: rotate(-90deg);
    transition: transform ${theme.motion.fast};
  }
  &:dir(rtl) svg {
    transform: rotate(90deg);
  }
  &[aria-expanded="true"] svg {
    transform: none;
  }
  & > ${Count} {
    margin-inline-start: auto;
  }
  &[data-hovered] {
    background: ${theme.color.surfaceMuted};
  }
  &[data-focus-visible] {
    ${focusOutline(1)}
  }
  @media (forced-colors: active) {
    &[data-focus-visible] {
      outline-color: Highlight;
    }
  }
`;

// The CheckboxGroup's grid: the checkboxes in columns, so a long area reads down its columns rather than as a
// ragged run.
export const Panel = styled.div`
  padding: 0 ${theme.space[3]} ${theme.space[3]};
  padding-inline-start: calc(${theme.space[3]} + 18px + ${theme.space[2]});

  [data-ui="CheckboxGroup"] > div:has(> [data-ui="Checkbox"]) {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
    gap: ${theme.space[2]} ${theme.space[4]};
  }
`;

/** A permission without its area's prefix, in the monospace face permissions are written in. */
export const Rest = styled.span`
  font-family: ${theme.font.mono};
  font-size: ${theme.font.size.sm};
`;

export const Empty = styled.p`
  margin: 0;
  padding: ${theme.space[3]};
  color: ${theme.color.textMuted};
`;
