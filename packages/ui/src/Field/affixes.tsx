import type { MouseEvent, ReactNode, RefObject } from "react";
import { useId } from "react";
import { Affix } from "./Field.styles";

/**
 * Text or icons inside a field's box before and after its input ("€", "km"): rendered with ids that describe
 * the input, and a press on them (or the box's padding) puts the caret in the input. Presses on the input and
 * on buttons in the box (a stepper) keep their own behaviour.
 */
export function useAffixes(
  inputRef: RefObject<HTMLInputElement | null>,
  prefix: ReactNode,
  suffix: ReactNode,
  ariaDescribedBy: string | undefined,
) {
  const id = useId();
  const prefixId = `${id}-prefix`;
  const suffixId = `${id}-suffix`;
  const describedBy =
    [prefix != null && prefixId, suffix != null && suffixId, ariaDescribedBy].filter(Boolean).join(" ") ||
    undefined;

  const focusInput = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || event.target.closest("input, button")) return;
    event.preventDefault();
    inputRef.current?.focus();
  };

  return {
    describedBy,
    focusInput,
    prefix: prefix != null && <Affix id={prefixId}>{prefix}</Affix>,
    suffix: suffix != null && <Affix id={suffixId}>{suffix}</Affix>,
  };
}
