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

/** The props of a field's value and validity, as react-aria names them: what useFieldState takes over. */
export interface FieldStateProps<T, E> {
  value?: T;
  defaultValue?: T;
  onChange?: (value: T) => void;
  onBlur?: (event: E) => void;
  isInvalid?: boolean;
  isRequired?: boolean;
  validationBehavior?: "aria" | "native";
}

/**
 * The state every field keeps around its react-aria root: the value (controlled or not), "Required" once the
 * user left it empty, and the props that wire both into the root. It takes the value and validity props out of
 * the field's `props` and hands back the `rest` for the root. `empty` is the value without a `defaultValue`;
 * `isEmpty` says whether a value counts as empty, for "Required". Validation defaults to `aria`: errors show
 * while typing, not only on a form's submit.
 */
export function useFieldState<T, E, P>(
  props: P & FieldStateProps<T, E>,
  empty: T,
  isEmpty: (value: T) => boolean,
) {
  const {
    value,
    defaultValue,
    onChange,
    onBlur,
    isInvalid,
    isRequired,
    validationBehavior = "aria",
    ...rest
  } = props;
  const [current, setCurrent] = useFieldValue(value, defaultValue ?? empty, onChange);
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
    /** The field's other props, for its root. */
    rest,
  };
}
