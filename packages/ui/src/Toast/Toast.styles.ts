import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Text,
} from "react-aria-components";
import type { ForwardRefExoticComponent, HTMLAttributes, RefAttributes } from "react";
import styled, { css, keyframes } from "styled-components";
import type { ToastContent, ToastTone } from "./toastContent";
import { focusRing } from "../shared.styles";
import { theme } from "../theme/theme";

/**
 * The inline start of the content beside an app's docked side menu (its width), set by the app while the menu is
 * docked; toasts are centred over the content, not the viewport.
 */
export const TOAST_INSET_START_VAR = "--cms-toast-inset-start";

/**
 * Fixed at the top centre of the content, above dialogs; newest toast first. It starts below the app's top bar
 * (theme.size.toolbar), so a toast never covers the screen's title there (issue 43, item 12); centred over the
 * content beside a docked menu (TOAST_INSET_START_VAR), it stays clear of the content's title too, which a toast
 * centred on the viewport covered at 1,366 px ("Property grou|Saved|").
 */
export const Region = styled(AriaToastRegion<ToastContent>)`
  position: fixed;
  inset-block-start: calc(${theme.size.toolbar} + ${theme.space[2]});
  inset-inline: var(${TOAST_INSET_START_VAR}, 0px) 0;
  z-index: ${theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[2]};
  inline-size: min(420px, calc(100% - 2 * ${theme.space[4]}));
  margin-inline: auto;
  outline: none;
  pointer-events: none;

  &[data-focus-visible] {
    box-shadow: 0 0 0 2px ${theme.color.focusRing};
    border-radius: ${theme.radius.md};
  }
`;

const enter = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
`;

const tones = {
  info: css`
    background: ${theme.color.infoSurface};
    border-color: ${theme.color.info};
    --toast-icon: ${theme.color.infoText};
  `,
  success: css`
    background: ${theme.color.successSurface};
    border-color: ${theme.color.success};
    --toast-icon: ${theme.color.successText};
  `,
  error: css`
    background: ${theme.color.errorSurface};
    border-color: ${theme.color.error};
    --toast-icon: ${theme.color.errorText};
  `,
};

export const StyledToast = styled(AriaToast<ToastContent>)<{ $tone: ToastTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};
  inline-size: 100%;
  padding-block: ${theme.space[2]};
  padding-inline: ${theme.space[4]} ${theme.space[2]};
  border: 1px solid;
  border-inline-start-width: 4px;
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.elevation[2]};
  color: ${theme.color.text};
  outline: none;
  pointer-events: auto;
  animation: ${enter} ${theme.motion.normal} ease-out;
  ${({ $tone }) => tones[$tone]}

  &[data-focus-visible] {
    ${focusRing}
  }
  @media (forced-colors: active) {
    border-color: CanvasText;
  }
`;

export const Icon = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  padding-block-start: 6px;
  color: var(--toast-icon);
`;

// RAC's content props type is not exported; the element is a div that takes div attributes.
const ToastContentBase = AriaToastContent as ForwardRefExoticComponent<
  HTMLAttributes<HTMLDivElement> & RefAttributes<HTMLDivElement>
>;

export const Content = styled(ToastContentBase)`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 2px;
  min-inline-size: 0;
  padding-block: 6px;
  overflow-wrap: anywhere;
`;

export const Title = styled(Text)`
  font-weight: ${theme.font.weight.semibold};
`;

export const Description = styled(Text)`
  font-size: ${theme.font.size.sm};
`;
