import { createColors } from "picocolors";
import { ProfileStore, configDir, DEFAULT_BASE_URL, DEFAULT_PROFILE, type Profile } from "./config";
import { usageError } from "./errors";
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
}

export function createContext(io: CliIo, options: GlobalOptions): Context {
  const env = io.env;
  const profileName = options.profile ?? env.CMS_PROFILE ?? DEFAULT_PROFILE;
  const profiles = new ProfileStore(configDir(env));
  const profile = profiles.get(profileName);
  const format = (options.format ?? env.CMS_FORMAT ?? "table") as Format;
  if (!FORMATS.includes(format)) throw usageError(`--format must be one of ${FORMATS.join(", ")}.`);
  // NO_COLOR (no-color.org): any non-empty value turns colours off; so does output that is not a terminal.
  const colored = options.color !== false && !env.NO_COLOR && Boolean(io.stdout.isTTY);
  const stderrColored = options.color !== false && !env.NO_COLOR && Boolean(io.stderr.isTTY);
  return {
    io,
    profileName,
    profiles,
    profile,
    baseUrl: (options.baseUrl ?? env.CMS_BASE_URL ?? profile.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, ""),
    tokenOverride: options.token ?? (env.CMS_TOKEN || undefined),
    format,
    colors: createColors(colored),
    log: (line) => {
      io.stderr.write(`${line}\n`);
    },
    errColors: createColors(stderrColored),
    interactive: Boolean(io.stdin.isTTY),
  };
}
