import { Minus, Plus } from "lucide-react";
import type { ReactNode, RefObject } from "react";
import { useContext, useEffect, useRef, useState } from "react";
import type { NumberFieldProps as AriaNumberFieldProps } from "react-aria-components";
import { NumberFieldStateContext, useLocale } from "react-aria-components";
import { useTranslation } from "react-i18next";
import type { FieldTextProps } from "../Field";
import { FieldFrame, useAffixes, useFieldState } from "../Field";
import { Box, StepButton, Stepper, StyledInput, StyledNumberField } from "./NumberField.styles";
import { numberRule } from "./numberRule";

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, "children" | "className" | "style" | "render">, FieldTextProps {
  /** Text or an icon inside the box before the number, e.g. "€". */
  prefix?: ReactNode;
  /** Text or an icon inside the box after the number, e.g. "km". */
  suffix?: ReactNode;
  /** Shown in the empty box; never instead of a label. */
  placeholder?: string;
}

/**
 * A number field (react-aria NumberField): typing commits on blur or Enter, ArrowUp/ArrowDown (and the
 * stepper buttons) change the value by `step` within `minValue`..`maxValue`, PageUp/PageDown by more,
 * Home/End jump to the bounds. `formatOptions` formats the value for the locale (currency, percent, unit).
 * An empty field is `NaN` in `onChange`.
 *
 * react-aria refuses characters that cannot make a number in range (letters, a minus sign above 0) and
 * clamps a typed value to the bounds when it is committed, both without a word. The field says why under
 * itself instead ("“-” cannot be entered here. Enter a number from 1 to 3650.") until the user edits it
 * again, so nobody saves 5 believing they typed -5.
 */
export function NumberField({
  label,
  hint,
  errorMessage,
  prefix,
  suffix,
  placeholder,
  isReadOnly,
  "aria-describedby": ariaDescribedBy,
  ...props
}: NumberFieldProps) {
  const field = useFieldState(props, Number.NaN, Number.isNaN);
  const inputRef = useRef<HTMLInputElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const affixes = useAffixes(inputRef, prefix, suffix, ariaDescribedBy);
  // Why the last input was refused or changed; cleared when the user edits the field again.
  const [correction, setCorrection] = useState<string>();

  return (
    <StyledNumberField
      data-ui="NumberField"
      {...field.rootProps}
      isInvalid={field.rootProps.isInvalid || (correction ? true : undefined)}
      isReadOnly={isReadOnly}
      aria-describedby={affixes.describedBy}
      {...field.rest}
    >
      <FieldFrame label={label} hint={hint} errorMessage={correction ?? errorMessage} {...field.frameProps}>
        <Box ref={boxRef} isReadOnly={isReadOnly} onMouseDown={affixes.focusInput}>
          {affixes.prefix}
          <StyledInput ref={inputRef} placeholder={placeholder} />
          {affixes.suffix}
          {!isReadOnly && (
            <Stepper>
              <StepButton slot="decrement">
                <Minus size={14} aria-hidden />
              </StepButton>
              <StepButton slot="increment">
                <Plus size={14} aria-hidden />
              </StepButton>
            </Stepper>
          )}
        </Box>
        <Corrections boxRef={boxRef} formatOptions={props.formatOptions} onCorrection={setCorrection} />
      </FieldFrame>
    </StyledNumberField>
  );
}

/**
 * Watches the field from inside react-aria's root, where its state is: a typed or pasted text the field
 * refused (react-aria cancels the `beforeinput` event), and a typed number outside the bounds that the
 * commit on blur will clamp.
 */
function Corrections({
  boxRef,
  formatOptions,
  onCorrection,
}: {
  boxRef: RefObject<HTMLDivElement | null>;
  formatOptions?: Intl.NumberFormatOptions;
  onCorrection: (message: string | undefined) => void;
}) {
  const state = useContext(NumberFieldStateContext);
  const { t } = useTranslation("ui");
  const { locale } = useLocale();
  // The listeners below are added once and read the latest render's values from here.
  const latest = useRef({ state, t, locale, formatOptions, onCorrection });
  useEffect(() => {
    latest.current = { state, t, locale, formatOptions, onCorrection };
  });

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const ruleText = () => {
      const { state: s, t: tr, locale: loc, formatOptions: options } = latest.current;
      return numberRule(tr, loc, s?.minValue, s?.maxValue, options);
    };
    // Bubbles to the box after react-aria's own listener on the input has cancelled it (or not).
    const onBeforeInput = (event: Event) => {
      const input = event as InputEvent;
      if (!input.defaultPrevented || !input.data) return;
      latest.current.onCorrection(
        latest.current.t("numberField.refused", { text: input.data, rule: ruleText() }),
      );
    };
    // Capture: before react-aria's blur or Enter commits (and clamps) what was typed.
    const check = () => {
      const s = latest.current.state;
      if (!s || Number.isNaN(s.numberValue)) return;
      const typed = s.numberValue;
      const min = s.minValue ?? Number.NEGATIVE_INFINITY;
      const max = s.maxValue ?? Number.POSITIVE_INFINITY;
      if (typed >= min && typed <= max) return;
      const format = new Intl.NumberFormat(latest.current.locale, latest.current.formatOptions);
      latest.current.onCorrection(
        latest.current.t("numberField.clamped", {
          typed: s.inputValue,
          value: format.format(Math.min(max, Math.max(min, typed))),
          rule: ruleText(),
        }),
      );
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Enter") check();
    };
    // A new edit starts without the last correction.
    const onFocus = (event: FocusEvent) => {
      if (!box.contains(event.relatedTarget as Node | null)) latest.current.onCorrection(undefined);
    };
    box.addEventListener("beforeinput", onBeforeInput);
    box.addEventListener("blur", check, true);
    box.addEventListener("keydown", onKeyDown, true);
    box.addEventListener("focusin", onFocus);
    return () => {
      box.removeEventListener("beforeinput", onBeforeInput);
      box.removeEventListener("blur", check, true);
      box.removeEventListener("keydown", onKeyDown, true);
      box.removeEventListener("focusin", onFocus);
    };
  }, [boxRef]);
  return null;
}
