// The sign-in pages' paths: part of the first load, apart from the route table of the signed-in screens.

/** The public routes: no token needed (platform.md "Route guard"). */
export const PUBLIC_PATHS = {
  login: "/login",
  forgotPassword: "/login/forgot-password",
  setNewPassword: "/login/forgot-password/set-new-password",
} as const;

/** `/login?nextpage=<the full path asked for>` (platform.md "Login screens"). */
export function loginPath(nextpage: string, email?: string) {
  const query = new URLSearchParams();
  if (nextpage && nextpage !== "/") query.set("nextpage", nextpage);
  if (email) query.set("email", email);
  const search = query.toString();
  return search ? `${PUBLIC_PATHS.login}?${search}` : PUBLIC_PATHS.login;
}
