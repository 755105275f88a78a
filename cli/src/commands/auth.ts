import { input, password as promptPassword } from "@inquirer/prompts";
import type { Context } from "../context";
import { authRequired, CliError, EXIT, usageError } from "../errors";
import { printObject } from "../output";
import { anonymousClient, rethrowAuth, signedInClient } from "../session";

export interface LoginOptions {
  email?: string;
  password?: string;
  code?: string;
}

const TWO_FACTOR_REQUIRED = "2fa required";

const prompts = (ctx: Context) => ({ input: ctx.io.stdin, output: ctx.io.stderr });

/** A value from its option, then its env var, then a prompt when stdin is a terminal. */
async function ask(
  ctx: Context,
  value: string | undefined,
  what: { flag: string; env?: string; message: string; secret?: boolean },
): Promise<string> {
  const given = value ?? (what.env ? ctx.io.env[what.env] : undefined);
  if (given) return given;
  if (!ctx.interactive) {
    const source = what.env ? `${what.flag} or ${what.env}` : what.flag;
    throw usageError(`${what.message.toLowerCase()} needed: pass ${source} (stdin is not a terminal).`);
  }
  return what.secret
    ? promptPassword({ message: what.message, mask: "*" }, prompts(ctx))
    : input({ message: what.message, required: true }, prompts(ctx));
}

export async function login(ctx: Context, options: LoginOptions): Promise<number> {
  const email = await ask(ctx, options.email, { flag: "--email", env: "CMS_EMAIL", message: "E-mail" });
  const password = await ask(ctx, options.password, {
    flag: "--password",
    env: "CMS_PASSWORD",
    message: "Password",
    secret: true,
  });
  const client = anonymousClient(ctx);
  const first = await client.POST("/api/cms/v3/auth/token", { body: { email, password } });
  let tokens = first.data;
  if (!tokens) {
    const message = first.error?.message;
    if (first.response.status === 403 && message === TWO_FACTOR_REQUIRED) {
      if (!options.code && !ctx.interactive)
        throw authRequired("this account needs a two-factor code; pass --code (stdin is not a terminal).");
      const code = await ask(ctx, options.code, { flag: "--code", message: "Two-factor code" });
      const second = await client.POST("/api/cms/v3/auth/verify-two-factor-auth-code", {
        body: { email, code },
      });
      if (!second.data)
        throw new CliError(`Sign-in failed: ${second.error?.message ?? `HTTP ${second.response.status}`}`);
      tokens = second.data;
    } else {
      throw new CliError(`Sign-in failed: ${message ?? `HTTP ${first.response.status}`}`);
    }
  }
  const authToken = tokens.authToken;
  const aside = ctx.profiles.repair();
  if (aside)
    ctx.log(`${ctx.profiles.file} could not be read; kept it as ${aside} and started a new profile file.`);
  ctx.profiles.update(ctx.profileName, (profile) => ({ ...profile, baseUrl: ctx.baseUrl, email, authToken }));
  ctx.log(`Signed in to ${ctx.baseUrl} as ${email} (profile "${ctx.profileName}").`);
  return EXIT.ok;
}

/** Ends the session on the server (best effort) and forgets it locally either way. */
export async function logout(ctx: Context): Promise<number> {
  const stored = ctx.profile.authToken;
  if (!stored && !ctx.tokenOverride) {
    ctx.log(`Not signed in (profile "${ctx.profileName}").`);
    return EXIT.ok;
  }
  try {
    const { client } = await signedInClient(ctx);
    await client.GET("/api/cms/v3/auth/logout");
  } catch (error) {
    // An already-expired session or an unreachable server must not keep the token on disk.
    ctx.log(
      `The server did not confirm the sign-out (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  if (!ctx.tokenOverride) {
    ctx.profiles.update(ctx.profileName, ({ authToken: _token, ...rest }) => rest);
  }
  ctx.log(`Signed out (profile "${ctx.profileName}").`);
  return EXIT.ok;
}

export async function whoami(ctx: Context): Promise<number> {
  const { client } = await signedInClient(ctx);
  try {
    const [info, properties] = await Promise.all([
      client.GET("/api/cms/v3/auth/info"),
      client.GET("/api/cms/v3/property/index"),
    ]);
    if (!info.data) throw new CliError(`auth/info failed with HTTP ${info.response.status}`);
    printObject(ctx, {
      email: info.data.email,
      name: [info.data.firstname, info.data.lastname].filter(Boolean).join(" ") || undefined,
      properties: properties.data?.total ?? properties.data?.items.length ?? 0,
      profile: ctx.profileName,
      baseUrl: ctx.baseUrl,
    });
    return EXIT.ok;
  } catch (error) {
    return rethrowAuth(error);
  }
}
