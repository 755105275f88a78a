/**
 * `--data <dir>`: a write is answered only once it is on disk. The sandbox is killed with SIGKILL in the
 * middle of a stream of writes and restarted on the same folder: every write it acknowledged is there. A
 * torn last journal line is dropped on load, and compaction into a new snapshot loses nothing.
 */
import type { ChildProcess } from "node:child_process";
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startSandboxServer } from "../src/server";
import { signIn, startSandboxProcess } from "./sandboxProcess";

const ALLOW = "/api/cms/v3/1001/onespeed/whitelist";
const children: ChildProcess[] = [];
afterAll(() => children.forEach((child) => child.kill("SIGKILL")));

/** The sandbox as its own process on `dataDir`, killed after the file's tests at the latest. */
async function launch(dataDir: string): Promise<{ child: ChildProcess; url: string; output: string[] }> {
  const sandbox = startSandboxProcess(["--data", dataDir]);
  children.push(sandbox.child);
  return { ...sandbox, url: await sandbox.url };
}

/** Resolves once the process has ended, also when it already has. */
const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once("exit", resolve));

const mac = (n: number) =>
  [0x02, 0, (n >> 16) & 255, (n >> 8) & 255, n & 255, 0x42]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join(":");

async function devices(url: string, token: string): Promise<Set<string>> {
  const answer = await fetch(`${url}${ALLOW}/index`, { headers: { authorization: `Bearer ${token}` } });
  const { items } = (await answer.json()) as { items: { device?: string }[] };
  return new Set(items.map((item) => item.device ?? ""));
}

describe("the sandbox with --data", () => {
  it("keeps every acknowledged write through a SIGKILL during a stream of writes", async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), "sandbox-data-")), "data");
    const first = await launch(dataDir);
    const token = await signIn(first.url);
    const acknowledged: string[] = [];
    let next = 0;
    let killed = false;
    // Eight clients writing as fast as they can; the kill comes once 40 writes are acknowledged.
    const client = async () => {
      while (!killed) {
        const device = `durable-${next++}`;
        try {
          const answer = await fetch(`${first.url}${ALLOW}`, {
            method: "POST",
            headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
            body: JSON.stringify({ mac: mac(next), device, enabled: true }),
          });
          if (answer.status === 201) acknowledged.push(device);
          else throw new Error(`${answer.status} ${await answer.text()}`);
        } catch (error) {
          if (!killed) throw error;
        }
        if (acknowledged.length >= 40 && !killed) {
          killed = true;
          first.child.kill("SIGKILL");
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, client));
    await exited(first.child);
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    // A write cut off mid-line by the kill leaves a torn last line: dropped on load.
    const journal = readdirSync(dataDir).find((name) => name.startsWith("journal-"))!;
    appendFileSync(join(dataDir, journal), '{"changes":[["collections","/api/cms/v3/{propertyId}/onespe');

    const second = await launch(dataDir);
    const saved = await devices(second.url, await signIn(second.url));
    expect(acknowledged.filter((device) => !saved.has(device))).toEqual([]);
    expect(second.output.join("")).toMatch(/dropped \d+ bytes of a torn last journal line/);
    // And it goes on writing after the torn line.
    const more = await fetch(`${second.url}${ALLOW}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${await signIn(second.url)}` },
      body: JSON.stringify({ mac: mac(999_999), device: "after-restart" }),
    });
    expect(more.status).toBe(201);
    second.child.kill("SIGKILL");
    await exited(second.child);
    const third = await launch(dataDir);
    expect(await devices(third.url, await signIn(third.url))).toContain("after-restart");
    third.child.kill("SIGKILL");
  }, 180_000);

  it("compacts the journal into a new snapshot and loses nothing", async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), "sandbox-data-")), "data");
    const lines: string[] = [];
    const first = await startSandboxServer({
      port: 0,
      dataDir,
      compactAfterBytes: 40_000,
      log: (l) => lines.push(l),
    });
    const token = await signIn(first.url);
    for (let n = 0; n < 30; n++) {
      const answer = await fetch(`${first.url}${ALLOW}`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ mac: mac(n), device: `compacted-${n}` }),
      });
      expect(answer.status).toBe(201);
    }
    await first.close();
    const snapshot = JSON.parse(readFileSync(join(dataDir, "snapshot.json"), "utf8")) as {
      generation: number;
    };
    expect(snapshot.generation).toBeGreaterThan(1);
    expect(existsSync(join(dataDir, "journal-1.jsonl"))).toBe(false);
    expect(lines.some((line) => line.startsWith("data: compacted"))).toBe(true);

    const second = await startSandboxServer({ port: 0, dataDir, log: () => undefined });
    const saved = await devices(second.url, token);
    await second.close();
    for (let n = 0; n < 30; n++) expect(saved).toContain(`compacted-${n}`);
  }, 60_000);

  it("starts again from the seed with --reset", async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), "sandbox-data-")), "data");
    const first = await startSandboxServer({ port: 0, dataDir, log: () => undefined });
    const token = await signIn(first.url);
    await fetch(`${first.url}${ALLOW}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ mac: mac(1), device: "before-reset" }),
    });
    await first.close();
    const second = await startSandboxServer({ port: 0, dataDir, reset: true, log: () => undefined });
    const saved = await devices(second.url, await signIn(second.url));
    await second.close();
    expect(saved).not.toContain("before-reset");
  }, 60_000);
});
