import type { components } from "@cms/api";

export type InfoText = components["schemas"]["KeyInfoText"];

/** An info text as one line of the list: its HTML as the words a guest reads, spaces collapsed. */
export function plainText(html: string): string {
  const text = html
    .replace(/<(br|\/p|\/h[1-6]|\/li)\s*\/?>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
  return text.replace(/\s+/g, " ").trim();
}

/** The text the contract takes from what the dialog saved: its language and text only (the id is the server's). */
export const toInfoText = (saved: InfoText): InfoText => ({
  language: String(saved.language ?? "")
    .trim()
    .toLowerCase(),
  text: saved.text ?? "",
});
