import type { ReactNode } from "react";
import type { SwitchFieldProps as AriaSwitchFieldProps } from "react-aria-components";
import { FieldDescription } from "../Field";
import { StyledSwitchButton, StyledSwitchField, Thumb, Track } from "./Switch.styles";

export interface SwitchProps extends Omit<
  AriaSwitchFieldProps,
  | "children"
  | "className"
  | "style"
  | "render"
  | "isRequired"
  | "isInvalid"
  | "validate"
  | "validationBehavior"
> {
  /** The label beside the switch. */
  children?: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
}

/**
 * An on/off switch (react-aria SwitchField + SwitchButton) for settings that take effect at once. Space or a
 * click toggles it; the thumb slides towards the inline end when on (to the left in RTL).
 */
export function Switch({ children, hint, ...props }: SwitchProps) {
  return (
    <StyledSwitchField data-ui="Switch" {...props}>
      <StyledSwitchButton>
        <Track data-part="track">
          <Thumb />
        </Track>
        {children}
      </StyledSwitchButton>
      <FieldDescription>{hint}</FieldDescription>
    </StyledSwitchField>
  );
}
