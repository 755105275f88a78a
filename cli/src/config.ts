import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import envPaths from "env-paths";
import { CliError, EXIT } from "./errors";

export const DEFAULT_BASE_URL = "http://127.0.0.1:4010";
export const DEFAULT_PROFILE = "default";

export interface Profile {
  baseUrl?: string;
  email?: string;
  /** The long-lived session token (`auth-token` header). Never printed or logged. */
  authToken?: string;
}

interface ProfilesFile {
  profiles: Record<string, Profile>;
}

/** `CMS_CONFIG_DIR` when set (tests, CI, several installations side by side), else the user's config dir. */
export function configDir(env: Record<string, string | undefined>): string {
  return env.CMS_CONFIG_DIR || envPaths("cms", { suffix: "" }).config;
}

/** Creates the directory readable by its owner only: it holds session tokens and job journals. */
export function ensureDir(dir: string): string {
  try {
    if (!existsSync(dir)) mkdirSync(dir, { recursive: true, mode: 0o700 });
    else if (!statSync(dir).isDirectory())
      throw Object.assign(new Error("not a directory"), { code: "EEXIST" });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new CliError(
      `the configuration directory (CMS_CONFIG_DIR, or the user's config directory) cannot be used: ${dir} (${code}).`,
      EXIT.usage,
    );
  }
  return dir;
}

/** Writes atomically with mode 0600, so that a crash never leaves a half-written or world-readable file. */
export function writePrivateFile(file: string, content: string) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content, { mode: 0o600 });
  // The mode of writeFileSync is filtered by the umask; chmod makes it exact.
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
}

export class ProfileStore {
  readonly file: string;

  constructor(readonly dir: string) {
    this.file = join(dir, "profiles.json");
  }

  private read(): ProfilesFile {
    if (!existsSync(this.file)) return { profiles: {} };
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(this.file, "utf8").replace(/^\uFEFF/, ""));
    } catch (error) {
      throw new CorruptProfiles(this.file, error instanceof Error ? error.message : String(error));
    }
    const profiles = (parsed as Partial<ProfilesFile> | null)?.profiles ?? {};
    const isObject = (v: unknown) => typeof v === "object" && v !== null && !Array.isArray(v);
    if (!isObject(parsed) || !isObject(profiles) || !Object.values(profiles).every(isObject))
      throw new CorruptProfiles(this.file, 'expected {"profiles": {"<name>": {...}}}');
    return { profiles };
  }

  get(name: string): Profile {
    return this.read().profiles[name] ?? {};
  }

  /**
   * Sets aside a profile file that cannot be read (as `profiles.json.corrupt`, for whatever it still holds)
   * so that `cms login` can write a fresh one; returns where it went, or undefined when it was fine.
   */
  repair(): string | undefined {
    try {
      this.read();
      return undefined;
    } catch (error) {
      if (!(error instanceof CorruptProfiles)) throw error;
      const aside = `${this.file}.corrupt`;
      renameSync(this.file, aside);
      return aside;
    }
  }

  update(name: string, change: (profile: Profile) => Profile | undefined) {
    const all = this.read();
    const next = change(all.profiles[name] ?? {});
    const { [name]: _previous, ...others } = all.profiles;
    all.profiles = next ? { ...others, [name]: next } : others;
    ensureDir(this.dir);
    writePrivateFile(this.file, `${JSON.stringify(all, null, 2)}\n`);
  }
}

/** profiles.json is not what the CLI wrote: named in the message, with the way out. */
export class CorruptProfiles extends CliError {
  constructor(
    readonly file: string,
    reason: string,
  ) {
    super(
      `the profile file ${file} cannot be read (${reason}); run \`cms login\` to start a new one (the old one is kept as ${file}.corrupt), or fix the file.`,
    );
  }
}
