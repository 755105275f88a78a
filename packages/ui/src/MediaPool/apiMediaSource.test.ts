import { createCmsClient, createMemoryTokenStore } from "@cms/api";
import { createSandboxHandlers } from "@cms/sandbox/msw";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createApiMediaSource } from "./apiMediaSource";
import type { MediaFile } from "./types";
import { MediaSourceError } from "./types";

// createApiMediaSource against the sandbox's own handlers: the same routes, seed and contract checks the
// console and Storybook meet. Property 1001 has four folders and eight images; 1011 (every 11th) has none.
const BASE = "http://sandbox.test";
const sandbox = createSandboxHandlers({ actAs: "super@demo.test", today: "2026-11-20" });
const server = setupServer(...sandbox.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  sandbox.reset();
});
afterAll(() => server.close());

const client = () => createCmsClient({ baseUrl: BASE, tokenStore: createMemoryTokenStore() });
const source = (propertyId = "1001") => createApiMediaSource(client(), propertyId);
const names = (files: MediaFile[]) => files.map((f) => f.name).sort();

describe("createApiMediaSource over the sandbox", () => {
  it("lists the root: four folders and two images", async () => {
    const root = await source().list(null);
    expect(names(root)).toEqual(["Logos", "Restaurant", "Rooms", "Spa", "facade-summer.jpg", "lobby.jpg"]);
    expect(root.find((f) => f.name === "lobby.jpg")).toMatchObject({
      id: "1001m1",
      ext: "jpg",
      type: "file",
      parentId: null,
      size: 48_000,
    });
  });

  it("lists a folder's content", async () => {
    const media = source();
    const rooms = (await media.list(null)).find((f) => f.name === "Rooms")!;
    expect(names(await media.list(rooms.id!))).toEqual(["double-room.jpg", "junior-suite.png"]);
  });

  it("lists an empty media pool as no files", async () => {
    const { items } = await (await fetch(`${BASE}/api/cms/v3/property/index`)).json();
    const empty = String((items as { id: string }[])[10]!.id);
    expect(await source(empty).list(null)).toEqual([]);
  });

  it("rejects with the server's message when a folder does not exist", async () => {
    const failure = await source()
      .list("nope")
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(MediaSourceError);
    expect(failure).toMatchObject({ reason: "failed", status: 404 });
    expect((failure as Error).message).toMatch(/nope/);
  });

  it("loads a thumbnail through the client as a PNG blob, at each size", async () => {
    const seen: string[] = [];
    server.events.on("request:start", ({ request }) => {
      if (request.url.includes("/image")) seen.push(request.url);
    });
    const media = source();
    const lobby = { id: "1001m1", ext: "jpg", name: "lobby.jpg" };
    const small = await media.loadImage(lobby, "80x80");
    const large = await media.loadImage(lobby, "160x160");
    // jsdom's Blob class is not the one fetch answers with, so the blob is checked by its content.
    expect(small.type).toBe("image/png");
    const signature = new Uint8Array(await small.slice(0, 8).arrayBuffer());
    expect([...signature]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(large.size).toBeGreaterThan(small.size);
    expect(seen).toEqual([
      `${BASE}/api/cms/v3/1001/mediapool/1001m1/image?size=80x80&ext=jpg`,
      `${BASE}/api/cms/v3/1001/mediapool/1001m1/image?size=160x160&ext=jpg`,
    ]);
    server.events.removeAllListeners();
  });

  it("fails a thumbnail of a missing file", async () => {
    await expect(source().loadImage({ id: "missing", ext: "png", name: "x.png" }, "80x80")).rejects.toThrow(
      MediaSourceError,
    );
  });

  it("aborts a thumbnail load with its signal", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      source().loadImage({ id: "1001m1", ext: "jpg", name: "lobby.jpg" }, "80x80", controller.signal),
    ).rejects.toThrow();
  });

  it("renames a file and answers with the server's file; the next listing agrees", async () => {
    const media = source();
    const lobby = (await media.list(null)).find((f) => f.name === "lobby.jpg")!;
    const saved = await media.update!({ ...lobby, name: "lobby-winter.jpg" });
    expect(saved).toMatchObject({ id: "1001m1", name: "lobby-winter.jpg", ext: "jpg" });
    expect(names(await media.list(null))).toContain("lobby-winter.jpg");
  });

  it("deletes a file; the next listing no longer has it", async () => {
    const media = source();
    const lobby = (await media.list(null)).find((f) => f.name === "lobby.jpg")!;
    expect(await media.remove!(lobby)).toMatchObject({ id: "1001m1" });
    expect(names(await media.list(null))).not.toContain("lobby.jpg");
  });

  it("counts an empty body on update or delete as a failure (spec section 4)", async () => {
    server.use(
      http.put(`${BASE}/api/cms/v3/:propertyId/mediapool/:id`, () => new HttpResponse(null, { status: 200 })),
      http.delete(`${BASE}/api/cms/v3/:propertyId/mediapool/:id`, () => HttpResponse.json({})),
    );
    const media = source();
    const lobby: MediaFile = { id: "1001m1", name: "lobby.jpg", ext: "jpg", type: "file" };
    await expect(media.update!(lobby)).rejects.toMatchObject({ reason: "unconfirmed" });
    await expect(media.remove!(lobby)).rejects.toMatchObject({ reason: "unconfirmed" });
  });

  it("passes the server's message of a refused delete", async () => {
    server.use(
      http.delete(`${BASE}/api/cms/v3/:propertyId/mediapool/:id`, () =>
        HttpResponse.json({ message: "The file is in use" }, { status: 400 }),
      ),
    );
    await expect(
      source().remove!({ id: "1001m1", name: "lobby.jpg", ext: "jpg", type: "file" }),
    ).rejects.toMatchObject({ reason: "failed", status: 400, message: "The file is in use" });
  });

  it("turns a 403 into the forbidden reason, whose text is the refusal message", async () => {
    server.use(
      http.get(`${BASE}/api/cms/v3/:propertyId/mediapool/file/index`, () =>
        HttpResponse.json({ message: "Missing permission content.mediaPool.list" }, { status: 403 }),
      ),
    );
    await expect(source().list(null)).rejects.toMatchObject({ reason: "forbidden", status: 403 });
  });
});
