/**
 * Where the client reads its credentials. The auth token is the long-lived session token the spec keeps in
 * local storage (sent as the `auth-token` header); the access token is short-lived and sent as a bearer.
 */
export interface TokenStore {
  getAuthToken(): string | null;
  getAccessToken(): string | null;
  setTokens(tokens: { accessToken: string | null; authToken?: string | null }): void;
  clear(): void;
}

/** The local-storage key of the CMS auth token (spec section 9). */
export const AUTH_TOKEN_STORAGE_KEY = "cms-auth-token";

/** Keeps both tokens in memory: the CLI, tests, and anything without a persistent session. */
export function createMemoryTokenStore(
  initial: { authToken?: string | null; accessToken?: string | null } = {},
): TokenStore {
  let authToken = initial.authToken ?? null;
  let accessToken = initial.accessToken ?? null;
  return {
    getAuthToken: () => authToken,
    getAccessToken: () => accessToken,
    setTokens(tokens) {
      accessToken = tokens.accessToken;
      if (tokens.authToken !== undefined) authToken = tokens.authToken;
    },
    clear() {
      authToken = null;
      accessToken = null;
    },
  };
}

/**
 * The browser store: the auth token survives reloads in `storage` (local storage), while the access token
 * stays in memory so that a reload asks for a fresh one, as the route guard in the spec expects.
 */
export function createStorageTokenStore(storage: Storage, key = AUTH_TOKEN_STORAGE_KEY): TokenStore {
  let accessToken: string | null = null;
  return {
    getAuthToken: () => storage.getItem(key),
    getAccessToken: () => accessToken,
    setTokens(tokens) {
      accessToken = tokens.accessToken;
      if (tokens.authToken === null) storage.removeItem(key);
      else if (tokens.authToken !== undefined) storage.setItem(key, tokens.authToken);
    },
    clear() {
      accessToken = null;
      storage.removeItem(key);
    },
  };
}
