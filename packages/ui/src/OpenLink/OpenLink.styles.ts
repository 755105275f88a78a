import { Link } from "react-aria-components";
import styled from "styled-components";
import { focusRing, squareControl } from "../shared.styles";
import { theme } from "../theme/theme";

// A square the height of a field's box, so it sits beside one on its row (TextField's `action`). Its arrow points
// to the inline end, so it turns round in right-to-left text.
export const StyledOpenLink = styled(Link)`
  ${squareControl}
  color: ${theme.color.primaryText};
  outline: none;
  cursor: pointer;
  &[data-hovered] {
    background: ${theme.color.surfaceMuted};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  [dir="rtl"] & svg {
    transform: scaleX(-1);
  }
  @media (forced-colors: active) {
    border-color: LinkText;
    color: LinkText;
    &[data-focus-visible] {
      outline: 2px solid Highlight;
    }
  }
`;
