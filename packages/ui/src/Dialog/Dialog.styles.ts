import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import styled, { keyframes } from "styled-components";
import { theme } from "../theme/theme";

export type DialogSize = "small" | "medium" | "large" | "wide";

const fadeIn = keyframes`
  from { opacity: 0; }
`;

const rise = keyframes`
  from { opacity: 0; transform: translateY(8px) scale(0.98); }
`;

/** The backdrop: covers the visual viewport and centres the dialog, keeping a margin on narrow screens. */
// The fade runs under `&[data-entering]`: while the overlay enters, and on through an exit that starts before
// the fade ends. react-aria's exit waits for the animations running as it starts and never ends if one is
// cancelled (an earlier :not([data-exiting]) here cancelled the fade on exit and left a dialog closed 20 ms
// after opening on screen for good, about one time in four in the Dark story tests).
export const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset-block-start: 0;
  inset-inline: 0;
  z-index: ${theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  block-size: var(--visual-viewport-height, 100dvh);
  padding: ${theme.space[4]};
  background: ${theme.color.overlay};

  &[data-entering] {
    animation: ${fadeIn} ${theme.motion.normal} ease-out;
  }
`;

export const StyledModal = styled(Modal)<{ $size: DialogSize }>`
  display: flex;
  inline-size: 100%;
  max-inline-size: ${({ theme, $size }) =>
    ({
      small: theme.size.dialogSmall,
      medium: theme.size.dialogMedium,
      large: theme.size.dialogLarge,
      wide: theme.size.dialogWide,
    })[$size]};
  max-block-size: 100%;
  outline: none;

  &[data-entering] {
    animation: ${rise} ${theme.motion.normal} ease-out;
  }
`;

/** The panel: title row, scrolling body, footer. Shared by Dialog, Drawer and ConfirmDialog. */
export const Panel = styled(AriaDialog)`
  display: flex;
  flex-direction: column;
  inline-size: 100%;
  max-block-size: 100%;
  min-block-size: 0;
  overflow: hidden;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.elevation[3]};
  outline: none;

  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};
  padding-block: ${theme.space[4]};
  padding-inline: ${theme.space[5]} ${theme.space[3]};
  border-block-end: 1px solid ${theme.color.border};
`;

export const Title = styled(Heading)`
  flex: 1;
  min-inline-size: 0;
  margin: 0;
  padding-block-start: ${theme.space[1]};
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.semibold};
  line-height: ${theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const Body = styled.div`
  flex: 1 1 auto;
  min-block-size: 0;
  overflow-y: auto;
  padding-block: ${theme.space[4]};
  padding-inline: ${theme.space[5]};
  overflow-wrap: anywhere;
  outline: none;

  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${theme.color.focusRing};
  }
`;

// `align-items: center`: buttons keep their height beside a taller item (why Save waits, in three lines).
export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${theme.space[2]};
  padding-block: ${theme.space[3]};
  padding-inline: ${theme.space[5]};
  border-block-start: 1px solid ${theme.color.border};
`;

/** Why the main button waits, at the start of the dialog's footer (the buttons stay at its end). */
// - `flex: 1 1 0`: takes what the buttons leave on their row, wrapping its text, rather than pushing Save to
//   a row below.
// - `color`, muted: a statement, not an alarm; a new form waits for its required fields before the user did
//   anything wrong.
export const Waits = styled.div`
  display: flex;
  align-items: center;
  flex: 1 1 0;
  min-inline-size: 0;
  color: ${theme.color.textMuted};

  & [data-ui="Button"] {
    color: inherit;
    white-space: normal;
    text-align: start;
    block-size: auto;
    min-block-size: 28px;
  }
`;
