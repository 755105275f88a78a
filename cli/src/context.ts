import { createColors } from "picocolors";
import {
  CorruptProfiles,
  ProfileStore,
  configDir,
  DEFAULT_BASE_URL,
  DEFAULT_PROFILE,
  type Profile,
} from "./config";
import { usageError } from "./errors";
import { Breaker, DEFAULT_RETRY } from "./http";
import type { CliIo } from "./io";

export const FORMATS = ["table", "json", "jsonl", "csv"] as const;
export type Format = (typeof FORMATS)[number];

/** The global options, as commander hands them to every subcommand. */
export interface GlobalOptions {
  baseUrl?: string;
  profile?: string;
  token?: string;
  format?: string;
  color?: boolean;
}

export type Colors = ReturnType<typeof createColors>;

/** What a command needs besides its own options: resolved globals, output helpers, the profile store. */
export interface Context {
  io: CliIo;
  profileName: string;
  profiles: ProfileStore;
  profile: Profile;
  baseUrl: string;
  /** `--token` or `CMS_TOKEN`: a session token that overrides the stored one and is never stored. */
  tokenOverride: string | undefined;
  format: Format;
  /** Colours of stdout (data) and stderr (logs); each is off when its stream is not a terminal. */
  colors: Colors;
  errColors: Colors;
  /** Logs go to stderr, so that stdout carries data only. */
  log: (line: string) => void;
  /** Prompts only when stdin is a terminal; otherwise everything must come from options and env. */
  interactive: boolean;
  /** The circuit breaker of this run's calls (src/http.ts). */
  breaker: Breaker;
}

/** `CMS_GIVE_UP_AFTER` (seconds), else the retry policy's: how long the API may stay unreachable. */
function giveUpAfter(io: CliIo): number {
  const fromEnv = io.env.CMS_GIVE_UP_AFTER;
  if (fromEnv !== undefined && fromEnv !== "") {
    const seconds = Number(fromEnv);
    if (!Number.isFinite(seconds) || seconds <= 0)
      throw usageError(`CMS_GIVE_UP_AFTER must be a number of seconds > 0, not "${fromEnv}".`);
    return seconds * 1000;
  }
  return io.retry?.giveUpAfter ?? DEFAULT_RETRY.giveUpAfter;
}

/**
 * `repairing`: for `cms login`, which replaces a profile file it cannot read instead of failing on it; every
 * other command stops on such a file with a message naming it.
 */
export function createContext(io: CliIo, options: GlobalOptions, repairing = false): Context {
  const env = io.env;
  const profileName = options.profile ?? env.CMS_PROFILE ?? DEFAULT_PROFILE;
  const profiles = new ProfileStore(configDir(env));
  let profile: Profile = {};
  try {
    profile = profiles.get(profileName);
  } catch (error) {
    if (!(repairing && error instanceof CorruptProfiles)) throw error;
  }
  const format = (options.format ?? env.CMS_FORMAT ?? "table") as Format;
  if (!FORMATS.includes(format)) throw usageError(`--format must be one of ${FORMATS.join(", ")}.`);
  // NO_COLOR (no-color.org): any non-empty value turns colours off; so does output that is not a terminal.
  const colored = options.color !== false && !env.NO_COLOR && Boolean(io.stdout.isTTY);
  const stderrColored = options.color !== false && !env.NO_COLOR && Boolean(io.stderr.isTTY);
  const baseUrl = (options.baseUrl ?? env.CMS_BASE_URL ?? profile.baseUrl ?? DEFAULT_BASE_URL).replace(
    /\/+$/,
    "",
  );
  return {
    io,
    profileName,
    profiles,
    profile,
    baseUrl,
    tokenOverride: options.token ?? (env.CMS_TOKEN || undefined),
    format,
    colors: createColors(colored),
    log: (line) => {
      io.stderr.write(`${line}\n`);
    },
    errColors: createColors(stderrColored),
    interactive: Boolean(io.stdin.isTTY),
    breaker: new Breaker(baseUrl, giveUpAfter(io)),
  };
}
