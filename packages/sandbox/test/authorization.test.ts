import { describe, expect, it } from "vitest";
import { createSandbox, type Sandbox } from "../src";
import type { Operation } from "../src/contract";
import { ROLE_IDS } from "../src/seed/platform";
import { collection, type Item } from "../src/state";
import { call, contractOperations, sampleCall, type Call } from "./harness";

/**
 * Every operation of openapi.yaml, called by each demo account and by an anonymous caller, in one of the
 * caller's properties, in a property that is not theirs and in a made-up one. The expected answer is derived
 * here, once, from the contract (security, x-permission, path parameters) and the seed (roles, properties):
 *   anonymous → 401 on every guarded operation;
 *   signed in → 403 exactly when the permission is not held there, the property is not the caller's, or
 *   (user operations) the user is out of the caller's reach; otherwise never 401/403, never 5xx.
 * Not one test per operation: a new operation is walked as soon as it is in the contract.
 */

const USERS_BASE = "/api/cms/v3/user";
const ROLES_BASE = "/api/cms/v3/role";
const PROPERTIES_BASE = "/api/cms/v3/property";
type PropertyRole = { propertyId: string; roles: string[] };

interface Caller {
  global: Set<string>;
  byProperty: Map<string, Set<string>>;
}

/** The caller's permissions as the seed's roles give them (enabled roles only). */
function permissionsFrom(sandbox: Sandbox, user: Item): Caller {
  const roles = new Map(collection(sandbox.state, ROLES_BASE).map((r) => [String(r._id), r]));
  const of = (ids: string[] = []) =>
    new Set(
      ids.flatMap((id) => {
        const role = roles.get(id);
        return role && role.enabled !== false ? (role.permissions as string[]) : [];
      }),
    );
  const byProperty = new Map<string, Set<string>>();
  for (const entry of (user.propertyRoles as PropertyRole[] | undefined) ?? []) {
    const set = byProperty.get(entry.propertyId) ?? new Set<string>();
    for (const p of of(entry.roles)) set.add(p);
    byProperty.set(entry.propertyId, set);
  }
  return { global: of(user.globalRoles as string[]), byProperty };
}

/** The user screen is guarded by admin.user.* or, at a property, by property.user.* (platform.md section 6). */
const alternativesOf = (permission: string) =>
  permission.startsWith("admin.user.")
    ? [permission, permission.replace("admin.user.", "property.user.")]
    : [permission];

function holds(caller: Caller, permission: string, propertyId: string | undefined): boolean {
  return alternativesOf(permission).some(
    (p) =>
      caller.global.has(p) ||
      (propertyId !== undefined
        ? (caller.byProperty.get(propertyId)?.has(p) ?? false)
        : [...caller.byProperty.values()].some((set) => set.has(p))),
  );
}

/** The property is the caller's: a role there, or the right to see every property, or the permission everywhere. */
function isOwnProperty(caller: Caller, propertyId: string, permission: string | undefined): boolean {
  return (
    (caller.byProperty.get(propertyId)?.size ?? 0) > 0 ||
    caller.global.has("admin.properties.list") ||
    (permission !== undefined && caller.global.has(permission))
  );
}

const USER_RIGHT: Partial<Record<string, "list" | "update" | "delete">> = {
  getUser: "list",
  updateUser: "update",
  deleteUser: "delete",
  bulkDeleteUsers: "delete",
};

/** Whether a user operation may reach `target`: everyone for global user administrators, else users of own properties without global roles. */
function reachesUser(caller: Caller, right: "list" | "update" | "delete", target: Item, whole: boolean) {
  const grants = (set: Set<string>) => set.has(`admin.user.${right}`) || set.has(`property.user.${right}`);
  if (grants(caller.global)) return true;
  if (((target.globalRoles as string[] | undefined) ?? []).length) return false;
  const theirs = ((target.propertyRoles as PropertyRole[] | undefined) ?? []).map((r) => r.propertyId);
  const mine = (id: string) => grants(caller.byProperty.get(id) ?? new Set());
  return theirs.length > 0 && (whole ? theirs.every(mine) : theirs.some(mine));
}

const ACCOUNTS = ["super@demo.test", "admin@demo.test", "staff@demo.test", null] as const;

/** DELETEs last, and among them roles and users last, so a walk does not saw off the branch it sits on. */
const weight = (op: Operation) => (op.method !== "delete" ? 0 : /\/(role|user)\b/.test(op.template) ? 2 : 1);
const ordered = [...contractOperations].sort((a, b) => weight(a) - weight(b));

