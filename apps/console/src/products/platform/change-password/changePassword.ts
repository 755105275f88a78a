import type { Session } from "../../../session/session";
import { messageOf } from "../../../session/session";

/**
 * Copies the new password into the session user's info and sends that as the session-user update
 * (platform.md section 4). The copy is the update's body only: AuthInfo has no password, and a password
 * kept in memory after the call would only be a liability. Here rather than in the session, whose code every
 * page loads first, the sign-in page too.
 */
export async function changePassword(
  session: Session,
  password: string,
): Promise<{ ok: boolean; message?: string }> {
  const user = session.getState().user;
  if (!user) return { ok: false };
  const { data, error, response } = await session.client.PUT("/api/cms/v3/user", {
    body: { _id: user.id, email: user.email, firstname: user.firstname, lastname: user.lastname, password },
  });
  return data ? { ok: true } : { ok: false, message: messageOf(response, error) };
}
