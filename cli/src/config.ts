import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import envPaths from "env-paths";

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
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true, mode: 0o700 });
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
    const parsed = JSON.parse(readFileSync(this.file, "utf8")) as Partial<ProfilesFile>;
    return { profiles: parsed.profiles ?? {} };
  }

  get(name: string): Profile {
    return this.read().profiles[name] ?? {};
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
