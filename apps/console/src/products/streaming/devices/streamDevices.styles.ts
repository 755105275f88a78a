import { theme } from "@cms/ui";
import styled from "styled-components";

/** A device's state at a glance: a filled dot when online, a hollow one when not, always with its word. */
export const OnlineState = styled.span<{ $online: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  color: ${({ $online }) => ($online ? theme.color.successText : theme.color.textMuted)};
  font-weight: ${({ $online }) => ($online ? theme.font.weight.semibold : "inherit")};

  &::before {
    content: "";
    inline-size: 0.625rem;
    block-size: 0.625rem;
    border-radius: 50%;
    border: 2px solid currentColor;
    background: ${({ $online }) => ($online ? theme.color.success : "transparent")};
    flex: none;
  }
`;
