import { X } from "lucide-react";
import type { FocusEvent, KeyboardEvent, ReactNode } from "react";
import { useId, useRef, useState } from "react";
import type { Color } from "react-aria-components";
import { ColorPicker as AriaColorPicker, DialogTrigger, parseColor } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { PopoverDialog, StyledPopover } from "../DatePicker/DatePicker.styles";
import { FieldDescription, FieldError, FieldLabel, useFieldValue, useRequiredAfterBlur } from "../Field";
import { StyledLabel } from "../Field/Field.styles";
import { Row, StyledTextField } from "../TextField/TextField.styles";
import {
  Area,
  Box,
  ClearButton,
  HexField,
  HexFieldInput,
  HexInput,
  HueSlider,
  Panel,
  Swatch,
  SwatchButton,
  Thumb,
  Track,
} from "./ColorPicker.styles";
import { EMPTY_COLOR, parseHex, swatchColor } from "./colorValue";

export interface ColorPickerProps {
  /** The visible label (leave out only with `aria-label`). */
  label?: ReactNode;
  /** Names the field when there is no visible `label`. */
  "aria-label"?: string;
  /** Help text under the field; defaults to "Hex colour, e.g. #C9A23F". */
  hint?: ReactNode;
  /** Shown when `isInvalid` (a required field left empty falls back to "Required"). */
  errorMessage?: string;
  /** The colour as `#RRGGBB`, or "" / null for none (controlled). */
  value?: string | null;
  /** The initial colour (uncontrolled). */
  defaultValue?: string | null;
  /**
   * Called with `#RRGGBB` (upper case) when the typed text is a hex colour or a colour is picked, and with null
   * when the field is cleared. Text that is no colour is not reported; it shows an error once the user leaves.
   */
  onChange?: (value: string | null) => void;
  /**
   * Called with the text in the box on every change, a colour or not (`#GGG`, half typed): a form holds it
   * as the field's value while it is no colour, so Save waits instead of saving the last colour.
   */
  onTextChange?: (text: string) => void;
  /** Called when the hex input loses focus. */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Greys the field and the swatch out. */
  isDisabled?: boolean;
  /** Shows the colour; it cannot be changed. */
  isReadOnly?: boolean;
  /** An empty field is an error ("Required"). */
  isRequired?: boolean;
  /** Shows `errorMessage` and marks the field invalid. */
  isInvalid?: boolean;
  /** The name of the hex input in a form. */
  name?: string;
}

const WHITE = parseColor(EMPTY_COLOR);
const FULL_HEX = /^#?[0-9a-f]{6}$/i;

function toColor(value: string | null): Color {
  try {
    return value ? parseColor(swatchColor(value)) : WHITE;
  } catch {
    return WHITE;
  }
}

/**
 * A hex colour field: a swatch button that opens a picker (react-aria ColorArea for saturation and
 * brightness, a hue ColorSlider and a hex ColorField), the hex text inline and a clear button. An empty value
 * shows a white swatch (spec) and says so to assistive technology.
 */
