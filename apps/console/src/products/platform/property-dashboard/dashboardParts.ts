import { satisfies } from "../../../access";
import type { DashboardPart } from "../../../access";
import { HEARTBEAT, LICENCES } from "../permissions";
import { renewalState } from "../licence/licences";

// The property dashboard's pure rules (issue 29): which parts a user sees and the figures each part shows.
// The products' parts are their contributions (access/contributions.ts); licences and heartbeat are the
// platform's own, about the property itself, and stand below them.

/** The platform's own parts, after the products'. */
export type OwnPart = "licences" | "heartbeat";

/** The products' parts the permissions allow, in their order; never a part the user would be refused. */
export function visibleParts(
  parts: readonly DashboardPart[],
  permissions: ReadonlySet<string>,
): DashboardPart[] {
  return parts.filter((part) => part.requirements.some((requirement) => satisfies(permissions, requirement)));
}

/** The platform's own parts the permissions allow: licences, then the bridge heartbeat. */
export function ownParts(permissions: ReadonlySet<string>): OwnPart[] {
  return [
    ...(satisfies(permissions, LICENCES.list) ? (["licences"] as const) : []),
    ...(satisfies(permissions, HEARTBEAT.list) ? (["heartbeat"] as const) : []),
  ];
}

/**
 * How much of the licence period is used, in percent (the UsageBar's scale): the period is the licence's auto
 * renew days (365 by default), so 30 days left of 365 is 91.8 %; an expired licence is 100 %, a licence that
 * ends beyond a full period 0 %. Without an end there is nothing to measure (undefined).
 */
export function licencePeriodUsed(
  validUntil: string | undefined,
  autoRenewDays: number | undefined,
  now: Date,
): number | undefined {
  const { state, daysLeft } = renewalState(validUntil, now);
  if (state === "unknown" || daysLeft === undefined) return undefined;
  if (state === "expired") return 100;
  const period = autoRenewDays && autoRenewDays > 0 ? autoRenewDays : 365;
  return Math.min(100, Math.max(0, ((period - daysLeft) / period) * 100));
}
