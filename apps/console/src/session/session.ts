import type { CmsClient, ForbiddenError, TokenStore, components } from "@cms/api";
import { RENEWAL_LOCK, createCmsClient, createStorageTokenStore, renewWithAuthToken } from "@cms/api";

export type AuthInfo = components["schemas"]["AuthInfo"];
export type Property = components["schemas"]["Property"];
/** The spec's per-operation status (platform.md section 4). */
export type Status = undefined | "fetching" | "success" | "failure";

export type SignInResult =
  | { kind: "success" }
  | { kind: "twoFactor" }
  | {
      kind: "failure";
      message: string | undefined;
      /** Too many failed tries (429): seconds until the server takes the next one. */
      retryAfter?: number;
    };

export interface SessionState {
  /** Status of the token request (sign-in, two-factor, renewal). */
  tokenStatus: Status;
  user: AuthInfo | null;
  properties: Property[];
  /** Status of the property list, loaded with the user: a failure must not look like having no properties. */
  propertiesStatus: Status;
  /** The spec's error value: 401 when a session could not be renewed; the 401 modal shows it. */
  error: 401 | null;
  /** The global 403 state: the last refused call. The user stays signed in. */
  forbidden: ForbiddenError | null;
  /** A renewal is waiting for the user to sign in again in place (the page keeps its state). */
  reauth: { email: string } | null;
  /** The user signed out here: every guarded page then leads to the login page with this e-mail. */
  signedOut: { email: string } | null;
}

const INITIAL: SessionState = {
  tokenStatus: undefined,
  user: null,
  properties: [],
  propertiesStatus: undefined,
  error: null,
  forbidden: null,
  reauth: null,
  signedOut: null,
};

const TWO_FACTOR_REQUIRED = "2fa required";

/**
 * Where the user's info and property list of the last load wait for the next visit, beside the auth token
 * (issue 40): a stored session opens its screen as soon as its token is renewed, and the screen's own reads go
 * out beside the fresh info instead of after it. Cleared with the auth token.
 */
export const SESSION_CACHE_KEY = "cms-session";
/** A longer property list (a chain's thousands) is not kept: parsing it would cost what the wait saves. */
const SESSION_CACHE_MAX_CHARS = 256 * 1024;

interface Remembered {
  user: AuthInfo;
  properties: Property[];
}

/** `next` when it says something else than `current`, else `current` (its identity keeps views still). */
const changed = <T>(current: T, next: T): T =>
  JSON.stringify(current) === JSON.stringify(next) ? current : next;

/** The `message` of a failed call's error body, when the server gave one. */
export function serverMessage(error: unknown): string | undefined {
  return error && typeof error === "object" && "message" in error && typeof error.message === "string"
    ? error.message
    : undefined;
}

/** The server's message of a failed call, or the answer's status text. */
export const messageOf = (response: Response | undefined, error: unknown): string | undefined =>
  serverMessage(error) ?? (response?.statusText || undefined);

/** Seconds to wait after a 429 ("too many tries"), from its Retry-After header (at least 1). */
export function retryAfterOf(response: Response | undefined): number | undefined {
  if (response?.status !== 429) return undefined;
  const seconds = Number(response.headers.get("Retry-After"));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 1;
}

/** A failed sign-in step, with the wait of a 429 when the server asks for one. */
const failed = (response: Response | undefined, error: unknown): SignInResult => {
  const retryAfter = retryAfterOf(response);
  return { kind: "failure", message: messageOf(response, error), ...(retryAfter ? { retryAfter } : {}) };
};

export interface SessionOptions {
  baseUrl: string;
  storage: Storage;
  /** The transport; tests hand in msw's patched fetch by leaving this out. */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  /**
   * Whether `storage` is shared with other tabs (the browser's local storage): their renewals then take turns on
   * one Web Lock. A session over storage of its own (a story's) renews without it, so it never waits for, or
   * holds up, another page's renewal. Default true.
   */
  sharedStorage?: boolean;
  /**
   * When the user's info and property list kept from the last visit are checked against the server's, once the
   * stored session is renewed: `check` is called then. The console waits until its first screen is drawn, so the
   * two reads do not share the line with what the screen needs first. Default: at once.
   */
  checkKept?: (check: () => void) => void;
}

/**
 * The signed-in session: tokens, user info, the property list and the global 401/403 states, as an external
 * store that React reads with `useSession`. It owns the one `@cms/api` client of the console; that client's
 * renewal first trades the stored auth token for a new access token and, when the server refuses, asks the
 * user to sign in again in place before the failed call is repeated.
 */
export class Session {
  readonly client: CmsClient;
  readonly tokens: TokenStore;
  private state: SessionState = INITIAL;
  private readonly listeners = new Set<() => void>();
  private pendingReauth: { resolve: () => void; reject: (reason: unknown) => void } | null = null;
  private readonly renewalLock: string | null;
  private readonly storage: Storage;
  private readonly checkKept: (check: () => void) => void;

