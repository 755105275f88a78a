import { UNSTABLE_ToastQueue as ToastQueue } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { motion } from "../theme/tokens";
import type { ToastContent } from "./toastContent";

export interface ShowToastOptions extends ToastContent {
  /** Milliseconds until it closes itself; the spec's 3000 by default. */
  timeout?: number;
  onClose?: () => void;
}

/** The one queue of the app; `<ToastRegion />` (mounted by UiProvider) shows it. */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 5 });

/** Shows a toast at the top centre for 3000 ms; returns its key (for `toastQueue.close(key)`). */
export function showToast({ timeout = motion.toastMs, onClose, ...content }: ShowToastOptions): string {
  return toastQueue.add(content, { timeout, onClose });
}

export type RequestStatus = "fetching" | "success" | "failure";

const statusToast = {
  fetching: { tone: "info", key: "toast.fetching" },
  success: { tone: "success", key: "toast.success" },
  failure: { tone: "error", key: "toast.failure" },
} as const;

/** A translated text that follows language changes while the toast is shown. */
function Translated({ i18nKey }: { i18nKey: (typeof statusToast)[RequestStatus]["key"] }) {
  const { t } = useTranslation("ui");
  return t(i18nKey);
}

let lastStatusKey: string | undefined;

/**
 * The spec's save notification: fetching shows an info toast ("Saving…"), success a success toast ("Saved"),
 * failure an error toast ("Saving failed") with `message` as its description. A new status replaces the
 * previous one instead of stacking.
 */
export function notifyRequestStatus(status: RequestStatus, message?: string): string {
  if (lastStatusKey !== undefined) toastQueue.close(lastStatusKey);
  const { tone, key } = statusToast[status];
  const toastKey = showToast({
    tone,
    title: <Translated i18nKey={key} />,
    description: message,
    onClose: () => {
      if (lastStatusKey === toastKey) lastStatusKey = undefined;
    },
  });
  lastStatusKey = toastKey;
  return toastKey;
}
