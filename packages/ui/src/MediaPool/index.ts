export { MediaPicker } from "./MediaPicker";
export type { MediaPickerProps } from "./MediaPicker";
export { MediaPool } from "./MediaPool";
export type { MediaPoolProps } from "./MediaPool";
export { MediaThumbnail } from "./MediaThumbnail";
export type { MediaThumbnailProps, MediaThumbnailState } from "./MediaThumbnail";
export { MediaFolderBar } from "./MediaFolderBar";
export type { MediaFolderBarProps } from "./MediaFolderBar";
export { useMediaFolder } from "./useMediaFolder";
export type {
  MediaFolderState,
  MediaItemStatus,
  MediaOperation,
  MediaResult,
  UseMediaFolderOptions,
} from "./useMediaFolder";
export { createApiMediaSource } from "./apiMediaSource";
export {
  MEDIA_POOL_PERMISSIONS,
  formatFileSize,
  isFolder,
  mediaImagePath,
  mediaKey,
  sortMedia,
  toMediaValue,
} from "./mediaLogic";
export { MediaSourceError } from "./types";
export type {
  MediaFailure,
  MediaFile,
  MediaPermissions,
  MediaSource,
  MediaThumbnailSize,
  MediaValue,
} from "./types";
