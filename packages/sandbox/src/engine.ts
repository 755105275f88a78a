import { authenticate, allows, findUserByEmail, holdsProperty, randomCode, signedInUser } from "./auth";
import { route, validateBody, validateParameters, validateResponse, type Operation } from "./contract";
import { classify, serveCrud } from "./crud";
import { handlers } from "./handlers";
import {
  HttpError,
  NOT_AUTHORIZED,
  type HandlerContext,
  type SandboxRequest,
  type SandboxResponse,
  type SignedInUser,
} from "./http";
import { checkPercentEncoding, jsonError, parseJsonBody } from "./limits";
import { track, type JournalEntry } from "./persist";
import { USERS } from "./auth";
import { DEMO_TODAY, seed } from "./seed";
import { collection, copyOfState, type SandboxState } from "./state";

export { NOT_AUTHORIZED };

/**
 * The body without `__proto__` keys at any depth: JSON.parse keeps them as own keys, and a handler that
 * copies fields with Object.assign or `a[key] = ...` would then set the object's prototype instead.
 */
function withoutPrototypeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPrototypeKeys);
  if (!value || typeof value !== "object") return value;
  const clean: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key !== "__proto__") clean[key] = withoutPrototypeKeys(inner);
  }
  return clean;
}

export interface SandboxOptions {
  /** "Today" of the seed (YYYY-MM-DD). Defaults to a fixed demo date so every run sees the same data. */
  today?: string;
  /** Multiplies generated list sizes (benchmarks: e.g. 80 gives 2,000 properties). */
  scale?: number;
  /** Lifetime of access tokens in seconds (default one hour). */
  tokenTtlSeconds?: number;
  /**
   * Requests without a bearer token act as this user (Storybook, component tests). The real server leaves
   * it unset, so that sign-in and the 401 flows are real.
   */
  actAs?: string;
  /**
   * Check every JSON answer against openapi.yaml and answer 500 when it does not match. On by default, so
   * every story, test and manual run exercises the contract; benchmarks may turn it off.
   */
  validateResponses?: boolean;
  /** Where to start from instead of the seed (the server's `--data`). */
  state?: SandboxState;
  log?: (line: string) => void;
  /**
   * Durable writes (`--data`): called with what a request changed, and the answer waits for it. Without it
   * the state lives in memory only.
   */
  persist?: (entry: JournalEntry) => Promise<void>;
  /**
   * Every two-factor and password-reset code is this one instead of a random code: for in-browser stories,
   * component tests and e2e runs, which cannot read the log. Never for a sandbox others can reach.
   */
  fixedCode?: string;
}

export interface Sandbox {
  handle(request: SandboxRequest): Promise<SandboxResponse>;
  /** Back to the seed (or the given state): every story and test starts from the same data. */
  reset(): void;
  readonly state: SandboxState;
}

const json = (status: number, body: unknown): SandboxResponse => ({
  status,
  headers: { "Content-Type": "application/json" },
  body,
});

