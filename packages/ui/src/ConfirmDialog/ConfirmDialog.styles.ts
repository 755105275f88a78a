import { Input, TextField } from "react-aria-components";
import styled from "styled-components";
import { controlBox, FieldRoot } from "../Field";
import { theme } from "../theme/theme";

export const Message = styled.div`
  color: ${theme.color.text};

  & > p {
    margin-block: 0 ${theme.space[2]};
  }
`;

export const ConfirmField = styled(TextField)`
  ${FieldRoot}
  margin-block-start: ${theme.space[4]};
`;

export const ConfirmInput = styled(Input)`
  ${controlBox}
  inline-size: 100%;
`;
