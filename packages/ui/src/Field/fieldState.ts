import { useCallback, useState } from "react";

/**
 * The value of a field that may be controlled (`value`) or not (`defaultValue`). The fields keep their value
 * here, not only inside react-aria, because they need it to show the "required" error after a blur.
 */
export function useFieldValue<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (value: T) => void,
): [T, (value: T) => void] {
  const [inner, setInner] = useState(defaultValue);
  const current = value === undefined ? inner : value;
  const setValue = useCallback(
    (next: T) => {
      setInner(next);
      onChange?.(next);
    },
    [onChange],
  );
  return [current, setValue];
}

/**
 * "Required" is shown once the user has left an empty required field (react-aria's `aria` validation only
 * marks such a field with `aria-required`, and native validation waits for a form submit).
 */
export function useRequiredAfterBlur(isRequired: boolean | undefined, isEmpty: boolean) {
  const [touched, setTouched] = useState(false);
  const markTouched = useCallback(() => setTouched(true), []);
  return { isMissing: Boolean(isRequired) && touched && isEmpty, markTouched };
}

export interface FieldStateOptions<T, E> {
  value: T | undefined;
  defaultValue: T;
  onChange?: (value: T) => void;
  onBlur?: (event: E) => void;
  /** Whether a value counts as empty, for "Required". */
  isEmpty: (value: T) => boolean;
  isRequired?: boolean;
  isInvalid?: boolean;
  validationBehavior?: "aria" | "native";
}

/**
 * The state every field keeps around its react-aria root: the value (controlled or not), "Required" once the
 * user left it empty, and the props that wire both into the root. Validation defaults to `aria`: errors show
 * while typing, not only on a form's submit.
 */
export function useFieldState<T, E>({
  value,
  defaultValue,
  onChange,
  onBlur,
  isEmpty,
  isRequired,
  isInvalid,
  validationBehavior = "aria",
}: FieldStateOptions<T, E>) {
  const [current, setCurrent] = useFieldValue(value, defaultValue, onChange);
  const { isMissing, markTouched } = useRequiredAfterBlur(isRequired, isEmpty(current));
  return {
    isMissing,
    /** For FieldFrame: the required mark, and "Required" once the user left the field empty. */
    frameProps: { isRequired, isMissing },
    rootProps: {
      value: current,
      onChange: setCurrent,
      onBlur: (event: E) => {
        markTouched();
        onBlur?.(event);
      },
      isInvalid: isInvalid || isMissing || undefined,
      isRequired,
      validationBehavior,
    },
  };
}
