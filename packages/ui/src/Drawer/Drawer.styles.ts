import { Modal, ModalOverlay } from "react-aria-components";
import styled, { css, keyframes } from "styled-components";
import { Panel } from "../Dialog/Dialog.styles";
import { theme } from "../theme/theme";

export type DrawerPlacement = "start" | "end";

const fadeIn = keyframes`
  from { opacity: 0; }
`;

// Slides in from the inline edge it is attached to: from the left for start in LTR, the right in RTL.
const fromLeft = keyframes`
  from { transform: translateX(-100%); }
`;
const fromRight = keyframes`
  from { transform: translateX(100%); }
`;

// - `justify-content`: flex start and end follow the writing direction: start is the left in LTR and the
//   right in RTL.
// - The fade under `&[data-entering]` is not ended when an exit starts: see Overlay in Dialog.styles.ts (a
//   cancelled animation leaves the overlay open).
export const DrawerOverlay = styled(ModalOverlay)<{ $placement: DrawerPlacement }>`
  position: fixed;
  inset-block-start: 0;
  inset-inline: 0;
  z-index: ${theme.zIndex.drawer};
  display: flex;
  justify-content: ${({ $placement }) => ($placement === "start" ? "flex-start" : "flex-end")};
  block-size: var(--visual-viewport-height, 100dvh);
  background: ${theme.color.overlay};

  &[data-entering] {
    animation: ${fadeIn} ${theme.motion.normal} ease-out;
  }
`;

const slide = (placement: DrawerPlacement, rtl: boolean) =>
  (placement === "start") !== rtl ? fromLeft : fromRight;

export const DrawerModal = styled(Modal)<{ $placement: DrawerPlacement }>`
  display: flex;
  inline-size: ${theme.size.drawer};
  max-inline-size: calc(100% - ${theme.space[10]});
  block-size: 100%;
  outline: none;

  ${({ $placement, theme }) => css`
    &[data-entering] {
      animation: ${slide($placement, false)} ${theme.motion.normal} ease-out;
    }
    [dir="rtl"] &[data-entering] {
      animation-name: ${slide($placement, true)};
    }
  `}
`;

export const DrawerPanel = styled(Panel)`
  block-size: 100%;
  border-radius: 0;
`;
