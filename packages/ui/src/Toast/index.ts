export { Toast, ToastRegion } from "./Toast";
export type { ToastProps } from "./Toast";
export type { ToastTone } from "./Toast.styles";
export { notifyRequestStatus, showToast, toastQueue } from "./toastQueue";
export type { RequestStatus, ShowToastOptions, ToastContent } from "./toastQueue";