export function ColorPicker({
  label,
  "aria-label": ariaLabel,
  hint,
  errorMessage,
  value,
  defaultValue,
  onChange,
  onTextChange,
  onBlur,
  isDisabled,
  isReadOnly,
  isRequired,
  isInvalid,
  name,
}: ColorPickerProps) {
  const { t } = useTranslation("ui");
  const id = useId();
  const labelId = `${id}-label`;
  const swatchId = `${id}-swatch`;
  const swatchDescriptionId = `${id}-swatch-description`;
  const inputRef = useRef<HTMLInputElement>(null);

  const [current, setCurrent] = useFieldValue<string | null>(
    value === undefined ? undefined : value || null,
    defaultValue || null,
    onChange,
  );
  // The text in the box may be half typed; `current` is the last colour reported.
  const [text, setText] = useState(current ?? "");
  const [syncedWith, setSyncedWith] = useState(current);
  // Set when the user leaves (or presses Enter in) a box they edited: only then is bad text an error.
  const [checked, setChecked] = useState(false);
  // The picker keeps its own Color so the hue survives at grey, black and white (hex forgets it).
  const [picked, setPicked] = useState<Color | null>(null);
  if (current !== syncedWith) {
    // A new value from outside replaces the text.
    setSyncedWith(current);
    if (parseHex(text) !== current) {
      setText(current ?? "");
      setChecked(false);
    }
  }
  const { isMissing, markTouched } = useRequiredAfterBlur(isRequired, current === null);
  const isBadText = checked && text.trim() !== "" && parseHex(text) === null;
  const pickerColor = picked && picked.toString("hex") === current ? picked : toColor(current);

  const report = (hex: string | null) => {
    if (hex !== current) setCurrent(hex);
  };

  // While typing only a complete `#RRGGBB` is reported (not `#C9A` on the way to `#C9A23F`).
  const type = (next: string) => {
    setText(next);
    onTextChange?.(next);
    if (next.trim() === "") report(null);
    else if (FULL_HEX.test(next.trim())) report(parseHex(next));
  };

  // Leaving the box (or Enter) also takes the short `#RGB` form, and makes bad text an error.
  const commit = () => {
    setChecked(true);
    const hex = parseHex(text);
    if (hex === null) return;
    setText(hex);
    report(hex);
  };

  const pick = (color: Color) => {
    const hex = color.toString("hex");
    setPicked(color);
    setText(hex);
    setChecked(false);
    report(hex);
  };

  const clear = () => {
    setText("");
    setChecked(false);
    setCurrent(null);
    inputRef.current?.focus();
  };

  const error = isBadText
    ? t("colorPicker.invalid")
    : isMissing && !errorMessage
      ? t("validation:required")
      : errorMessage;

  return (
    <StyledTextField
      data-ui="ColorPicker"
      value={text}
      onChange={type}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        commit();
        markTouched();
        onBlur?.(event);
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === "Enter") commit();
      }}
      aria-label={ariaLabel}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      isRequired={isRequired}
      isInvalid={isInvalid || isBadText || isMissing || undefined}
      validationBehavior="aria"
      name={name}
    >
      {label != null && (
        <FieldLabel id={labelId} isRequired={isRequired}>
          {label}
        </FieldLabel>
      )}
      <Row>
        <DialogTrigger>
          <SwatchButton
            id={swatchId}
            aria-label={t("colorPicker.choose")}
            aria-labelledby={label != null ? `${swatchId} ${labelId}` : undefined}
            aria-describedby={swatchDescriptionId}
            isDisabled={isDisabled || isReadOnly}
          >
            <Swatch data-ui="ColorSwatch" style={{ backgroundColor: swatchColor(current) }} />
          </SwatchButton>
          <StyledPopover placement="bottom start">
            <PopoverDialog aria-labelledby={label != null ? labelId : undefined} aria-label={ariaLabel}>
              <AriaColorPicker value={pickerColor} onChange={pick}>
                <Panel>
                  <Area colorSpace="hsb" xChannel="saturation" yChannel="brightness">
                    <Thumb />
                  </Area>
                  <HueSlider colorSpace="hsb" channel="hue">
                    <Track>
                      <Thumb />
                    </Track>
                  </HueSlider>
                  <HexField>
                    <StyledLabel>{t("colorPicker.hex")}</StyledLabel>
                    <HexFieldInput />
                  </HexField>
                </Panel>
              </AriaColorPicker>
            </PopoverDialog>
          </StyledPopover>
        </DialogTrigger>
        <span id={swatchDescriptionId} hidden>
          {current ?? t("colorPicker.empty")}
        </span>
        <Box isDisabled={isDisabled} isReadOnly={isReadOnly} isInvalid={isInvalid || isBadText || isMissing}>
          <HexInput ref={inputRef} spellCheck={false} autoComplete="off" />
        </Box>
        {!isReadOnly && (
          <ClearButton
            aria-label={t("common.clear")}
            onPress={clear}
            isDisabled={isDisabled || (current === null && text === "")}
          >
            <X size={16} aria-hidden />
          </ClearButton>
        )}
      </Row>
      <FieldDescription>{hint === undefined ? t("colorPicker.hint") : hint}</FieldDescription>
      <FieldError>{error}</FieldError>
    </StyledTextField>
  );
}
