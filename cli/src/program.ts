import {
  Argument,
  Command,
  CommanderError,
  InvalidArgumentError,
  Option,
  type OptionValues,
} from "@commander-js/extra-typings";
import { ForbiddenError, isCmsApiError } from "@cms/api";
import { login, logout, whoami } from "./commands/auth";
import { completionScript, SHELLS } from "./commands/completion";
import { guestsAction } from "./commands/guests";
import { exportGuests, importGuests } from "./commands/guestData";
import { heartbeat } from "./commands/heartbeat";
import { emailTickets, exportTickets } from "./commands/tickets";
import { exportUsers } from "./commands/users";
import { listLicences, MAX_AUTO_RENEW_DAYS, renewLicences } from "./commands/licences";
import { listProperties } from "./commands/properties";
import { createContext, FORMATS, type Context, type GlobalOptions } from "./context";
import { CliError, EXIT } from "./errors";
import type { CliIo } from "./io";
import { DEFAULT_CONCURRENCY, MAX_CONCURRENCY } from "./jobs/runner";

const integer =
  (name: string, min: number, max = Number.MAX_SAFE_INTEGER) =>
  (value: string) => {
    const parsed = Number(value);
    if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(parsed) || parsed < min || parsed > max)
      throw new InvalidArgumentError(
        max === Number.MAX_SAFE_INTEGER
          ? `${name} must be a whole number >= ${min}.`
          : `${name} must be a whole number from ${min} to ${max}.`,
      );
    return parsed;
  };

const boolean = (value: string) => {
  const v = value.trim().toLowerCase();
  if (["true", "yes", "on", "1"].includes(v)) return true;
  if (["false", "no", "off", "0"].includes(v)) return false;
  throw new InvalidArgumentError("expected true or false.");
};

const examples = (...lines: string[]) => `\nExamples:\n${lines.map((l) => `  $ ${l}`).join("\n")}\n`;

/** The target and job options of every bulk command (issue 10, section 3). */
function withTargets<Opts extends OptionValues, Globals extends OptionValues>(
  command: Command<[], Opts, Globals>,
) {
  return command
    .option("--property <id...>", "property ids (space- or comma-separated)")
    .option("--group <id>", "every property of a property group (id or name)")
    .option("--all", "every property you can see")
    .option("--from-file <file>", "targets from a CSV or JSONL file with a `property` column (- for stdin)")
    .option("--skip-invalid", "leave out bad rows of --from-file instead of refusing to start")
    .option(
      "--concurrency <n>",
      `calls in flight at once (1 to ${MAX_CONCURRENCY})`,
      integer("--concurrency", 1, MAX_CONCURRENCY),
      DEFAULT_CONCURRENCY,
    );
}

/**
 * The options of every command that changes data as a resumable job: `--dry-run`, `--yes`, `--resume`.
 * `verb` and `skipped` word the help for what the command does ("send", "tickets already sent").
 */
function withChanges<Opts extends OptionValues, Globals extends OptionValues>(
  command: Command<[], Opts, Globals>,
  { verb = "change", apply = "apply", skipped = "finished items" } = {},
) {
  return command
    .option("--dry-run", `print the plan and ${verb} nothing`)
    .option("-y, --yes", `${apply} without asking (required when not interactive)`)
    .option("--resume <job>", `continue a stopped job from its journal, skipping ${skipped}`);
}

/**
 * The `cms` program. Everything it touches comes through `io`, so tests run commands in-process against a
 * real sandbox server; `run` resolves to the exit code instead of exiting.
 */
