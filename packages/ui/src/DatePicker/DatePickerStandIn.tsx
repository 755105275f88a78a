import { CalendarDays } from "lucide-react";
import type { Dispatch, SetStateAction } from "react";
import { useId, useMemo } from "react";
import { useLocale } from "react-aria-components";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { FieldDescription, FieldLabel } from "../Field";
import { boxLook, CalendarButton, inputLook, pickerRoot, segmentLook } from "./DateBox.styles";
import type { DateIntent } from "./entry";
import { dateEntryLocale, dateSegmentTexts } from "./entry";
import type { DatePickerProps } from "./PickerField";

const Root = styled.div`
  ${pickerRoot}
`;
const BoxLook = styled.div`
  ${boxLook}
`;
const InputLook = styled.div`
  ${inputLook}
`;
const SegmentLook = styled.span`
  ${segmentLook}
`;

/**
 * A date field drawn before its parts have come (DatePicker.tsx): the label, the box with the date in the
 * segments react-aria's field will write (the same Intl formats, the same bidi isolation), the calendar button and
 * the hint. Light modules only. Pointing at it fetches the parts; a press on a segment or the calendar button is
 * kept and taken over when they come (PickerField's `intent`). A field without a date draws its box empty until
 * then (the placeholders' letters are react-aria's), and an error shows once the parts are here.
 */
export function DatePickerStandIn({
  label,
  hint,
  value,
  defaultValue,
  isRequired,
  isDisabled,
  isReadOnly,
  isInvalid,
  onIntent,
  onWant,
  ...props
}: DatePickerProps & { onIntent: Dispatch<SetStateAction<DateIntent | null>>; onWant: () => void }) {
  const { t } = useTranslation("ui");
  const { locale, direction } = useLocale();
  const id = useId();
  const [labelId, hintId] = [`${id}label`, `${id}hint`];
  const segments = useMemo(
    () => dateSegmentTexts(value !== undefined ? value : defaultValue, dateEntryLocale(locale)),
    [value, defaultValue, locale],
  );
  const reach = (intent: DateIntent) => {
    if (isDisabled) return;
    onIntent(intent);
    onWant();
  };
  const firstSegment = segments?.find((segment) => segment.type !== "literal")?.type ?? "day";
  return (
    <Root data-ui="DatePicker" data-disabled={isDisabled || undefined} data-invalid={isInvalid || undefined}>
      {label != null && (
        <FieldLabel id={labelId} isRequired={isRequired}>
          {label}
        </FieldLabel>
      )}
      <BoxLook
        role="group"
        aria-labelledby={label != null ? labelId : undefined}
        aria-label={props["aria-label"]}
        aria-describedby={hint ? hintId : undefined}
        data-disabled={isDisabled || undefined}
        data-readonly={isReadOnly || undefined}
        data-invalid={isInvalid || undefined}
        onPointerEnter={onWant}
        onPointerDown={(event) => {
          if (event.target === event.currentTarget)
            reach({ focused: true, segment: firstSegment, open: false });
        }}
      >
        <InputLook style={{ unicodeBidi: "isolate" }}>
          {segments?.map((segment, index) =>
            segment.type === "literal" ? (
              <SegmentLook key={index} aria-hidden="true" data-type="literal">
                {segment.text}
              </SegmentLook>
            ) : (
              <SegmentLook
                key={index}
                data-type={segment.type}
                data-disabled={isDisabled || undefined}
                // As react-aria's segments: each number left to right inside a right-to-left date.
                style={direction === "rtl" ? { unicodeBidi: "embed", direction: "ltr" } : undefined}
                onPointerDown={() => reach({ focused: true, segment: segment.type, open: false })}
              >
                {segment.text}
              </SegmentLook>
            ),
          )}
        </InputLook>
        {!isReadOnly && (
          <CalendarButton
            id={`${id}button`}
            aria-label={t("datePicker.openCalendar")}
            // As react-aria names it: its words, then the field's label.
            aria-labelledby={label != null ? `${id}button ${labelId}` : undefined}
            aria-haspopup="dialog"
            aria-expanded={false}
            isDisabled={isDisabled}
            onPress={() => reach({ focused: true, open: true })}
            onFocus={() => {
              onIntent((intent) => ({ open: intent?.open ?? false, focused: true }));
              onWant();
            }}
            onBlur={() => onIntent((intent) => (intent?.open ? intent : null))}
          >
            <CalendarDays size={16} aria-hidden />
          </CalendarButton>
        )}
      </BoxLook>
      <FieldDescription id={hintId}>{hint}</FieldDescription>
    </Root>
  );
}
