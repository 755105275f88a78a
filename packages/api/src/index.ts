export { RENEWAL_LOCK, RENEWAL_LOCK_WAIT_MS, createCmsClient, renewWithAuthToken } from "./client";
export type { CmsClient, CmsClientOptions } from "./client";
export { CmsApiError, ForbiddenError, NetworkError, UnauthorizedError, isCmsApiError } from "./errors";
export type { CmsApiErrorKind } from "./errors";
export { AUTH_TOKEN_STORAGE_KEY, createMemoryTokenStore, createStorageTokenStore } from "./tokenStore";
export type { TokenStore } from "./tokenStore";
export { downloadBlob, downloadStream, filenameFromDisposition } from "./download";
export type { Download } from "./download";
export type { components, operations, paths } from "./schema";
