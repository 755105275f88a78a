import { describe, expect, it } from "vitest";
import {
  formatFileSize,
  isFolder,
  mediaImagePath,
  mediaKey,
  replaceMedia,
  sortMedia,
  thumbnailKey,
  toMediaValue,
  withoutMedia,
} from "./mediaLogic";
import type { MediaFile } from "./types";

const file = (name: string, extra: Partial<MediaFile> = {}): MediaFile => ({
  id: `id-${name}`,
  name,
  type: "file",
  ext: name.split(".").pop(),
  ...extra,
});
const folder = (name: string): MediaFile => ({ id: `f-${name}`, name, type: "folder", ext: "" });

describe("sortMedia", () => {
  it("puts folders first, then files, each by name", () => {
    const sorted = sortMedia(
      [file("b.png"), folder("Spa"), file("a.jpg"), folder("Logos"), file("C.png")],
      "en",
    );
    expect(sorted.map((f) => f.name)).toEqual(["Logos", "Spa", "a.jpg", "b.png", "C.png"]);
  });

  it("compares numbers by value (img2 before img10) and ignores case", () => {
    const sorted = sortMedia(
      [file("img10.jpg"), file("IMG2.jpg"), file("img1.jpg"), folder("Floor 10"), folder("floor 9")],
      "en",
    );
    expect(sorted.map((f) => f.name)).toEqual(["floor 9", "Floor 10", "img1.jpg", "IMG2.jpg", "img10.jpg"]);
  });

  it("sorts as the user's language does and leaves the input alone", () => {
    const input = [file("zebra.png"), file("äpfel.png"), file("birne.png")];
    expect(sortMedia(input, "de").map((f) => f.name)).toEqual(["äpfel.png", "birne.png", "zebra.png"]);
    expect(sortMedia(input, "sv").map((f) => f.name)).toEqual(["birne.png", "zebra.png", "äpfel.png"]);
    expect(input.map((f) => f.name)).toEqual(["zebra.png", "äpfel.png", "birne.png"]);
  });
});

describe("formatFileSize", () => {
  it("uses decimal units with one decimal above bytes", () => {
    expect(formatFileSize(0, "en")).toBe("0 byte");
    expect(formatFileSize(999, "en")).toBe("999 byte");
    expect(formatFileSize(48_000, "en")).toBe("48 kB");
    expect(formatFileSize(55_321, "en")).toBe("55.3 kB");
    expect(formatFileSize(2_500_000, "en")).toBe("2.5 MB");
    expect(formatFileSize(7_100_000_000, "en")).toBe("7.1 GB");
    expect(formatFileSize(7_100_000_000_000, "en")).toBe("7,100 GB");
  });

  it("formats numbers in the user's locale", () => {
    expect(formatFileSize(55_321, "de")).toBe("55,3 kB");
    expect(formatFileSize(1_234_567, "fr")).toMatch(/^1,2\s?Mo$/);
  });

  it("is empty when the size is unknown or invalid (folders)", () => {
    expect(formatFileSize(undefined, "en")).toBe("");
    expect(formatFileSize(-1, "en")).toBe("");
    expect(formatFileSize(Number.NaN, "en")).toBe("");
  });
});

describe("mediaImagePath", () => {
  it("builds the image route from property id, file id, size and extension", () => {
    expect(mediaImagePath("1001", { id: "1001m4", ext: "png", name: "junior-suite.png" }, "160x160")).toBe(
      "/api/cms/v3/1001/mediapool/1001m4/image?size=160x160&ext=png",
    );
    expect(mediaImagePath("1001", file("lobby.jpg", { id: "1001m1" }), "80x80")).toBe(
      "/api/cms/v3/1001/mediapool/1001m1/image?size=80x80&ext=jpg",
    );
  });

  it("encodes the path parts", () => {
    expect(mediaImagePath("a/b", { id: "x y", ext: "png", name: "n" }, "80x80")).toBe(
      "/api/cms/v3/a%2Fb/mediapool/x%20y/image?size=80x80&ext=png",
    );
  });
});

describe("toMediaValue", () => {
  it("keeps id, extension and name only", () => {
    expect(
      toMediaValue({
        id: "1001m1",
        ext: "jpg",
        name: "lobby.jpg",
        type: "file",
        size: 48_000,
        parentId: null,
        createdAt: "2026-07-23T11:00:00Z",
      }),
    ).toEqual({ id: "1001m1", ext: "jpg", name: "lobby.jpg" });
  });

  it("gives an empty extension when the server sent none", () => {
    expect(toMediaValue({ id: "m9", name: "README" })).toEqual({ id: "m9", ext: "", name: "README" });
  });

  it("refuses a file without id, which no screen could store", () => {
    expect(() => toMediaValue({ name: "orphan.png" })).toThrow(/orphan\.png/);
  });
});

describe("helpers", () => {
  it("tells folders from files", () => {
    expect(isFolder(folder("Rooms"))).toBe(true);
    expect(isFolder(file("a.png"))).toBe(false);
    expect(isFolder({ name: "untyped" })).toBe(false);
  });

  it("keys by id, else name, and thumbnails by file, extension and size", () => {
    expect(mediaKey(file("a.png"))).toBe("id-a.png");
    expect(mediaKey({ name: "no-id" })).toBe("no-id");
    expect(thumbnailKey({ id: "m1", ext: "png", name: "x" }, "80x80")).not.toBe(
      thumbnailKey({ id: "m1", ext: "png", name: "x" }, "160x160"),
    );
    expect(thumbnailKey({ id: "m1", ext: "png", name: "x" }, "80x80")).not.toBe(
      thumbnailKey({ id: "m1", ext: "jpg", name: "x" }, "80x80"),
    );
  });

  it("replaces and removes one item by key, keeping the others' order", () => {
    const items = [file("a.png"), file("b.png"), file("c.png")];
    const renamed = { ...items[1]!, name: "bb.png" };
    expect(replaceMedia(items, renamed, "id-b.png").map((f) => f.name)).toEqual(["a.png", "bb.png", "c.png"]);
    expect(withoutMedia(items, "id-b.png").map((f) => f.name)).toEqual(["a.png", "c.png"]);
  });
});
