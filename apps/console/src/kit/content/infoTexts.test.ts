import { describe, expect, it } from "vitest";
import { plainText, toInfoText } from "./infoTexts";

describe("an info text in the list", () => {
  it("reads as the guest reads it: tags gone, paragraphs and line breaks a space, entities decoded", () => {
    expect(
      plainText("<p>Welcome to Hotel Sacher&nbsp;Wien!</p><p>Front desk: 9<br/>Spa &amp; sauna</p>"),
    ).toBe("Welcome to Hotel Sacher Wien! Front desk: 9 Spa & sauna");
  });
});

describe("the info text the contract takes", () => {
  it("is its language, lower case, and its text; the id stays the server's", () => {
    expect(toInfoText({ _id: "89b3", language: " DE ", text: "<p>Willkommen</p>" })).toEqual({
      language: "de",
      text: "<p>Willkommen</p>",
    });
  });
});
