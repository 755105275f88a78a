import { insetFrame, theme } from "@cms/ui";
import styled from "styled-components";

/** The room's other doors inside its dialog: a small table (the library's SimpleTable), then the door being edited. */
export const Doors = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  grid-column: 1 / -1;
`;

export const DoorActions = styled.div`
  display: flex;
  gap: ${theme.space[2]};
  justify-content: flex-end;
`;

/** The door being added or edited. */
export const DoorForm = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${theme.space[3]};
  padding: ${theme.space[3]};
  ${insetFrame}
`;

export const FormActions = styled.div`
  display: flex;
  gap: ${theme.space[2]};
  grid-column: 1 / -1;
`;
