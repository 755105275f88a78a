import { expect, test } from "@playwright/test";
import type { FastifyInstance } from "fastify";
import type { AddressInfo } from "node:net";
import { localCertificate } from "../server/localCertificate";
// @ts-expect-error: plain JavaScript for the deploy, typed by its JSDoc, no declaration file
import { createConsoleServer } from "../server/serve.mjs";
import { SANDBOX } from "./env";
import { USERS, screenTitle, signIn } from "./support";

// The deploy server with a certificate (README "Deploy": `--cert`, `--key`): the console over HTTPS and HTTP/2,
// its scripts, page and proxied API calls on one connection rather than six at a time (issue 40), with the same
// policy the plain server sends. The certificate is made for this run; only this test's browser accepts it.

let server: FastifyInstance | undefined;
let origin: string;

test.beforeAll(async () => {
  server = (await createConsoleServer({
    api: SANDBOX,
    tls: await localCertificate(),
  })) as FastifyInstance;
  await server.listen({ port: 0, host: "127.0.0.1" });
  origin = `https://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await server?.close();
});

test("over HTTPS the console signs in and draws a screen with every file and call over HTTP/2, within its policy", async ({
  browser,
}) => {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: origin });
  const page = await context.newPage();
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });

  await signIn(page, USERS.super, { nextpage: "/roles" });
  await expect(screenTitle(page)).toHaveText("Roles");
  await expect(page.getByRole("row", { name: /Front desk/ })).toBeVisible();

  // A reload, as the user's next visit: the page, the shell's and the screen's scripts and the screen's data.
  await page.reload();
  await expect(page.getByRole("row", { name: /Front desk/ })).toBeVisible();
  const protocols = await page.evaluate(() =>
    [
      ...performance.getEntriesByType("navigation"),
      ...(performance.getEntriesByType("resource") as PerformanceResourceTiming[]),
    ].map((entry) => ({
      kind: (entry as PerformanceResourceTiming).initiatorType,
      path: new URL(entry.name).pathname,
      protocol: (entry as PerformanceResourceTiming).nextHopProtocol,
    })),
  );
  expect(protocols.find(({ kind }) => kind === "navigation")?.protocol).toBe("h2");
  const scripts = protocols.filter(({ path }) => path.endsWith(".js") && path.startsWith("/assets/"));
  expect(scripts.length).toBeGreaterThan(10);
  expect(scripts.filter(({ protocol }) => protocol !== "h2")).toEqual([]);
  const calls = protocols.filter(({ path }) => path.startsWith("/api/"));
  expect(calls.map(({ path }) => path)).toContain("/api/cms/v3/role/index");
  expect(calls.filter(({ protocol }) => protocol !== "h2")).toEqual([]);
  expect(refused).toEqual([]);
  await context.close();
});
