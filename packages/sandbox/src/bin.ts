import { Command, InvalidArgumentError } from "commander";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./seed/platform";
import { startSandboxServer } from "./server";

const integer = (name: string, min: number) => (value: string) => {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min)
    throw new InvalidArgumentError(`${name} must be an integer >= ${min}.`);
  return parsed;
};

const program = new Command("sandbox")
  .description("The reference implementation of openapi.yaml with demo data, as an HTTP server.")
  .option("--port <port>", "port to listen on", integer("port", 0), 4010)
  .option("--host <host>", "interface to listen on", "127.0.0.1")
  .option("--latency <ms>", "added delay per call", integer("latency", 0), 0)
  .option("--token-ttl <seconds>", "lifetime of access tokens", integer("token-ttl", 1), 3600)
  .option("--scale <n>", "multiply list sizes (e.g. 80: 2,000 properties)", integer("scale", 1), 1)
  .option(
    "--data <dir>",
    "keep the state in this folder across restarts (each write is on disk before it is answered)",
  )
  .option("--reset", "with --data: start again from the seed, dropping the saved state")
  .option("--today <date>", "the seed's today (YYYY-MM-DD)", new Date().toISOString().slice(0, 10))
  .option(
    "--cors-origin <origins>",
    "comma-separated origins whose pages may call with credentials (default: the console's dev, preview and Storybook origins)",
  )
  .option(
    "--fixed-code <code>",
    "every two-factor and reset code is this one instead of a random code (end-to-end runs only; never on a shared sandbox)",
  )
  .action(
    async (options: {
      port: number;
      host: string;
      latency: number;
      tokenTtl: number;
      scale: number;
      data?: string;
      reset?: boolean;
      today: string;
      corsOrigin?: string;
      fixedCode?: string;
    }) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(options.today))
        throw new InvalidArgumentError("--today must be YYYY-MM-DD.");
      const started = performance.now();
      const { url } = await startSandboxServer({
        port: options.port,
        host: options.host,
        latency: options.latency,
        tokenTtlSeconds: options.tokenTtl,
        scale: options.scale,
        dataDir: options.data,
        reset: options.reset,
        today: options.today,
        corsOrigins: options.corsOrigin
          ?.split(",")
          .map((origin) => origin.trim())
          .filter(Boolean),
        fixedCode: options.fixedCode,
      });
      console.log(
        `Sandbox API on ${url} (ready in ${Math.round(performance.now() - started)} ms, today ${options.today}, scale ${options.scale})`,
      );
      if (options.data)
        console.log(
          `State kept in ${options.data}${options.reset ? " (reset to the seed)" : ""}; to start again from the seed, add --reset`,
        );
      console.log(`Demo accounts, password "${DEMO_PASSWORD}":`);
      for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email.padEnd(22)} ${account.what}`);
    },
  );

await program.parseAsync();
