import { DateInput, TimeField as AriaTimeField } from "react-aria-components";
import styled from "styled-components";
import { controlBox, textCursor } from "../Field";
import { pickerRoot, segmentFlow } from "../DatePicker/DatePicker.styles";
import { theme } from "../theme/theme";

export const StyledTimeField = styled(AriaTimeField)`
  ${pickerRoot}
`;

/** The box: react-aria's DateInput is the group of segments itself. */
// `line-height`: inline segments (see segmentFlow), centred by the line height instead of flex.
export const TimeInput = styled(DateInput)`
  ${controlBox}
  ${segmentFlow}
  line-height: calc(${theme.size.control} - 2px);
  ${textCursor}
  [data-readonly] > & {
    background: ${theme.color.surfaceMuted};
  }
`;