  constructor(options: SessionOptions) {
    this.storage = options.storage;
    this.checkKept = options.checkKept ?? ((check) => check());
    this.tokens = createStorageTokenStore(options.storage);
    this.renewalLock = options.sharedStorage === false ? null : RENEWAL_LOCK;
    this.client = createCmsClient({
      baseUrl: options.baseUrl,
      tokenStore: this.tokens,
      fetch: options.fetch,
      renewToken: () => this.renew(),
      renewing: () => this.renewal,
      onForbidden: (forbidden) => this.set({ forbidden }),
    });
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getState = () => this.state;

  private set(change: Partial<SessionState>) {
    this.state = { ...this.state, ...change };
    this.listeners.forEach((listener) => listener());
  }

  get isSignedIn() {
    return this.tokens.getAccessToken() !== null && this.state.user !== null;
  }

  /**
   * The route guard: signed in already, or a stored auth token traded for a new session without asking.
   * Calls while one is under way share it: the server rotates the auth token on renewal and ends the whole
   * session when a spent one comes back, so the same stored token must never be traded twice (React's
   * development double effects, two guards at once).
   */
  restore(): Promise<boolean> {
    if (this.isSignedIn) return Promise.resolve(true);
    this.restoring ??= this.restoreStored().finally(() => {
      this.restoring = null;
    });
    return this.restoring;
  }

  private restoring: Promise<boolean> | null = null;

  /**
   * Renews the stored session. With the user's info and property list of the last visit kept here, the session
   * holds them from the start: the guard draws the screen out of sight while the token is renewed (its calls wait
   * for the renewal), shows it once the token is back, and the fresh info comes beside the screen's reads,
   * replacing the kept one only where it says something else (a right taken away then takes the screen away, as
   * the server refuses its calls anyway). Without them, the user's info is loaded before the screen.
   */
  private async restoreStored(): Promise<boolean> {
    if (!this.tokens.getAuthToken()) return false;
    const kept = this.remembered();
    this.set({ tokenStatus: "fetching", ...(kept && { ...kept, propertiesStatus: "success" }) });
    try {
      this.renewal = renewWithAuthToken(this.client, this.tokens, this.renewalLock);
      await this.renewal.finally(() => {
        this.renewal = undefined;
      });
      if (kept) {
        this.checkKept(() => {
          this.loadUser().catch(() => {
            // The kept info stays; the next call that fails says why.
          });
        });
      } else {
        await this.loadUser();
      }
      this.set({ tokenStatus: "success" });
      return true;
    } catch {
      this.forget();
      this.set({ ...INITIAL, tokenStatus: "failure" });
      return false;
    }
  }

  /** The stored session's renewal while it is under way: the client holds other calls until it is done. */
  private renewal: Promise<void> | undefined;

  /** The user's info and property list of the last visit, if kept and readable. */
  private remembered(): Remembered | undefined {
    try {
      const kept = JSON.parse(this.storage.getItem(SESSION_CACHE_KEY)!) as Remembered | null;
      return kept?.user && kept.properties ? kept : undefined;
    } catch {
      return undefined;
    }
  }

  /** Keeps the user's info and property list for the next visit (not a list too long to be worth it). */
  private remember() {
    const { user, properties, propertiesStatus } = this.state;
    const text = JSON.stringify({ user, properties });
    try {
      if (propertiesStatus !== "success" || text.length > SESSION_CACHE_MAX_CHARS) throw text;
      this.storage.setItem(SESSION_CACHE_KEY, text);
    } catch {
      // Not worth keeping, or the storage is full: the next visit waits for the info, as a first one does.
      this.storage.removeItem(SESSION_CACHE_KEY);
    }
  }

  /** Forgets the session here: the tokens and the info kept for the next visit. */
  private forget() {
    this.tokens.clear();
    this.storage.removeItem(SESSION_CACHE_KEY);
  }

  async signIn(email: string, password: string): Promise<SignInResult> {
    this.set({ tokenStatus: "fetching" });
    try {
      const { data, error, response } = await this.client.POST("/api/cms/v3/auth/token", {
        body: { email, password },
      });
      if (data) return await this.started(data);
      const message = messageOf(response, error);
      if (response.status === 403 && message === TWO_FACTOR_REQUIRED) {
        this.set({ tokenStatus: undefined });
        return { kind: "twoFactor" };
      }
      this.set({ tokenStatus: "failure" });
      return failed(response, error);
    } catch (cause) {
      return this.refused(cause);
    }
  }

  async verifyCode(email: string, code: string): Promise<SignInResult> {
    this.set({ tokenStatus: "fetching" });
    try {
      const { data, error, response } = await this.client.POST(
        "/api/cms/v3/auth/verify-two-factor-auth-code",
        { body: { email, code } },
      );
      if (data) return await this.started(data);
      this.set({ tokenStatus: "failure" });
      return failed(response, error);
    } catch (cause) {
      return this.refused(cause);
    }
  }

  /**
   * A sign-in the client rejected (a 403 other than "2fa required", or no answer at all) fails like any other
   * (platform.md section 4): the login page says so instead of waiting forever, and the global 403 notice,
   * which is about signed-in work, is not raised on it.
   */
  private refused(cause: unknown): SignInResult {
    this.set({ tokenStatus: "failure", forbidden: null });
    return { kind: "failure", message: cause instanceof Error ? cause.message : undefined };
  }

  /** Asks for the two-factor code again; after a run of resends the server makes the next one wait (429). */
  async resendCode(email: string): Promise<{ sent: boolean; retryAfter?: number }> {
    const { response } = await this.client.POST("/api/cms/v3/auth/resend-two-factor-auth-code", {
      body: { email },
    });
    const retryAfter = retryAfterOf(response);
    return { sent: response.ok, ...(retryAfter ? { retryAfter } : {}) };
  }

  private async started(tokens: { accessToken: string; authToken?: string }): Promise<SignInResult> {
    this.tokens.setTokens({ accessToken: tokens.accessToken, authToken: tokens.authToken });
    try {
      await this.loadUser();
    } catch (cause) {
      this.forget();
      return this.refused(cause);
    }
    this.set({ tokenStatus: "success", error: null, forbidden: null, signedOut: null });
    if (this.pendingReauth) {
      this.pendingReauth.resolve();
      this.pendingReauth = null;
      this.set({ reauth: null });
    }
    return { kind: "success" };
  }

  /**
   * A successful sign-in fetches the user info and the property list (platform.md section 4). What is the same
   * as the session holds (the kept info of a restored session) stays the same object, so no view starts over.
   * A property list that failed to load leaves the same user's list of before in place, or says it failed
   * (the user is signed in all the same: home offers to load it again).
   */
  async loadUser(): Promise<void> {
    const [info, properties] = await Promise.all([
      this.client.GET("/api/cms/v3/auth/info"),
      this.fetchProperties(),
    ]);
    if (!info.data) throw new Error(`Loading the user failed with HTTP ${info.response.status}`);
    const before = this.state;
    const same = before.user?.id === info.data.id;
    const next: Partial<SessionState> = {
      user: same ? changed(before.user, info.data) : info.data,
      ...(properties
        ? {
            properties: same ? changed(before.properties, properties) : properties,
            propertiesStatus: "success",
          }
        : same && before.propertiesStatus === "success"
          ? {}
          : { properties: [], propertiesStatus: "failure" }),
    };
    // The kept info of a restored session confirmed: nothing to tell the views, which would draw again for it.
    if (Object.entries(next).some(([key, value]) => before[key as keyof SessionState] !== value))
      this.set(next);
    this.remember();
  }

  /**
   * Loads the property list again after a property was added, renamed or removed (the shell calls it after
   * such a write): the selector and home keep the list they show until the new one is in, and keep it if the
   * call fails (what they show is then only as old as it was).
   */
  async refreshProperties(): Promise<void> {
    if (this.state.user) this.took(await this.fetchProperties());
  }

  /** Loads the property list again (after a failure). */
  async loadProperties(): Promise<void> {
    this.set({ propertiesStatus: "fetching" });
    this.took(await this.fetchProperties(), "failure");
  }

  /** A property list loaded again, kept for the next visit too; a failed load changes nothing or says so. */
  private took(properties: Property[] | undefined, failed?: "failure") {
    if (properties && this.state.user) {
      this.set({ properties, propertiesStatus: "success" });
      this.remember();
    } else if (failed) this.set({ propertiesStatus: failed });
  }

  /** The property list, or undefined when the server or the network failed. */
  private async fetchProperties(): Promise<Property[] | undefined> {
    const { data } = await this.client.GET("/api/cms/v3/property/index").catch(() => ({ data: undefined }));
    return data?.items;
  }

  /** Signs out on the server (best effort) and forgets the session here. Returns the e-mail for the login page. */
  async logout(): Promise<string> {
    const email = this.state.user?.email ?? "";
    await this.client.GET("/api/cms/v3/auth/logout").catch(() => undefined);
    this.forget();
    this.set({ ...INITIAL, signedOut: { email } });
    return email;
  }

  /**
   * The client's renewal, shared by every call that failed with 401 at the same time: first the stored auth
   * token; when the server refuses it and someone is signed in, the user signs in again in place.
   */
  private async renew(): Promise<void> {
    try {
      await renewWithAuthToken(this.client, this.tokens, this.renewalLock);
      return;
    } catch (cause) {
      const user = this.state.user;
      if (!user) throw cause;
      this.tokens.setTokens({ accessToken: null });
      await new Promise<void>((resolve, reject) => {
        this.pendingReauth = { resolve, reject };
        this.set({ reauth: { email: user.email } });
      });
    }
  }

  /** The user gave up signing in again: the waiting calls fail, and the 401 modal explains why. */
  cancelReauth() {
    this.pendingReauth?.reject(new Error("Sign-in cancelled"));
    this.pendingReauth = null;
    this.set({ reauth: null, error: 401 });
  }

  clearError() {
    this.set({ error: null });
  }

  clearForbidden() {
    if (this.state.forbidden) this.set({ forbidden: null });
  }
}
