export { Toast, ToastRegion } from "./Toast";
export { TOAST_INSET_START_VAR } from "./Toast.styles";
export type { ToastProps } from "./Toast";
export type { ToastContent, ToastTone } from "./toastContent";
export { notifyRequestStatus, showToast, toastQueue } from "./toastQueue";
export type { RequestStatus, ShowToastOptions } from "./toastQueue";
