import type { CmsClient } from "@cms/api";
import { isCmsApiError } from "@cms/api";
import { serverMessage } from "../../../session/session";

/**
 * What a release ended in. `unknown` and `refused` are about the ID typed (shown at the field, which keeps it);
 * `forbidden` is the user's missing permission; `failed` is the server's or the network's trouble.
 */
export type ReleaseOutcome =
  | { kind: "released" }
  | { kind: "unknown" }
  | { kind: "refused"; message: string }
  | { kind: "forbidden" }
  | { kind: "failed"; message: string };

/** The ID as the payment provider wrote it: spaces around a pasted ID are not part of it. */
export const authorizationIdOf = (typed: string) => typed.trim();

/** The outcome of an answered call: 404 is the spec's unknown ID, another 4xx the server's reason for refusing. */
export function outcomeOf(status: number, error: unknown): ReleaseOutcome {
  if (status >= 200 && status < 300) return { kind: "released" };
  if (status === 404) return { kind: "unknown" };
  const message = serverMessage(error) ?? `HTTP ${status}`;
  if (status >= 400 && status < 500) return { kind: "refused", message };
  return { kind: "failed", message };
}

/** Releases one payment authorization of the property (products.md section 7, "Release authorization"). */
export async function releaseAuthorization(
  client: CmsClient,
  propertyId: string,
  authorizationId: string,
): Promise<ReleaseOutcome> {
  try {
    const { response, error } = await client.POST(
      "/api/cms/v3/{propertyId}/oneapp/webcheckin/release_authorization",
      { params: { path: { propertyId } }, body: { authorizationId } },
    );
    return outcomeOf(response.status, error);
  } catch (failure) {
    if (isCmsApiError(failure, "forbidden")) return { kind: "forbidden" };
    return { kind: "failed", message: failure instanceof Error ? failure.message : String(failure) };
  }
}
