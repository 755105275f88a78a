import { describe, expect, it } from "vitest";
import { i18nValidatorOf, mediaShown } from "./fields";

const lobby = { id: "1001m1", ext: "jpg", name: "lobby.jpg" };

describe("mediaShown", () => {
  it("shows a media ref as it is", () => {
    expect(mediaShown({}, lobby, undefined, null)).toEqual({ file: lobby, preview: true });
    expect(mediaShown({}, null, undefined, null)).toEqual({ file: null, preview: true });
  });
  it("names a stored id by itself without a thumbnail, and the picked file once picked", () => {
    expect(mediaShown({ valueMode: "id" }, "1001m3", undefined, null)).toEqual({
      file: { id: "1001m3", ext: "", name: "1001m3" },
      preview: false,
    });
    expect(mediaShown({ valueMode: "id" }, "1001m1", undefined, lobby)).toEqual({
      file: lobby,
      preview: true,
    });
    expect(mediaShown({ valueMode: "id" }, "", undefined, null)).toEqual({ file: null, preview: false });
  });
  it("names a URL by its file name, with a thumbnail only when its media pool id is known", () => {
    const url = "https://media.hotel-demo.test/1001/spa%20day.jpg?v=2";
    expect(mediaShown({ valueMode: "url" }, url, undefined, null)).toEqual({
      file: { id: "", ext: "jpg", name: "spa day.jpg" },
      preview: false,
    });
    expect(
      mediaShown(
        { valueMode: "url" },
        "/api/cms/v3/1001/mediapool/1001m1/image?size=160x160#lobby.jpg",
        "1001m1",
        null,
      ),
    ).toEqual({ file: { id: "1001m1", ext: "jpg", name: "lobby.jpg" }, preview: true });
    expect(mediaShown({ valueMode: "url" }, "https://x.test/a%zz.png", undefined, null).file?.name).toBe(
      "a%zz.png",
    );
    expect(mediaShown({ valueMode: "url" }, url, "1001m6", null)).toEqual({
      file: { id: "1001m6", ext: "jpg", name: "spa day.jpg" },
      preview: true,
    });
  });
});

describe("i18nValidatorOf", () => {
  const field = {
    kind: "i18n" as const,
    name: "i18n",
    label: "Texts",
    texts: [
      { name: "title", label: "Title" },
      { name: "description", label: "Description", required: false },
    ],
  };
  it("asks for the first language's title when required", () => {
    const validate = i18nValidatorOf(field, true, ["de", "en"]);
    expect(validate([])).toBe("ui:i18nEditor.incomplete");
    expect(validate([{ iso2: "de", title: "Frühstück" }])).toBeUndefined();
  });
  it("asks for nothing when not required, but a begun language needs its title", () => {
    const validate = i18nValidatorOf(field, false, ["de", "en"]);
    expect(validate(null)).toBeUndefined();
    expect(validate([{ iso2: "en", description: "x" }])).toBe("ui:i18nEditor.incomplete");
  });
});