/** One seed per today and scale in this process, never changed: every sandbox and reset is a copy of it. */
const seeds = new Map<string, SandboxState>();
function seeded(today: string, scale: number): SandboxState {
  const key = `${today}|${scale}`;
  let pristine = seeds.get(key);
  if (!pristine) seeds.set(key, (pristine = seed({ today, scale })));
  return pristine;
}

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const today = options.today ?? DEMO_TODAY;
  const scale = options.scale ?? 1;
  const tokenTtlSeconds = options.tokenTtlSeconds ?? 3600;
  const log = options.log ?? (() => undefined);
  const initial = () => (options.state ? structuredClone(options.state) : copyOfState(seeded(today, scale)));
  let state = initial();

  function whoIsCalling(request: SandboxRequest, operation: Operation): SignedInUser | null {
    if (operation.public) return null;
    const hasBearer = request.headers.has("authorization");
    if (!hasBearer && options.actAs) {
      const user = findUserByEmail(state, options.actAs);
      if (user) return signedInUser(state, user);
    }
    return signedInUser(state, authenticate(state, request));
  }

  async function answer(request: SandboxRequest, found: ReturnType<typeof route>): Promise<SandboxResponse> {
    if (!found) return json(404, { message: `No endpoint ${request.url.pathname}` });
    if ("allowed" in found) {
      const allow = found.allowed.join(", ").toUpperCase();
      return jsonError(
        405,
        `${request.method} is not allowed on ${request.url.pathname}; use ${allow}`,
        undefined,
        {
          Allow: allow,
        },
      );
    }
    const { operation, params } = found;
    const user = whoIsCalling(request, operation);
    if (user && !allows(user, operation.permission, params.propertyId)) {
      throw new HttpError(403, NOT_AUTHORIZED);
    }
    // A property-scoped call works only in one of the caller's properties, also where no permission guards it.
    if (
      user &&
      params.propertyId !== undefined &&
      !holdsProperty(user, params.propertyId, operation.permission)
    ) {
      throw new HttpError(403, NOT_AUTHORIZED);
    }
    const checked = validateParameters(operation, params, request.url.searchParams);
    if ("message" in checked) throw new HttpError(400, checked.message, checked.field);
    if (
      params.propertyId !== undefined &&
      !collection(state, "/api/cms/v3/property").some((p) => p.id === params.propertyId)
    ) {
      throw new HttpError(404, `No property with id ${params.propertyId}`, "propertyId");
    }

    let body: unknown;
    const text = request.bodyText?.trim() ?? "";
    if (operation.hasBody && text) {
      const parsed = parseJsonBody(text);
      if (!("value" in parsed)) return parsed;
      body = withoutPrototypeKeys(parsed.value);
    }
    if (operation.hasBody && (body !== undefined || operation.bodyRequired)) {
      const failure = validateBody(operation, body);
      if (failure) throw new HttpError(400, failure.message, failure.field);
    }

    // With `persist`, a write's handler sees the state through a tracker that notes what it changes.
    // Logout is the one GET that writes: the sign-in it ends must stay ended after a restart.
    const writes = request.method !== "GET" || operation.operationId === "logout";
    const tracker = options.persist && writes ? track(state) : null;
    const ctx: HandlerContext = {
      operation,
      params,
      query: checked.query,
      body: body as never,
      state: tracker?.state ?? state,
      user:
        user && tracker ? { ...user, item: tracker.wrap("collections", `${USERS}\u0000`, user.item) } : user,
      request,
      scale,
      tokenTtlSeconds,
      log,
      newCode: () => options.fixedCode ?? randomCode(),
    };
    const custom = handlers[operation.operationId] as ((c: HandlerContext) => unknown) | undefined;
    const crud = custom ? null : classify(operation);
    if (!custom && !crud)
      return json(501, { message: `${operation.operationId} is not implemented by the sandbox` });
    let result: unknown;
    try {
      result = custom ? await custom(ctx) : serveCrud(crud!, ctx);
    } finally {
      // Also after a refusal: a handler may have changed something before it refused.
      const entry = tracker?.entry();
      if (entry) await options.persist!(entry);
    }
    if (result && typeof result === "object" && "response" in result) {
      const response = (result as { response: Partial<SandboxResponse> }).response;
      return {
        status: response.status ?? operation.successStatus,
        headers: response.headers ?? {},
        body: response.body,
      };
    }
    return json(operation.successStatus, result);
  }

  async function handle(request: SandboxRequest): Promise<SandboxResponse> {
    // Malformed percent-encoding (e.g. `%ff`) is the client's mistake: a 400, before routing decodes it.
    const malformed = checkPercentEncoding(request.url);
    if (malformed) return malformed;
    // Routed once: the same operation serves the answer and the check of the answer.
    const found = route(request.method, request.url.pathname);
    let response: SandboxResponse;
    try {
      response = await answer(request, found);
    } catch (error) {
      if (error instanceof HttpError) {
        response = json(
          error.status,
          error.field ? { message: error.message, field: error.field } : { message: error.message },
        );
        Object.assign(response.headers, error.headers);
      } else {
        const id = request.id ?? "-";
        log(
          `sandbox bug [request ${id}]: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
        response = json(500, {
          message: `Sandbox failure (request ${id}): ${error instanceof Error ? error.message : String(error)}`,
        });
      }
    }
    if (
      (options.validateResponses ?? true) &&
      response.headers["Content-Type"] === "application/json" &&
      response.status !== 500
    ) {
      if (found && "operation" in found) {
        const problem = validateResponse(found.operation, response.status, response.body);
        if (problem) {
          log(`contract violation [request ${request.id ?? "-"}]: ${problem}`);
          return json(500, { message: `Sandbox answer violates openapi.yaml: ${problem}` });
        }
      }
    }
    return response;
  }

  return {
    handle,
    reset() {
      state = initial();
    },
    get state() {
      return state;
    },
  };
}
