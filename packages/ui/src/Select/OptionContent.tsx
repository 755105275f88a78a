import { Check as CheckIcon } from "lucide-react";
import { memo } from "react";
import { Check, OptionLabel } from "./SelectTrigger.styles";

/**
 * An option's row in a select's or an autocomplete's list, and the chosen option in a closed select (SelectValue
 * draws the option's content): its label and a check mark that keeps its place when hidden, so labels line up.
 * Memoized: react-aria re-renders every option of a combobox as its input changes; an unchanged row stays as drawn.
 */
export const OptionContent = memo(function OptionContent({
  label,
  isSelected,
  showCheck = true,
}: {
  label: string;
  /** Shows the check mark. */
  isSelected: boolean;
  /** Leaves the check mark's place out (a multiple autocomplete shows its choices as chips). */
  showCheck?: boolean;
}) {
  return (
    <>
      <OptionLabel>{label}</OptionLabel>
      {showCheck && (
        <Check $visible={isSelected}>
          <CheckIcon size={16} aria-hidden />
        </Check>
      )}
    </>
  );
});
