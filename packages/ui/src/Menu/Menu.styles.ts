import { Menu as AriaMenu, MenuItem, Popover, Separator } from "react-aria-components";
import styled from "styled-components";
import { listPanel, optionRow, popoverPanel } from "../Select/Select.styles";
import { theme } from "../theme/theme";

export const MenuPopover = styled(Popover)`
  ${popoverPanel}
  min-inline-size: max(var(--trigger-width, 0px), 180px);
`;

// Typed as react-aria's generic components (see Select.styles).
export const StyledMenu = styled(AriaMenu)`
  ${listPanel}
` as unknown as typeof AriaMenu;

/** A row; `data-variant="danger"` colours it as destructive (delete, revoke). */
export const Item = styled(MenuItem)`
  ${optionRow}
  & > svg {
    color: ${theme.color.textMuted};
  }
  &[data-variant="danger"],
  &[data-variant="danger"] > svg {
    color: ${theme.color.errorText};
  }
  &[data-variant="danger"][data-focused],
  &[data-variant="danger"][data-hovered] {
    background: ${theme.color.errorSurface};
  }
  &[data-disabled],
  &[data-disabled] > svg {
    color: ${theme.color.disabledText};
  }
` as unknown as typeof MenuItem;

export const ItemLabel = styled.span`
  flex: 1;
  min-inline-size: 0;
`;

export const Divider = styled(Separator)`
  block-size: 1px;
  margin-block: ${theme.space[1]};
  margin-inline: 0;
  border: 0;
  background: ${theme.color.border};
`;
