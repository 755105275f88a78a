import { Button } from "react-aria-components";
import styled, { css } from "styled-components";
import { controlBox, FieldRoot } from "../Field";
import { theme } from "../theme/theme";

// The closed select's look, shared by the select (Select.styles.ts) and the stand-in that draws it before the
// overlay parts have come (Select.tsx): light modules only, no list box or popover.

/** The stand-in's root: the field's column, as react-aria's Select draws it. */
export const SelectRoot = styled.div`
  ${FieldRoot}
`;

/** The closed select: a button that looks like a field, the value and a chevron. */
export const Trigger = styled(Button)`
  ${controlBox}
  gap: ${theme.space[2]};
  inline-size: 100%;
  min-inline-size: 0;
  padding-inline-end: ${theme.space[2]};
  text-align: start;
  cursor: pointer;

  [data-invalid] > & {
    border-color: ${theme.color.errorText};
  }
  &[data-disabled] {
    cursor: not-allowed;
  }
  & > svg {
    flex-shrink: 0;
    color: ${theme.color.textMuted};
    transition: transform ${theme.motion.fast};
  }
  &[data-pressed] > svg {
    transform: rotate(180deg);
  }
  &[data-disabled] > svg {
    color: ${theme.color.disabledText};
  }
`;

/** The value in the closed select (its text, or the placeholder). */
export const valueLook = css`
  flex: 1;
  min-inline-size: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  &[data-placeholder] {
    color: ${theme.color.textMuted};
  }
  [data-disabled] > & {
    color: ${theme.color.disabledText};
  }
`;

/** The value as the stand-in draws it (the select itself draws react-aria's SelectValue with `valueLook`). */
export const ValueText = styled.span`
  ${valueLook}
`;

export const OptionLabel = styled.span`
  flex: 1;
  min-inline-size: 0;
`;

/** The check mark of the selected option (kept in the layout so labels line up). */
export const Check = styled.span<{ $visible: boolean }>`
  display: inline-flex;
  flex-shrink: 0;
  color: ${theme.color.primaryText};
  visibility: ${({ $visible }) => ($visible ? "visible" : "hidden")};
`;
