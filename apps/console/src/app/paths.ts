// The sign-in pages' paths: part of the first load, apart from the route table of the signed-in screens.

/** The public routes: no token needed (platform.md "Route guard"). */
export const PUBLIC_PATHS = {
  login: "/login",
  forgotPassword: "/login/forgot-password",
  setNewPassword: "/login/forgot-password/set-new-password",
} as const;

/**
 * The links of a reset e-mail, which the route guard lets through (platform.md "Route guard": reset-password and
 * reset-password-by-id): `/reset-password?code=…` and `/reset-password/<code>`. Both open the set-new-password
 * step with the code filled in (docs/decisions.md).
 */
export const RESET_LINKS = {
  resetPassword: "/reset-password",
  resetPasswordById: "/reset-password/:code",
} as const;

/** The set-new-password step, with the code from a reset link when there is one. */
export function setNewPasswordPath(code?: string | null) {
  const trimmed = code?.trim();
  return trimmed
    ? `${PUBLIC_PATHS.setNewPassword}?${new URLSearchParams({ code: trimmed }).toString()}`
    : PUBLIC_PATHS.setNewPassword;
}

/** `/login?nextpage=<the full path asked for>` (platform.md "Login screens"). */
export function loginPath(nextpage: string, email?: string) {
  const query = new URLSearchParams();
  if (nextpage && nextpage !== "/") query.set("nextpage", nextpage);
  if (email) query.set("email", email);
  const search = query.toString();
  return search ? `${PUBLIC_PATHS.login}?${search}` : PUBLIC_PATHS.login;
}