async function signIn(sandbox: Sandbox, email: string) {
  const answer = await call(sandbox, {
    method: "POST",
    path: "/api/cms/v3/auth/token",
    body: { email, password: "demo1234" },
  });
  expect(answer.status).toBe(200);
  return answer.body as { accessToken: string; authToken: string };
}

describe.each(ACCOUNTS.map((email) => [email ?? "anonymous", email] as const))(
  "every operation as %s",
  (_name, email) => {
    it("answers exactly as the account's permissions and properties say", async () => {
      const sandbox = createSandbox({ today: "2026-11-20", log: () => undefined });
      const users = collection(sandbox.state, USERS_BASE);
      const me = email ? users.find((u) => u.email === email)! : undefined;
      const properties = collection(sandbox.state, PROPERTIES_BASE).map((p) => String(p.id));
      const mine = me ? ((me.propertyRoles as PropertyRole[]) ?? []).map((r) => r.propertyId) : [];
      const own = mine[0] ?? properties[0]!;
      const foreign = properties.find((id) => !mine.includes(id))!;
      // Targets of user operations: the super administrator, a user of the caller's first property, and one
      // who shares no property with the caller (never the caller itself: a walk must keep its account).
      const sharing = users.find(
        (u) =>
          u !== me &&
          !(u.globalRoles as string[]).length &&
          ((u.propertyRoles as PropertyRole[]) ?? []).some((r) => r.propertyId === own),
      )!;
      const stranger = users.find(
        (u) =>
          u !== me &&
          !(u.globalRoles as string[]).length &&
          ((u.propertyRoles as PropertyRole[]) ?? []).every((r) => !mine.includes(r.propertyId)),
      )!;
      const superUser = users.find((u) => u.email === "super@demo.test")!;
      const targets = [superUser, sharing, stranger].filter((u) => u !== me);

      const failures: string[] = [];
      let calls = 0;
      for (const operation of ordered) {
        const propertyIds = operation.paramNames.includes("propertyId")
          ? [own, foreign, "constructor"]
          : [undefined];
        const right = USER_RIGHT[operation.operationId];
        const userTargets: (Item | undefined)[] = right ? targets : [undefined];
        for (const propertyId of propertyIds) {
          for (const target of userTargets) {
            const params: Record<string, string> = {};
            if (propertyId) params.propertyId = propertyId;
            if (target && operation.paramNames.includes("id")) params.id = String(target._id);
            // Role operations work on a role no demo account holds, so the walk keeps its own permissions.
            if (operation.template.startsWith(`${ROLES_BASE}/{_id}`)) params._id = ROLE_IDS.retired;
            const request: Call = sampleCall(sandbox, operation, { params });
            if (target && operation.operationId === "bulkDeleteUsers") request.body = { items: [target] };

            // The expectation, from the state as it is now (earlier calls may have changed it).
            const caller = me ? permissionsFrom(sandbox, users.find((u) => u._id === me._id) ?? me) : null;
            let expected: "401" | "403" | "allowed" | "any";
            if (operation.public) expected = "any";
            else if (!caller) expected = "401";
            else {
              const permitted =
                (!operation.permission || holds(caller, operation.permission, propertyId)) &&
                (propertyId === undefined || isOwnProperty(caller, propertyId, operation.permission)) &&
                (!right || !target || reachesUser(caller, right, target, right === "delete"));
              expected = permitted ? "allowed" : "403";
            }

            const tokens = email ? await signIn(sandbox, email) : undefined;
            if (tokens)
              request.headers = {
                authorization: `Bearer ${tokens.accessToken}`,
                "auth-token": tokens.authToken,
              };
            const answer = await call(sandbox, request);
            calls++;
            const where = `${operation.operationId} ${request.method} ${request.path}${target ? ` (user ${String(target.email)})` : ""}`;
            const status = answer.status;
            const wrong =
              status >= 500 ||
              (expected === "401" && status !== 401) ||
              (expected === "403" && status !== 403) ||
              (expected === "allowed" && (status === 401 || status === 403));
            if (wrong)
              failures.push(
                `${where}: expected ${expected}, got ${status} ${JSON.stringify(answer.body).slice(0, 160)}`,
              );
          }
        }
      }
      expect(calls).toBeGreaterThan(contractOperations.length);
      expect(failures).toEqual([]);
    }, 30_000);
  },
);
