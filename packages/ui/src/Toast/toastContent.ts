import type { ReactNode } from "react";

// A leaf: the styles and the queue both need these types, and importing them from each other made a circle.
export type ToastTone = "info" | "success" | "error";

export interface ToastContent {
  tone: ToastTone;
  title: ReactNode;
  description?: ReactNode;
}