export function createProgram(io: CliIo) {
  let exitCode: number = EXIT.ok;
  const colorsOn = (stream: CliIo["stdout"]) => Boolean(stream.isTTY) && !io.env.NO_COLOR;

  const program = new Command("cms")
    .description(
      "The hotel back-office console for the command line: sign-in, properties and bulk licence work.",
    )
    .option(
      "--base-url <url>",
      "API origin (env CMS_BASE_URL; default the profile's, else http://127.0.0.1:4010)",
    )
    .option("--profile <name>", 'configuration profile (env CMS_PROFILE; default "default")')
    .option("--token <token>", "session token to use instead of the stored one (env CMS_TOKEN)")
    .addOption(new Option("--format <format>", "output format (env CMS_FORMAT)").choices(FORMATS))
    .option("--no-color", "no colours (also when NO_COLOR is set or output is not a terminal)")
    .exitOverride()
    .showHelpAfterError("(run with --help for usage)")
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
      getOutHasColors: () => colorsOn(io.stdout),
      getErrHasColors: () => colorsOn(io.stderr),
    })
    .addHelpText(
      "after",
      examples(
        "cms login --email ops@example.com",
        "cms licences list --property 1001 1002 --format json",
        "cms licences renew --all --product gateway --days 365 --dry-run",
        "CMS_PROFILE=staging cms whoami",
      ) +
        "\nExit codes: 0 ok, 1 error, 2 usage, 3 partial failure, 4 auth required, 130 interrupted (SIGINT),\n" +
        "143 terminated (SIGTERM), 129 hung up (SIGHUP).\n" +
        "Configuration lives in the user's config directory, or CMS_CONFIG_DIR when set.\n",
    );

  const context = (command: { optsWithGlobals(): object }, repairing = false): Context =>
    createContext(io, command.optsWithGlobals() as GlobalOptions, repairing);
  const act = (code: Promise<number>) =>
    code.then((value) => {
      exitCode = value;
    });

  program
    .command("login")
    .description("sign in and keep the session in the profile")
    .option("--email <email>", "e-mail address (env CMS_EMAIL)")
    .option("--password <password>", "password (env CMS_PASSWORD; prefer the env var or the prompt)")
    .option("--code <code>", "two-factor code, when the account asks for one")
    .addHelpText(
      "after",
      examples(
        "cms login                                  # prompts in a terminal",
        "CMS_EMAIL=ops@example.com CMS_PASSWORD=... cms login",
        "cms login --email twofa@demo.test --code <code> --profile sandbox   # the sandbox logs the code",
      ),
    )
    .action((options, command) => act(login(context(command, true), options)));

  program
    .command("logout")
    .description("end the session on the server and forget it")
    .addHelpText("after", examples("cms logout", "cms logout --profile staging"))
    .action((_options, command) => act(logout(context(command))));

  program
    .command("whoami")
    .description("show the signed-in user and how many properties they see")
    .addHelpText("after", examples("cms whoami", "cms whoami --format json"))
    .action((_options, command) => act(whoami(context(command))));

  // Groups show examples too: `cms licences --help` is where people look first (issue 10, section 1).
  const properties = program
    .command("properties")
    .description("properties you can see")
    .addHelpText("after", examples("cms properties list", "cms properties list --format json"));
  properties
    .command("list")
    .description("list the properties you can see")
    .addHelpText(
      "after",
      examples("cms properties list", "cms properties list --format csv > properties.csv"),
    )
    .action((_options, command) => act(listProperties(context(command))));

  const licences = program
    .command("licences")
    .alias("licenses")
    .description("licences of the four products: stream, gateway, guestapp, digitalkey")
    .addHelpText(
      "after",
      examples(
        "cms licences list --property 1001 1002",
        "cms licences renew --group 'Alpine Resorts' --product gateway --days 365 --dry-run",
      ),
    );

  withTargets(licences.command("list"))
    .description("show the licences of the chosen properties")
    .option("--product <name...>", "stream, gateway, guestapp, digitalkey or all (default all)")
    .addHelpText(
      "after",
      examples(
        "cms licences list --property 1001 1002",
        "cms licences list --group 'Alpine Resorts' --product gateway --format csv",
        "cms licences list --all --format jsonl | jq 'select(.autoRenew == false)'",
      ),
    )
    .action((options, command) => act(listLicences(context(command), options)));

  withChanges(withTargets(licences.command("renew")))
    .description("set auto renew, auto renew days and/or themes, as a resumable job")
    .option("--product <name...>", "stream, gateway, guestapp, digitalkey or all (default all)")
    .option(
      "--days <n>",
      `auto renew days (1 to ${MAX_AUTO_RENEW_DAYS}, as the contract and the licence form)`,
      integer("--days", 1, MAX_AUTO_RENEW_DAYS),
    )
    .option("--auto-renew <bool>", "auto renew on or off (true|false)", boolean)
    .option("--themes <n>", "themes allowed (not for stream)", integer("--themes", 0))
    .option("--extend", "extend validUntil by the auto renew days (the renewal itself)")
    .addHelpText(
      "after",
      examples(
        "cms licences renew --property 1001 1002 --product gateway --days 365 --dry-run",
        "cms licences renew --group 'Alpine Resorts' --auto-renew true --yes",
        "cms licences renew --from-file renewals.csv --days 30 --yes --concurrency 16",
        "cms licences renew --all --product stream --extend --yes",
        "cms licences renew --resume licences-renew-20261120T101500-1a2b3c --yes",
      ) +
        "\nA journal per job is kept under <config>/jobs; failed items go to <job>.failed.csv (or .jsonl).\n" +
        "--extend fixes each new validUntil when it plans; the failed-items file carries it (newValidUntil),\n" +
        "so a resume or the file fed back never extends twice.\n",
    )
    .action((options, command) => act(renewLicences(context(command), options)));

  const guests = program
    .command("guests")
    .description("check-in room manager guests: PMS ping and sync, export and import")
    .addHelpText(
      "after",
      examples(
        "cms guests ping --all",
        "cms guests sync --property 1001 --yes",
        "cms guests export --property 1001 > guests.csv",
        "cms guests import --from-file guests.csv --dry-run",
      ),
    );
  withTargets(guests.command("ping"))
    .description("ping each property's PMS and report each answer")
    .addHelpText(
      "after",
      examples("cms guests ping --all", "cms guests ping --group 'Alpine Resorts' --format json"),
    )
    .action((options, command) => act(guestsAction(context(command), "ping", options)));
  withChanges(withTargets(guests.command("sync")))
    .description("start a guest sync from the PMS for each property, as a resumable job")
    .addHelpText(
      "after",
      examples(
        "cms guests sync --property 1001 1002 --yes",
        "cms guests sync --from-file hotels.csv --dry-run",
      ),
    )
    .action((options, command) => act(guestsAction(context(command), "sync", options)));

  const tickets = program
    .command("tickets")
    .description("gateway tickets and bulk tickets")
    .addHelpText(
      "after",
      examples(
        "cms tickets export --property 1001 --out ./tickets --pdf",
        "cms tickets email --property 1001 --to frontdesk@hotel.example --dry-run",
      ),
    );
  withTargets(tickets.command("export"))
    .description("export gateway tickets and bulk tickets to CSV (and bulk ticket PDFs) into --out")
    .requiredOption(
      "--out <dir>",
      "directory for the files, named <property>-gateway-tickets.csv and <property>-bulk-<ticket>.csv|pdf",
    )
    .option("--pdf", "also download each bulk ticket's PDF")
    .addHelpText(
      "after",
      examples(
        "cms tickets export --property 1001 --out ./tickets",
        "cms tickets export --group 'Alpine Resorts' --out ./tickets --pdf",
      ),
    )
    .action((options, command) => act(exportTickets(context(command), options)));

  withChanges(withTargets(tickets.command("email")), {
    verb: "send",
    apply: "send",
    skipped: "tickets already sent",
  })
    .description("e-mail bulk tickets (PDF attached by the API) to one address, as a resumable job")
    .option("--to <email>", "recipient")
    .option("--ticket <id...>", "only these bulk tickets (default every bulk ticket of the targets)")
    .addHelpText(
      "after",
      examples(
        "cms tickets email --property 1001 --to frontdesk@hotel.example --dry-run",
        "cms tickets email --property 1001 --ticket 662000001001000000000001 --to events@hotel.example --yes",
      ),
    )
    .action((options, command) => act(emailTickets(context(command), options)));

  const users = program
    .command("users")
    .description("users you can see")
    .addHelpText("after", examples("cms users export > users.csv"));
  users
    .command("export")
    .description("export the users you can see (CSV unless --format says otherwise)")
    .addHelpText("after", examples("cms users export > users.csv", "cms users export --format jsonl"))
    .action((_options, command) => {
      const globals = command.optsWithGlobals() as GlobalOptions;
      return act(exportUsers(context(command), Boolean(globals.format ?? io.env.CMS_FORMAT)));
    });

  withTargets(guests.command("export"))
    .description("export the check-in guests of the targets (CSV unless --format says otherwise)")
    .addHelpText(
      "after",
      examples("cms guests export --property 1001 > guests.csv", "cms guests export --all --format jsonl"),
    )
    .action((options, command) => {
      const globals = command.optsWithGlobals() as GlobalOptions;
      return act(exportGuests(context(command), options, Boolean(globals.format ?? io.env.CMS_FORMAT)));
    });
  withChanges(withTargets(guests.command("import")))
    .description(
      "create or update check-in guests from --from-file, matched by property, room and reservation number",
    )
    .addHelpText(
      "after",
      examples(
        "cms guests import --from-file guests.csv --dry-run",
        "cms guests export --property 1001 | cms guests import --from-file - --yes",
      ) +
        "\nColumns: property, room, reservationNr, firstName, lastName, language (required), checkin, checkout, title, shareFlag, groupNr, vipStatus, noPost.\n",
    )
    .action((options, command) => act(importGuests(context(command), options)));

  program
    .command("heartbeat")
    .description("stale-bridge report for cron: exit 1 when a bridge has not reported within --max-age")
    .option("--max-age <minutes>", "how old a last report may be", integer("--max-age", 1), 30)
    .option("--only-stale", "print only the stale properties")
    .option("--now <datetime>", "judge ages against this time instead of the clock (ISO date-time)")
    .addHelpText(
      "after",
      examples(
        "cms heartbeat --only-stale",
        "*/10 * * * * cms heartbeat --only-stale --max-age 20 --format csv || notify-ops",
      ),
    )
    .action((options, command) => act(heartbeat(context(command), options)));

  program
    .command("completion")
    .description("print the shell completion script for bash, zsh or fish")
    .addArgument(new Argument("<shell>", "the shell").choices(SHELLS))
    .addHelpText(
      "after",
      examples(
        "source <(cms completion bash)              # in ~/.bashrc",
        "source <(cms completion zsh)               # in ~/.zshrc",
        "cms completion fish > ~/.config/fish/completions/cms.fish",
      ),
    )
    .action((shell) => {
      io.stdout.write(completionScript(program, shell));
    });

  async function run(argv: string[]): Promise<number> {
    exitCode = EXIT.ok;
    try {
      await program.parseAsync(argv, { from: "user" });
      return exitCode;
    } catch (error) {
      return report(error);
    }
  }

  function report(error: unknown): number {
    const say = (message: string) => io.stderr.write(`cms: ${message}\n`);
    if (error instanceof CommanderError) {
      // Help and version end with 0; every other commander error is a usage error (already printed).
      return error.exitCode === 0 || error.code === "commander.helpDisplayed" ? EXIT.ok : EXIT.usage;
    }
    if (error instanceof CliError) {
      say(error.message);
      return error.exitCode;
    }
    if (isCmsApiError(error, "unauthorized")) {
      say("auth required: the session expired and could not be renewed; run `cms login`.");
      return EXIT.authRequired;
    }
    if (isCmsApiError(error, "network")) {
      say(`cannot reach the API (${error.method} ${error.url}); check --base-url or CMS_BASE_URL.`);
      return EXIT.error;
    }
    if (error instanceof ForbiddenError) {
      say(`forbidden: ${error.serverMessage ?? error.message}`);
      return EXIT.error;
    }
    if (error instanceof Error && error.name === "ExitPromptError") {
      say("interrupted");
      return EXIT.interrupted;
    }
    say(
      error instanceof Error
        ? io.env.CMS_DEBUG
          ? (error.stack ?? error.message)
          : error.message
        : String(error),
    );
    return EXIT.error;
  }

  return { program, run };
}
