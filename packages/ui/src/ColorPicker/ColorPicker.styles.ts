import {
  Button,
  ColorArea,
  ColorField,
  ColorSlider,
  ColorThumb,
  Group,
  Input,
  SliderTrack,
} from "react-aria-components";
import styled, { css } from "styled-components";
import { bareInput, controlBox, FieldRoot, textCursor } from "../Field";
import { focusRing, pressTint, squareControl } from "../shared.styles";
import { theme } from "../theme/theme";

const squareButton = css`
  ${squareControl}
  padding: 0;
  color: ${theme.color.text};
  cursor: pointer;
  outline: none;

  ${pressTint}
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-disabled] {
    border-color: ${theme.color.border};
    background: ${theme.color.disabledSurface};
    color: ${theme.color.disabledText};
    cursor: not-allowed;
  }
  @media (forced-colors: active) {
    border-color: ButtonText;
    &[data-focus-visible] {
      outline: 2px solid Highlight;
    }
  }
`;

/** Opens the picker; shows the colour (white when empty). */
export const SwatchButton = styled(Button)`
  ${squareButton}
  padding: ${theme.space[1]};
  &[data-disabled] {
    background: ${theme.color.disabledSurface};
  }
`;

/** The colour itself: its background is the value, set inline. */
export const Swatch = styled.span`
  display: block;
  inline-size: 100%;
  block-size: 100%;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  [data-disabled] > & {
    opacity: 0.5;
  }
  @media (forced-colors: active) {
    forced-color-adjust: none;
  }
`;

export const ClearButton = styled(Button)`
  ${squareButton}
`;

export const Box = styled(Group)`
  ${controlBox}
  flex: 1;
  min-inline-size: 0;
  ${textCursor}
`;

// `direction: ltr`: hex digits read left to right in every language.
export const HexInput = styled(Input)`
  ${bareInput}
  font-family: ${theme.font.mono};
  text-align: start;
  direction: ltr;
  [dir="rtl"] & {
    text-align: end;
  }
  &[data-disabled] {
    cursor: not-allowed;
  }
`;

/** The picker in the popover: the area, the hue slider and the hex field stacked. */
export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  inline-size: 208px;
`;

export const Area = styled(ColorArea)`
  inline-size: 100%;
  aspect-ratio: 1;
  border-radius: ${theme.radius.md};
  flex-shrink: 0;
`;

export const Thumb = styled(ColorThumb)`
  box-sizing: border-box;
  inline-size: 20px;
  block-size: 20px;
  border: 2px solid ${theme.color.surface};
  border-radius: 50%;
  box-shadow:
    0 0 0 1px ${theme.color.text},
    inset 0 0 0 1px ${theme.color.text};

  &[data-focus-visible] {
    inline-size: 24px;
    block-size: 24px;
    box-shadow:
      0 0 0 2px ${theme.color.focusRing},
      inset 0 0 0 1px ${theme.color.text};
  }
  @media (forced-colors: active) {
    forced-color-adjust: none;
  }
`;

export const HueSlider = styled(ColorSlider)`
  display: flex;
  flex-direction: column;
`;

export const Track = styled(SliderTrack)`
  block-size: 24px;
  border-radius: ${theme.radius.md};

  & ${Thumb} {
    inset-block-start: 50%;
  }
`;

export const HexField = styled(ColorField)`
  ${FieldRoot}
`;

export const HexFieldInput = styled(Input)`
  ${controlBox}
  box-sizing: border-box;
  inline-size: 100%;
  font-family: ${theme.font.mono};
  direction: ltr;
  [dir="rtl"] & {
    text-align: end;
  }
`;
