import type { ReactNode } from "react";
import { createContext, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../ConfirmDialog";
import { useLatestCallback } from "../useLatestCallback";

/** Whether a part holds edits the user has not saved, asked at the moment the user would leave them. */
type UnsavedCheck = () => boolean;

/** What {@link UnsavedChangesGuard} offers the app's navigation: ask before leaving unsaved edits. */
export interface LeaveConfirmation {
  /** Whether any part on the page holds unsaved edits now. */
  hasUnsavedChanges(): boolean;
  /**
   * Resolves `true` at once when nothing is unsaved; otherwise asks "Leave without saving?" and resolves with
   * the user's answer. After a yes the edits count as given up: the navigation that follows is not asked again.
   */
  confirmLeave(): Promise<boolean>;
}

interface UnsavedChangesApi extends LeaveConfirmation {
  hold(check: UnsavedCheck): () => void;
}

const UnsavedChangesContext = createContext<UnsavedChangesApi | null>(null);

/**
 * Says that this part holds edits the user has not saved while `isUnsaved()` is true (asked when the user would
 * leave, so a save that navigates at once is never asked about). Without a guard above, it does nothing.
 */
export function useUnsavedChanges(isUnsaved: UnsavedCheck): void {
  const guard = useContext(UnsavedChangesContext);
  const check = useLatestCallback(isUnsaved);
  useEffect(() => guard?.hold(check), [guard, check]);
}

/** The guard's questions for the app's navigation (the router, a sign-out); `null` without a guard. */
export function useLeaveConfirmation(): LeaveConfirmation | null {
  return useContext(UnsavedChangesContext);
}

/**
 * Unsaved edits are never lost without a word: inside this guard a part holding them says so
 * ({@link useUnsavedChanges}); the app asks {@link LeaveConfirmation.confirmLeave} before it goes elsewhere, and
 * the browser asks before the page is closed or reloaded. The question is a danger confirmation: "Discard and
 * leave" or "Keep editing" (the cancel, as Escape and a click outside).
 */
export function UnsavedChangesGuard({ children }: { children?: ReactNode }) {
  const { t } = useTranslation("ui");
  const checks = useRef(new Set<UnsavedCheck>());
  // The open question's answer, and whether one is open.
  const answer = useRef<((leave: boolean) => void) | null>(null);
  const [asking, setAsking] = useState(false);

  const guard = useMemo<UnsavedChangesApi>(() => {
    // The browser's own question on closing or reloading, listened for only while a part that can hold edits is
    // shown, and asked only when one does (a `beforeunload` listener keeps some browsers from caching the page for
    // back and forward).
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = "";
    };
    function hasUnsavedChanges() {
      for (const check of checks.current) if (check()) return true;
      return false;
    }
    return {
      hold(check) {
        if (checks.current.size === 0) window.addEventListener("beforeunload", onBeforeUnload);
        checks.current.add(check);
        return () => {
          checks.current.delete(check);
          if (checks.current.size === 0) window.removeEventListener("beforeunload", onBeforeUnload);
        };
      },
      hasUnsavedChanges,
      confirmLeave() {
        if (!hasUnsavedChanges()) return Promise.resolve(true);
        // A second question while one is open (a second click in the menu) answers the first with "stay".
        answer.current?.(false);
        return new Promise<boolean>((resolve) => {
          const reply = (leave: boolean) => {
            if (answer.current !== reply) return;
            answer.current = null;
            setAsking(false);
            if (leave) {
              checks.current.clear();
              window.removeEventListener("beforeunload", onBeforeUnload);
            }
            resolve(leave);
          };
          answer.current = reply;
          setAsking(true);
        });
      },
    };
  }, []);

  return (
    <UnsavedChangesContext.Provider value={guard}>
      {children}
      <ConfirmDialog
        isOpen={asking}
        tone="danger"
        title={t("unsavedChanges.leaveTitle")}
        message={t("unsavedChanges.leaveMessage")}
        confirmLabel={t("unsavedChanges.leave")}
        cancelLabel={t("editDialog.keepEditing")}
        onConfirm={() => answer.current?.(true)}
        // Keep editing, Escape, a click outside: the user stays (a confirm has answered before this).
        onOpenChange={(open) => {
          if (!open) answer.current?.(false);
        }}
      />
    </UnsavedChangesContext.Provider>
  );
}
