export { UnsavedChangesGuard, useLeaveConfirmation, useUnsavedChanges } from "./UnsavedChanges";
export type { LeaveConfirmation } from "./UnsavedChanges";
