import type { EditDialog as EditDialogComponent } from "@cms/ui";
import { lazy } from "react";

/**
 * The edit dialog, its fields and their pickers (dates, colours, media, rich text) are a third of a list
 * screen's script, and a list is opened far more often than it is edited: they load when the pointer or the
 * focus first comes to the list, well before New or a row's Edit is pressed, not with the screen (issue 40).
 */
let editDialogChunk: Promise<{ default: typeof EditDialogComponent }> | undefined;
const loadEditDialog = () =>
  (editDialogChunk ??= import("@cms/ui/edit-dialog").then((module) => ({ default: module.EditDialog })));
export const LazyEditDialog = lazy(loadEditDialog) as unknown as typeof EditDialogComponent;
export const preloadEditDialog = () => void loadEditDialog().catch(() => (editDialogChunk = undefined));
